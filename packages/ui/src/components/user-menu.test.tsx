import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LogoutProvider } from './logout-button';
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

// jsdom has no popover API; the components only call hidePopover.
const hidePopover = vi.fn();
beforeEach(() => {
  HTMLElement.prototype.hidePopover = hidePopover;
});
afterEach(() => {
  hidePopover.mockReset();
  Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
});

function renderMenu(onLogout = vi.fn()) {
  render(
    <LogoutProvider onLogout={onLogout}>
      <UserMenu
        id="menu"
        buttonLabel="Menu van Tessa"
        user={{ firstName: 'Tessa', email: 'tenant@rooms.test', photo: null, hasPremium: true }}
        signedInAsLabel="Ingelogd als"
        premiumLabel="Premium-lid"
        sections={SECTIONS}
      />
    </LogoutProvider>,
  );
  return onLogout;
}

/** The closed popover's menu (hidden from queries until the browser opens it). */
function menu(): HTMLElement {
  return screen.getByRole('menu', { name: 'Menu van Tessa', hidden: true });
}

function items(): HTMLElement[] {
  return within(menu()).getAllByRole('menuitem', { hidden: true });
}

/** What the browser dispatches on the popover when it opens. */
function opened(panel: HTMLElement) {
  fireEvent(panel, Object.assign(new Event('toggle'), { oldState: 'closed', newState: 'open' }));
}

describe('UserMenu', () => {
  it('is a menu button with the initial avatar that opens the popover by popoverTarget', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu van Tessa' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('popovertarget')).toBe('menu');
    expect(button.getAttribute('aria-controls')).toBe('menu');
    expect(button.textContent).toBe('T');
    const panel = screen.getByTestId('user-menu');
    expect(panel.id).toBe('menu');
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists the entries in order with the user, and links the language with hreflang', () => {
    renderMenu();
    expect(items().map((item) => item.textContent)).toEqual([
      'English',
      'Mijn profiel',
      'Klantenservice',
      'Uitloggen',
    ]);
    const [language, , support] = items();
    expect(language?.getAttribute('href')).toBe('/en');
    expect(language?.getAttribute('hreflang')).toBe('en');
    expect(language?.getAttribute('lang')).toBe('en');
    expect(language?.querySelector('svg[data-flag="en"]')).not.toBeNull();
    expect(support?.getAttribute('rel')).toBe('noopener');
    const panel = screen.getByTestId('user-menu');
    expect(within(panel).getByText('tenant@rooms.test')).toBeTruthy();
    expect(within(panel).getByText('Premium-lid')).toBeTruthy();
    expect(within(menu()).getAllByRole('separator', { hidden: true })).toHaveLength(2);
  });

  it('closes the menu and calls the provider when sign-out is chosen', () => {
    const onLogout = renderMenu();
    fireEvent.click(within(menu()).getByRole('menuitem', { name: 'Uitloggen', hidden: true }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(hidePopover.mock.contexts[0]).toBe(screen.getByTestId('user-menu'));
  });

  it('focuses the first entry on opening, moves with the arrows and closes with Tab', () => {
    renderMenu();
    const panel = screen.getByTestId('user-menu');
    const [first, second, , last] = items();
    opened(panel);
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(panel, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(panel, { key: 'End' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(panel, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(panel, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(panel, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    expect(hidePopover).not.toHaveBeenCalled();
    fireEvent.keyDown(panel, { key: 'Tab' });
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });
});
