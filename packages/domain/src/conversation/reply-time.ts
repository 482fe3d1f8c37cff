/**
 * A landlord's reply time as tenants read it (issue 28 "Reply time"): the median time from a
 * tenant's reaction to the landlord's first own message over the last 90 days, and the share of
 * reactions answered, shown once there are enough reactions to mean something. Numbers ours.
 */

/** Reactions counted: those of the last 90 days. */
export const REPLY_TIME_WINDOW_DAYS = 90;

/** The reply time is shown from this many reactions in the window on: 5. */
export const REPLY_TIME_MIN_REACTIONS = 5;

/** A landlord's reply figures over {@link REPLY_TIME_WINDOW_DAYS}. */
export interface ReplyTime {
  /** Reactions in the window (at least {@link REPLY_TIME_MIN_REACTIONS}). */
  reactions: number;
  /** Share of them the landlord answered with a message of his own (not an auto-reply), 0..100. */
  answeredPercent: number;
  /** Median minutes from reaction to first answer over the answered ones; null when none. */
  medianReplyMinutes: number | null;
}

/** "Usually replies within …": a count of hours (1..24) or of days (2 and up). */
export interface ReplyTimeBucket {
  unit: 'hours' | 'days';
  count: number;
}

/**
 * The phrase a median reply time falls in, rounded up so the promise holds for half the tenants:
 * up to an hour → 1 hour; up to a day → whole hours; longer → whole days.
 *
 * @param medianMinutes the median reply time, minutes (≥ 0)
 * @returns hours 1..24 or days ≥ 2
 */
export function replyTimeBucket(medianMinutes: number): ReplyTimeBucket {
  const hours = Math.max(1, Math.ceil(medianMinutes / 60));
  if (hours <= 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.ceil(hours / 24) };
}
