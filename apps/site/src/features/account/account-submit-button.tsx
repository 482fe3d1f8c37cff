import { buttonClassName } from '@rooms/ui/button-link';

import styles from './account-submit-button.module.css';
import { BusySpinner } from './busy-spinner';

/** Props of {@link AccountSubmitButton}. */
export interface AccountSubmitButtonProps {
  /** The form is being sent (or has been and the page is moving on): spinner and busy label. */
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
}

/**
 * The full-width submit button of the account forms (sign-in, registration, password reset):
 * MUI's large contained button, 48 px high; while the form is sent it is disabled (no second
 * submit) and shows a spinner at its start and the busy label. Hook-free.
 */
export function AccountSubmitButton({ busy, label, busyLabel }: AccountSubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={buttonClassName({ variant: 'contained', size: 'large', className: styles.submit })}
    >
      {busy ? (
        <span className={styles.spinner}>
          <BusySpinner size={16} />
        </span>
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}
