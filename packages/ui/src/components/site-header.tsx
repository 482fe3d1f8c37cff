'use client';

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';

import { BREAKPOINTS } from '../theme';
import { visuallyHidden } from '../visually-hidden';

import { CountBadge } from './count-badge';
import { RoomsLogo } from './rooms-logo';
import { ShellIcon } from './shell-icon';
import { UserAvatar } from './user-avatar';
import { UserMenu } from './user-menu';

import type { DrawerAction } from './mobile-drawer';
import type { NavLinkItem } from './nav-link';
import type { ShellIconName } from './shell-icon';
import type { ShellBadge, ShellLanguageEntry, ShellMenuSection, ShellUser } from './shell-menu';

export type { NavLinkItem } from './nav-link';
export type { DrawerAction } from './mobile-drawer';
export type { ShellIconName } from './shell-icon';
export type {
  ShellLanguageEntry,
  ShellLinkEntry,
  ShellLogoutEntry,
  ShellMenuEntry,
  ShellMenuSection,
  ShellPhoto,
  ShellUser,
} from './shell-menu';

/** A header button: a link styled by its emphasis (create advert is `contained`, login `text` …). */
export interface HeaderAction extends NavLinkItem {
  /** Visual weight; defaults to `text`. */
  emphasis?: 'text' | 'outlined' | 'contained';
}

/** A signed-in shortcut of the desktop bar (my adverts, messages, favourites), with its icon. */
export interface HeaderQuickLink extends NavLinkItem {
  icon: ShellIconName;
  /** A count on the icon (unread conversations on "Messages"). */
  badge?: ShellBadge;
}

/** The desktop popover menu's texts and entries (see `UserMenu`). */
export interface HeaderMenuContent {
  /** Accessible name of the menu button, e.g. "Menu of Tessa". */
  buttonLabel: string;
  signedInAsLabel?: string;
  premiumLabel?: string;
  sections: readonly ShellMenuSection[];
}

/** The phone drawer's texts and entries (see `MobileDrawer`). */
export interface HeaderDrawerContent {
  /** E.g. "Hi Tessa!". */
  greeting?: string;
  premiumLabel?: string;
  language?: ShellLanguageEntry;
  actions: readonly DrawerAction[];
  sections: readonly ShellMenuSection[];
}

/** Props of {@link SiteHeader}. All texts and addresses come from the caller. */
export interface SiteHeaderProps {
  /** Brand name (translation `appName`). */
  appName: string;
  /** Address of the home page in the current language. */
  homeHref: string;
  /** Accessible name of the logo link, e.g. "Rooms, home"; defaults to `appName`. */
  homeLabel?: string;
  /** `full` (default) is the whole header; `simple` shows the logo only (focused flows: wizard, payment). */
  variant?: 'full' | 'simple';
  /** Accessible name of the navigation landmark, e.g. "Main menu". */
  navigationLabel: string;
  /** Plain navigation links, e.g. "Search rooms". */
  links: readonly NavLinkItem[];
  /** Buttons on the right: create advert, login, register … in display order. */
  actions: readonly HeaderAction[];
  /** Signed-in shortcuts after the actions: icon with label from `lg` (1360 px), icon only below. */
  quickLinks?: readonly HeaderQuickLink[];
  /** The language switch, usually a `LanguageSwitch`; shown in the bar below `md` and from `lg`. */
  languageSwitch?: ReactNode;
  /** The signed-in user (photo on the menu button and in the drawer); `null` when anonymous. */
  user?: ShellUser | null;
  /** The desktop popover menu; left out when absent. */
  menu?: HeaderMenuContent;
  /** The phone drawer; without it the drawer lists `links` and `actions`. */
  drawer?: HeaderDrawerContent;
  /** Accessible name of the phone menu button, e.g. "Open menu" (translation `nav.openMenu`). */
  menuLabel: string;
  /** Accessible name of the drawer's close button, e.g. "Close menu" (translation `nav.closeMenu`). */
  closeMenuLabel: string;
  /** Called when a sign-out entry (menu or drawer) is chosen. */
  onLogout?: () => void;
}

function relFor(item: NavLinkItem): string | undefined {
  return item.external ? 'noopener' : undefined;
}

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));

/** Media query of the `lg` breakpoint (1360 px), from which the shortcuts show their labels. */
const FROM_LG = `(min-width: ${BREAKPOINTS.lg}px)`;

/** Visually hidden below `lg`, but still the control's accessible name. */
const labelFromLg = {
  display: 'inline',
  [`@media not all and ${FROM_LG}`]: visuallyHidden,
} as const;

