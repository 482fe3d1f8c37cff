'use client';

import { useEffect, useId, useRef } from 'react';

import { buttonClassName } from './button-link';
import { ControlIcon } from './control-icon';
import iconButton from './icon-button.module.css';
import styles from './search-filters-drawer.module.css';

import type { ReactNode } from 'react';

// The button lives in its own module, so a page can load the drawer only when it is opened.
export { SearchFiltersButton } from './search-filters-button';
export type { SearchFiltersButtonProps } from './search-filters-button';

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
