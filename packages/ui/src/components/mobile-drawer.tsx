'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CountBadge } from './count-badge';
import { LanguageFlag } from './language-flag';
import { RoomsLogo } from './rooms-logo';
import { ShellIcon } from './shell-icon';
import { UserAvatar } from './user-avatar';

import type { NavLinkItem } from './nav-link';
import type { ShellLanguageEntry, ShellMenuEntry, ShellMenuSection, ShellUser } from './shell-menu';

/** A full-width button of the drawer (login, register, create advert), in display order. */
export interface DrawerAction extends NavLinkItem {
  /** `contained` for the main call to action, `outlined` otherwise (default). */
  emphasis?: 'text' | 'outlined' | 'contained';
}

/** Props of {@link MobileDrawer}. All texts and addresses come from the caller. */
export interface MobileDrawerProps {
  /** Id of the drawer element, referenced by the menu button's `aria-controls`. */
  id?: string;
  open: boolean;
  /** Called on Escape, a click outside, the close button or a chosen entry. */
  onClose: () => void;
  /** Brand name (translation `appName`), shown with the logo when nobody is signed in. */
  appName: string;
  /** Accessible name of the drawer's navigation landmark. */
  navigationLabel: string;
  /** Accessible name of the close button, e.g. "Close menu". */
  closeLabel: string;
  /** The signed-in user: their 40×40 photo (or initial) and first name head the drawer. */
  user?: ShellUser | null;
  /** Greeting shown beside the photo, e.g. "Hi Tessa!" (defaults to the first name). */
  greeting?: string;
  /** Badge text for premium members. */
  premiumLabel?: string;
  /** The language switch entry, shown first (§2 drawer order). */
  language?: ShellLanguageEntry;
  /** Buttons after the language: login and register (anonymous), create advert. */
  actions: readonly DrawerAction[];
  /** The remaining entries of §2's drawer in titled groups. */
  sections: readonly ShellMenuSection[];
  /** Called when the sign-out entry is chosen (after the drawer closes). */
  onLogout?: () => void;
}

/** Drawer photo size, §2/§9: 40×40 px. */
const DRAWER_PHOTO_PX = 40;

function EntryButton({
  entry,
  onChoose,
}: {
  entry: ShellMenuEntry;
  onChoose: (entry: ShellMenuEntry) => void;
}) {
  const sx = { minHeight: 48, borderRadius: 1 } as const;
  if (entry.kind === 'logout') {
    return (
      <ListItemButton onClick={() => onChoose(entry)} sx={sx} data-testid={`drawer-${entry.key}`}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <ShellIcon name="logout" />
        </ListItemIcon>
        <ListItemText primary={entry.label} />
      </ListItemButton>
    );
  }
  if (entry.kind === 'language') {
    return (
      <ListItemButton
        component="a"
        href={entry.href}
        hrefLang={entry.locale}
        lang={entry.locale}
        sx={sx}
        data-testid={`drawer-${entry.key}`}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <LanguageFlag locale={entry.locale} width={24} />
        </ListItemIcon>
        <ListItemText primary={entry.label} />
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      component="a"
      href={entry.href}
      rel={entry.external ? 'noopener' : undefined}
      sx={{ ...sx, ...(entry.highlight ? { color: 'secondary.main' } : {}) }}
      data-testid={`drawer-${entry.key}`}
    >
      <ListItemIcon sx={{ minWidth: 40, color: entry.highlight ? 'secondary.main' : undefined }}>
        {entry.icon ? <ShellIcon name={entry.icon} /> : null}
      </ListItemIcon>
      <ListItemText
        primary={entry.label}
        slotProps={{ primary: { sx: { fontWeight: entry.highlight ? 600 : 400 } } }}
      />
      {entry.badge ? <CountBadge badge={entry.badge} /> : null}
      {entry.external ? (
        <ShellIcon name="external" sx={{ fontSize: 18, color: 'text.secondary' }} />
      ) : null}
    </ListItemButton>
  );
}

/**
 * The phone header's left drawer (§2 Shell "Mobile header"): the user's 40×40 photo and first
 * name (or the logo when anonymous), the language switch, login/register and create-advert
 * buttons, then the links in titled groups and sign-out. Modal: focus is trapped inside, Escape
 * or a click outside closes it. Presentational: the caller builds every entry.
 */
export function MobileDrawer({
  id,
  open,
  onClose,
  appName,
  navigationLabel,
  closeLabel,
  user,
  greeting,
  premiumLabel,
  language,
  actions,
  sections,
  onLogout,
}: MobileDrawerProps) {
  const choose = (entry: ShellMenuEntry) => {
    onClose();
    if (entry.kind === 'logout') onLogout?.();
  };
  const visible = sections.filter((section) => section.entries.length > 0);
  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-label': navigationLabel, sx: { width: 320, maxWidth: '88vw' } },
      }}
    >
      <Box component="nav" aria-label={navigationLabel} sx={{ p: 2, pb: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pl: 1, pb: 2 }}>
          {user ? (
            <>
              <UserAvatar name={user.firstName} photo={user.photo?.large} size={DRAWER_PHOTO_PX} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {greeting ?? user.firstName}
                </Typography>
                {user.hasPremium && premiumLabel ? (
                  <Typography variant="caption" sx={{ color: 'secondary.main', fontWeight: 600 }}>
                    {premiumLabel}
                  </Typography>
                ) : null}
              </Box>
            </>
          ) : (
            <Box sx={{ flex: 1 }}>
              <RoomsLogo name={appName} />
            </Box>
          )}
          <IconButton aria-label={closeLabel} onClick={onClose} sx={{ width: 48, height: 48 }}>
            <ShellIcon name="close" />
          </IconButton>
        </Box>
        <Divider />
        {language ? (
          <List dense disablePadding sx={{ py: 1 }}>
            <ListItem disablePadding>
              <EntryButton entry={language} onChoose={choose} />
            </ListItem>
          </List>
        ) : null}
        {actions.length > 0 ? (
          <Stack spacing={1.5} sx={{ py: 1.5 }}>
            {actions.map((item) => (
              <Button
                key={item.href}
                href={item.href}
                rel={item.external ? 'noopener' : undefined}
                fullWidth
                size="large"
                variant={item.emphasis === 'contained' ? 'contained' : 'outlined'}
                color={item.emphasis === 'contained' ? 'secondary' : 'primary'}
              >
                {item.label}
              </Button>
            ))}
          </Stack>
        ) : null}
        {visible.map((section) => (
          <List
            key={section.key}
            dense
            subheader={
              section.title ? (
                <ListSubheader
                  disableSticky
                  sx={{ lineHeight: '32px', px: 1, fontWeight: 600, color: 'text.secondary' }}
                >
                  {section.title}
                </ListSubheader>
              ) : undefined
            }
            sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}
          >
            {section.entries.map((entry) => (
              <ListItem key={entry.key} disablePadding>
                <EntryButton entry={entry} onChoose={choose} />
              </ListItem>
            ))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}

export default MobileDrawer;
