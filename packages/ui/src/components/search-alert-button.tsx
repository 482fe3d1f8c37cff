import { buttonClassName } from './button-link';
import buttonStyles from './button-link.module.css';
import styles from './search-alert-button.module.css';
import { ShellIcon } from './shell-icon';
import iconStyles from './svg-icon.module.css';

import type { Ref } from 'react';

/** Props of {@link SearchAlertButton}. */
export interface SearchAlertButtonProps {
  /** The visible label, e.g. "Save this search". */
  readonly label: string;
  /** Opens the alert dialog; without it (server HTML before hydration) the button is inert. */
  readonly onClick?: (() => void) | undefined;
  /** The pointer came near or the button got focus: a good moment to load the dialog's code. */
  readonly onIntent?: (() => void) | undefined;
  /** True while the dialog it opens is open (`aria-expanded`). */
  readonly expanded?: boolean;
  /** `id` of the dialog it opens (`aria-controls`), when it is in the page. */
  readonly controls?: string | undefined;
  readonly ref?: Ref<HTMLButtonElement>;
}

/**
 * "Save this search" on the search page (issue 25, §2 search alerts): an outlined button with a
 * bell, 44 px high, that opens the alert dialog (`aria-haspopup="dialog"`). Hook-free, so it
 * renders on the server; the page's island hands it `onClick`.
 */
export function SearchAlertButton({
  label,
  onClick,
  onIntent,
  expanded = false,
  controls,
  ref,
}: SearchAlertButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={buttonClassName({ variant: 'outlined', className: styles.button })}
    >
      <ShellIcon name="alerts" className={styles.icon} />
      <span className={styles.label}>{label}</span>
    </button>
  );
}

/**
 * The button's style sheets, for a page that server-renders it inside an island whose code
 * loads later (see `SEARCH_FILTERS_STYLE_SHEETS`): used by a server component, they are part of
 * the page's first-load CSS, so the button is styled from the first paint.
 */
export const SEARCH_ALERT_BUTTON_STYLE_SHEETS: readonly (
  Readonly<Record<string, string>> | undefined
)[] = [styles, buttonStyles, iconStyles];

export default SearchAlertButton;