/**
 * Desktop and mobile site header (spec §2 Shell). From `md` (1024 px): the logo linking home,
 * the navigation links, the action buttons (create advert; login and register when anonymous),
 * the signed-in shortcuts (my adverts, messages, favourites), the language switch and the popover
 * menu with the user's photo. Below `md`: logo, language switch and a labelled menu button that
 * opens the left drawer (Escape or a click outside closes it). `variant="simple"` shows only the
 * logo. Presentational: the caller decides which entries apply and builds every address.
 */
export function SiteHeader({
  appName,
  homeHref,
  homeLabel,
  variant = 'full',
  navigationLabel,
  links,
  actions,
  quickLinks = [],
  languageSwitch,
  user = null,
  menu,
  drawer,
  menuLabel,
  closeMenuLabel,
  onLogout,
}: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const full = variant === 'full';
  const [drawerUsed, setDrawerUsed] = useState(false);
  const hasQuickLinks = quickLinks.length > 0;
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: { xs: 1, md: 1.5 }, minHeight: { xs: 64 } }}>
          <Link
            href={homeHref}
            aria-label={homeLabel ?? appName}
            underline="none"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              borderRadius: 1,
              mr: { md: 1 },
            }}
          >
            <RoomsLogo name={appName} />
          </Link>
          {full ? (
            <>
              <Box
                component="nav"
                aria-label={navigationLabel}
                sx={{
                  display: { xs: 'none', md: 'flex' },
                  alignItems: 'center',
                  gap: 1,
                  flex: 1,
                }}
              >
                {links.map((item) => (
                  <Button
                    key={item.href}
                    href={item.href}
                    rel={relFor(item)}
                    color="inherit"
                    sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
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
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {item.label}
                  </Button>
                ))}
                {quickLinks.map((item) => (
                  <Button
                    key={item.href}
                    href={item.href}
                    title={item.label}
                    color="inherit"
                    startIcon={<ShellIcon name={item.icon} />}
                    sx={{
                      minWidth: 44,
                      minHeight: 44,
                      whiteSpace: 'nowrap',
                      fontWeight: 500,
                      '& .MuiButton-startIcon': { mr: { md: 0, lg: 1 }, ml: { md: 0, lg: -0.5 } },
                    }}
                  >
                    <Box component="span" sx={labelFromLg}>
                      {item.label}
                    </Box>
                    {item.badge ? <CountBadge badge={item.badge} sx={{ ml: 0.5 }} /> : null}
                  </Button>
                ))}
              </Box>
              <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
              {languageSwitch ? (
                <Box
                  sx={{
                    display: hasQuickLinks ? { xs: 'block', md: 'none', lg: 'block' } : 'block',
                  }}
                >
                  {languageSwitch}
                </Box>
              ) : null}
              {menu ? (
                <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                  <UserMenu {...menu} user={user} onLogout={onLogout} />
                </Box>
              ) : null}
              <Button
                aria-label={menuLabel}
                aria-controls={open ? drawerId : undefined}
                aria-expanded={open}
                aria-haspopup="dialog"
                onClick={() => {
                  setDrawerUsed(true);
                  setOpen(true);
                }}
                onPointerEnter={() => void loadDrawer()}
                onFocus={() => void loadDrawer()}
                color="inherit"
                variant={user ? 'outlined' : 'text'}
                data-testid="drawer-button"
                sx={{
                  display: { xs: 'inline-flex', md: 'none' },
                  minWidth: 48,
                  minHeight: 48,
                  gap: 0.75,
                  px: 1,
                  mr: user ? 0 : -1,
                  borderRadius: 6,
                  borderColor: 'divider',
                  color: 'text.primary',
                }}
              >
                <ShellIcon name="menu" />
                {user ? (
                  <UserAvatar name={user.firstName} photo={user.photo?.small} size={30} />
                ) : null}
              </Button>
            </>
          ) : null}
        </Toolbar>
      </Container>
      {full && drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer
            id={drawerId}
            open={open}
            onClose={() => setOpen(false)}
            appName={appName}
            navigationLabel={navigationLabel}
            closeLabel={closeMenuLabel}
            user={user}
            greeting={drawer?.greeting}
            premiumLabel={drawer?.premiumLabel}
            language={drawer?.language}
            actions={drawer?.actions ?? actions}
            sections={
              drawer?.sections ?? [
                {
                  key: 'links',
                  entries: links.map((item) => ({
                    ...item,
                    kind: 'link' as const,
                    key: item.href,
                  })),
                },
              ]
            }
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}

export default SiteHeader;
