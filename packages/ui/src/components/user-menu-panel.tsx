'use client';

import type { KeyboardEvent, ReactNode, ToggleEvent } from 'react';

/** Props of {@link UserMenuPanel}. */
export interface UserMenuPanelProps {
  /** Id of the popover, the `popoverTarget` of the menu button. */
  id: string;
  className?: string;
  'data-testid'?: string;
  /** The panel's content (user, `role="menu"` list), rendered by the (server) caller. */
  children: ReactNode;
}

/** The menu's entries that take focus, in order. */
function menuItems(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

/** Index of the entry that a navigation key moves focus to, or `undefined` for other keys. */
function nextIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The opened desktop menu of `UserMenu` (§2 Shell): a native `popover` (opened by the menu
 * button's `popoverTarget`; Escape and a click outside close it without script), plus the
 * keyboard a `role="menu"` promises, which needs a little JavaScript: focus moves to the first
 * entry when it opens, ArrowUp/ArrowDown/Home/End move between entries, and Tab closes it (focus
 * goes back to the button). The content stays server-rendered; only this wrapper is a client
 * component.
 */
export function UserMenuPanel({ id, className, children, ...rest }: UserMenuPanelProps) {
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') menuItems(event.currentTarget)[0]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = event.currentTarget;
    if (event.key === 'Tab') {
      event.preventDefault();
      panel.hidePopover();
      return;
    }
    const items = menuItems(panel);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = nextIndex(event.key, current, items.length);
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    items[next]?.focus();
  };
  return (
    <div
      id={id}
      popover="auto"
      className={className}
      data-testid={rest['data-testid']}
      onToggle={onToggle}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

export default UserMenuPanel;
