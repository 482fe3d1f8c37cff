/**
 * The one-click link of the fresh-adverts e-mails (issue 28): "still available" in the reminder,
 * "back online" in the e-mail that says the advert left search. The token is
 * `<listingId>.<secret>`: 24 random bytes, of which only the SHA-256 is stored
 * (`listings.confirmation_token_hash`), so a database copy cannot confirm anything. One link is
 * open per advert (the latest e-mail's); every confirmation spends it.
 */
import { createHash, randomBytes } from 'node:crypto';

import { pathFor } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';

/** A new link's token and what is stored of it. */
export interface ConfirmationToken {
  /** `<listingId>.<secret>`, URL-safe: goes into the e-mail only. */
  token: string;
  /** SHA-256 of the secret, hex: goes into the database only. */
  hash: string;
}

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/;

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Makes the token of an advert's next confirmation link.
 *
 * @param listingId the advert
 * @returns the token and its hash
 */
export function newConfirmationToken(listingId: number): ConfirmationToken {
  const secret = randomBytes(24).toString('base64url');
  return { token: `${listingId}.${secret}`, hash: hashOf(secret) };
}

/**
 * Reads a token a browser sent.
 *
 * @param token anything
 * @returns the advert id and the hash to look for, or null when it has not the token's shape
 */
export function parseConfirmationToken(token: string): { listingId: number; hash: string } | null {
  const match = TOKEN.exec(token);
  if (match === null) return null;
  const listingId = Number(match[1]);
  if (listingId > 2_147_483_647) return null;
  return { listingId, hash: hashOf(match[2]!) };
}

/**
 * The page a confirmation link opens (the site posts the token once it loaded, so a mail
 * scanner that follows links confirms nothing).
 *
 * @param siteUrl the site's origin
 * @param locale the landlord's language
 * @param token the link's token
 * @returns the absolute URL
 */
export function confirmationUrl(siteUrl: string, locale: Locale, token: string): string {
  const url = new URL(pathFor('confirmAdvert', locale), siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
