import styles from './dashboard-card.module.css';

import type { NavLinkItem } from './nav-link';
import type { ReactNode } from 'react';

/** A completeness bar of a {@link DashboardCard}. */
export interface DashboardCardProgress {
  /** 0 to 100. */
  readonly percent: number;
  /** The bar's accessible name, e.g. "Profile completeness". */
  readonly label: string;
}

/** Props of {@link DashboardCard}. */
export interface DashboardCardProps {
  /** The card's heading, e.g. "Messages". */
  readonly title: string;
  /** Heading level inside the page (default 2). */
  readonly headingLevel?: 2 | 3;
  /** The main figure in words, e.g. "3 unread conversations". */
  readonly value?: string | undefined;
  /** A line under the figure, e.g. "Still to add: a photo", or an empty state's text. */
  readonly text?: string | undefined;
  /** A completeness bar under the figure. */
  readonly progress?: DashboardCardProgress | undefined;
  /** Where the card leads on: one or more links at its foot. */
  readonly links: readonly NavLinkItem[];
  /** Extra content between the text and the links (e.g. a list of adverts). */
  readonly children?: ReactNode;
  /** `data-testid` of the card. */
  readonly testId?: string;
}

/**
 * One card of the dashboard (issue 26, §2 `/dashboard`): a heading, the figure in words, an
 * optional line and completeness bar (a native `<progress>` with its accessible name), optional
 * content and the links it leads on to. Hook-free, without MUI: renders on the server.
 */
export function DashboardCard({
  title,
  headingLevel = 2,
  value,
  text,
  progress,
  links,
  children,
  testId,
}: DashboardCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} data-testid={testId}>
      <Heading className={styles.title}>{title}</Heading>
      {value === undefined ? null : <p className={styles.value}>{value}</p>}
      {progress === undefined ? null : (
        <progress
          className={styles.progress}
          max={100}
          value={Math.max(0, Math.min(100, progress.percent))}
          aria-label={progress.label}
        >
          {progress.percent}%
        </progress>
      )}
      {text === undefined ? null : <p className={styles.text}>{text}</p>}
      {children}
      {links.length === 0 ? null : (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={styles.link}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default DashboardCard;
