import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { RoomsLogo } from './rooms-logo';

describe('RoomsLogo', () => {
  it('shows the brand name and hides the decorative mark', () => {
    const { container } = renderWithTheme(<RoomsLogo name="Rooms" tone="light" />);
    expect(screen.getByText('Rooms')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
