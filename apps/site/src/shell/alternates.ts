import { DEFAULT_LOCALE, pathFor } from '@rooms/i18n';

import type { PageAlternates } from './shell-content';
import type { Locale, RouteKey, RouteParams } from '@rooms/i18n';
import type { Metadata } from 'next';

/**
 * The paths of a route in both languages (the language switch and `hreflang`, §2).
 *
 * @param route a route key of `@rooms/i18n`
 * @param params the route's parameters, the same in both languages
 * @returns `{ nl, en }` paths
 * @throws Error from `pathFor` when a parameter is missing
 */
export function routeAlternates<K extends RouteKey>(
  route: K,
  params?: RouteParams<K>,
): PageAlternates {
  return { nl: pathFor(route, 'nl', params), en: pathFor(route, 'en', params) };
}

/**
 * Canonical and `hreflang` alternates of a page for Next.js metadata: `canonical` is the page in
 * its own language; `languages` lists nl, en and `x-default` (the Dutch page). Paths are relative
 * and resolved against `metadataBase` (set from `NEXT_PUBLIC_SITE_URL` in the root layout).
 *
 * @param locale the page's language
 * @param alternates the page in both languages
 * @returns the `alternates` field of `Metadata`
 */
export function metadataAlternates(
  locale: Locale,
  alternates: PageAlternates,
): NonNullable<Metadata['alternates']> {
  return {
    canonical: alternates[locale],
    languages: { nl: alternates.nl, en: alternates.en, 'x-default': alternates[DEFAULT_LOCALE] },
  };
}
