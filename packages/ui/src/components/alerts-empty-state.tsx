import styles from './alerts-empty-state.module.css';
import { ButtonLink } from './button-link';

/** Props of {@link AlertsEmptyState}. */
export interface AlertsEmptyStateProps {
  /** E.g. "No search alerts yet". */
  readonly title: string;
  /** What an alert does and how to make one. */
  readonly text: string;
  /** The link's text, e.g. "Search for a home". */
  readonly action: string;
  /** Address of the search page (built with the route table by the caller). */
  readonly href: string;
  /** Heading level of the title; 2 by default (under the page's h1). */
  readonly headingLevel?: 2 | 3;
}

/**
 * The alerts page without alerts (issue 25, §2 `/account/alerts`): a dashed box that explains
 * what a search alert does and links to the search, where one is saved. A server component.
 */
export function AlertsEmptyState({
  title,
  text,
  action,
  href,
  headingLevel = 2,
}: AlertsEmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.box} data-testid="alerts-empty">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 22c1.1 0 2-.9 2-2h-4a2 2 0 0 0 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      <p className={styles.action}>
        <ButtonLink href={href} variant="contained">
          {action}
        </ButtonLink>
      </p>
    </div>
  );
}

export default AlertsEmptyState;
