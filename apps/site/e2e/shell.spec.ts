import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { getT, matchRoute, pathFor } from '@rooms/i18n';

import { missingListingPath } from './support';

import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/**
 * End-to-end tests of the site shell (§2 Shell): header (anonymous and signed in, desktop bar and
 * popover menu, phone drawer), sign-out, the language switch on a dynamic route, the 404 page,
 * the maintenance banner and the top loading bar.
 *
 * Sign-in goes through the API (`POST /services/api/customer/login`), as the login page belongs
 * to the accounts area. The API allows 10 logins per client address in 15 minutes and every
 * request through the site comes from the same address, so the demo tenant's session is kept in
 * a file in the temp folder and reused across runs while the API still accepts it; only the
 * sign-out tests open (and revoke) a session of their own.
 *
 * The maintenance banner and the subscribe-now entry depend on the server's configuration
 * (`MAINTENANCE_MESSAGE_NL`/`_EN`, `FEATURE_FLAGS`); give the test process the same values (or
 * none) as the server under test.
 */

const TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026', firstName: 'Tessa' };
const SESSION_COOKIE = 'rooms_session';
const SESSION_FILE = join(tmpdir(), 'rooms-e2e-shell-tenant-session.txt');

/** Whether the server under test shows subscribe-now to users without premium (§2 flag). */
const SUBSCRIBE_FLAG = (process.env.FEATURE_FLAGS ?? '')
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .includes('show_buy_premium_burger_menu_desktop');

/** Milliseconds per test: a `next dev` server compiles each route on its first request. */
test.describe.configure({ timeout: 120_000 });

async function texts(locale: Locale) {
  const [t, shellT] = await Promise.all([getT(locale), getT(locale, 'shell')]);
  return { t, shellT };
}

/** Signs in through the API and returns the session cookie's value. */
async function logIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/services/api/customer/login', {
    data: { email: TENANT.email, password: TENANT.password },
  });
  expect(response.status(), `login failed: ${await response.text()}`).toBe(200);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'the login response sets the session cookie').toBeDefined();
  return cookie?.value ?? '';
}

/** The demo tenant's session: the stored one while the API accepts it, else a new login. */
async function tenantSession(request: APIRequestContext): Promise<string> {
  if (existsSync(SESSION_FILE)) {
    const value = readFileSync(SESSION_FILE, 'utf8').trim();
    const check = await request.get('/services/api/customer/view', {
      headers: { cookie: `${SESSION_COOKIE}=${value}` },
    });
    if (check.ok()) return value;
  }
  const value = await logIn(request);
  writeFileSync(SESSION_FILE, value);
  return value;
}

async function addSession(context: BrowserContext, baseURL: string | undefined, value: string) {
  await context.addCookies([{ name: SESSION_COOKIE, value, url: baseURL ?? 'http://localhost' }]);
}

/** Whether this page is laid out for phones (the bar below 1024 px shows the drawer button). */
async function isPhone(page: Page): Promise<boolean> {
  return (page.viewportSize()?.width ?? 1360) < 1024;
}

/** Opens the desktop popover menu or the phone drawer and returns the container of its entries. */
async function openMenu(page: Page, buttonName: string, phoneButtonName: string): Promise<Locator> {
  if (await isPhone(page)) {
    await page.getByRole('button', { name: phoneButtonName }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    return drawer;
  }
  await page.getByRole('button', { name: buttonName }).click();
  const menu = page.getByRole('menu', { name: buttonName });
  await expect(menu).toBeVisible();
  return menu;
}

/** Paths of the entries (links) in a menu or drawer, in order. */
async function entryPaths(container: Locator): Promise<string[]> {
  return container.locator('a[href]').evaluateAll((links) =>
    links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
    }),
  );
}

/** The route keys of same-origin entry paths; external addresses become `external`. */
function routesOf(paths: readonly string[]): string[] {
  return paths.map((path) =>
    path.startsWith('/') ? (matchRoute(path.split('?')[0] ?? '')?.route ?? path) : 'external',
  );
}

/** Serious and critical axe findings of the page, excluding the dev-only Next.js badge. */
/**
 * Asserts an element is drawn as a square of `px` CSS pixels, to a hundredth of a pixel: the
 * phone drawer's slide-in leaves sub-pixel widths such as 39.999999.
 */
