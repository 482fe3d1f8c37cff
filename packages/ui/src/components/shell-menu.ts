import type { NavLinkItem } from './nav-link';
import type { ShellIconName } from './shell-icon';
import type { Locale } from '@rooms/i18n';

/**
 * The entries of the shell's menus (§2 Shell: the desktop popover menu and the phone drawer).
 * Plain, serialisable data: the site builds them on the server (`headerContent` of
 * `@rooms/ui/shell-content`) and the header renders them there too.
 */

/** A link entry, e.g. "My adverts" or the external help centre. */
export interface ShellLinkEntry extends NavLinkItem {
  readonly kind: 'link';
  /** Stable key (the route key or another unique name); used as React key and test id. */
  readonly key: string;
  /** Leading icon. */
  readonly icon?: ShellIconName;
  /** Drawn as a call to action (subscribe now, get premium). */
  readonly highlight?: boolean;
  /** A count shown beside the label (unread conversations), with its accessible text. */
  readonly badge?: ShellBadge;
}

/** A count on a shell link, e.g. the unread conversations on "Messages". */
export interface ShellBadge {
  /** The number shown (more than 0). */
  readonly count: number;
  /** What it means, for screen readers, e.g. "3 unread conversations". */
  readonly label: string;
}

/** The language switch as a menu entry: a link to this page in `locale`, with its flag. */
export interface ShellLanguageEntry {
  readonly kind: 'language';
  readonly key: string;
  /** Target language's name in that language, e.g. `English`. */
  readonly label: string;
  /** This page in the target language. */
  readonly href: string;
  /** The target language (sets `hreflang`, `lang` and the flag). */
  readonly locale: Locale;
}

/**
 * The sign-out entry: a button (`LogoutButton`) whose action comes from the `LogoutProvider` the
 * site puts around the header.
 */
export interface ShellLogoutEntry {
  readonly kind: 'logout';
  readonly key: string;
  readonly label: string;
}

/** One entry of a shell menu. */
export type ShellMenuEntry = ShellLinkEntry | ShellLanguageEntry | ShellLogoutEntry;

/** A group of entries, separated from the next group by a divider; optionally titled. */
export interface ShellMenuSection {
  readonly key: string;
  /** Visible heading of the group (drawer only). */
  readonly title?: string;
  readonly entries: readonly ShellMenuEntry[];
}

/** The signed-in user as the header shows them (§2: photo 30×30 in the bar, 40×40 in the drawer). */
export interface ShellUser {
  /** First name (`usernamefirst`), shown in the drawer and used for the initials avatar. */
  readonly firstName: string;
  /** E-mail address, shown under the name in the desktop menu. */
  readonly email?: string;
  /** Photo addresses by display size in px; `null` shows the initials avatar. */
  readonly photo: { readonly small: ShellPhoto; readonly large: ShellPhoto } | null;
  /** Holds a premium account (§3 `haspremiumaccount`). */
  readonly hasPremium: boolean;
  /**
   * Unread conversations in the inbox (§3 inbox type Default: `unreadCount` of
   * `GET /conversation/my-conversations`), shown on the messages links; absent or 0 shows none.
   */
  readonly unreadMessages?: number;
}

/** One photo size: `src` at 1× and a `srcSet` with the 2× version for sharp high-density screens. */
export interface ShellPhoto {
  readonly src: string;
  readonly srcSet: string;
  /** Displayed width and height in px. */
  readonly size: number;
}
