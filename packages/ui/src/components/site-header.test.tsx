import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { SiteHeader } from './site-header';

function renderHeader() {
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

  it('opens a drawer with every link from the labelled menu button', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('presentation');
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    const hrefs = within(drawerNav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en/for-rent/room-netherlands',
      '/en/rent-out-room',
      '/en/user/login',
      '/en/user/register',
    ]);
    expect(button.getAttribute('aria-controls')).toBe(drawer.id);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
