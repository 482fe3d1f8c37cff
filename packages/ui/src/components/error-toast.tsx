'use client';

import { useEffect } from 'react';

import { ControlIcon } from './control-icon';
import styles from './error-toast.module.css';
import iconButton from './icon-button.module.css';

/** Props of {@link ErrorToast}. */
export interface ErrorToastProps {
  /** The message, in the page's language. */
  readonly text: string;
  /** Accessible name of the close button ("Sluiten" / "Close"). */
  readonly closeLabel: string;
  /** Called by the close button and after `autoHideMs`. */
  readonly onClose: () => void;
  /** How long the toast stays, ms; default 6000 (MUI's Snackbar). */
  readonly autoHideMs?: number;
}

/**
 * An error that follows an action taken on the page (saving a favourite, signing out failed):
 * MUI's filled error Alert in a bottom-centred Snackbar, without MUI. `role="alert"`, so screen
 * readers announce it; closable; gone by itself after `autoHideMs`. Render it only while the
 * error stands.
 */
export function ErrorToast({ text, closeLabel, onClose, autoHideMs = 6000 }: ErrorToastProps) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, autoHideMs);
    return () => window.clearTimeout(timer);
  }, [onClose, autoHideMs]);
  return (
    <div role="alert" className={styles.toast}>
      <ControlIcon name="warning" className={styles.icon} />
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        aria-label={closeLabel}
        title={closeLabel}
        className={`${iconButton.iconButton} ${styles.close}`}
        onClick={onClose}
      >
        <ControlIcon name="close" size="small" />
      </button>
    </div>
  );
}

export default ErrorToast;
