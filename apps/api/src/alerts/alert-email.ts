/**
 * The e-mail of one alert (issue 25): its new matches as listing cards, the links of the site in
 * the alert's language (listing pages with `psaIdentifier`, the search, the unsubscribe page, the
 * alert settings), rendered by `@rooms/emails`, with the RFC 8058 one-click unsubscribe URL.
 */
import {
  ALERT_EMAIL_TYPE,
  API_BASE_PATH,
  buildImagePath,
  toListingSearchFilters,
  type AlertFrequency,
  type ListingSearchRequest,
} from '@rooms/domain';
import { alertSearchWords, renderAlertEmail, type AlertEmailNearMiss } from '@rooms/emails';
import { isLocale, pathFor, type Locale } from '@rooms/i18n';
import { listingDetailPath, listingSearchPath } from '@rooms/i18n/listing-paths';

import type { MailMessage } from '../mail/mailer.js';
import type { ListingCard } from '../search/result-mapping.js';

/** Photo size in the e-mail: the search card's 2× size (px). */
const PHOTO_SIZE = { width: 682, height: 482 } as const;

/** The alert an e-mail is about. */
export interface EmailedAlert {
  psaIdentifier: string;
  name: string | null;
  frequency: AlertFrequency;
  /** 'nl' or 'en'. */
  language: string;
  /** The stored §3 request (complete). */
  searchRequest: ListingSearchRequest;
}

/** A near miss: a listing card and the one filter it misses. */
export interface NearMissCard {
  card: ListingCard;
  reason: AlertEmailNearMiss['reason'];
}

/** What an alert e-mail is made of. */
export interface AlertEmailInput {
  /** Recipient address. */
  to: string;
  alert: EmailedAlert;
  /** The matches to show, newest first (at most `ALERT_EMAIL_MAX_LISTINGS`). */
  cards: readonly ListingCard[];
  /** New matches in all (at least `cards.length`). */
  matchCount: number;
  nearMisses?: readonly NearMissCard[];
}

/**
 * The one-click unsubscribe URL of the `List-Unsubscribe` header (RFC 8058): the API's
 * `POST /alert/unsubscribepsa` through the site's pass-through, so it is on the site's origin.
 *
 * @param siteUrl `SITE_URL`
 * @param psaIdentifier the alert
 */
export function oneClickUnsubscribeUrl(siteUrl: string, psaIdentifier: string): string {
  const url = new URL(`${API_BASE_PATH}/alert/unsubscribepsa`, siteUrl);
  url.searchParams.set('psaIdentifier', psaIdentifier);
  return url.toString();
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

function emailListing(siteUrl: string, locale: Locale, card: ListingCard) {
  return {
    title: card.title,
    url: absolute(siteUrl, listingDetailPath(card, locale)),
    photoUrl:
      card.coverImageKey === null
        ? null
        : absolute(siteUrl, `${API_BASE_PATH}${buildImagePath(card.coverImageKey, PHOTO_SIZE)}`),
    rentCents: card.rentCents,
    surfaceM2: card.surfaceM2,
    street: card.streetName,
    city: card.cityName,
  };
}

/**
 * Renders an alert's e-mail in its language (HTML and text) as a message for `enqueueEmails`.
 *
 * @param siteUrl the site's origin (`SITE_URL`), for every link
 * @param input recipient, alert, cards and counts
 * @returns the message with the one-click unsubscribe URL
 * @throws React's error when rendering fails
 */
export async function alertEmailMessage(
  siteUrl: string,
  input: AlertEmailInput,
): Promise<MailMessage> {
  const { alert } = input;
  const locale: Locale = isLocale(alert.language) ? alert.language : 'nl';
  const filters = { ...toListingSearchFilters(alert.searchRequest), pageNo: 1 };
  const unsubscribePath = pathFor(
    'emailUnsubscribe',
    locale,
    {},
    {
      emailType: ALERT_EMAIL_TYPE,
      psaIdentifier: alert.psaIdentifier,
    },
  );
  const rendered = await renderAlertEmail({
    locale,
    frequency: alert.frequency,
    alertName: alert.name,
    searchInWords: await alertSearchWords(alert.searchRequest, locale),
    psaIdentifier: alert.psaIdentifier,
    listings: input.cards.map((card) => emailListing(siteUrl, locale, card)),
    matchCount: input.matchCount,
    searchUrl: absolute(siteUrl, listingSearchPath(filters, locale)),
    nearMisses: (input.nearMisses ?? []).map(({ card, reason }) => ({
      ...emailListing(siteUrl, locale, card),
      reason,
    })),
    unsubscribeUrl: absolute(siteUrl, unsubscribePath),
    settingsUrl: absolute(siteUrl, pathFor('accountAlerts', locale)),
  });
  return {
    to: input.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    language: locale,
    listUnsubscribe: { url: oneClickUnsubscribeUrl(siteUrl, alert.psaIdentifier) },
  };
}
