import iconButton from './icon-button.module.css';
import styles from './inline-alert.module.css';

import type { ReactNode, Ref } from 'react';

/** Kind of an {@link InlineAlert}: its colours and icon. */
export type InlineAlertSeverity = 'error' | 'info' | 'success';

/** Props of {@link InlineAlert}. */
export interface InlineAlertProps {
  readonly severity: InlineAlertSeverity;
  /** The message. */
  readonly children: ReactNode;
  /**
   * At the end of the box, e.g. a "Try again" link or button styled with
   * {@link inlineAlertClasses}`.actionButton`, or a close button (`.closeButton`).
   */
  readonly action?: ReactNode;
  /**
   * ARIA role; `alert` by default, as MUI's Alert (announced when it appears). `none` when a
   * live region around it already announces it.
   */
  readonly role?: 'alert' | 'status' | 'none';
  /** Extra class of the caller's CSS module, e.g. a margin. */
  readonly className?: string;
  /** `-1` to let a script move the focus to the message (a confirmation that replaced a form). */
  readonly tabIndex?: -1;
  /** The box, e.g. to focus it. */
  readonly ref?: Ref<HTMLDivElement>;
  /** Test hook (`data-testid`). */
  readonly testId?: string;
}

const ICONS: Record<InlineAlertSeverity, string> = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
};

/** Class names for the action slot: `actionButton` (a small text button), `closeButton`. */
export const inlineAlertClasses = {
  actionButton: styles.actionButton,
  closeButton: `${iconButton.iconButton} ${styles.closeButton}`,
} as const;

/**
 * A message in the page's flow (what MUI's standard `Alert` showed), without MUI: a tinted box
 * in the severity's colours with its icon, the message and an optional action. A server
 * component; as MUI's Alert it has `role="alert"` unless told otherwise.
 */
export function InlineAlert({
  severity,
  children,
  action,
  role = 'alert',
  className,
  tabIndex,
  ref,
  testId,
}: InlineAlertProps) {
  return (
    <div
      ref={ref}
      role={role === 'none' ? undefined : role}
      tabIndex={tabIndex}
      data-testid={testId}
      className={[styles.alert, styles[severity], className].filter(Boolean).join(' ')}
    >
      <div className={styles.icon}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[severity]} />
        </svg>
      </div>
      <div className={styles.message}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

export default InlineAlert;
