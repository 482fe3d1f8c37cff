import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CashbackState } from './cashback-state';

describe('CashbackState', () => {
  it('shows a refund with its details and no action', () => {
    render(
      <CashbackState
        heading="Your cashback"
        tone="refunded"
        message="€9.50 refunded on 3 December 2026"
        details={['For “Room in Groningen”.', 'Your bank may take up to 10 working days.']}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cashback' })).toBeTruthy();
    expect(screen.getByTestId('cashback-message').textContent).toBe(
      '€9.50 refunded on 3 December 2026',
    );
    expect(screen.getByText('For “Room in Groningen”.')).toBeTruthy();
    expect(screen.getByTestId('cashback-state').getAttribute('data-tone')).toBe('refunded');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links to support when the refund failed, marking an external link', () => {
    render(
      <CashbackState
        heading="Your cashback"
        tone="error"
        message="We could not refund your cashback."
        action={{ label: 'Contact support', href: 'https://help.example/en', external: true }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Contact support' });
    expect(link.getAttribute('href')).toBe('https://help.example/en');
    expect(link.getAttribute('rel')).toBe('noopener');
  });
});
