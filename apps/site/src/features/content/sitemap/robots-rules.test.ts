import { LOCALES, matchRoute, ROUTE_KEYS, ROUTES } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { privatePathPrefixes, robotsRules } from './robots-rules';

/** A sample path of a route pattern: every parameter filled with `x1`. */
function sample(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, 'x1').replace(/\/x1$/, '/listing-type');
}

describe('robotsRules', () => {
  const rules = robotsRules('https://rooms.example/');
  const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;
  const disallow = [rule?.disallow ?? []].flat();

  it('allows everything else, points to the sitemap and blocks the API routes', () => {
    expect(rule?.userAgent).toBe('*');
    expect(rule?.allow).toBe('/');
    expect(rules.sitemap).toBe('https://rooms.example/sitemap.xml');
    expect(disallow).toEqual(expect.arrayContaining(['/services/api/', '/next/api/']));
  });

  it('blocks every private page in both languages', () => {
    for (const key of ROUTE_KEYS.filter((route) => ROUTES[route].private)) {
      for (const locale of LOCALES) {
        const path = sample(ROUTES[key][locale]);
        expect(
          disallow.some((prefix) => path.startsWith(prefix)),
          `${key} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('never blocks a public page', () => {
    // The stop page of the renewal reminder and the confirmation page of the fresh-adverts
    // e-mails are open without signing in (their token is the permission) but live under
    // /my-account and /my-adverts, which crawlers must not walk into.
    const notForCrawlers: ReadonlySet<string> = new Set(['stopSubscription', 'confirmAdvert']);
    for (const key of ROUTE_KEYS.filter(
      (route) => !ROUTES[route].private && !notForCrawlers.has(route),
    )) {
      for (const locale of LOCALES) {
        const path = sample(ROUTES[key][locale]);
        if (matchRoute(path)?.route !== key) continue;
        expect(
          disallow.some((prefix) => path.startsWith(prefix)),
          `${key} ${path}`,
        ).toBe(false);
      }
    }
  });

  it('keeps crawlers off the one-click pages of the e-mails, in both languages', () => {
    for (const key of ['stopSubscription', 'confirmAdvert'] as const) {
      for (const locale of LOCALES) {
        const path = ROUTES[key][locale];
        expect(
          disallow.some((prefix) => path.startsWith(prefix)),
          `${key} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('lists no prefix twice or inside another', () => {
    const prefixes = privatePathPrefixes();
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const a of prefixes)
      for (const b of prefixes) if (a !== b) expect(a.startsWith(b)).toBe(false);
  });
});
