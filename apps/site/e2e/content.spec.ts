import { expect, test } from '@playwright/test';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { getT, LOCALES, pathFor, ROUTE_KEYS, ROUTES } from '@rooms/i18n';

import { CONTENT_PAGE_KEYS, contentPageTexts } from '../src/features/content/content-pages';

import { DESKTOP_ONLY } from './support';

import type { ConsoleMessage, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/**
 * End-to-end tests of the home page sections, the public content pages, the HTML sitemaps,
 * sitemap.xml, robots.txt and the same-origin figure routes of §7 (CONTENT area), in Dutch and
 * English, on the desktop (1360 px) and phone (375 px) projects.
 */

/** Milliseconds per test: a `next dev` server compiles each route on its first request. */
test.describe.configure({ timeout: 120_000 });

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The pathname of an absolute or relative `href`. */
function pathOf(href: string | null): string {
  expect(href).not.toBeNull();
  return new URL(href ?? '', 'http://site.test').pathname;
}

/** GETs each path (a few at a time) and returns those that did not answer 200. */
async function brokenLinks(page: Page, paths: readonly string[]): Promise<string[]> {
  const broken: string[] = [];
  const unique = [...new Set(paths)];
  for (let start = 0; start < unique.length; start += 4) {
    await Promise.all(
      unique.slice(start, start + 4).map(async (path) => {
        const response = await page.request.get(path, { maxRedirects: 0 });
        if (response.status() !== 200) broken.push(`${path} -> ${response.status()}`);
      }),
    );
  }
  return broken;
}

/** The `href`s of the links inside `main`. */
async function mainLinks(page: Page): Promise<string[]> {
  return page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('content pages', () => {
  for (const locale of LOCALES) {
    for (const key of CONTENT_PAGE_KEYS) {
      test(`${key} renders in ${locale} with its h1, title and alternates`, async ({ page }) => {
        const texts = contentPageTexts(await getT(locale, 'content'), key);
        const errors = watchErrors(page);
        const response = await page.goto(pathFor(key, locale));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
        await expect(page).toHaveTitle(texts.meta.title);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
          'content',
          texts.meta.description,
        );
        const first = texts.sections[0];
        await expect(page.getByRole('heading', { level: 2, name: first?.heading })).toHaveAttribute(
          'id',
          first?.id ?? '',
        );
        const href = (selector: string) => page.locator(selector).getAttribute('href');
        expect(pathOf(await href('head link[rel="canonical"]'))).toBe(pathFor(key, locale));
        expect(pathOf(await href('head link[rel="alternate"][hreflang="nl"]'))).toBe(
          pathFor(key, 'nl'),
        );
        expect(pathOf(await href('head link[rel="alternate"][hreflang="en"]'))).toBe(
          pathFor(key, 'en'),
        );
        expect(errors).toEqual([]);
      });
    }
  }

  test('the table of contents of a legal page jumps to its sections', async ({ page }) => {
    const nl = await getT('nl', 'content');
    const texts = contentPageTexts(nl, 'privacyPolicy');
    await page.goto(pathFor('privacyPolicy', 'nl'));
    const toc = page.getByRole('navigation', { name: nl('toc') });
    await expect(toc.getByRole('link')).toHaveCount(texts.sections.length);
    const last = texts.sections[texts.sections.length - 1];
    await toc.getByRole('link', { name: last?.heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${last?.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: last?.heading })).toBeInViewport();
  });

  test('the language switch of a content page leads to its twin', async ({ page }) => {
    const common = await getT('nl');
    const en = contentPageTexts(await getT('en', 'content'), 'safetyLandlord');
    await page.goto(pathFor('safetyLandlord', 'nl'));
    // The header's own switch, visible at every width (the menus hold a second one).
    await page
      .getByRole('banner')
      .getByRole('link', { name: common('language.switchTo') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathFor('safetyLandlord', 'en')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  });

  test('the related links of every content page work', async ({ page }) => {
    const paths: string[] = [];
    for (const key of CONTENT_PAGE_KEYS) {
      await page.goto(pathFor(key, 'en'));
      const content = await getT('en', 'content');
      const related = page.getByRole('navigation', { name: content('related') });
      paths.push(
        ...(await related
          .locator('a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
      );
    }
    expect(paths.length).toBeGreaterThan(CONTENT_PAGE_KEYS.length * 2);
    expect(await brokenLinks(page, paths)).toEqual([]);
  });
});

test.describe('rent-out figures', () => {
  for (const locale of LOCALES) {
    test(`show live figures and follow the picked city (${locale})`, async ({ page }) => {
      const t = await getT(locale, 'content');
      const errors = watchErrors(page);
      await page.goto(pathFor('rentOutRoom', locale));
      const figures = page.getByRole('region', { name: t('figures.heading') });
      const values = figures.getByRole('definition');
      await expect(values).toHaveCount(2);
      await expect(values.first()).toHaveText(/^\d[\d.,]*$/);
      await expect(values.nth(1)).toHaveText(
        new RegExp(`^\\d+ ${locale === 'nl' ? 'dag' : 'day'}`),
      );

      const picker = figures.getByRole('combobox', { name: t('figures.cityLabel') });
      const answer = page.waitForResponse(
        (response) =>
          response.url().includes('/next/api/common/average-rentout-day?cityName=Rotterdam') &&
          response.status() === 200,
      );
      await picker.selectOption({ label: 'Rotterdam' });
      await answer;
      await expect(figures).toContainText('Rotterdam');
      await expect(figures.getByRole('alert')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('home page sections', () => {
  for (const locale of LOCALES) {
    test(`popular cities, how it works and the landlord call to action (${locale})`, async ({
      page,
    }) => {
      const t = await getT(locale, 'content');
      await page.goto(pathFor('home', locale));
      const cities = page.getByRole('region', { name: t('home.popularCities.heading') });
      const tiles = cities.getByRole('listitem');
      await expect(tiles).toHaveCount(12);
      const amsterdam = cities.getByRole('link', { name: /^Amsterdam\b/ });
      await expect(amsterdam).toHaveAttribute(
        'href',
        pathFor('search', locale, {
          searchCategoryAndCity: buildSearchCategoryAndCity(
            SearchListingType.Generic,
            'amsterdam',
            locale,
          ),
        }),
      );
      await expect(amsterdam).toContainText(locale === 'nl' ? /\d+ advertenties/ : /\d+ listings/);

      const howItWorks = page.getByRole('region', { name: t('home.howItWorks.heading') });
      await expect(howItWorks.getByRole('list')).toHaveCount(2);
      await expect(
        howItWorks.getByRole('link', { name: t('home.howItWorks.landlordsMore') }),
      ).toHaveAttribute('href', pathFor('landlordHowItWorks', locale));

      const cta = page.getByRole('region', { name: t('home.landlordCta.heading') });
      await expect(cta.getByRole('link', { name: t('home.landlordCta.primary') })).toHaveAttribute(
        'href',
        pathFor('createListing', locale),
      );

      const links = await cities
        .locator('a[href]')
        .evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
      expect(await brokenLinks(page, links.slice(0, 4))).toEqual([]);
    });
  }
});

test.describe('HTML sitemaps', () => {
  for (const locale of LOCALES) {
    test(`the static sitemap lists working links to every public page (${locale})`, async ({
      page,
    }) => {
      const t = await getT(locale, 'content');
      const response = await page.goto(pathFor('sitemapStatic', locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('sitemap.static.title'));
      const links = await mainLinks(page);
      for (const key of CONTENT_PAGE_KEYS) expect(links).toContain(pathFor(key, locale));
      expect(links).toContain(
        pathFor('sitemapCategory', locale, {
          cityOrSearchCategory: locale === 'nl' ? 'kamer' : 'room',
        }),
      );
      expect(await brokenLinks(page, links)).toEqual([]);
    });
  }

  test('a category sitemap lists the cities with listings, linking to their searches', async ({
    page,
  }) => {
    const t = await getT('nl', 'content');
    const response = await page.goto(
      pathFor('sitemapCategory', 'nl', { cityOrSearchCategory: 'kamer' }),
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('sitemap.category.title', { category: t('sitemap.categories.room') }),
    );
    const amsterdam = page.getByRole('link', { name: 'Amsterdam', exact: true });
    await expect(amsterdam).toHaveAttribute('href', '/huren/kamer-amsterdam');
    await expect(
      page.getByRole('link', {
        name: t('sitemap.category.streetsLinkLabel', { city: 'Amsterdam' }),
      }),
    ).toHaveAttribute('href', '/sitemap/kamer/amsterdam');
    const links = (await mainLinks(page)).filter((href) => href.startsWith('/huren/'));
    expect(links.length).toBeGreaterThan(50);
    expect(await brokenLinks(page, links.slice(0, 6))).toEqual([]);
  });

  test('a city sitemap lists the streets and listings of the city (en)', async ({ page }) => {
    const t = await getT('en', 'content');
    const path = pathFor('sitemapCity', 'en', {
      cityOrSearchCategory: 'properties',
      cityID: 'delft',
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('sitemap.city.title', { category: t('sitemap.categories.generic'), city: 'Delft' }),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const links = await mainLinks(page);
    const streets = links.filter((href) => /^\/en\/for-rent\/properties-delft\/[^/]+$/.test(href));
    const listings = links.filter((href) =>
      // Each listing under its own type's category (room-delft, apartment-delft, …).
      /^\/en\/for-rent\/[a-z-]+-delft\/[^/]+\/[a-z-]+-\d+$/.test(href),
    );
    expect(streets.length).toBeGreaterThan(0);
    expect(listings.length).toBeGreaterThanOrEqual(streets.length);
    expect(await brokenLinks(page, [...streets.slice(0, 2), ...listings.slice(0, 2)])).toEqual([]);
    const nl = page.locator('head link[rel="alternate"][hreflang="nl"]');
    expect(pathOf(await nl.getAttribute('href'))).toBe('/sitemap/huurwoningen/delft');
  });

  test('an unknown category or city is a 404', async ({ page }) => {
    expect((await page.request.get('/sitemap/room')).status()).toBe(404);
    expect((await page.request.get('/en/sitemap/kamer')).status()).toBe(404);
    expect((await page.request.get('/sitemap/kamer/atlantis-aan-zee')).status()).toBe(404);
  });
});

// Answers of the server, not layouts: one viewport checks them.
test.describe('sitemap.xml and robots.txt', DESKTOP_ONLY, () => {
  test('sitemap.xml is a valid urlset with both languages and hreflang alternates', async ({
    page,
  }) => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    await page.goto(pathFor('home', 'nl'));
    const summary = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      const urls = [...doc.getElementsByTagNameNS(SITEMAP, 'url')];
      return {
        parseError: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.localName,
        entries: urls.map((url) => ({
          loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '',
          languages: Object.fromEntries(
            [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
              link.getAttribute('hreflang'),
              link.getAttribute('href'),
            ]),
          ),
        })),
      };
    }, xml);
    expect(summary.parseError).toBe(false);
    expect(summary.root).toBe('urlset');
    const paths = summary.entries.map((entry) => new URL(entry.loc).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/en',
        pathFor('aboutUs', 'nl'),
        pathFor('aboutUs', 'en'),
        pathFor('usefulTips', 'nl'),
        '/huren/kamer-amsterdam',
        '/en/for-rent/room-amsterdam',
      ]),
    );
    for (const entry of summary.entries) {
      expect(Object.keys(entry.languages).sort(), entry.loc).toEqual(['en', 'nl', 'x-default']);
      expect([entry.languages.nl, entry.languages.en], entry.loc).toContain(entry.loc);
    }
    const privatePrefixes = ROUTE_KEYS.filter((key) => ROUTES[key].private).map(
      (key) => ROUTES[key].en,
    );
    expect(paths.filter((path) => privatePrefixes.some((p) => path === p))).toEqual([]);
    expect(await brokenLinks(page, paths.slice(0, 12))).toEqual([]);
  });

  test('robots.txt allows public pages, blocks private ones and points to the sitemap', async ({
    page,
  }) => {
    const response = await page.request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] ?? '');
    expect(disallowed).toEqual(expect.arrayContaining(['/services/api/', '/next/api/']));
    for (const path of ['/mijn-berichten/default', '/en/my-account', '/maken-advertentie']) {
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true);
    }
    for (const path of ['/', '/en', '/over-ons', '/huren/kamer-delft', '/sitemap/static']) {
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
    const sitemap = /^Sitemap: (.+)$/m.exec(text)?.[1] ?? '';
    expect(new URL(sitemap).pathname).toBe('/sitemap.xml');
  });
});

test.describe('same-origin figure routes (§7)', DESKTOP_ONLY, () => {
  test('active-tenant-count answers a count with a shared cache', async ({ page }) => {
    const response = await page.request.get(
      '/next/api/common/active-tenant-count?cityName=Utrecht',
    );
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    );
    const body = (await response.json()) as { count: number; scope: string };
    expect(Number.isInteger(body.count)).toBe(true);
    expect(['city', 'national']).toContain(body.scope);
  });

  test('average-rentout-day answers an average, and §8 errors on bad input', async ({ page }) => {
    const ok = await page.request.get('/next/api/common/average-rentout-day?cityName=Groningen');
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as { averageDays: number; basis: string; cityName: string };
    expect(body.cityName).toBe('Groningen');
    expect(body.averageDays).toBeGreaterThan(0);

    const missing = await page.request.get('/next/api/common/average-rentout-day');
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'invalid_request',
      message: expect.any(String),
    });

    const unknown = await page.request.get(
      '/next/api/common/average-rentout-day?cityName=Atlantis%20aan%20Zee',
    );
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'http_404' });
  });
});

/** Both languages render the city sitemap of the same city with translated category words. */
test('category words are translated between the language versions of a sitemap', async ({
  page,
}) => {
  const locales: Locale[] = ['nl', 'en'];
  for (const locale of locales) {
    const path = pathFor('sitemapCategory', locale, {
      cityOrSearchCategory: locale === 'nl' ? 'studentenwoning' : 'student-housing',
    });
    await page.goto(path);
    const other = locale === 'nl' ? 'en' : 'nl';
    const alternate = page.locator(`head link[rel="alternate"][hreflang="${other}"]`);
    expect(pathOf(await alternate.getAttribute('href'))).toBe(
      pathFor('sitemapCategory', other, {
        cityOrSearchCategory: other === 'nl' ? 'studentenwoning' : 'student-housing',
      }),
    );
  }
});