async function expectSquare(element: Locator, px: number): Promise<void> {
  const box = await element.boundingBox();
  expect(box?.width).toBeCloseTo(px, 2);
  expect(box?.height).toBeCloseTo(px, 2);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('nextjs-portal')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

function roomSearch(locale: Locale, city = ''): string {
  return pathFor('search', locale, {
    searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, city, locale),
  });
}

test.describe('shell: anonymous visitor', () => {
  for (const locale of ['nl', 'en'] as const) {
    test(`header links search, create advert, login and register (${locale})`, async ({ page }) => {
      const { t } = await texts(locale);
      await page.goto(pathFor('cashback', locale));
      const container = (await isPhone(page))
        ? await openMenu(page, '', t('nav.openMenu'))
        : page.getByRole('navigation', { name: t('nav.menu') }).filter({ visible: true });
      const hrefOf = (name: string) =>
        container.getByRole('link', { name, exact: true }).first().getAttribute('href');
      expect(await hrefOf(t('nav.searchRooms'))).toBe(roomSearch(locale));
      expect(await hrefOf(t('nav.createAdvert'))).toBe(pathFor('rentOutRoom', locale));
      const back = pathFor('cashback', locale);
      expect(await hrefOf(t('nav.login'))).toBe(
        pathFor('login', locale, undefined, { source: 'clicked navbar', returnUrl: back }),
      );
      expect(await hrefOf(t('nav.register'))).toBe(
        pathFor('register', locale, undefined, { source: 'clicked navbar', returnUrl: back }),
      );
    });
  }

  test('the menu lists the public entries, language first, and closes with Escape', async ({
    page,
  }) => {
    const { t, shellT } = await texts('en');
    await page.goto(pathFor('home', 'en'));
    const menu = await openMenu(page, shellT('menu.open'), t('nav.openMenu'));
    const routes = routesOf(await entryPaths(menu));
    const expected = ['home', 'search', 'roommates', 'cashback', 'howItWorks', 'aboutUs'];
    expect(routes.filter((route) => expected.includes(route))).toEqual(expected);
    expect(routes).toEqual(expect.arrayContaining(['safetyTenant', 'usefulTips']));
    expect(routes).not.toContain('myAdverts');
    const language = menu.locator('a[hreflang="nl"]');
    await expect(language).toHaveAttribute('href', pathFor('home', 'nl'));
    await expect(language.locator('svg[data-flag="nl"]')).toHaveCount(1);
    if (await isPhone(page)) {
      for (const name of [t('nav.login'), t('nav.register'), t('nav.createAdvert')]) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a skip link leads keyboard users to the main content', async ({ page }) => {
    const { shellT } = await texts('nl');
    await page.goto(pathFor('home', 'nl'));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: shellT('skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await skip.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('shell: signed-in tenant', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await addSession(context, baseURL, await tenantSession(request));
  });

  for (const locale of ['nl', 'en'] as const) {
    test(`header shows the user's shortcuts, photo and menu (${locale})`, async ({ page }) => {
      const { t, shellT } = await texts(locale);
      await page.goto(pathFor('home', locale));
      const name = shellT('menu.openSignedIn', { name: TENANT.firstName });
      if (await isPhone(page)) {
        await expect(page.getByRole('button', { name: t('nav.openMenu') })).toContainText('T');
        const drawer = await openMenu(page, name, t('nav.openMenu'));
        await expect(
          drawer.getByText(shellT('menu.greeting', { name: TENANT.firstName })),
        ).toBeVisible();
        await expectSquare(drawer.getByTestId('user-avatar').first(), 40);
        const routes = routesOf(await entryPaths(drawer));
        expect(routes).toEqual(
          expect.arrayContaining([
            'createListing',
            'dashboard',
            'myMessages',
            'myAccount',
            'myAdverts',
            'publicProfile',
            'accountAlerts',
            'myFavoriteRooms',
            'accountSettings',
            'referrals',
          ]),
        );
        expect(routes).not.toContain('login');
        await expect(drawer.getByRole('button', { name: t('nav.logout') })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        return;
      }
      const nav = page.getByRole('navigation', { name: t('nav.menu') }).filter({ visible: true });
      await expect(nav.getByRole('link', { name: t('nav.createAdvert') })).toHaveAttribute(
        'href',
        pathFor('createListing', locale),
      );
      await expect(nav.getByRole('link', { name: t('nav.messages') })).toHaveAttribute(
        'href',
        pathFor('myMessages', locale, { inboxType: 'default' }),
      );
      await expect(nav.getByRole('link', { name: t('nav.myAdverts') })).toHaveAttribute(
        'href',
        pathFor('myAdverts', locale),
      );
      await expect(nav.getByRole('link', { name: t('nav.favourites') })).toHaveAttribute(
        'href',
        pathFor('myFavoriteRooms', locale),
      );
      await expect(nav.getByRole('link', { name: t('nav.login') })).toHaveCount(0);
      const button = page.getByRole('button', { name });
      const avatar = button.getByTestId('user-avatar');
      await expectSquare(avatar, 30);
      const menu = await openMenu(page, name, t('nav.openMenu'));
      await expect(page.getByTestId('user-menu')).toContainText(TENANT.email);
      const routes = routesOf(await entryPaths(menu)).filter((route) => route !== 'external');
      expect(routes).toEqual([
        'home',
        ...(SUBSCRIBE_FLAG ? ['premiumAccountPayment'] : []),
        'publicProfile',
        'myAdverts',
        'search',
        'roommates',
        'cashback',
        'myAccount',
        'accountSettings',
        'howItWorks',
        'aboutUs',
        'safetyTenant',
        'usefulTips',
      ]);
      await expect(menu.getByRole('menuitem', { name: t('nav.logout') })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('shell: sign-out', () => {
  // One sign-out per project (Dutch on the desktop, English on the phone): each needs a login of
  // its own, and logins are rate-limited.
  test('signs out from the menu and lands on the home page', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const locale: Locale = testInfo.project.name === 'mobile' ? 'en' : 'nl';
    const { t, shellT } = await texts(locale);
    const session = await logIn(page.request);
    await addSession(context, baseURL, session);
    await page.goto(pathFor('cashback', locale));
    // The cached page shows the anonymous header until the script puts in the account's: a tap
    // before that swap opens a drawer the swap closes again.
    const avatar = (await isPhone(page))
      ? page.getByTestId('drawer-button').getByTestId('user-avatar')
      : page.getByTestId('user-menu-button').getByTestId('user-avatar');
    await expect(avatar).toBeVisible();
    const menu = await openMenu(
      page,
      shellT('menu.openSignedIn', { name: TENANT.firstName }),
      t('nav.openMenu'),
    );
    await menu
      .getByRole((await isPhone(page)) ? 'button' : 'menuitem', { name: t('nav.logout') })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === pathFor('home', locale));
    if (await isPhone(page)) {
      await expect(page.getByTestId('drawer-button').getByTestId('user-avatar')).toHaveCount(0);
    } else {
      await expect(page.getByRole('link', { name: t('nav.login'), exact: true })).toBeVisible();
      await expect(page.getByTestId('user-menu-button').getByTestId('user-avatar')).toHaveCount(0);
    }
    const view = await page.request.get('/services/api/customer/view', {
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    });
    expect(view.status()).toBe(401);
  });
});

test.describe('shell: language switch', () => {
  test('keeps the visitor on the same search page in the other language', async ({ page }) => {
    const { t } = await texts('nl');
    const dutch = roomSearch('nl', 'groningen');
    const english = roomSearch('en', 'groningen');
    await page.goto(dutch);
    const alternate = page.locator('link[rel="alternate"][hreflang="en"]').first();
    expect(new URL((await alternate.getAttribute('href')) ?? '').pathname).toBe(english);
    const switchLink = page.getByTestId('language-switch');
    await expect(switchLink).toHaveAttribute('href', english);
    await expect(switchLink).toHaveAccessibleName(t('language.switchTo'));
    await switchLink.click();
    await expect(page).toHaveURL((url) => url.pathname === english);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-switch')).toHaveAttribute('href', dutch);
  });
});

/** Expects the §2 404 page in `locale`: heading, the ten links, a trace id, the footer, no axe violation. */
async function expectNotFoundPage(page: Page, locale: Locale): Promise<void> {
  const { t } = await texts(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
  const links = page.getByRole('navigation', { name: t('notFound.title') }).getByRole('link');
  const routes = (
    await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href)))
  ).map((url) => matchRoute(url.pathname));
  expect(routes.map((match) => match?.route)).toEqual([
    'howItWorks',
    'publicProfile',
    'createListing',
    'accountSettings',
    'myAdverts',
    'myAccount',
    'myMessages',
    'myFavoriteRooms',
    'myFavoriteTenants',
    'accountAlerts',
  ]);
  expect(routes.every((match) => match?.locale === locale)).toBe(true);
  const trace = page.getByTestId('trace-id');
  await expect(trace).toHaveAttribute('data-trace-id', /^[0-9a-f]{16}$/);
  const traceId = (await trace.getAttribute('data-trace-id')) ?? '';
  await expect(trace).toHaveText(t('error.traceId', { traceId }));
  await expect(page.locator('footer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('shell: 404 page', () => {
  for (const locale of ['nl', 'en'] as const) {
    test(`shows the heading, the §2 links and a trace id (${locale})`, async ({ page }) => {
      const response = await page.goto(locale === 'en' ? '/en/no-such-page' : '/bestaat-niet');
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, locale);
    });

    test(`is shown for a listing that does not exist, and only then (${locale})`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(missingListingPath(locale));
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, locale);
      // The boundary of a language is in every page's payload: it must not carry the 404 page.
      const { t } = await texts(locale);
      const home = await (await request.get(pathFor('home', locale))).text();
      expect(home).not.toContain(t('notFound.title'));
    });
  }
});

test.describe('shell: maintenance banner', () => {
  const configured = process.env.MAINTENANCE_MESSAGE_NL?.trim() || undefined;

  test('shows the configured Dutch message, or no banner without one', async ({ page }) => {
    await page.goto(pathFor('home', 'nl'));
    const banner = page.getByTestId('maintenance-banner');
    if (configured === undefined) {
      await expect(banner).toHaveCount(0);
      return;
    }
    await expect(banner).toContainText(configured);
  });

  test('records a dismissal so the server stops rendering the banner', async ({
    page,
    context,
  }) => {
    const { shellT } = await texts('nl');
    if (configured === undefined) {
      const response = await page.request.post('/next/api/common/hide-maintenance-banner');
      expect(response.status()).toBe(204);
      expect(response.headers()['set-cookie']).toBeUndefined();
      return;
    }
    await page.goto(pathFor('home', 'nl'));
    const posted = page.waitForResponse('**/next/api/common/hide-maintenance-banner');
    await page.getByRole('button', { name: shellT('maintenance.dismiss') }).click();
    expect((await posted).status()).toBe(204);
    await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'rooms_maintenance_hidden')?.httpOnly).toBe(
      true,
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);
  });
});

test.describe('shell: loading bar', () => {
  test('starts the top bar when a link to another page is clicked', async ({ page }) => {
    const { t } = await texts('nl');
    // The bar lives on the page being left, so record (across the navigation, in
    // sessionStorage) on which page it appeared.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (!document.getElementById('nprogress')) return;
        const seen = JSON.parse(sessionStorage.getItem('e2e-bar') ?? '[]') as string[];
        if (!seen.includes(location.pathname)) seen.push(location.pathname);
        sessionStorage.setItem('e2e-bar', JSON.stringify(seen));
      }).observe(document, { childList: true, subtree: true });
    });
    const home = pathFor('home', 'nl');
    await page.goto(home, { waitUntil: 'networkidle' });
    await page.evaluate(() => sessionStorage.removeItem('e2e-bar'));
    await page
      .locator('footer')
      .getByRole('link', { name: t('footer.about') })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === pathFor('aboutUs', 'nl'));
    const seen = await page.evaluate(() => sessionStorage.getItem('e2e-bar'));
    expect(JSON.parse(seen ?? '[]')).toContain(home);
  });

  test('shows the top bar while TanStack Query loads data', async ({ page }) => {
    // The map view loads its markers through TanStack Query in the browser; the answer is held
    // back so the bar has time to show. (A fresh page load starts no route-change bar.)
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/listing/findmapdata**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${roomSearch('en', 'groningen')}?searchView=map`);
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    // Decoration only: no made-up ARIA role (nprogress's default role="bar" fails axe).
    await expect(page.locator('#nprogress [role]')).toHaveCount(0);
    await expect(page.locator('#nprogress .bar')).toHaveAttribute('aria-hidden', 'true');
    release();
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 10_000 });
  });
});
