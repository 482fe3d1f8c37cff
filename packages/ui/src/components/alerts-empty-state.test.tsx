import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AlertsEmptyState } from './alerts-empty-state';

describe('AlertsEmptyState', () => {
  it('explains alerts and links to the search', () => {
    render(
      <AlertsEmptyState
        title="No alerts"
        text="An alert e-mails you."
        action="Search"
        href="/en/for-rent/generic-netherlands"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No alerts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(
      '/en/for-rent/generic-netherlands',
    );
  });
});
