import styles from './payment-outcome.module.css';

import type { NavLinkItem } from './nav-link';

/** How a payment ended: done, still running, or not done. */
export type PaymentOutcomeTone = 'success' | 'pending' | 'error';

/** Props of {@link PaymentOutcome}. */
export interface PaymentOutcomeProps {
  /** The page's heading, e.g. "Your payment". */
  readonly heading: string;
  /** The outcome in words, e.g. "Thank you! Your payment has been received." */
  readonly message: string;
  /** A second line, e.g. "Premium until 28 December 2026." */
  readonly detail?: string | undefined;
  readonly tone: PaymentOutcomeTone;
  /** Where to go on (the first is the main one). */
  readonly links: readonly NavLinkItem[];
  /** Id of the heading (a page may focus it). */
  readonly headingId?: string;
}

const ICONS: Record<PaymentOutcomeTone, string> = {
  success:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  pending:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  error:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
};

/**
 * The outcome of a payment (issue 27, §2 `/paymentstatus`): an icon of its tone, the heading,
 * the message in a polite live region (so an outcome that changes while the page polls is
 * announced), a detail line and the links onward. Hook-free, without MUI: renders on the server.
 */
export function PaymentOutcome({
  heading,
  message,
  detail,
  tone,
  links,
  headingId,
}: PaymentOutcomeProps) {
  return (
    <section className={`${styles.outcome} ${styles[tone]}`} data-tone={tone}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[tone]} />
      </svg>
      <h1 id={headingId} className={styles.heading} tabIndex={-1}>
        {heading}
      </h1>
      <div role="status" aria-live="polite" className={styles.message}>
        <p>{message}</p>
        {detail === undefined ? null : <p className={styles.detail}>{detail}</p>}
      </div>
      {links.length === 0 ? null : (
        <ul className={styles.links}>
          {links.map((link, index) => (
            <li key={link.href}>
              <a href={link.href} className={index === 0 ? styles.primary : styles.link}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default PaymentOutcome;
