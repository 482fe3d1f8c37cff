import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { InvitationList } from './invitation-list';

describe('InvitationList', () => {
  it('lists each invitation with its name, joined date, state and date', () => {
    render(
      <InvitationList
        heading="Your invitations"
        summary="Premium days you earned through invitations: 14"
        emptyText="Nobody has joined yet."
        items={[
          {
            key: 'a',
            name: 'Pim',
            joined: 'Joined on 3 December 2026',
            state: 'Paid, the reward is on its way',
            detail: 'Reward on 28 January 2027',
            tone: 'waiting',
          },
          {
            key: 'b',
            name: 'Sara',
            joined: 'Joined on 1 December 2026',
            state: 'Rewarded',
            detail: 'Rewarded on 2 December 2026',
            tone: 'rewarded',
          },
          {
            key: 'c',
            name: 'Ada',
            joined: 'Joined on 1 November 2026',
            state: 'No reward',
            tone: 'none',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your invitations' })).toBeTruthy();
    expect(screen.getByTestId('invitation-summary').textContent).toContain('14');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toBe(
      'PimJoined on 3 December 2026Paid, the reward is on its wayReward on 28 January 2027',
    );
    expect(within(rows[1]!).getByText('Rewarded').getAttribute('data-tone')).toBe('rewarded');
    expect(screen.queryByText('Nobody has joined yet.')).toBeNull();
  });

  it('says so when nobody joined', () => {
    render(
      <InvitationList heading="Your invitations" emptyText="Nobody has joined yet." items={[]} />,
    );
    expect(screen.getByText('Nobody has joined yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByTestId('invitation-summary')).toBeNull();
  });
});
