'use client';

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import { useId, useState, type ReactNode } from 'react';

import { RoomsLogo } from './rooms-logo';

import type { NavLinkItem } from './nav-link';

export type { NavLinkItem } from './nav-link';

/** A header button: a link styled by its emphasis (create advert is `contained`, login `text` …). */
export interface HeaderAction extends NavLinkItem {
  /** Visual weight; defaults to `text`. */
  emphasis?: 'text' | 'outlined' | 'contained';
}

/** Props of {@link SiteHeader}. All texts and addresses come from the caller. */
export interface SiteHeaderProps {
  /** Brand name (translation `appName`). */
  appName: string;
  /** Address of the home page in the current language. */
  homeHref: string;
  /** Accessible name of the logo link, e.g. "Rooms, home"; defaults to `appName`. */
  homeLabel?: string;
  /** Accessible name of the navigation landmark, e.g. "Main menu". */
  navigationLabel: string;
  /** Plain navigation links, e.g. "Search rooms". */
  links: readonly NavLinkItem[];
  /** Buttons on the right: create advert, login, register … in display order. */
  actions: readonly HeaderAction[];
  /** The language switch, usually a `LanguageSwitch`; shown at every width. */
  languageSwitch?: ReactNode;
  /** Accessible name of the phone menu button, e.g. "Open menu" (translation `nav.openMenu`). */
  menuLabel: string;
  /** Accessible name of the drawer's close button, e.g. "Close menu" (translation `nav.closeMenu`). */
  closeMenuLabel: string;
}

const MENU_ICON_PATH = 'M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z';
const CLOSE_ICON_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

function relFor(item: NavLinkItem): string | undefined {
  return item.external ? 'noopener' : undefined;
}

/**
 * Desktop and mobile site header (spec §2 Shell): the logo linking home, navigation links,
 * action buttons and the language switch. From `md` (1024 px) everything sits in one bar; below
 * that the links and actions move into a left drawer opened by a labelled menu button (Escape or
 * a click outside closes it). Presentational: the caller decides which links apply (anonymous or
 * signed in) and builds every address.
 */
export function SiteHeader({
  appName,
  homeHref,
  homeLabel,
  navigationLabel,
  links,
  actions,
  languageSwitch,
  menuLabel,
  closeMenuLabel,
}: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 64 } }}>
          <Link
            href={homeHref}
            aria-label={homeLabel ?? appName}
            underline="none"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              borderRadius: 1,
              mr: { md: 2 },
            }}
          >
            <RoomsLogo name={appName} />
          </Link>
          <Box
            component="nav"
            aria-label={navigationLabel}
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, flex: 1 }}
          >
            {links.map((item) => (
              <Button
                key={item.href}
                href={item.href}
                rel={relFor(item)}
                color="inherit"
                sx={{ fontWeight: 500 }}
              >
                {item.label}
              </Button>
            ))}
            <Box sx={{ flex: 1 }} />
            {actions.map((item) => (
              <Button
                key={item.href}
                href={item.href}
                rel={relFor(item)}
                variant={item.emphasis ?? 'text'}
                color={item.emphasis === 'contained' ? 'secondary' : 'primary'}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
          {languageSwitch}
          <IconButton
            aria-label={menuLabel}
            aria-controls={open ? drawerId : undefined}
            aria-expanded={open}
            onClick={() => setOpen(true)}
            edge="end"
            sx={{ display: { xs: 'inline-flex', md: 'none' }, width: 48, height: 48 }}
          >
            <SvgIcon aria-hidden="true" focusable="false">
              <path d={MENU_ICON_PATH} />
            </SvgIcon>
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        id={drawerId}
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Box component="nav" aria-label={navigationLabel} sx={{ p: 2 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              pl: 1,
              pb: 2,
            }}
          >
            <RoomsLogo name={appName} />
            <IconButton
              aria-label={closeMenuLabel}
              onClick={() => setOpen(false)}
              sx={{ width: 48, height: 48 }}
            >
              <SvgIcon aria-hidden="true" focusable="false">
                <path d={CLOSE_ICON_PATH} />
              </SvgIcon>
            </IconButton>
          </Box>
          <Divider />
          <List>
            {links.map((item) => (
              <ListItem key={item.href} disablePadding>
                <ListItemButton
                  component="a"
                  href={item.href}
                  rel={relFor(item)}
                  sx={{ minHeight: 48 }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <Stack spacing={1.5} sx={{ pt: 2 }}>
            {actions.map((item) => (
              <Button
                key={item.href}
                href={item.href}
                rel={relFor(item)}
                fullWidth
                variant={item.emphasis === 'contained' ? 'contained' : 'outlined'}
                color={item.emphasis === 'contained' ? 'secondary' : 'primary'}
                size="large"
              >
                {item.label}
              </Button>
            ))}
          </Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}

export default SiteHeader;
