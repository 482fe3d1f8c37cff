import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { MobileDrawer } from './mobile-drawer';

import type { MobileDrawerProps } from './mobile-drawer';

function renderDrawer(props: Partial<MobileDrawerProps> = {}) {
  const onClose = vi.fn();
  const onLogout = vi.fn();
  renderWithTheme(
    <MobileDrawer
      open
      onClose={onClose}
      onLogout={onLogout}
      appName="Rooms"
      navigationLabel="Menu"
      closeLabel="Close menu"
      language={{ kind: 'language', key: 'language', label: 'Nederlands', href: '/', locale: 'nl' }}
      actions={[
        { label: 'Log in', href: '/en/user/login' },
        { label: 'Place an advert', href: '/en/rent-out-room', emphasis: 'contained' },
      ]}
      sections={[
        {
          key: 'search',
          title: 'Search',
          entries: [
            {
              kind: 'link',
              key: 'searchRooms',
              label: 'Search rooms',
              href: '/en/for-rent/room-netherlands',
              icon: 'search',
            },
            {
              kind: 'link',
              key: 'getPremium',
              label: 'Get Premium',
              href: '/en/premium-account-payment',
              highlight: true,
            },
          ],
        },
        { key: 'hidden', title: 'Nothing', entries: [] },
        { key: 'end', entries: [{ kind: 'logout', key: 'logout', label: 'Log out' }] },
      ]}
      {...props}
    />,
  );
  return { onClose, onLogout };
}

describe('MobileDrawer', () => {
  it('shows the logo for anonymous visitors, then language, buttons and titled groups in order', () => {
    renderDrawer();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByText('Rooms')).toBeTruthy();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Nederlands',
      'Log in',
      'Place an advert',
      'Search rooms',
      'Get Premium',
    ]);
    expect(links[0]?.getAttribute('hreflang')).toBe('nl');
    expect(within(nav).getByText('Search')).toBeTruthy();
    expect(within(nav).queryByText('Nothing')).toBeNull();
  });

  it('greets the signed-in user beside their 40×40 avatar', () => {
    renderDrawer({
      user: { firstName: 'Lars', photo: null, hasPremium: true },
      greeting: 'Hi Lars!',
      premiumLabel: 'Premium member',
    });
    expect(screen.getByText('Hi Lars!')).toBeTruthy();
    expect(screen.getByText('Premium member')).toBeTruthy();
    const avatar = screen.getByText('L');
    expect(getComputedStyle(avatar).width).toBe('40px');
  });

  it('closes, then signs out, when sign-out is chosen; closes from the close button', () => {
    const { onClose, onLogout } = renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
