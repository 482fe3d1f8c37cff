import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { LogoutProvider } from './logout-button';
import { MobileDrawer } from './mobile-drawer';

import type { MobileDrawerProps } from './mobile-drawer';

function drawer(props: Partial<MobileDrawerProps> = {}) {
  return (
    <MobileDrawer
      id="drawer"
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
    />
  );
}

/** The drawer's navigation; the closed popover hides it from queries until the browser opens it. */
function nav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Menu', hidden: true });
}

describe('MobileDrawer', () => {
  it('is a labelled dialog popover, closed by its close button without script', () => {
    render(drawer());
    const panel = screen.getByTestId('mobile-drawer');
    expect(panel.id).toBe('drawer');
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-label')).toBe('Menu');
    const close = within(panel).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close.getAttribute('popovertarget')).toBe('drawer');
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
    // The close button is the popover's autofocus delegate: it takes focus when the drawer opens.
    const html = new DOMParser().parseFromString(renderToStaticMarkup(drawer()), 'text/html');
    expect(html.querySelector('button[autofocus]')?.getAttribute('aria-label')).toBe('Close menu');
  });

  it('shows the logo for anonymous visitors, then language, buttons and titled groups in order', () => {
    render(drawer());
    expect(within(nav()).getByText('Rooms')).toBeTruthy();
    const links = within(nav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      'Nederlands',
      'Log in',
      'Place an advert',
      'Search rooms',
      'Get Premium',
    ]);
    expect(links[0]?.getAttribute('hreflang')).toBe('nl');
    expect(links[0]?.getAttribute('lang')).toBe('nl');
    expect(within(nav()).getByRole('list', { name: 'Search', hidden: true })).toBeTruthy();
    expect(within(nav()).queryByText('Nothing')).toBeNull();
  });

  it('greets the signed-in user beside their 40×40 avatar', () => {
    render(
      drawer({
        user: { firstName: 'Lars', photo: null, hasPremium: true },
        greeting: 'Hi Lars!',
        premiumLabel: 'Premium member',
      }),
    );
    expect(screen.getByText('Hi Lars!')).toBeTruthy();
    expect(screen.getByText('Premium member')).toBeTruthy();
    const avatar = screen.getByText('L');
    expect(getComputedStyle(avatar).width).toBe('40px');
    expect(within(nav()).queryByText('Rooms')).toBeNull();
  });

  it('signs out through the LogoutProvider', () => {
    const onLogout = vi.fn();
    render(<LogoutProvider onLogout={onLogout}>{drawer()}</LogoutProvider>);
    fireEvent.click(within(nav()).getByRole('button', { name: 'Log out', hidden: true }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
