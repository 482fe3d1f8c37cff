import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DashboardCard } from './dashboard-card';

describe('DashboardCard', () => {
  it('shows the heading, the figure, the line and its links', () => {
    render(
      <DashboardCard
        title="Messages"
        value="3 unread conversations"
        text="Landlords answer quickly"
        links={[{ label: 'Go to my messages', href: '/en/my-messages/default' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeTruthy();
    expect(screen.getByText('3 unread conversations')).toBeTruthy();
    expect(screen.getByText('Landlords answer quickly')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my messages' }).getAttribute('href')).toBe(
      '/en/my-messages/default',
    );
  });

  it('has a named completeness bar, clamped to 0..100', () => {
    render(
      <DashboardCard
        title="Profile"
        progress={{ percent: 140, label: 'Profile completeness' }}
        links={[]}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Profile completeness' });
    expect(bar.getAttribute('value')).toBe('100');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
