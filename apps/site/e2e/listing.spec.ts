import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { getT, LOCALES, matchRoute, otherLocale, pathFor } from '@rooms/i18n';

import { registerAndConfirm } from './outbox';
import { missingListingPath, onePairPerLocale, searchPath } from './support';

import type { Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** A `next dev` server compiles each route on its first request: generous limits. */
const TEST_TIMEOUT_MS = 300_000;
const LOAD = { timeout: 90_000 } as const;
/** Navigation waits for the HTML only: map tiles from the internet may never arrive here. */
const GOTO = { waitUntil: 'domcontentloaded', timeout: 150_000 } as const;

/** The suite's own tenant account: created on first use, then reused (login is rate limited). */
const ACCOUNT = {
  email: 'listing-helper@rooms.test',
  password: 'listing-helper-2026',
  firstName: 'Lotte',
  lastName: 'Helper',
};

/** The session cookie of {@link ACCOUNT}, read once per worker. */
let session: { name: string; value: string } | undefined;

/**
 * Signs the page in as the suite's tenant (one login per worker; the account is registered the
 * first time) and empties its favourites, so each test starts from none.
 */
async function signInWithoutFavourites(page: Page, baseURL: string, locale: Locale): Promise<void> {
  if (session === undefined) {
    const login = await page.request.post('/services/api/customer/login', {
      data: { email: ACCOUNT.email, password: ACCOUNT.password },
    });
    if (login.status() === 401) {
      await registerAndConfirm(page.request, { ...ACCOUNT, locale });
    } else {
      expect(login.status()).toBe(200);
    }
    session = (await page.context().cookies()).find((cookie) => cookie.name === 'rooms_session');
    expect(session, 'the API set a session cookie').toBeDefined();
  } else {
    await page.context().addCookies([{ name: session.name, value: session.value, url: baseURL }]);
  }
  const ids = await page.request.get('/services/api/favorite/ids');
  expect(ids.status()).toBe(200);
  for (const id of ((await ids.json()) as { listingIds: number[] }).listingIds) {
    expect((await page.request.post(`/services/api/favorite?id=${id}`)).status()).toBe(200);
  }
}

/** Opens the first result of the Groningen room search and returns the listing page's path. */
async function openFirstResult(page: Page, locale: Locale): Promise<string> {
  await page.goto(searchPath(locale, SearchListingType.Room, 'groningen'), GOTO);
  const links = page.locator('main a[href]');
  await expect(links.first()).toBeVisible(LOAD);
  const hrefs = await links.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('href') ?? ''),
  );
  const detail = hrefs.find((href) => matchRoute(href)?.route === 'listingDetail');
  expect(detail, 'a result links to a listing detail page').toBeDefined();
  await page.locator(`main a[href="${detail}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === detail, LOAD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
  return detail!;
}

/**
 * Opens listing 1 of the seed through an address with wrong words (the page redirects to the
 * listing's own address) and returns that canonical path.
 */
async function openListingOne(page: Page, locale: Locale): Promise<string> {
  await page.goto(
    pathFor('listingDetail', locale, {
      searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, '', locale),
      street: 'straat',
      listingTypeAndID: 'room-1',
    }),
    GOTO,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
  const path = new URL(page.url()).pathname;
  expect(matchRoute(path)?.route).toBe('listingDetail');
  return path;
}

/** The listing id of a listing-detail path. */
function listingIdOf(path: string): string {
  return /(\d+)$/.exec(path)?.[1] ?? '';
}

for (const locale of LOCALES) {
  test.describe(`listing detail and favourites (${locale})`, () => {
    test.setTimeout(TEST_TIMEOUT_MS);

    test(
      'open a listing from search, favourite it, find it in favourites and remove it',
      onePairPerLocale(locale),
      async ({ page, baseURL }) => {
        const t = await getT(locale, 'listing');
        await signInWithoutFavourites(page, baseURL!, locale);
        const detail = await openFirstResult(page, locale);

        await expect(page.getByRole('region', { name: t('price.heading') })).toBeVisible();
        await expect(page.getByRole('link', { name: t('actions.react') })).toHaveAttribute(
          'href',
          pathFor('reactToListing', locale, { listingID: listingIdOf(detail) }),
        );
        const heart = page.getByRole('button', { name: t('favorite.label') });
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        const saved = page.waitForResponse(
          (response) =>
            response.url().includes('/services/api/favorite?id=') && response.status() === 200,
        );
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        await saved;

        // The heart stays filled after a reload (read from GET /favorite/ids on the server).
        await page.reload(GOTO);
        await expect(page.getByRole('button', { name: t('favorite.label') })).toHaveAttribute(
          'aria-pressed',
          'true',
          LOAD,
        );

        await page.goto(pathFor('myFavoriteRooms', locale), GOTO);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('favorites.title'));
        await expect(
          page.getByText(t('favorites.count', { count: 1, formattedCount: '1' })),
        ).toBeVisible();
        const card = page.locator(`main a[href="${detail}"]`);
        await expect(card).toBeVisible();
        const street = (await card.textContent()) ?? '';

        const remove = page.getByRole('button', { pressed: true });
        await expect(remove).toHaveCount(1);
        // A slow answer: "removed" may only be said once the server has confirmed it, because
        // leaving the page earlier could still cancel the call.
        await page.route('**/services/api/favorite?id=*', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        });
        let confirmed = false;
        page.on('response', (response) => {
          if (response.url().includes('/services/api/favorite?id=')) confirmed = true;
        });
        await remove.click();
        await expect(page.getByRole('status').filter({ hasText: street })).toHaveText(
          t('favorites.removed', { title: street }),
        );
        expect(confirmed).toBe(true);
        await page.reload(GOTO);
        await expect(
          page.getByRole('heading', { name: t('favorites.emptyHeading') }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: t('favorites.emptyAction') })).toHaveAttribute(
          'href',
          pathFor('search', locale, {
            searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, '', locale),
          }),
        );
      },
    );

    test('the language switch on a listing lands on the same listing in the other language', async ({
      page,
    }) => {
      const common = await getT(locale);
      const detail = await openListingOne(page, locale);
      const to = otherLocale(locale);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      const twin = await page
        .locator(`link[rel="alternate"][hreflang="${to}"]`)
        .getAttribute('href');
      expect(new URL(canonical!, page.url()).pathname).toBe(detail);
      const twinPath = new URL(twin!, page.url()).pathname;

      await page
        .getByRole('link', { name: common('language.switchTo') })
        .first()
        .click();
      await expect(page).toHaveURL((url) => url.pathname === twinPath, LOAD);
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      const match = matchRoute(twinPath);
      expect(match?.route).toBe('listingDetail');
      expect(match?.locale).toBe(to);
      expect(listingIdOf(twinPath)).toBe(listingIdOf(detail));
      const tTo = await getT(to, 'listing');
      await expect(page.getByRole('region', { name: tTo('price.heading') })).toBeVisible();
    });

    test('describes the listing for search engines and passes axe', async ({ page }) => {
      const t = await getT(locale, 'listing');
      const detail = await openListingOne(page, locale);
      await expect(page).toHaveTitle(new RegExp(t('price.perMonth')));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'EUR',
        itemOffered: { address: { addressCountry: 'NL' }, floorSize: { unitCode: 'MTK' } },
      });
      expect(new URL(String(jsonLd.url)).pathname).toBe(detail);
      // The server puts title and description in <head> of the HTML itself (not streamed into
      // the body later), for crawlers and link previews that read the head only.
      const html = await (await page.request.get(detail)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<meta name="description"');
      expect(head).toMatch(/<title>[^<]+<\/title>/);

      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .exclude('nextjs-portal')
        .analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    });

    test('the location map starts only once it scrolls near', async ({ page }) => {
      const tMap = await getT(locale, 'map');
      await openListingOne(page, locale);
      const figure = page.locator('figure').filter({
        has: page.getByRole('link', { name: new RegExp(tMap('location.openInOsm')) }),
      });
      await expect(figure).toHaveCount(1);
      const belowFold = await figure.evaluate(
        (element) => element.getBoundingClientRect().top - window.innerHeight,
      );
      if (belowFold > 600) {
        // Far below the fold (phones): no Leaflet yet, however long the page has been open.
        await page.waitForLoadState('load');
        await page.waitForTimeout(1_000);
        await expect(figure.getByTestId('location-map-pending')).toHaveCount(1);
        await expect(figure.locator('.leaflet-container')).toHaveCount(0);
      }
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.locator('.leaflet-container')).toBeVisible(LOAD);
      await expect(figure.locator('.leaflet-marker-icon')).toHaveCount(1);
      await expect(figure.getByTestId('location-map-pending')).toHaveCount(0);
    });

    test('anonymous visitors are sent to sign-in and come back', async ({ page }) => {
      const t = await getT(locale, 'listing');
      const detail = await openListingOne(page, locale);
      const signIn = page.getByRole('link', { name: t('favorite.signIn') });
      await expect(signIn).toHaveAttribute(
        'href',
        pathFor('login', locale, undefined, { returnUrl: detail }),
      );
      await page.getByRole('link', { name: t('actions.react') }).click();
      const reactPath = pathFor('reactToListing', locale, { listingID: listingIdOf(detail) });
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === pathFor('login', locale) &&
          url.searchParams.get('returnUrl') === reactPath,
        LOAD,
      );
    });

    test('a wrong address redirects (308) to the listing and an unknown id is a 404', async ({
      page,
    }) => {
      const detail = await openListingOne(page, locale);
      const id = listingIdOf(detail);
      const wrong = pathFor(
        'listingDetail',
        locale,
        {
          searchCategoryAndCity: buildSearchCategoryAndCity(
            SearchListingType.Studio,
            'utrecht',
            locale,
          ),
          street: 'nergensstraat',
          listingTypeAndID: `studio-${id}`,
        },
        { psaIdentifier: 'abc' },
      );
      const redirected = await page.request.get(wrong, { maxRedirects: 0, ...LOAD });
      expect(redirected.status()).toBe(308);
      expect(redirected.headers().location).toBe(`${detail}?psaIdentifier=abc`);

      const missing = missingListingPath(locale);
      expect((await page.request.get(missing, { maxRedirects: 0, ...LOAD })).status()).toBe(404);
    });
  });
}
