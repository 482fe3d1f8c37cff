import { buttonClassName } from './button-link';
import { CountBadge } from './count-badge';
import iconButton from './icon-button.module.css';
import { LanguageFlag } from './language-flag';
import { LogoutButton } from './logout-button';
import styles from './mobile-drawer.module.css';
import { linkAttributes } from './nav-link';
import { RoomsLogo } from './rooms-logo';
import { ShellIcon } from './shell-icon';
import { UserAvatar } from './user-avatar';

import type { NavLinkItem } from './nav-link';
import type { ShellLanguageEntry, ShellMenuEntry, ShellMenuSection, ShellUser } from './shell-menu';

/** A full-width button of the drawer (login, register, create advert), in display order. */
export interface DrawerAction extends NavLinkItem {
  /** `contained` for the main call to action, `outlined` otherwise (default). */
  emphasis?: 'text' | 'outlined' | 'contained';
  /** One of the visitor's account buttons (login, register): marked `data-account`. */
  account?: boolean;
}

/** Props of {@link MobileDrawer}. All texts and addresses come from the caller. */
export interface MobileDrawerProps {
  /**
   * Id of the drawer (a `popover`), unique in the page: the menu button opens it with
   * `popoverTarget={id}`.
   */
  id?: string;
  /** Brand name (translation `appName`), shown with the logo when nobody is signed in. */
  appName: string;
  /** Accessible name of the drawer and its navigation landmark. */
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
}

/** Drawer photo size, §2/§9: 40×40 px. */
const DRAWER_PHOTO_PX = 40;

function DrawerEntry({ entry }: { entry: ShellMenuEntry }) {
  const testId = `drawer-${entry.key}`;
  if (entry.kind === 'logout') {
    return (
      <LogoutButton className={styles.entry} data-testid={testId}>
        <span className={styles.leading}>
          <ShellIcon name="logout" />
        </span>
        {entry.label}
      </LogoutButton>
    );
  }
  if (entry.kind === 'language') {
    return (
      <a
        href={entry.href}
        hrefLang={entry.locale}
        lang={entry.locale}
        className={styles.entry}
        data-testid={testId}
      >
        <span className={styles.leading}>
          <LanguageFlag locale={entry.locale} width={24} />
        </span>
        {entry.label}
      </a>
    );
  }
  return (
    <a
      href={entry.href}
      {...linkAttributes(entry)}
      className={entry.highlight ? `${styles.entry} ${styles.highlight}` : styles.entry}
      data-testid={testId}
    >
      <span className={styles.leading}>{entry.icon ? <ShellIcon name={entry.icon} /> : null}</span>
      <span className={styles.label}>{entry.label}</span>
      {entry.badge ? <CountBadge badge={entry.badge} /> : null}
      {entry.external ? <ShellIcon name="external" size={18} className={styles.external} /> : null}
    </a>
  );
}

/**
 * The phone header's left drawer (§2 Shell "Mobile header"): the user's 40×40 photo and first
 * name (or the logo when anonymous), the language switch, login/register and create-advert
 * buttons, then the links in titled groups and sign-out. A native `popover` (the header's menu
 * button opens it with `popoverTarget`; Escape, a tap on the dimmed backdrop or the close button
 * close it, without script), drawn as a 320 px panel from the left; the close button takes focus
 * when it opens. A server component (sign-out is the `LogoutButton` island). Presentational: the
 * caller builds every entry.
 */
export function MobileDrawer({
  id = 'mobile-drawer',
  appName,
  navigationLabel,
  closeLabel,
  user,
  greeting,
  premiumLabel,
  language,
  actions,
  sections,
}: MobileDrawerProps) {
  const visible = sections.filter((section) => section.entries.length > 0);
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-label={navigationLabel}
      data-testid="mobile-drawer"
      className={styles.drawer}
    >
      <nav aria-label={navigationLabel} className={styles.nav}>
        <div className={styles.top}>
          {user ? (
            <>
              <UserAvatar name={user.firstName} photo={user.photo?.large} size={DRAWER_PHOTO_PX} />
              <div className={styles.who}>
                <span className={styles.greeting}>{greeting ?? user.firstName}</span>
                {user.hasPremium && premiumLabel ? (
                  <span className={styles.premium}>{premiumLabel}</span>
                ) : null}
              </div>
            </>
          ) : (
            <div className={styles.who}>
              <RoomsLogo name={appName} />
            </div>
          )}
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            aria-label={closeLabel}
            // Focus moves here when the drawer opens (the popover's autofocus delegate).
            autoFocus
            className={`${iconButton.iconButton} ${styles.close}`}
          >
            <ShellIcon name="close" />
          </button>
        </div>
        {language ? (
          <ul className={styles.list}>
            <li>
              <DrawerEntry entry={language} />
            </li>
          </ul>
        ) : null}
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((item) => (
              <a
                key={item.href}
                href={item.href}
                {...linkAttributes(item)}
                className={buttonClassName({
                  variant: item.emphasis === 'contained' ? 'contained' : 'outlined',
                  color: item.emphasis === 'contained' ? 'secondary' : 'primary',
                  size: 'large',
                  className: styles.action,
                })}
              >
                {item.label}
              </a>
            ))}
          </div>
        ) : null}
        {visible.map((section) => {
          const titleId = section.title ? `${id}-${section.key}` : undefined;
          return (
            <div key={section.key} className={styles.section}>
              {section.title ? (
                <p id={titleId} className={styles.title}>
                  {section.title}
                </p>
              ) : null}
              <ul
                {...(titleId === undefined ? {} : { 'aria-labelledby': titleId })}
                className={styles.list}
              >
                {section.entries.map((entry) => (
                  <li key={entry.key}>
                    <DrawerEntry entry={entry} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
    </div>
  );
}

export default MobileDrawer;
