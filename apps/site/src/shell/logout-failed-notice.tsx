'use client';

import { ShellIcon } from '@rooms/ui/shell-icon';
import { useEffect } from 'react';

import styles from './logout-failed-notice.module.css';

/** How long the message stays, in ms. */
const AUTO_HIDE_MS = 8000;

/** Props of {@link LogoutFailedNotice}. */
export interface LogoutFailedNoticeProps {
  readonly text: string;
  /** Accessible name of the close button. */
  readonly dismissLabel: string;
  /** Called by the close button and after {@link AUTO_HIDE_MS}. */
  readonly onClose: () => void;
}

/**
 * The message shown when sign-out fails (the session may still be valid): an error toast at the
 * bottom (`role="alert"`, so screen readers announce it), closable, gone after 8 s. Rendered by
 * `SignOutProvider` only after a failure.
 */
export function LogoutFailedNotice({ text, dismissLabel, onClose }: LogoutFailedNoticeProps) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div role="alert" className={styles.notice}>
      <ShellIcon name="warning" className={styles.icon} />
      <p className={styles.text}>{text}</p>
      <button type="button" aria-label={dismissLabel} className={styles.close} onClick={onClose}>
        <ShellIcon name="close" size="small" />
      </button>
    </div>
  );
}

export default LogoutFailedNotice;
