import { Fragment } from 'react';

import { LanguageFlag } from './language-flag';
import { LogoutButton } from './logout-button';
import { linkAttributes } from './nav-link';
import { ShellIcon } from './shell-icon';
import { UserAvatar } from './user-avatar';
import { UserMenuPanel } from './user-menu-panel';
import styles from './user-menu.module.css';

import type { ShellMenuEntry, ShellMenuSection, ShellUser } from './shell-menu';
import type { ReactNode } from 'react';

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
  /** Id of the popover (the button's `popoverTarget`); unique in the page. */
  id?: string;
  /** Accessible name of the menu button and the menu, e.g. "Menu" or "Menu of Tessa". */
  buttonLabel: string;
  /** The signed-in user (photo on the button, name and e-mail atop the menu); absent when anonymous. */
  user?: ShellUser | null;
  /** Caption above the user's name, e.g. "Signed in as". */
  signedInAsLabel?: string;
  /** Badge text for premium members, e.g. "Premium member". */
  premiumLabel?: string;
  /** The entries of §2's popover menu in groups, separated by dividers. */
  sections: readonly ShellMenuSection[];
}

/** Header photo size, §2/§9: 30×30 px. */
const BUTTON_PHOTO_PX = 30;

/** The column of icons before the labels (empty for an entry without icon, to align its label). */
function Leading({ children }: { children: ReactNode }) {
  return <span className={styles.leading}>{children}</span>;
}

function MenuEntry({ entry }: { entry: ShellMenuEntry }) {
  const testId = `menu-${entry.key}`;
  if (entry.kind === 'logout') {
    return (
      <LogoutButton role="menuitem" className={styles.item} data-testid={testId}>
        <Leading>
          <ShellIcon name="logout" size="small" />
        </Leading>
        {entry.label}
      </LogoutButton>
    );
  }
  if (entry.kind === 'language') {
    return (
      <a
        role="menuitem"
        href={entry.href}
        hrefLang={entry.locale}
        lang={entry.locale}
        className={styles.item}
        data-testid={testId}
      >
        <Leading>
          <LanguageFlag locale={entry.locale} />
        </Leading>
        {entry.label}
      </a>
    );
  }
  return (
    <a
      role="menuitem"
      href={entry.href}
      {...linkAttributes(entry)}
      className={entry.highlight ? `${styles.item} ${styles.highlight}` : styles.item}
      data-testid={testId}
    >
      <Leading>{entry.icon ? <ShellIcon name={entry.icon} size="small" /> : null}</Leading>
      {entry.label}
      {entry.external ? <ShellIcon name="external" size={16} className={styles.external} /> : null}
    </a>
  );
}

/**
 * The desktop header's popover menu (§2 Shell): a button with the user's 30×30 photo (or
 * initial) and a menu icon opens a menu of links in groups — language switch with flag,
 * subscribe-now, profile, adverts, search, account, information pages, support — and sign-out.
 * The button opens a native `popover` (`popoverTarget`: no script to open it; Escape and a click
 * outside close it), placed under the button by CSS. A server component; the panel's keyboard
 * support (`UserMenuPanel`) and the sign-out entry (`LogoutButton`) are small client islands.
 * Presentational: the caller builds every entry.
 */
export function UserMenu({
  id = 'user-menu',
  buttonLabel,
  user,
  signedInAsLabel,
  premiumLabel,
  sections,
}: UserMenuProps) {
  const visible = sections.filter((section) => section.entries.length > 0);
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-controls={id}
        data-testid="user-menu-button"
        className={styles.button}
      >
        <ShellIcon name="menu" />
        {user ? (
          <UserAvatar name={user.firstName} photo={user.photo?.small} size={BUTTON_PHOTO_PX} />
        ) : null}
      </button>
      <UserMenuPanel id={id} className={styles.panel} data-testid="user-menu">
        {user ? (
          <div className={styles.user}>
            <UserAvatar name={user.firstName} photo={user.photo?.large} size={40} />
            <div className={styles.who}>
              {signedInAsLabel ? <span className={styles.caption}>{signedInAsLabel}</span> : null}
              <span className={styles.name}>{user.firstName}</span>
              {user.email ? <span className={styles.email}>{user.email}</span> : null}
              {user.hasPremium && premiumLabel ? (
                <span className={`${styles.caption} ${styles.premium}`}>{premiumLabel}</span>
              ) : null}
            </div>
          </div>
        ) : null}
        <ul role="menu" aria-label={buttonLabel} className={styles.list}>
          {visible.map((section, index) => (
            <Fragment key={section.key}>
              {index > 0 ? <li role="separator" className={styles.separator} /> : null}
              {section.entries.map((entry) => (
                <li key={entry.key} role="none">
                  <MenuEntry entry={entry} />
                </li>
              ))}
            </Fragment>
          ))}
        </ul>
      </UserMenuPanel>
    </>
  );
}

export default UserMenu;
