import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RoomsLogo } from './rooms-logo';

describe('RoomsLogo', () => {
  it('shows the brand name and hides the decorative mark', () => {
    const { container } = render(<RoomsLogo name="Rooms" tone="light" />);
    expect(screen.getByText('Rooms')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('cuts the house out of the tile in the tile colour of each tone', () => {
    const house = (tone: 'dark' | 'light') =>
      render(<RoomsLogo name="Rooms" tone={tone} />)
        .container.querySelector('path')
        ?.getAttribute('fill');
    expect(house('dark')).toBe('#FFFFFF');
    expect(house('light')).toBe('#0B5D6B');
  });
});
