import type { AlertFrequency } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/**
 * One listing in an alert e-mail. Texts written by landlords (title, street) are shown as text
 * and escaped; URLs are absolute, made by the caller from `SITE_URL`.
 */
export interface AlertEmailListing {
  /** The advert's title (landlord's text), the link text and the photo's alternative text. */
  title: string;
  /**
   * Absolute URL of the listing page (§2 `listing`) in the e-mail's language, without
   * `psaIdentifier`: the e-mail adds it, so a reaction made from the page is recorded with
   * arrival source FromAlertEmail (3).
   */
  url: string;
  /** Absolute URL of the listing's first photo (search-card size), or null when it has none. */
  photoUrl: string | null;
  /** Rent per month, euro cents (§3: money is integer cents). */
  rentCents: number;
  /** Surface, m². */
  surfaceM2: number;
  /** Street name, without house number (§3: the number is never shown). */
  street: string;
  /** City name. */
  city: string;
}

/**
 * Why a near miss fails the alert: one numeric filter missed by a little (domain
 * `NEAR_MISS_RENT_CENTS`, `NEAR_MISS_SURFACE_M2`).
 */
export type AlertEmailNearMissReason =
  /** The rent is above the alert's maximum rent by `overByCents` euro cents (> 0). */
  | { filter: 'maxRent'; overByCents: number }
  /** The surface is below the alert's minimum surface by `underByM2` m² (> 0). */
  | { filter: 'minSurface'; underByM2: number };

/** A listing that almost matches the alert, shown in its "Almost a match" section. */
export interface AlertEmailNearMiss extends AlertEmailListing {
  /** The one filter it misses and by how much. */
  reason: AlertEmailNearMissReason;
}

/**
 * What an alert e-mail shows (issue 25): the instant e-mail or the daily/weekly digest of one
 * search alert, in the alert's language.
 */
export interface AlertEmailProps {
  /** Language of the e-mail: the user's, or the language an anonymous alert was saved in. */
  locale: Locale;
  /** Instant, daily or weekly: decides the subject, heading, intro and footer. */
  frequency: AlertFrequency;
  /** The name the user gave the alert (user text, escaped), or null when it has none. */
  alertName: string | null;
  /**
   * The alert's search in words, e.g. "Rooms in Groningen, up to €600": the heading when the
   * alert has no name, else a line under the heading.
   */
  searchInWords: string;
  /**
   * The alert's `psaIdentifier` (§3), added to every listing link as `?psaIdentifier=…`. When one
   * e-mail covers several alerts, the identifier of the alert the e-mail is about.
   */
  psaIdentifier: string;
  /**
   * The new matches, newest first. At most `ALERT_EMAIL_MAX_LISTINGS` (20) are shown; the rest
   * are behind "see all N new matches".
   */
  listings: readonly AlertEmailListing[];
  /**
   * How many new matches there are in all (at least `listings.length`). "See all N new matches"
   * appears only when it exceeds the listings shown.
   */
  matchCount: number;
  /** Absolute URL of the alert's search page (the target of "see all N new matches"). */
  searchUrl: string;
  /**
   * Listings that miss one numeric filter by a little, shown in their own section; at most
   * `NEAR_MISS_MAX_LISTINGS` (3) are shown. Absent or empty: no section.
   */
  nearMisses?: readonly AlertEmailNearMiss[];
  /**
   * Absolute URL of the visible unsubscribe link: the page with one button (§2
   * `/email-unsubscribe?emailType=proactive_search_alert&psaIdentifier=…`), never the one-click
   * POST URL of the `List-Unsubscribe` header.
   */
  unsubscribeUrl: string;
  /** Absolute URL of the alert settings (§2 `/account/alerts`). */
  settingsUrl: string;
}

/** A rendered e-mail: its subject, the HTML document and the plain-text part. */
export interface RenderedEmail {
  /** Subject line (plain text; the mailer encodes it). */
  subject: string;
  /** The whole HTML document (XHTML 1.0 Transitional doctype, inline styles). */
  html: string;
  /** The plain-text part: the same content as the HTML, links written out. */
  text: string;
}
