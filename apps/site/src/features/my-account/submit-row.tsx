import { buttonClassName } from '@rooms/ui/button-link';

import styles from './my-account.module.css';

/** Props of {@link SubmitRow}. */
export interface SubmitRowProps {
  readonly label: string;
  /** Sending: the button says so (aria-disabled) and the form ignores another submit. */
  readonly busy: boolean;
  /** The outcome in words, announced politely ('' for none). */
  readonly status: string;
  /** `data-testid` of the status line. */
  readonly statusTestId: string;
}

/** The foot of an account form: its submit button and the outcome, side by side. */
export function SubmitRow({ label, busy, status, statusTestId }: SubmitRowProps) {
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        aria-disabled={busy}
        className={buttonClassName({ variant: 'contained', className: styles.button })}
      >
        {label}
      </button>
      <p role="status" className={styles.status} data-testid={statusTestId}>
        {status}
      </p>
    </div>
  );
}
