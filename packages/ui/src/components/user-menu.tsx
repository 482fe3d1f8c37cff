'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useRef, useState } from 'react';

import { LanguageFlag } from './language-flag';
import { ShellIcon } from './shell-icon';
import { UserAvatar } from './user-avatar';

import type { ShellMenuEntry, ShellMenuSection, ShellUser } from './shell-menu';
import type { KeyboardEvent } from 'react';

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

function EntryItem({
  entry,
  onChoose,
}: {
  entry: ShellMenuEntry;
  onChoose: (entry: ShellMenuEntry) => void;
}) {
  if (entry.kind === 'logout') {
    return (
      <MenuItem onClick={() => onChoose(entry)} data-testid={`menu-${entry.key}`}>
        <ListItemIcon>
          <ShellIcon name="logout" fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={entry.label} />
      </MenuItem>
    );
  }
  if (entry.kind === 'language') {
    return (
      <MenuItem
        component="a"
        href={entry.href}
        hrefLang={entry.locale}
        lang={entry.locale}
        onClick={() => onChoose(entry)}
        data-testid={`menu-${entry.key}`}
      >
        <ListItemIcon>
          <LanguageFlag locale={entry.locale} />
        </ListItemIcon>
        <ListItemText primary={entry.label} />
      </MenuItem>
    );
  }
  return (
    <MenuItem
      component="a"
      href={entry.href}
      rel={entry.external ? 'noopener' : undefined}
      onClick={() => onChoose(entry)}
      data-testid={`menu-${entry.key}`}
      sx={entry.highlight ? { color: 'secondary.main', fontWeight: 600 } : undefined}
    >
      {entry.icon ? (
        <ListItemIcon sx={entry.highlight ? { color: 'secondary.main' } : undefined}>
          <ShellIcon name={entry.icon} fontSize="small" />
        </ListItemIcon>
      ) : null}
      <ListItemText
        inset={!entry.icon}
        primary={entry.label}
        slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
      />
      {entry.external ? (
        <ShellIcon name="external" sx={{ fontSize: 16, ml: 1, color: 'text.secondary' }} />
      ) : null}
    </MenuItem>
  );
}

/**
 * The desktop header's popover menu (§2 Shell): a button with the user's 30×30 photo (or
 * initial) and a menu icon opens a menu of links in groups — language switch with flag,
 * subscribe-now, profile, adverts, search, account, information pages, support — and sign-out.
 * Keyboard: Enter/Space/ArrowDown open it with focus on the first entry, arrows move, Escape and
 * Tab close it and focus returns to the button. Presentational: the caller builds every entry.
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
  const anchorRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = () => setOpen(false);
  const choose = (entry: ShellMenuEntry) => {
    close();
    if (entry.kind === 'logout') onLogout?.();
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };
  const visible = sections.filter((section) => section.entries.length > 0);
  return (
    <>
      <Button
        ref={anchorRef}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
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
      <Popover
        open={open}
        anchorEl={anchorRef.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, width: 300, maxHeight: 'calc(100vh - 96px)' } } }}
      >
        {user ? (
          <Box sx={{ px: 2, pt: 2, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <UserAvatar name={user.firstName} photo={user.photo?.large} size={40} />
            <Box sx={{ minWidth: 0 }}>
              {signedInAsLabel ? (
                <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                  {signedInAsLabel}
                </Typography>
              ) : null}
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {user.firstName}
              </Typography>
              {user.email ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                  {user.email}
                </Typography>
              ) : null}
              {user.hasPremium && premiumLabel ? (
                <Typography
                  variant="caption"
                  sx={{ color: 'secondary.main', fontWeight: 600, display: 'block' }}
                >
                  {premiumLabel}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ) : null}
        {user ? <Divider /> : null}
        <MenuList
          id={menuId}
          aria-label={buttonLabel}
          autoFocusItem={open}
          onKeyDown={onListKeyDown}
          dense
        >
          {visible.map((section, index) => (
            <Fragment key={section.key}>
              {index > 0 ? <Divider component="li" /> : null}
              {section.entries.map((entry) => (
                <EntryItem key={entry.key} entry={entry} onChoose={choose} />
              ))}
            </Fragment>
          ))}
        </MenuList>
      </Popover>
    </>
  );
}

export default UserMenu;
