import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AuditLogTable } from './moderation-audit-log';

const columns = { time: 'When', staff: 'Who', action: 'What', subject: 'On', note: 'Why' };

describe('AuditLogTable', () => {
  it('is a captioned table with one row per action', () => {
    render(
      <AuditLogTable
        caption="Moderation actions"
        columns={columns}
        emptyText="No actions recorded yet."
        rows={[
          {
            actionID: 2,
            at: '2026-12-03T13:05:00Z',
            time: '3 Dec 2026, 14:05',
            staff: 'Mila',
            action: 'Blocked a user',
            subject: 'User 17',
            note: 'Deposit scam',
          },
          {
            actionID: 1,
            at: '2026-12-01T09:00:00Z',
            time: '1 Dec 2026, 10:00',
            staff: 'Rooms (automatic)',
            action: 'Block ended',
            subject: 'User 4',
            note: '—',
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Moderation actions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'What', 'On', 'Why']);
    const rows = screen.getAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Blocked a user');
    expect(rows[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-03T13:05:00Z');
    expect(rows[1]?.textContent).toContain('Rooms (automatic)');
  });

  it('says so when nothing was recorded', () => {
    render(
      <AuditLogTable
        caption="x"
        columns={columns}
        emptyText="No actions recorded yet."
        rows={[]}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No actions recorded yet.')).toBeTruthy();
  });
});
