'use client';

import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useRef, useState } from 'react';

import { ShellIcon } from './shell-icon';
import { UserAvatar } from './user-avatar';

import type { ShellMenuSection, ShellUser } from './shell-menu';

export type {
  ShellLanguageEntry,
  ShellLinkEntry,
  ShellLogoutEntry,
  ShellMenuEntry,
  ShellMenuSection,
  ShellPhoto,
  ShellUser,
} from './shell-menu';

/** Props of {@link UserMenu}. All texts and addresses come from the caller. */
export interface UserMenuProps {
  /** Accessible name of the menu button, e.g. "Menu" or "Menu of Tessa". */
  buttonLabel: string;
  /** The signed-in user (photo on the button, name and e-mail atop the menu); absent when anonymous. */
  user?: ShellUser | null;
  /** Caption above the user's name, e.g. "Signed in as". */
  signedInAsLabel?: string;
  /** Badge text for premium members, e.g. "Premium member". */
  premiumLabel?: string;
  /** The entries of §2's popover menu in groups, separated by dividers. */
  sections: readonly ShellMenuSection[];
  /** Called when the sign-out entry is chosen (after the menu closes). */
  onLogout?: () => void;
}

/** Header photo size, §2/§9: 30×30 px. */
const BUTTON_PHOTO_PX = 30;

const loadPanel = () => import('./user-menu-panel');
const UserMenuPanel = lazy(loadPanel);

/**
 * The desktop header's popover menu (§2 Shell): a button with the user's 30×30 photo (or
 * initial) and a menu icon opens a menu of links in groups — language switch with flag,
 * subscribe-now, profile, adverts, search, account, information pages, support — and sign-out.
 * Keyboard: Enter/Space/ArrowDown open it with focus on the first entry, arrows move, Escape and
 * Tab close it and focus returns to the button. The opened menu (`UserMenuPanel`) is loaded on
 * first use (prefetched when the pointer or focus reaches the button), keeping it out of every
 * page's first load. Presentational: the caller builds every entry.
 */
export function UserMenu({
  buttonLabel,
  user,
  signedInAsLabel,
  premiumLabel,
  sections,
  onLogout,
}: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        ref={anchorRef}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            show();
          }
        }}
        variant="outlined"
        color="inherit"
        data-testid="user-menu-button"
        sx={{
          minWidth: 0,
          minHeight: 44,
          gap: 0.75,
          px: 1,
          borderRadius: 6,
          borderColor: 'divider',
          color: 'text.primary',
        }}
      >
        <ShellIcon name="menu" />
        {user ? (
          <UserAvatar name={user.firstName} photo={user.photo?.small} size={BUTTON_PHOTO_PX} />
        ) : null}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <UserMenuPanel
            open={open}
            anchorEl={anchorRef.current}
            id={menuId}
            label={buttonLabel}
            user={user}
            signedInAsLabel={signedInAsLabel}
            premiumLabel={premiumLabel}
            sections={sections}
            onClose={() => setOpen(false)}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export default UserMenu;
