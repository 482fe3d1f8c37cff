import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ConversationReportItem } from './moderation-conversation-report';

describe('ConversationReportItem', () => {
  it('shows the report and the reported user, with a link to the messages', () => {
    render(
      <ul>
        <ConversationReportItem
          conversationID={31}
          heading="About the advert “Room in Delft”"
          report={{
            reportID: 9,
            reason: 'Inappropriate behaviour',
            comment: 'Rude',
            byline: 'Reported by Noor today',
          }}
          reported={{
            role: 'Reported user',
            name: 'Bram Jansen',
            email: 'b@example.nl',
            memberSince: 'Member since 2025',
          }}
          actionsLabel="Actions for Bram Jansen"
          actions={[
            { key: 'read', label: 'Read the messages', href: '/en/moderation/conversation/31' },
            { key: 'block', label: 'Block Bram', tone: 'danger', onSelect: () => undefined },
          ]}
        />
      </ul>,
    );
    expect(screen.getByTestId('conversation-report').getAttribute('data-subject-id')).toBe('31');
    expect(screen.getByText('Inappropriate behaviour')).toBeTruthy();
    expect(screen.getByTestId('moderation-user').textContent).toContain('Bram Jansen');
    expect(screen.getByRole('link', { name: 'Read the messages' }).getAttribute('href')).toBe(
      '/en/moderation/conversation/31',
    );
    expect(screen.getByRole('button', { name: 'Block Bram' })).toBeTruthy();
  });
});
