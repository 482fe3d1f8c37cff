import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { COUNT_BADGE_MAX, CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows the count, decorative, with the label for screen readers', () => {
    const { container, getByTestId } = render(
      <CountBadge badge={{ count: 3, label: '3 unread conversations' }} className="extra" />,
    );
    const badge = getByTestId('count-badge');
    expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
    expect(badge.textContent).toBe('33 unread conversations');
    expect(badge.classList.contains('extra')).toBe(true);
    expect(container.textContent).toContain('3 unread conversations');
  });

  it('caps a large count at 99+', () => {
    const { getByTestId } = render(
      <CountBadge badge={{ count: COUNT_BADGE_MAX + 1, label: '100 unread' }} />,
    );
    expect(getByTestId('count-badge').querySelector('[aria-hidden="true"]')?.textContent).toBe(
      '99+',
    );
  });

  it('renders nothing for 0', () => {
    const { container } = render(<CountBadge badge={{ count: 0, label: '' }} />);
    expect(container.querySelector('[data-testid="count-badge"]')).toBeNull();
  });
});
