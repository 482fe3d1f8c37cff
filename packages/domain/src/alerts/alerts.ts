/**
 * Search alerts (PSA, "proactive search alert"): saved listing searches that e-mail new matches,
 * spec §1, §2 (`/account/alerts`, `/email-unsubscribe`, `/unsubscribe`), §3 (the anonymous alert
 * record), §4 (flush after sign-in), §7 (`/alert/*`). Frequencies and limits are ours.
 */

/** How often an alert e-mails its new matches (numbers ours). */
export const AlertFrequency = {
  /** Within minutes of a match; bursts for one user merged into one e-mail. */
  Instant: 1,
  /** A digest at 07:00 Europe/Amsterdam. */
  Daily: 2,
  /** A digest on Monday at 07:00 Europe/Amsterdam. */
  Weekly: 3,
} as const;
/** One of the {@link AlertFrequency} values. */
export type AlertFrequency = (typeof AlertFrequency)[keyof typeof AlertFrequency];

/** The `emailType` of alert e-mails in unsubscribe links, §2 `/email-unsubscribe`. */
export const ALERT_EMAIL_TYPE = 'proactive_search_alert';

/** Most alerts one user may keep. */
export const MAX_ALERTS_PER_USER = 50;

/** Most anonymous alerts sent to the server after one sign-in (§4 flush); the rest are dropped. */
export const MAX_ANONYMOUS_ALERTS_FLUSHED = 20;

/** Most listings in one alert e-mail; more are offered as "see all N new matches". */
export const ALERT_EMAIL_MAX_LISTINGS = 20;

/**
 * Most matches an instant alert may expect per day (measured over the last 7 days when it is
 * saved): a wider search is refused as instant and offered as a daily digest.
 */
export const INSTANT_ALERT_MAX_DAILY_MATCHES = 300;

/** Delay between an instant alert's first new match and its e-mail, seconds (bursts merge). */
export const INSTANT_ALERT_DELAY_SECONDS = 120;

/** Near misses in a digest: at most this many listings... */
export const NEAR_MISS_MAX_LISTINGS = 3;
/** ...at most this much over the maximum rent, euro cents (€25)... */
export const NEAR_MISS_RENT_CENTS = 2500;
/** ...or at most this much under the minimum surface, m². */
export const NEAR_MISS_SURFACE_M2 = 1;

/** Longest alert name, characters. */
export const ALERT_NAME_MAX_LENGTH = 80;
