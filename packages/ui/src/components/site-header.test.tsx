import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { SiteHeader } from './site-header';

import type { SiteHeaderProps, ShellUser } from './site-header';

const TESSA: ShellUser = { firstName: 'Tessa', photo: null, hasPremium: false };

function renderHeader(props: Partial<SiteHeaderProps> = {}) {
  return renderWithTheme(
    <SiteHeader
      appName="Rooms"
      homeHref="/en"
      homeLabel="Rooms home"
      navigationLabel="Main menu"
      menuLabel="Open menu"
      closeMenuLabel="Close menu"
      links={[{ label: 'Search rooms', href: '/en/for-rent/room-netherlands' }]}
      actions={[
        { label: 'Place an advert', href: '/en/rent-out-room', emphasis: 'contained' },
        { label: 'Log in', href: '/en/user/login' },
        { label: 'Register', href: '/en/user/register', emphasis: 'outlined' },
      ]}
      languageSwitch={<a href="/">Nederlands</a>}
      {...props}
    />,
  );
}

describe('SiteHeader', () => {
  it('links the logo home and shows links, actions and the language switch', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Rooms home' }).getAttribute('href')).toBe('/en');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Search rooms' }).getAttribute('href')).toBe(
      '/en/for-rent/room-netherlands',
    );
    expect(within(nav).getByRole('link', { name: 'Place an advert' }).getAttribute('href')).toBe(
      '/en/rent-out-room',
    );
    expect(within(nav).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en/user/login',
    );
    expect(within(nav).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/en/user/register',
    );
    expect(screen.getByRole('link', { name: 'Nederlands' }).getAttribute('href')).toBe('/');
  });

  it('opens a drawer with the links and actions from the labelled menu button', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const drawer = await screen.findByRole('presentation');
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    const hrefs = within(drawerNav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en/rent-out-room',
      '/en/user/login',
      '/en/user/register',
      '/en/for-rent/room-netherlands',
    ]);
    expect(button.getAttribute('aria-controls')).toBe(drawer.id);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the signed-in shortcuts with their labels and the popover menu button', () => {
    renderHeader({
      user: TESSA,
      actions: [{ label: 'Place an advert', href: '/en/create-listing', emphasis: 'contained' }],
      quickLinks: [
        { label: 'My adverts', href: '/en/my-adverts', icon: 'adverts' },
        { label: 'Messages', href: '/en/my-messages/default', icon: 'messages' },
        { label: 'Favourites', href: '/en/my-favorites/rooms', icon: 'favourite' },
      ],
      menu: {
        buttonLabel: 'Menu of Tessa',
        sections: [{ key: 'main', entries: [{ kind: 'logout', key: 'logout', label: 'Log out' }] }],
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Messages' }).getAttribute('title')).toBe(
      'Messages',
    );
    expect(within(nav).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(
      '/en/my-messages/default',
    );
    expect(within(nav).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe(
      '/en/my-favorites/rooms',
    );
    expect(within(nav).queryByRole('link', { name: 'Log in' })).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Menu of Tessa' });
    expect(menuButton.textContent).toContain('T');
  });

  it('signs out from the drawer through onLogout', async () => {
    const onLogout = vi.fn();
    renderHeader({
      user: TESSA,
      onLogout,
      drawer: {
        greeting: 'Hi Tessa!',
        actions: [],
        sections: [{ key: 'end', entries: [{ kind: 'logout', key: 'logout', label: 'Log out' }] }],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByText('Hi Tessa!')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows only the logo in the simple variant', () => {
    renderHeader({ variant: 'simple' });
    expect(screen.getByRole('link', { name: 'Rooms home' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nederlands' })).toBeNull();
  });

  it('loads the drawer only once it is opened', () => {
    renderHeader();
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(document.querySelector('.MuiDrawer-root')).toBeNull();
  });
});
