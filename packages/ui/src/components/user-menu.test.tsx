import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { UserMenu } from './user-menu';

import type { ShellMenuSection } from './shell-menu';

const SECTIONS: ShellMenuSection[] = [
  {
    key: 'language',
    entries: [{ kind: 'language', key: 'language', label: 'English', href: '/en', locale: 'en' }],
  },
  {
    key: 'main',
    entries: [
      {
        kind: 'link',
        key: 'myProfile',
        label: 'Mijn profiel',
        href: '/public-profile',
        icon: 'person',
      },
      {
        kind: 'link',
        key: 'support',
        label: 'Klantenservice',
        href: 'https://help.example/nl',
        external: true,
      },
    ],
  },
  { key: 'empty', entries: [] },
  { key: 'end', entries: [{ kind: 'logout', key: 'logout', label: 'Uitloggen' }] },
];

function renderMenu(onLogout = vi.fn()) {
  renderWithTheme(
    <UserMenu
      buttonLabel="Menu van Tessa"
      user={{ firstName: 'Tessa', email: 'tenant@rooms.test', photo: null, hasPremium: true }}
      signedInAsLabel="Ingelogd als"
      premiumLabel="Premium-lid"
      sections={SECTIONS}
      onLogout={onLogout}
    />,
  );
  return onLogout;
}

describe('UserMenu', () => {
  it('is a closed menu button with the initial avatar until clicked', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu van Tessa' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('T');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the entries in order with the user, and links the language with hreflang', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu van Tessa' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = await screen.findByRole('menu', { name: 'Menu van Tessa' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      'Mijn profiel',
      'Klantenservice',
      'Uitloggen',
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/en');
    expect(items[0]?.getAttribute('hreflang')).toBe('en');
    expect(items[0]?.getAttribute('lang')).toBe('en');
    expect(items[2]?.getAttribute('rel')).toBe('noopener');
    expect(screen.getByText('tenant@rooms.test')).toBeTruthy();
    expect(screen.getByText('Premium-lid')).toBeTruthy();
    expect(within(menu).getAllByRole('separator')).toHaveLength(2);
  });

  it('calls onLogout and closes when sign-out is chosen', async () => {
    const onLogout = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Menu van Tessa' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(
      screen
        .getByRole('button', { name: 'Menu van Tessa', hidden: true })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('opens with ArrowDown and closes with Tab', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu van Tessa' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    fireEvent.keyDown(menu, { key: 'Tab' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
