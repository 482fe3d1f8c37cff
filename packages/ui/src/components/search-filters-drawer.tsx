'use client';

import { useEffect, useId, useRef } from 'react';

import { buttonClassName } from './button-link';
import { ControlIcon } from './control-icon';
import { CountBadge } from './count-badge';
import iconButton from './icon-button.module.css';
import styles from './search-filters-drawer.module.css';

import type { ReactNode } from 'react';

/** Props of {@link SearchFiltersButton}. */
export interface SearchFiltersButtonProps {
  /** Visible text, e.g. "Filters". */
  readonly label: string;
  /**
   * Accessible name including the count, e.g. "Filters, 3 active" (§5 badge counter): `label`
   * and then the number, so the name contains what the button shows.
   */
  readonly accessibleLabel: string;
  /** Active filters (§5 `countActiveFilters`); no badge at 0. */
  readonly count: number;
  readonly onClick: () => void;
  /** Whether the drawer it opens is open (`aria-expanded`). */
  readonly expanded: boolean;
  /** Id of the drawer it opens (`aria-controls`). */
  readonly controls?: string;
}

/**
 * The button that opens the filter drawer (an outlined button, 44 px high), with the number of
 * active filters as a badge; its accessible name says the number in words. What it shows,
 * "Filters 3", stays part of that name ("Filters, 3 active"): WCAG 2.5.3 Label in Name, so
 * speech users can say what they see (axe `label-content-name-mismatch`).
 */
export function SearchFiltersButton({
  label,
  accessibleLabel,
  count,
  onClick,
  expanded,
  controls,
}: SearchFiltersButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={count > 0 ? accessibleLabel : label}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-haspopup="dialog"
      className={buttonClassName({ variant: 'outlined', className: styles.open })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path
          fill="currentColor"
          d="M3 6a1 1 0 0 1 1-1h10.2a3 3 0 0 1 5.6 0H20a1 1 0 1 1 0 2h-.2a3 3 0 0 1-5.6 0H4a1 1 0 0 1-1-1Zm14 1a1 1 0 1 0 0-2 1 1 0 0 0 0 2ZM3 18a1 1 0 0 1 1-1h.2a3 3 0 0 1 5.6 0H20a1 1 0 1 1 0 2H9.8a3 3 0 0 1-5.6 0H4a1 1 0 0 1-1-1Zm4 1a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm-4-7a1 1 0 0 1 1-1h6.2a3 3 0 0 1 5.6 0H20a1 1 0 1 1 0 2h-4.2a3 3 0 0 1-5.6 0H4a1 1 0 0 1-1-1Zm10 1a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        />
      </svg>
      {label}
      {/* The button's name already says the number; the badge only shows it. The space keeps the
          text a separate word ("Filters 3", not "Filters3"), as the name has it; the flex layout
          does not render it. */}
      {count > 0 ? ' ' : null}
      <CountBadge badge={{ count, label: '' }} className={styles.badge} />
    </button>
  );
}

/** Props of {@link SearchFiltersDrawer}. */
export interface SearchFiltersDrawerProps {
  readonly open: boolean;
  /** Called when the visitor closes the drawer (close, "show results", Escape, backdrop). */
  readonly onClose: () => void;
  /** Heading of the drawer, e.g. "Filters". */
  readonly title: string;
  /** Accessible name of the close button. */
  readonly closeLabel: string;
  /** Text of the button that closes the drawer to see the results, e.g. "Show results". */
  readonly showLabel: string;
  /** Text of the clear button; shown only with `onClear`. */
  readonly clearLabel: string;
  /** Clears every filter; omitted when nothing is set. */
  readonly onClear?: (() => void) | undefined;
  readonly id?: string;
  /** The filters; rendered only while the drawer is open. */
  readonly children: ReactNode;
}

/**
 * The filter panel on phones (§2 search: "a drawer on mobile"): a modal `<dialog>` sliding in
 * from the right, full width on phones and 420 px from 600 px, with a heading, a close button,
 * the filters in a scrolling body and a footer with "clear" and "show results". The browser
 * keeps focus inside while it is open, closes it on Escape and returns focus to the button that
 * opened it; a tap on the dimmed backdrop closes it too. `open` drives `showModal()`/`close()`.
 * The filters are rendered only while it is open, so their controls are not in the page twice.
 */
export function SearchFiltersDrawer({
  open,
  onClose,
  title,
  closeLabel,
  showLabel,
  clearLabel,
  onClear,
  id,
  children,
}: SearchFiltersDrawerProps) {
  const headingId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null || dialog.open === open) return;
    if (open) dialog.showModal();
    else dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      className={styles.drawer}
      // Escape (or any close not asked for by `open`) tells the owner.
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // Only a click on the backdrop targets the dialog itself: its content fills the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className={`${iconButton.iconButton} ${styles.close}`}
          >
            <ControlIcon name="close" />
          </button>
        </div>
        <div className={styles.body}>{open ? children : null}</div>
        <div className={styles.footer}>
          {onClear ? (
            <button type="button" onClick={onClear} className={styles.clear}>
              {clearLabel}
            </button>
          ) : null}
          <button
            type="button"
            onClick={onClose}
            className={buttonClassName({ variant: 'contained', className: styles.show })}
          >
            {showLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

export default SearchFiltersDrawer;
