'use client';

import { InlineAlert } from '@rooms/ui/inline-alert';
import { useEffect, useRef } from 'react';

import styles from './focused-message.module.css';

import type { ReactNode } from 'react';

/** Props of {@link FocusedMessage}. */
export interface FocusedMessageProps {
  children: ReactNode;
}

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
    <InlineAlert
      ref={ref}
      tabIndex={-1}
      role="status"
      severity="success"
      className={styles.message}
    >
      {children}
    </InlineAlert>
  );
}
