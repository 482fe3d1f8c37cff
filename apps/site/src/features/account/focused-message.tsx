'use client';

import { useEffect, useRef } from 'react';

import styles from './focused-message.module.css';

import type { ReactNode } from 'react';

/** Props of {@link FocusedMessage}. */
export interface FocusedMessageProps {
  children: ReactNode;
}

const SUCCESS_ICON_PATH =
  'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z';

/**
 * A confirmation that replaces a form once it is sent (reset link sent, password changed), in
 * the look of MUI's standard success Alert: a `status` that takes focus when it appears, so
 * keyboard and screen reader users are not left on a vanished button.
 */
export function FocusedMessage({ children }: FocusedMessageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.message}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path d={SUCCESS_ICON_PATH} />
      </svg>
      <div className={styles.text}>{children}</div>
    </div>
  );
}
