import { DEFAULT_LOCALE, EN_PREFIX } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';

/**
 * What the proxy does with a request path (spec §2 routing):
 * - `next`: serve as is (English paths under `/en`);
 * - `rewrite`: serve internally from `pathname` (Dutch paths onto the `/nl` route folders; the
 *   browser keeps seeing the unprefixed path);
 * - `redirect`: send the browser to `pathname` (an explicit `/nl` prefix is never public).
 */
export type LocaleRoutingDecision =
  | { readonly type: 'next'; readonly locale: Locale }
  | { readonly type: 'rewrite'; readonly pathname: string; readonly locale: Locale }
  | { readonly type: 'redirect'; readonly pathname: string };

/**
 * Request header in which the proxy passes the URL's language to server components that get no
 * params (`global-not-found.tsx`). Set by the proxy only; a value sent by the client is replaced.
 */
export const LOCALE_HEADER = 'x-rooms-locale';

/** Internal prefix of the Dutch route folders (`src/app/[locale]` with locale `nl`). Never public. */
export const DUTCH_INTERNAL_PREFIX = `/${DEFAULT_LOCALE}`;

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Decides how the proxy routes a request path between the public URLs (Dutch unprefixed,
 * English under `/en`) and the app's `[locale]` route folders.
 *
 * @param pathname the request's path, without query or hash, as Next.js hands it over
 *   (starts with `/`)
 * @returns `next` (locale `en`) for `/en` and `/en/...`; `redirect` to the unprefixed path for
 *   `/nl` and `/nl/...` (a trailing slash after `/nl` is dropped, `/nl` itself goes to `/`);
 *   otherwise `rewrite` (locale `nl`) to `/nl` + path (`/` becomes `/nl`). Never throws.
 */
export function resolveLocaleRouting(pathname: string): LocaleRoutingDecision {
  if (hasPrefix(pathname, EN_PREFIX)) return { type: 'next', locale: 'en' };
  if (hasPrefix(pathname, DUTCH_INTERNAL_PREFIX)) {
    const rest = pathname.slice(DUTCH_INTERNAL_PREFIX.length).replace(/\/+$/, '');
    return { type: 'redirect', pathname: rest === '' ? '/' : rest };
  }
  return {
    type: 'rewrite',
    pathname: pathname === '/' ? DUTCH_INTERNAL_PREFIX : `${DUTCH_INTERNAL_PREFIX}${pathname}`,
    locale: DEFAULT_LOCALE,
  };
}
