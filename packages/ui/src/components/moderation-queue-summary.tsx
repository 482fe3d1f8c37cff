import styles from './moderation-queue-summary.module.css';

/** One queue as the summary shows it, in words. */
export interface ModerationQueueFigure {
  /** The queue's name (`ModerationQueue`), stable, also `data-queue`. */
  readonly queue: string;
  /** E.g. "Held adverts". */
  readonly label: string;
  /** E.g. "3 open". */
  readonly open: string;
  /** E.g. "Oldest waiting since 2 days ago", or "Nothing waiting". */
  readonly oldest: string;
  /** The queue's page. */
  readonly href: string;
  /** The queue shown under the summary (`aria-current="page"`). */
  readonly current: boolean;
}

/** Props of {@link ModerationQueueSummary}. */
export interface ModerationQueueSummaryProps {
  /** Accessible name of the queue navigation, e.g. "Queues". */
  readonly navLabel: string;
  /** In the overview's order. */
  readonly queues: readonly ModerationQueueFigure[];
  /** E.g. "Handled in the last 30 days". */
  readonly handledHeading: string;
  /** E.g. "42 items handled". */
  readonly handled: string;
  /** E.g. "95% handled within 6 hours". */
  readonly p95: string;
}

/**
 * The figures of the moderation back office (issue 28): each queue with its open items and
 * the age of the oldest, as links that switch the queue below (the current one marked, like
 * tabs), and the items handled in the last 30 days with the p95 time to handle them. A server
 * component without MUI; ordinary links, so it works without JavaScript.
 */
export function ModerationQueueSummary({
  navLabel,
  queues,
  handledHeading,
  handled,
  p95,
}: ModerationQueueSummaryProps) {
  return (
    <div className={styles.root} data-testid="moderation-summary">
      <nav aria-label={navLabel}>
        <ul className={styles.queues}>
          {queues.map((figure) => (
            <li key={figure.queue}>
              <a
                href={figure.href}
                className={styles.queue}
                aria-current={figure.current ? 'page' : undefined}
                data-queue={figure.queue}
              >
                <span className={styles.label}>{figure.label}</span>
                <span className={styles.open} data-testid="queue-open">
                  {figure.open}
                </span>
                <span className={styles.oldest}>{figure.oldest}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.handled} aria-label={handledHeading}>
        <h2 className={styles.handledHeading}>{handledHeading}</h2>
        <p className={styles.figure} data-testid="handled-count">
          {handled}
        </p>
        <p className={styles.figure} data-testid="handled-p95">
          {p95}
        </p>
      </section>
    </div>
  );
}

export default ModerationQueueSummary;
