import styles from './cashback-state.module.css';
import { linkAttributes } from './nav-link';
import { typography } from './typography';

import type { NavLinkItem } from './nav-link';

/**
 * How a cashback stands, as a look: nothing yet, being refunded, refunded, or nothing paid out
 * (`none` also serves "no premium payment"), or a failure that needs support.
 */
export type CashbackTone = 'none' | 'pending' | 'refunded' | 'error';

/** Props of {@link CashbackState}. */
export interface CashbackStateProps {
  /** The heading (an `h2`), e.g. "Your cashback". */
  readonly heading: string;
  readonly tone: CashbackTone;
  /** The state in words, e.g. "€10.00 refunded on 3 December 2026". */
  readonly message: string;
  /** Lines under it, e.g. the advert and how long the bank takes. */
  readonly details?: readonly string[];
  /** An action, e.g. "Contact support" when the refund failed; external links open as such. */
  readonly action?: NavLinkItem | undefined;
}

const ICONS: Record<CashbackTone, string> = {
  none: 'M11.8 10.9c-2.27-.59-3-1.2-3-2.15 0-1.09 1.01-1.85 2.7-1.85 1.78 0 2.44.85 2.5 2.1h2.21c-.07-1.72-1.12-3.3-3.21-3.81V3h-3v2.16c-1.94.42-3.5 1.68-3.5 3.61 0 2.31 1.91 3.46 4.7 4.13 2.5.6 3 1.48 3 2.41 0 .69-.49 1.79-2.7 1.79-2.06 0-2.87-.92-2.98-2.1h-2.2c.12 2.19 1.76 3.42 3.68 3.83V21h3v-2.15c1.95-.37 3.5-1.5 3.5-3.55 0-2.84-2.43-3.81-4.7-4.4z',
  pending:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  refunded:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  error:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
};

/**
 * A tenant's cashback (issue 27 "cashback", §2 `/cashback`): an icon of its tone, a heading,
 * the state in words, detail lines and an optional action (support when the refund failed; an external one gets `rel="noopener"`). The
 * tone is shown by the icon and the words, never by colour alone. Hook-free, without MUI:
 * renders on the server and inside client islands.
 */
export function CashbackState({
  heading,
  tone,
  message,
  details = [],
  action,
}: CashbackStateProps) {
  return (
    <div className={`${styles.root} ${styles[tone]}`} data-tone={tone} data-testid="cashback-state">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[tone]} />
      </svg>
      <div className={styles.body}>
        <h2 className={`${typography.h5} ${styles.heading}`}>{heading}</h2>
        <p className={styles.message} data-testid="cashback-message">
          {message}
        </p>
        {details.map((line) => (
          <p key={line} className={styles.detail}>
            {line}
          </p>
        ))}
        {action === undefined ? null : (
          <a href={action.href} className={styles.action} {...linkAttributes(action)}>
            {action.label}
          </a>
        )}
      </div>
    </div>
  );
}

export default CashbackState;
