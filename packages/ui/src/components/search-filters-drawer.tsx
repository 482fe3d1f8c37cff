'use client';

import { useId } from 'react';

import { buttonClassName } from './button-link';
import { ModalSheet } from './modal-sheet';
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

/** The drawer's parts in its CSS module. */
const SHEET_CLASSES = {
  dialog: styles.drawer,
  panel: styles.panel,
  header: styles.header,
  title: styles.title,
  close: styles.close,
};

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

  return (
    <ModalSheet
      open={open}
      onClose={onClose}
      title={title}
      headingId={headingId}
      closeLabel={closeLabel}
      id={id}
      classNames={SHEET_CLASSES}
    >
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
    </ModalSheet>
  );
}

export default SearchFiltersDrawer;
