import styles from './busy-spinner.module.css';

/** Props of {@link BusySpinner}. */
export interface BusySpinnerProps {
  /** Diameter in px: 16 in a button, 28 beside a sentence. */
  size: 16 | 28;
}

/**
 * The turning ring of MUI's `CircularProgress` (indeterminate) in the current text colour,
 * without MUI. Decorative (`aria-hidden`): the text beside it says what is going on.
 */
export function BusySpinner({ size }: BusySpinnerProps) {
  return (
    <svg
      viewBox="22 22 44 44"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={styles.spinner}
    >
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" className={styles.arc} />
    </svg>
  );
}
