import { sanitizeReturnUrl } from '@rooms/domain';
import { matchRoute, pathFor } from '@rooms/i18n';

import type { Locale, RouteKey } from '@rooms/i18n';

/** Pages a user must never be sent back to after signing in: they would undo it or loop. */
const ACCOUNT_ROUTES: ReadonlySet<RouteKey> = new Set([
  'login',
  'register',
  'passwordReset',
  'oauthSignout',
]);

/** A query value as Next.js hands it to a page (`searchParams`). */
export type QueryValue = string | string[] | undefined;

/**
 * Where to go after signing in or registering (§2 legacy login: query `returnUrl`, default `/`).
 * Only a path of this site is followed (`sanitizeReturnUrl`, against open redirects); an
 * account page (sign-in, registration, reset, sign-out) is never a destination. Without a usable
 * value it is the home page of the page's language (`/` in Dutch, `/en` in English).
 *
 * @param value the raw `returnUrl` query value; for a repeated parameter the first counts
 * @param locale the language of the sign-in page
 * @returns a same-site path, possibly with a query
 */
export function returnUrlFrom(value: QueryValue, locale: Locale): string {
  const raw = Array.isArray(value) ? value[0] : value;
  const home = pathFor('home', locale);
  const safe = sanitizeReturnUrl(raw);
  if (safe === '/' && raw !== '/') return home;
  const pathname = safe.split(/[?#]/)[0] ?? safe;
  const match = matchRoute(pathname);
  return match !== null && ACCOUNT_ROUTES.has(match.route) ? home : safe;
}

/**
 * Whether the visitor was sent to sign-in from a particular page (so the page may say "log in
 * to continue"), rather than opening it from the header.
 *
 * @param value the raw `returnUrl` query value
 * @param locale the language of the sign-in page
 * @returns true when {@link returnUrlFrom} leads somewhere other than the home page
 */
export function hasReturnDestination(value: QueryValue, locale: Locale): boolean {
  const destination = returnUrlFrom(value, locale);
  return destination !== pathFor('home', locale) && destination !== '/';
}

/**
 * The first value of a query parameter, or `undefined`.
 *
 * @param value the raw query value
 * @returns the value, the first of a repeated one, or undefined when absent or blank
 */
export function firstQueryValue(value: QueryValue): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first;
}
