'use client';

import { buttonClassName } from './button-link';
import { CountBadge } from './count-badge';
import styles from './search-filters-drawer.module.css';

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
