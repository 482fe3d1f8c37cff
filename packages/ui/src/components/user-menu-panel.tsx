'use client';

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

import { LanguageFlag } from './language-flag';
import { ShellIcon } from './shell-icon';
import { UserAvatar } from './user-avatar';

import type { ShellMenuEntry, ShellMenuSection, ShellUser } from './shell-menu';
import type { KeyboardEvent } from 'react';

/** Props of {@link UserMenuPanel}. */
export interface UserMenuPanelProps {
  /** Whether the menu is shown. */
  open: boolean;
  /** The button the menu hangs from (focus returns to it on close). */
  anchorEl: HTMLElement | null;
  /** Id of the menu list, referenced by the button's `aria-controls`. */
  id: string;
  /** Accessible name of the menu (the button's label). */
  label: string;
  user?: ShellUser | null;
  signedInAsLabel?: string;
  premiumLabel?: string;
  sections: readonly ShellMenuSection[];
  /** Called on Escape, Tab, a click outside or a chosen entry. */
  onClose: () => void;
  /** Called when the sign-out entry is chosen (after closing). */
  onLogout?: () => void;
}

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
 * The opened desktop menu of `UserMenu` (§2 Shell): the user's photo, name and e-mail, then the
 * entries in groups separated by dividers. A separate module so that its Popover, Modal and menu
 * code load only when the menu is first opened, not with every page.
 */
export function UserMenuPanel({
  open,
  anchorEl,
  id,
  label,
  user,
  signedInAsLabel,
  premiumLabel,
  sections,
  onClose,
  onLogout,
}: UserMenuPanelProps) {
  const choose = (entry: ShellMenuEntry) => {
    onClose();
    if (entry.kind === 'logout') onLogout?.();
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      onClose();
    }
  };
  const visible = sections.filter((section) => section.entries.length > 0);
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
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
      <MenuList id={id} aria-label={label} autoFocusItem={open} onKeyDown={onListKeyDown} dense>
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
  );
}

export default UserMenuPanel;
