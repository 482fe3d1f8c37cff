import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ScamSignalItem } from './moderation-scam-signal';

describe('ScamSignalItem', () => {
  it('names every sign once, with the sender and a link to the messages', () => {
    render(
      <ul>
        <ScamSignalItem
          conversationID={77}
          heading="About the advert “Room in Delft”"
          meta={['2 messages with signs · first 27 Nov 2026, 10:00', 'Written to Noor']}
          signals={[
            { signal: 'money_before_viewing', name: 'Money before a viewing' },
            { signal: 'money_transfer_service', name: 'A money-transfer service' },
          ]}
          sender={{
            role: 'Sender',
            name: 'Kees Test',
            email: 'k@example.nl',
            memberSince: 'Member since 2026',
          }}
          actionsLabel="Actions for Room in Delft"
          actions={[
            {
              key: 'readMessages',
              label: 'Read the messages',
              href: '/en/moderation/conversation/77',
            },
          ]}
        />
      </ul>,
    );
    expect(screen.getByTestId('scam-signal').getAttribute('data-subject-id')).toBe('77');
    expect([...document.querySelectorAll('[data-signal]')].map((node) => node.textContent)).toEqual(
      ['Money before a viewing', 'A money-transfer service'],
    );
    expect(screen.getByText('Written to Noor')).toBeTruthy();
    expect(screen.getByTestId('moderation-user').textContent).toContain('Kees Test');
    expect(screen.getByRole('link', { name: 'Read the messages' })).toBeTruthy();
  });
});
