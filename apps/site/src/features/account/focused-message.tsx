'use client';

import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

import type { AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** Props of {@link FocusedMessage}. */
export interface FocusedMessageProps {
  /** `success` for a confirmation, `info` for a notice. */
  severity: AlertColor;
  children: ReactNode;
}

/**
 * A message that replaces a form once it is sent (reset link sent, password changed): it takes
 * focus when it appears, so keyboard and screen reader users are not left on a vanished button.
 */
export function FocusedMessage({ severity, children }: FocusedMessageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} severity={severity} tabIndex={-1} role="status" sx={{ mb: 3 }}>
      {children}
    </Alert>
  );
}
