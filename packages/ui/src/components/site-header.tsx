import { buttonClassName } from './button-link';
import { CountBadge } from './count-badge';
import { MobileDrawer } from './mobile-drawer';
import { linkAttributes } from './nav-link';
import { PageContainer } from './page-container';
import { RoomsLogo } from './rooms-logo';
import { ShellIcon } from './shell-icon';
import styles from './site-header.module.css';
import { UserAvatar } from './user-avatar';
import { UserMenu } from './user-menu';

import type { DrawerAction } from './mobile-drawer';
import type { NavLinkItem } from './nav-link';
import type { ShellIconName } from './shell-icon';
import type { ShellBadge, ShellLanguageEntry, ShellMenuSection, ShellUser } from './shell-menu';
import type { ReactNode } from 'react';

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
  /**
   * One of the visitor's account buttons (login, register): marked `data-account`, in the bar
   * and in the drawer, so the site can hide them while it still reads whether the visitor is
   * signed in (the bar keeps their place invisibly; see the site's `SessionHeader`).
   */
  account?: boolean;
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

/**
 * Props of {@link SiteHeader}. All texts and addresses come from the caller; plain data (and the
 * `languageSwitch` element), so a server component can render it.
 */
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
  /**
   * Prefix of the ids of the menu and drawer popovers (`<prefix>-menu`, `<prefix>-drawer`);
   * `site-header` by default. Only needed where two headers share a page (Storybook docs).
   */
  idPrefix?: string;
}

/** The class of an action button: MUI's contained (accent), outlined or text button look. */
function actionClassName(emphasis: HeaderAction['emphasis'] = 'text'): string {
  if (emphasis === 'text') return `${styles.barLink} ${styles.textAction}`;
  return buttonClassName({
    variant: emphasis,
    color: emphasis === 'contained' ? 'secondary' : 'primary',
    className: styles.action,
  });
}

/**
 * Desktop and mobile site header (spec §2 Shell), a server component without MUI. From `md`
 * (1024 px): the logo linking home, the navigation links, the action buttons (create advert;
 * login and register when anonymous), the signed-in shortcuts (my adverts, messages,
 * favourites), the language switch and the popover menu with the user's photo. Below `md`: logo,
 * language switch and a labelled menu button that opens the left drawer. Menu and drawer are
 * native popovers opened by their buttons (`popoverTarget`): Escape or a click outside closes
 * them with no script; the drawer follows the `<header>` element. Sign-out is the `LogoutButton`
 * island; the site gives it its action with a `LogoutProvider` around the header.
 * `variant="simple"` shows only the logo. Presentational: the caller decides which entries apply
 * and builds every address.
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
  idPrefix = 'site-header',
}: SiteHeaderProps) {
  const drawerId = `${idPrefix}-drawer`;
  const full = variant === 'full';
  const bar = (
    <header className={styles.header}>
      <PageContainer>
        <div className={styles.toolbar}>
          <a href={homeHref} aria-label={homeLabel ?? appName} className={styles.home}>
            <RoomsLogo name={appName} />
          </a>
          {full ? (
            <>
              <nav aria-label={navigationLabel} className={styles.nav}>
                {links.map((item) => (
                  <a
                    key={item.href}
                    href={item.href}
                    {...linkAttributes({ external: item.external })}
                    className={styles.barLink}
                  >
                    {item.label}
                  </a>
                ))}
                <span className={styles.grow} />
                {actions.map((item) => (
                  <a
                    key={item.href}
                    href={item.href}
                    {...linkAttributes(item)}
                    className={actionClassName(item.emphasis)}
                  >
                    {item.label}
                  </a>
                ))}
                {quickLinks.map((item) => (
                  <a
                    key={item.href}
                    href={item.href}
                    title={item.label}
                    className={`${styles.barLink} ${styles.quickLink}`}
                  >
                    <ShellIcon name={item.icon} />
                    <span className={styles.quickLabel}>{item.label}</span>
                    {item.badge ? <CountBadge badge={item.badge} className={styles.badge} /> : null}
                  </a>
                ))}
              </nav>
              <span className={styles.phoneGrow} />
              {languageSwitch ? (
                <div
                  {...(quickLinks.length > 0 ? { className: styles.languageBesideShortcuts } : {})}
                >
                  {languageSwitch}
                </div>
              ) : null}
              {menu ? (
                <div className={styles.menu}>
                  <UserMenu id={`${idPrefix}-menu`} {...menu} user={user} />
                </div>
              ) : null}
              <button
                type="button"
                popoverTarget={drawerId}
                aria-label={menuLabel}
                aria-haspopup="dialog"
                aria-controls={drawerId}
                data-testid="drawer-button"
                className={
                  user ? `${styles.drawerButton} ${styles.drawerButtonUser}` : styles.drawerButton
                }
              >
                <ShellIcon name="menu" />
                {user ? (
                  <UserAvatar name={user.firstName} photo={user.photo?.small} size={30} />
                ) : null}
              </button>
            </>
          ) : null}
        </div>
      </PageContainer>
    </header>
  );
  if (!full) return bar;
  // The drawer is not part of the banner landmark (as MUI's portal was not): only its opener is.
  return (
    <>
      {bar}
      <MobileDrawer
        id={drawerId}
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
      />
    </>
  );
}

export default SiteHeader;
