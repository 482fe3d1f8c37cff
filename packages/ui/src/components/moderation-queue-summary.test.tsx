import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ModerationQueueSummary } from './moderation-queue-summary';

describe('ModerationQueueSummary', () => {
  it('links every queue with its figures, marks the current one, and shows the handled figures', () => {
    render(
      <ModerationQueueSummary
        navLabel="Queues"
        queues={[
          {
            queue: 'held_adverts',
            label: 'Held adverts',
            open: '3 open',
            oldest: 'Oldest waiting since 2 days ago',
            href: '/en/moderation',
            current: true,
          },
          {
            queue: 'advert_reports',
            label: 'Reported adverts',
            open: '0 open',
            oldest: 'Nothing waiting',
            href: '/en/moderation?queue=advert_reports',
            current: false,
          },
        ]}
        handledHeading="Handled in the last 30 days"
        handled="12 items handled"
        p95="95% handled within 5 hours"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Queues' });
    const links = nav.querySelectorAll('a');
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.hasAttribute('aria-current')).toBe(false);
    expect(links[0]?.textContent).toBe('Held adverts3 openOldest waiting since 2 days ago');
    expect(links[1]?.getAttribute('href')).toBe('/en/moderation?queue=advert_reports');
    expect(screen.getByTestId('handled-count').textContent).toBe('12 items handled');
    expect(screen.getByTestId('handled-p95').textContent).toBe('95% handled within 5 hours');
  });
});
