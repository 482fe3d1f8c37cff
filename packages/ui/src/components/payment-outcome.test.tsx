import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PaymentOutcome } from './payment-outcome';

describe('PaymentOutcome', () => {
  it('announces the message and links on, the first link as the main action', () => {
    const { container } = render(
      <PaymentOutcome
        heading="Your payment"
        message="Thank you! Your payment has been received."
        detail="Premium until 28 December 2026."
        tone="success"
        links={[
          { label: 'Go on to your reaction', href: '/en/react-to-listing/12' },
          { label: 'Search for a room', href: '/en/for-rent/room' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your payment' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you! Your payment has been received.Premium until 28 December 2026.',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/react-to-listing/12',
      '/en/for-rent/room',
    ]);
    expect(links[0]?.className).not.toBe(links[1]?.className);
    expect(container.querySelector('section')?.getAttribute('data-tone')).toBe('success');
  });

  it('shows a failure without a detail line or links', () => {
    render(
      <PaymentOutcome
        heading="Your payment"
        message="Your payment failed."
        tone="error"
        links={[]}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Your payment failed.');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
