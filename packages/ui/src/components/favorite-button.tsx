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

/** The heart, drawn by the CSS module (a mask per state), so its shape is not in the HTML. */
function Heart({ filled }: { filled: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-filled={filled ? 'true' : 'false'}
      className={filled ? `${styles.heart} ${styles.filled}` : styles.heart}
    />
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
