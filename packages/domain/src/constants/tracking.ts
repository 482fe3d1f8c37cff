/** Affiliate, analytics and cookie constants of §3, §4 and §9. */

/** Affiliate attribution window, §4/§9: a record is valid 30 days. */
export const AFFILIATE_WINDOW_DAYS = 30;

/** Lifetime of the first-source cookie, §9: 30 days. */
export const FIRST_SOURCE_COOKIE_DAYS = 30;

/** Offer id of the partner purchase postback, §7/§9: 164. */
export const AFFILIATE_POSTBACK_OFFER_ID = 164;

/** Name of the visitor identifier cookie, §3: visitor_id. */
export const VISITOR_COOKIE_NAME = 'visitor_id';

/** Lifetime of the visitor cookie, §9: one year, in days. */
export const VISITOR_COOKIE_DAYS = 365;

/** Analytics session timeout, §9: 1 800 000 ms (30 min). */
export const ANALYTICS_SESSION_TIMEOUT_MS = 1_800_000;

/** Analytics buffer timeout, §9: 10 000 ms. */
export const ANALYTICS_BUFFER_TIMEOUT_MS = 10_000;

/** Value-added tax factor removed from prices for analytics revenue, §9: 1.21 (21 % VAT). */
export const VAT_FACTOR = 1.21;

/** Version of the anonymous saved-alerts record in browser storage, §3: 2. */
export const ANONYMOUS_ALERTS_STORAGE_VERSION = 2;

/** Browser storage key of the anonymous saved alerts (ours, §3 only gives the version). */
export const ANONYMOUS_ALERTS_STORAGE_KEY = `rooms.anonymous-alerts.v${ANONYMOUS_ALERTS_STORAGE_VERSION}`;

/** Cookie consent categories, §1. */
export const CookieConsentCategory = {
  StrictlyNecessary: 'strictly-necessary',
  Performance: 'performance',
  Marketing: 'marketing',
} as const;
/** One of the {@link CookieConsentCategory} words. */
export type CookieConsentCategory =
  (typeof CookieConsentCategory)[keyof typeof CookieConsentCategory];
