import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { getT, LOCALES, ROUTES } from '@rooms/i18n';
import { headerContent, notFoundLinks, shellUserFromProfile } from '@rooms/ui/shell-content';
import { describe, expect, it } from 'vitest';

import { resolveLocaleRouting } from '../locale-routing';

import type { Locale, RouteKey } from '@rooms/i18n';
import type { HeaderContent } from '@rooms/ui/shell-content';

/**
 * Every link of the header (bar, desktop popover menu, phone drawer) and of the 404 page (§2
 * Shell; issue 26: "no account link of the shell or the 404 page is a 404 any more") leads to a
 * page that exists: the proxy's routing (`resolveLocaleRouting`) matches it to a route, and that
 * route's folder under `src/app/[locale]` (in any route group) has a `page.tsx`. A new menu link
 * to a page nobody built fails here, in CI, instead of in front of a visitor.
 */

/** The `[locale]` folder of the App Router. */
const LOCALE_FOLDER = join(import.meta.dirname, '..', 'app', '[locale]');

/**
 * Routes the shell links to whose pages belong to a later issue, each with the reason. A route
 * whose page gets built must leave this list (checked below), so it never hides a real page.
 */
const PENDING: Partial<Record<RouteKey, string>> = {};

/** The route folder of a route: its English pattern without `/en`, `:param` as `[param]`. */
function folderOf(route: RouteKey): string {
  return ROUTES[route].en
    .replace(/^\/en/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `[${segment.slice(1)}]` : segment))
    .join('/');
}

/** Whether a route's folder has a page, directly under `[locale]` or in a route group. */
function hasPage(route: RouteKey): boolean {
  const groups = readdirSync(LOCALE_FOLDER).filter((name) => /^\(.+\)$/.test(name));
  return ['', ...groups].some((group) =>
    existsSync(join(LOCALE_FOLDER, group, folderOf(route), 'page.tsx')),
  );
}

/** The site-internal links of a header, by where they appear. */
function headerLinks(header: HeaderContent): string[] {
  const sections = [...(header.menu?.sections ?? []), ...(header.drawer?.sections ?? [])];
  return [
    header.homeHref,
    ...header.links.map((link) => link.href),
    ...header.actions.map((action) => action.href),
    ...(header.quickLinks ?? []).map((link) => link.href),
    ...(header.drawer?.actions ?? []).map((action) => action.href),
    ...sections.flatMap((section) =>
      section.entries.flatMap((entry) =>
        entry.kind === 'link' && entry.external !== true ? [entry.href] : [],
      ),
    ),
  ];
}

/**
 * Every internal link of the shell and the 404 page in a language, signed in and anonymous, with
 * the product's flags as configured (the identity-provider sign-in of the `use_idp` flag, off,
 * has no pages yet and is not checked).
 */
async function shellLinks(locale: Locale): Promise<string[]> {
  const [t, shellT] = await Promise.all([getT(locale), getT(locale, 'shell')]);
  const user = shellUserFromProfile({
    usernamefirst: 'Tessa',
    userphoto: null,
    haspremiumaccount: false,
  });
  const base = { shellT, alternates: { nl: '/', en: '/en' } };
  const flags = { showBuyPremiumBurgerMenuDesktop: true };
  return [
    ...headerLinks(headerContent(locale, t, { ...base, user, flags })),
    ...headerLinks(headerContent(locale, t, { ...base, user: null, flags })),
    ...notFoundLinks(locale, t).map((link) => link.href),
  ];
}

/** The route a link's path is served by, or null when the proxy finds none (a 404). */
function routeOf(href: string): RouteKey | null {
  const decision = resolveLocaleRouting(href.split(/[?#]/)[0] ?? href);
  return decision.type === 'rewrite' ? decision.route : null;
}

describe('links of the header, the phone drawer and the 404 page', () => {
  for (const locale of LOCALES) {
    it(`${locale}: each one is a route with a page`, async () => {
      const links = [...new Set(await shellLinks(locale))];
      expect(links.length).toBeGreaterThan(20);
      const broken = links.filter((href) => {
        const route = routeOf(href);
        return route === null || (!hasPage(route) && PENDING[route] === undefined);
      });
      expect(broken).toEqual([]);
    });
  }

  it('the account links of issue 26 are among them and have pages', async () => {
    const routes = new Set((await shellLinks('en')).map(routeOf));
    for (const route of [
      'myAccount',
      'accountSettings',
      'dashboard',
      'publicProfile',
      'myFavoriteTenants',
      'accountAlerts',
      'myAdverts',
      'myMessages',
    ] as const) {
      expect(routes.has(route), route).toBe(true);
      expect(hasPage(route), route).toBe(true);
    }
  });

  it('a pending route has no page yet (remove it from the list once it has one)', () => {
    for (const route of Object.keys(PENDING) as RouteKey[])
      expect(hasPage(route), route).toBe(false);
  });
});
