import { DEFAULT_LOCALE, EN_PREFIX, isPrivateRoute, matchRoute, pathFor } from '@rooms/i18n';

import type { Locale, RouteKey, RouteMatch } from '@rooms/i18n';

/**
 * What the proxy does with a request path (spec §2 routing):
 * - `rewrite`: serve internally from `pathname`, the route's English shape under `/{locale}`
 *   (so `/huren/kamer-groningen` is served by `app/[locale]/for-rent/[searchCategoryAndCity]`
 *   with locale `nl`); the browser keeps seeing its URL. `route` is the matched route key, or
 *   `null` when no route matches (then `pathname` lies under a private folder and gives a 404);
 * - `redirect`: send the browser to `pathname` (an explicit `/nl` prefix is never public).
 */
export type LocaleRoutingDecision =
  | {
      readonly type: 'rewrite';
      readonly pathname: string;
      readonly locale: Locale;
      readonly route: RouteKey | null;
    }
  | { readonly type: 'redirect'; readonly pathname: string };

/**
 * Request header in which the proxy passes the URL's language to server components that get no
 * params (`global-not-found.tsx`). Set by the proxy only; a value sent by the client is replaced.
 */
export const LOCALE_HEADER = 'x-rooms-locale';

/** Internal prefix of the Dutch route folders (`src/app/[locale]` with locale `nl`). Never public. */
export const DUTCH_INTERNAL_PREFIX = `/${DEFAULT_LOCALE}`;

/**
 * Internal folder for paths that match no route. Folders starting with `_` are private in the App
 * Router, so anything rewritten under it is a 404 rendered in the right language.
 */
export const UNMATCHED_SEGMENT = '_unmatched';

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The internal path that serves a matched route: its English pattern filled with the match's
 * parameters, with `/en` replaced by `/{locale}`. Route folders use the English shapes only, so a
 * Dutch URL and its English twin are served by one page.
 *
 * @param match a route match from `matchRoute`
 * @returns e.g. `/nl/for-rent/kamer-groningen` for `/huren/kamer-groningen`
 */
export function internalPathOf(match: RouteMatch): string {
  const english = pathFor(match.route, 'en', match.params as never);
  return `/${match.locale}${english.slice(EN_PREFIX.length)}`;
}

/**
 * Decides how the proxy routes a request path between the public URLs (Dutch unprefixed,
 * English under `/en`) and the app's `[locale]` route folders, using the route table of
 * `@rooms/i18n` (docs/architecture.md "Routing and languages").
 *
 * @param pathname the request's path, without query or hash, as Next.js hands it over
 *   (starts with `/`)
 * @returns `redirect` to the unprefixed path for `/nl` and `/nl/...` (a trailing slash after
 *   `/nl` is dropped, `/nl` itself goes to `/`); `rewrite` to the route's internal path when the
 *   path matches a route of its language; otherwise `rewrite` under {@link UNMATCHED_SEGMENT}
 *   (a 404). Never throws.
 */
export function resolveLocaleRouting(pathname: string): LocaleRoutingDecision {
  if (hasPrefix(pathname, DUTCH_INTERNAL_PREFIX)) {
    const rest = pathname.slice(DUTCH_INTERNAL_PREFIX.length).replace(/\/+$/, '');
    return { type: 'redirect', pathname: rest === '' ? '/' : rest };
  }
  const locale: Locale = hasPrefix(pathname, EN_PREFIX) ? 'en' : DEFAULT_LOCALE;
  const match = matchRoute(pathname);
  if (match !== null && match.locale === locale) {
    return { type: 'rewrite', pathname: internalPathOf(match), locale, route: match.route };
  }
  const rest = locale === 'en' ? pathname.slice(EN_PREFIX.length) : pathname;
  return {
    type: 'rewrite',
    pathname: `/${locale}/${UNMATCHED_SEGMENT}${rest === '/' ? '' : rest}`,
    locale,
    route: null,
  };
}

/** Name of the API's session cookie (httpOnly; set by `/customer/login` through `/services/api`). */
export const SESSION_COOKIE = 'rooms_session';

/**
 * Where an anonymous visitor of a private page is sent (§2 "Private routes need login"): the
 * sign-in page of the page's language with `returnUrl` set to the page they asked for.
 *
 * @param route the matched route key
 * @param locale the page's language
 * @param pathAndQuery the requested path with its query, e.g. `/my-favorites/rooms?x=1`
 * @param hasSession whether the request carries a session cookie (validity is checked later by
 *   the page itself)
 * @returns the sign-in path with `returnUrl`, or `null` when the page may be served
 */
export function signInRedirectFor(
  route: RouteKey | null,
  locale: Locale,
  pathAndQuery: string,
  hasSession: boolean,
): string | null {
  if (route === null || hasSession || !isPrivateRoute(route)) return null;
  return pathFor('login', locale, undefined, { returnUrl: pathAndQuery });
}
