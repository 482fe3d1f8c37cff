import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('shows the photo at its size with a 2× source, decorative', () => {
    const { container } = renderWithTheme(
      <UserAvatar
        name="Lars"
        size={30}
        photo={{ src: '/services/api/image/k/resize/30-30', srcSet: '/a 1x, /b 2x', size: 30 }}
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/services/api/image/k/resize/30-30');
    expect(img?.getAttribute('srcset')).toBe('/a 1x, /b 2x');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('30');
  });

  it('shows the upper-case initial without a photo', () => {
    renderWithTheme(<UserAvatar name="tessa" size={40} />);
    const initial = screen.getByText('T');
    expect(getComputedStyle(initial).width).toBe('40px');
    expect(getComputedStyle(initial).height).toBe('40px');
  });
});
