import styles from './invitation-list.module.css';
import { typography } from './typography';

/**
 * Where an invitation stands, as a colour: still running (joined, clearing), rewarded, or ended
 * without a reward (self-referral, reversed).
 */
export type InvitationTone = 'waiting' | 'rewarded' | 'none';

/** One invitation, already in words. */
export interface InvitationItem {
  /** A stable key, e.g. the joined time and name. */
  readonly key: string;
  /** The invited person's first name. */
  readonly name: string;
  /** When they joined, e.g. "Joined on 3 December 2026". */
  readonly joined: string;
  /** The state in words, e.g. "Paid, the reward is on its way". */
  readonly state: string;
  /** A date that goes with the state, e.g. "Reward on 28 January 2027", or none. */
  readonly detail?: string | undefined;
  readonly tone: InvitationTone;
}

/** Props of {@link InvitationList}. */
export interface InvitationListProps {
  /** The list's heading (an `h2`), e.g. "Your invitations". */
  readonly heading: string;
  /** `id` of the heading, e.g. to name a surrounding region by it. */
  readonly headingId?: string | undefined;
  /** Newest first. */
  readonly items: readonly InvitationItem[];
  /** Shown instead of the list when nobody joined yet. */
  readonly emptyText: string;
  /** A line under the heading, e.g. the premium days earned in total. */
  readonly summary?: string | undefined;
}

/**
 * The people who joined through a referral link (issue 27 "referrals"): a heading, a summary
 * line (days earned) and one row per invitation with the first name, the day they joined, the
 * state in words with its colour (never colour alone) and the date that goes with it; an empty
 * state when nobody joined yet. Hook-free: renders on the server and inside client islands.
 */
export function InvitationList({
  heading,
  headingId,
  items,
  emptyText,
  summary,
}: InvitationListProps) {
  return (
    <div className={styles.root}>
      <h2 id={headingId} className={`${typography.h5} ${styles.heading}`}>
        {heading}
      </h2>
      {summary === undefined ? null : (
        <p className={styles.summary} data-testid="invitation-summary">
          {summary}
        </p>
      )}
      {items.length === 0 ? (
        <p className={styles.empty} data-testid="invitation-empty">
          {emptyText}
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.item} data-testid="invitation">
              <div className={styles.who}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.joined}>{item.joined}</span>
              </div>
              <div className={styles.where}>
                <span className={`${styles.state} ${styles[item.tone]}`} data-tone={item.tone}>
                  {item.state}
                </span>
                {item.detail === undefined ? null : (
                  <span className={styles.detail}>{item.detail}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default InvitationList;
