import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { HeldAdvertItem } from './moderation-held-advert';

describe('HeldAdvertItem', () => {
  it('shows each rule with its facts, the landlord, and calls back on an action', () => {
    const onApprove = vi.fn();
    render(
      <ul>
        <HeldAdvertItem
          listingID={42}
          title="Room in Amsterdam"
          facts="Room in Amsterdam · € 300 per month · 18 m²"
          held="Held 2 hours ago at publication"
          rulesHeading="Why it was held"
          rules={[
            {
              rule: 'rent_far_below_city_level',
              name: 'Rent far below the city level',
              facts: [
                { label: 'Asked rent', value: '€ 300' },
                { label: 'Share of the usual rent', value: '35%' },
              ],
            },
          ]}
          landlord={{
            role: 'Landlord',
            name: 'Lars de Vries',
            email: 'lars@example.nl',
            memberSince: 'Member since 1 December 2026',
            badge: { text: 'Blocked until 1 January 2027', tone: 'blocked' },
          }}
          actionsLabel="Actions for Room in Amsterdam"
          actions={[
            { key: 'approve', label: 'Approve', tone: 'primary', onSelect: onApprove },
            { key: 'reject', label: 'Reject', onSelect: vi.fn() },
          ]}
        />
      </ul>,
    );
    const item = screen.getByTestId('held-advert');
    expect(item.getAttribute('data-subject-id')).toBe('42');
    expect(screen.getByRole('heading', { level: 3, name: 'Room in Amsterdam' })).toBeTruthy();
    const rule = item.querySelector('[data-rule="rent_far_below_city_level"]') as HTMLElement;
    expect(within(rule).getByText('Rent far below the city level')).toBeTruthy();
    expect(within(rule).getByText('Share of the usual rent').nextSibling?.textContent).toBe('35%');
    const landlord = screen.getByTestId('moderation-user');
    expect(landlord.textContent).toContain('Lars de Vries');
    expect(within(landlord).getByRole('link').getAttribute('href')).toBe('mailto:lars@example.nl');
    expect(within(landlord).getByText('Blocked until 1 January 2027')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Actions for Room in Amsterdam' });
    fireEvent.click(within(group).getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('leaves out the rules section of a hold without rules', () => {
    render(
      <ul>
        <HeldAdvertItem
          listingID={1}
          title="Studio"
          facts="Studio in Soest"
          held="Held today"
          rulesHeading="Why it was held"
          rules={[]}
          landlord={{
            role: 'Landlord',
            name: 'Fatima Vos',
            email: 'f@example.nl',
            memberSince: 'Member since 2025',
          }}
          actionsLabel="Actions for Studio"
          actions={[]}
        />
      </ul>,
    );
    expect(screen.queryByText('Why it was held')).toBeNull();
  });
});
