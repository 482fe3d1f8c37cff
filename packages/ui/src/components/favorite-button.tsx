import { buttonClassName } from './button-link';
import styles from './favorite-button.module.css';

import type { MouseEventHandler } from 'react';

/** Looks of {@link FavoriteButton}. */
export type FavoriteButtonAppearance =
  /** A round white heart button to lay over a photo (result cards). */
  | 'overlay'
  /** A plain heart icon button. */
  | 'icon'
  /** An outlined button with the heart and the label as visible text (listing page). */
  | 'button';

/** Props of {@link FavoriteButton}. */
export interface FavoriteButtonProps {
  /** Whether the listing is a favourite now (filled heart, `aria-pressed="true"`). */
  pressed: boolean;
  /**
   * Accessible name, the same whether pressed or not (the pressed state is announced through
   * `aria-pressed`), e.g. 'Favoriet' / 'Favourite'. Also the visible text of `appearance="button"`.
   */
  label: string;
  /**
   * Visible text of `appearance="button"` when it should be shorter than `label` (e.g. "Favoriet"
   * on a sign-in link named "Favoriet: log in om deze woning te bewaren"). Keep its words, in
   * order, in the label (WCAG 2.5.3 Label in Name: speech users say what they see; "Favoriet"
   * inside "favorieten" is not enough). Default `label`.
   */
  text?: string;
  /** Called on click. Not used when `href` is given. */
  onToggle?: MouseEventHandler<HTMLButtonElement>;
  /**
   * Renders a link instead of a toggle, e.g. to the sign-in page for anonymous visitors. The
   * link has no pressed state; give it a `label` that says where it leads.
   */
  href?: string;
  /** A change is being saved: the button stays usable and focusable, with `aria-busy`. */
  busy?: boolean;
  /**
   * Not usable yet: the page's script has not taken the button over (a server-rendered toggle
   * would drop a tap made before hydration). Native `disabled`; the look stays the same and the
   * cursor says "wait". Not used with `href`.
   */
  waiting?: boolean;
  /** Default `'icon'`. */
  appearance?: FavoriteButtonAppearance;
  /** Extra class from the caller's CSS module (e.g. a position over a photo). */
  className?: string;
}

const HEART_OUTLINE =
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3zm-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05z';
const HEART_FILLED =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-filled={filled ? 'true' : 'false'}
      className={filled ? `${styles.heart} ${styles.filled}` : styles.heart}
    >
      <path d={filled ? HEART_FILLED : HEART_OUTLINE} />
    </svg>
  );
}

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The favourite heart (§1 "favourite listings"): a toggle button with `aria-pressed` and a filled
 * rust heart when pressed, or — with `href` — a link (for anonymous visitors, to sign in first).
 * Presentational, hook-free and without MUI, so it renders on the server and inside light client
 * islands alike: the caller keeps the state and saves it. At least 40×40 px to tap.
 */
export function FavoriteButton({
  pressed,
  label,
  text = label,
  onToggle,
  href,
  busy = false,
  waiting = false,
  appearance = 'icon',
  className,
}: FavoriteButtonProps) {
  const filled = pressed && href === undefined;
  const isButton = appearance === 'button';
  const look = isButton
    ? buttonClassName({
        variant: 'outlined',
        color: filled ? 'secondary' : 'primary',
        className: classes(styles.button, className),
      })
    : classes(styles.icon, appearance === 'overlay' && styles.overlay, className);
  const naming = isButton
    ? { 'aria-label': text === label ? undefined : label }
    : { 'aria-label': label, title: label };
  const content = (
    <>
      <Heart filled={filled} />
      {isButton ? text : null}
    </>
  );

  if (href !== undefined) {
    return (
      <a href={href} className={look} {...naming}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={look}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      disabled={waiting}
      onClick={onToggle}
      {...naming}
    >
      {content}
    </button>
  );
}

export default FavoriteButton;
