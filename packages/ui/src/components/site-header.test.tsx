import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { LogoutProvider } from './logout-button';
import { SiteHeader } from './site-header';

import type { SiteHeaderProps, ShellUser } from './site-header';

const TESSA: ShellUser = { firstName: 'Tessa', photo: null, hasPremium: false };

function header(props: Partial<SiteHeaderProps> = {}) {
  return (
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
    />
  );
}

/** The bar's navigation (the drawer holds a second one, hidden until opened). */
function barNav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Main menu' });
}

/**
 * The drawer: a closed popover, so hidden (jsdom applies `[popover] { display: none }`, and a
 * hidden element has no accessible name of its own), found by its test id.
 */
function drawer(): HTMLElement {
  const panel = screen.getByTestId('mobile-drawer');
  expect(panel.getAttribute('role')).toBe('dialog');
  expect(panel.getAttribute('aria-label')).toBe('Main menu');
  return panel;
}

describe('SiteHeader', () => {
  it('links the logo home and shows links, actions and the language switch', () => {
    render(header());
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rooms home' }).getAttribute('href')).toBe('/en');
    const nav = barNav();
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

  it('opens the drawer popover with the links and actions from the labelled menu button', () => {
    render(header());
    const button = screen.getByRole('button', { name: 'Open menu' });
    const panel = drawer();
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(button.getAttribute('popovertarget')).toBe(panel.id);
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    const drawerNav = within(panel).getByRole('navigation', { name: 'Main menu', hidden: true });
    const hrefs = within(drawerNav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en/rent-out-room',
      '/en/user/login',
      '/en/user/register',
      '/en/for-rent/room-netherlands',
    ]);
    const close = within(panel).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close.getAttribute('popovertarget')).toBe(panel.id);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('marks the account buttons data-account in the bar and in the drawer', () => {
    render(
      header({
        actions: [
          { label: 'Place an advert', href: '/en/rent-out-room', emphasis: 'contained' },
          { label: 'Log in', href: '/en/user/login', account: true },
        ],
      }),
    );
    const marked = (scope: HTMLElement) =>
      within(scope)
        .getAllByRole('link', { hidden: true })
        .filter((link) => link.hasAttribute('data-account'))
        .map((link) => link.getAttribute('href'));
    expect(marked(barNav())).toEqual(['/en/user/login']);
    expect(marked(drawer())).toEqual(['/en/user/login']);
  });

  it('shows the signed-in shortcuts with their labels and the popover menu button', () => {
    render(
      header({
        user: TESSA,
        actions: [{ label: 'Place an advert', href: '/en/create-listing', emphasis: 'contained' }],
        quickLinks: [
          { label: 'My adverts', href: '/en/my-adverts', icon: 'adverts' },
          {
            label: 'Messages',
            href: '/en/my-messages/default',
            icon: 'messages',
            badge: { count: 2, label: '2 unread conversations' },
          },
          { label: 'Favourites', href: '/en/my-favorites/rooms', icon: 'favourite' },
        ],
        menu: {
          buttonLabel: 'Menu of Tessa',
          sections: [
            { key: 'main', entries: [{ kind: 'logout', key: 'logout', label: 'Log out' }] },
          ],
        },
      }),
    );
    const nav = barNav();
    const messages = within(nav).getByRole('link', { name: /^Messages/ });
    expect(messages.getAttribute('title')).toBe('Messages');
    expect(messages.getAttribute('href')).toBe('/en/my-messages/default');
    expect(within(messages).getByTestId('count-badge').textContent).toContain(
      '2 unread conversations',
    );
    expect(within(nav).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe(
      '/en/my-favorites/rooms',
    );
    expect(within(nav).queryByRole('link', { name: 'Log in' })).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Menu of Tessa' });
    expect(menuButton.textContent).toContain('T');
    const menu = screen.getByRole('menu', { name: 'Menu of Tessa', hidden: true });
    expect(menuButton.getAttribute('popovertarget')).toBe(menu.closest('[popover]')?.id);
    expect(screen.getByRole('button', { name: 'Open menu' }).textContent).toContain('T');
  });

  it('signs out from the drawer through the LogoutProvider', () => {
    const onLogout = vi.fn();
    render(
      <LogoutProvider onLogout={onLogout}>
        {header({
          user: TESSA,
          drawer: {
            greeting: 'Hi Tessa!',
            actions: [],
            sections: [
              { key: 'end', entries: [{ kind: 'logout', key: 'logout', label: 'Log out' }] },
            ],
          },
        })}
      </LogoutProvider>,
    );
    const panel = drawer();
    expect(within(panel).getByText('Hi Tessa!')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Log out', hidden: true }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows only the logo in the simple variant', () => {
    render(header({ variant: 'simple' }));
    expect(screen.getByRole('link', { name: 'Rooms home' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nederlands' })).toBeNull();
  });

  it('renders on the server without MUI, with popover ids from the prefix', () => {
    const html = renderToStaticMarkup(header({ idPrefix: 'story-1' }));
    expect(html).toMatch(/^<header/);
    expect(html).not.toContain('Mui');
    expect(html).toContain('popoverTarget="story-1-drawer"');
    expect(html).toContain('id="story-1-drawer"');
  });
});
