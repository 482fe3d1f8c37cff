import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BlockedUserLabel } from './moderation-blocked-user-label';

describe('BlockedUserLabel', () => {
  it('says it in words, with the advice when given', () => {
    render(<BlockedUserLabel label="Blocked user" hint="Do not pay anything." />);
    const label = screen.getByTestId('blocked-user-label');
    expect(label.textContent).toBe('Blocked userDo not pay anything.');
    expect(label.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is the label alone without advice', () => {
    render(<BlockedUserLabel label="Geblokkeerde gebruiker" />);
    expect(screen.getByTestId('blocked-user-label').textContent).toBe('Geblokkeerde gebruiker');
  });
});
