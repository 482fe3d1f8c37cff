import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ConversationLog } from './moderation-conversation-log';

describe('ConversationLog', () => {
  it('lists the participants and the messages oldest first, as text', () => {
    render(
      <ConversationLog
        participantsHeading="Participants"
        participants={[
          { userID: 1, name: 'Lars de Vries', role: 'Landlord' },
          { userID: 2, name: 'Pim Bakker', role: 'Tenant' },
        ]}
        messagesLabel="Messages, oldest first"
        emptyText="No messages."
        messages={[
          {
            messageID: 5,
            sender: 'Pim (Tenant)',
            fromLandlord: false,
            at: '2026-12-01T10:00:00Z',
            time: '1 Dec, 11:00',
            body: 'Is it still available?',
          },
          {
            messageID: 6,
            sender: 'Lars (Landlord)',
            fromLandlord: true,
            at: '2026-12-01T11:00:00Z',
            time: '1 Dec, 12:00',
            body: '<script>pay()</script>\nWestern Union first',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Participants' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Messages, oldest first' });
    const messages = list.querySelectorAll('li');
    expect(messages).toHaveLength(2);
    expect(messages[1]?.textContent).toContain('<script>pay()</script>');
    expect(document.querySelector('script')).toBeNull();
  });

  it('says so when there are no messages', () => {
    render(
      <ConversationLog
        participantsHeading="P"
        participants={[]}
        messagesLabel="M"
        messages={[]}
        emptyText="No messages."
      />,
    );
    expect(screen.getByText('No messages.')).toBeTruthy();
  });
});
