import { BROWSER_BASE_URL } from '@rooms/api-client';
import { LOCALES, ROUTE_KEYS, ROUTES } from '@rooms/i18n';

import type { MetadataRoute } from 'next';

/** Same-origin route handlers of §7 (`/next/api/...`): data, not pages. */
export const SAME_ORIGIN_API_PREFIX = '/next/api/';

/**
 * The path prefixes of the private routes of §2 in both languages: each pattern up to its
 * first parameter (`/mijn-berichten/:inboxType` gives `/mijn-berichten/`), without duplicates
 * and without prefixes already covered by a shorter one.
 *
 * @returns the prefixes, sorted
 */
export function privatePathPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const key of ROUTE_KEYS) {
    const route = ROUTES[key];
    if (!route.private) continue;
    for (const locale of LOCALES) {
      const pattern: string = route[locale];
      const cut = pattern.indexOf('/:');
      prefixes.add(cut === -1 ? pattern : pattern.slice(0, cut + 1));
    }
  }
  const sorted = [...prefixes].sort();
  return sorted.filter(
    (prefix) => !sorted.some((other) => other !== prefix && prefix.startsWith(other)),
  );
}

/**
 * The rules of robots.txt: every crawler may read the public pages; the private pages of §2
 * (login required), the API pass-through (`/services/api/`) and the same-origin routes
 * (`/next/api/`) are disallowed; the sitemap is announced with its absolute URL.
 *
 * @param baseUrl the public origin of the site (`NEXT_PUBLIC_SITE_URL`)
 * @returns the robots.txt definition for `app/robots.ts`
 */
export function robotsRules(baseUrl: string): MetadataRoute.Robots {
  const origin = baseUrl.replace(/\/+$/, '');
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [`${BROWSER_BASE_URL}/`, SAME_ORIGIN_API_PREFIX, ...privatePathPrefixes()],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
