import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('shows the photo at its size with a 2× source, decorative, over the initial', () => {
    const { container } = render(
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
    // The initial stays underneath: it shows if the photo fails to load.
    const avatar = screen.getByTestId('user-avatar');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.textContent).toBe('L');
    expect(getComputedStyle(avatar).width).toBe('30px');
  });

  it('shows the upper-case initial without a photo', () => {
    const { container } = render(<UserAvatar name="tessa" size={40} />);
    const initial = screen.getByText('T');
    expect(getComputedStyle(initial).width).toBe('40px');
    expect(getComputedStyle(initial).height).toBe('40px');
    expect(container.querySelector('img')).toBeNull();
  });
});
