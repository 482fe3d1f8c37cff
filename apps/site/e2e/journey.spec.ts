import { expect, test } from '@playwright/test';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { getT, LOCALES, matchRoute, pathFor } from '@rooms/i18n';

import { onePairPerLocale } from './support';

import type { Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** The seeded demo tenant (apps/api seed), as the README's start command prints it. */
const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026' } as const;

const LOAD = { timeout: 60_000 } as const;

/** The price markers of the map (buttons named "Kamer, € 475 per maand" / "…per month"). */
function priceMarkers(page: Page, locale: Locale) {
  return page
    .locator('.leaflet-marker-icon')
    .and(page.getByRole('button', { name: locale === 'nl' ? /per maand$/ : /per month$/ }));
}

/** The listing id at the end of a detail path (`…/room-123` → 123). */
function listingIdOf(path: string): number {
  return Number(/(\d+)$/.exec(path)?.[1]);
}

/**
 * The "done when" of the site issue, as a newcomer does it: from the home page to a room in
 * Groningen on the map, open it, sign in as the demo tenant, save it and find it among the
 * favourites — in Dutch at `/` and in English under `/en`, on a phone and on a desktop.
 */
for (const [index, locale] of LOCALES.entries()) {
  test(
    `a tenant finds a room in Groningen on the map, signs in and saves it (${locale})`,
    onePairPerLocale(locale),
    async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const [common, search, listing] = await Promise.all([
        getT(locale),
        getT(locale, 'search'),
        getT(locale, 'listing'),
      ]);
      const account = await getT(locale, 'account');

      // Home: type the city and search (the suggestion list is closed first, as on a phone).
      await page.goto(pathFor('home', locale));
      const form = page.getByRole('search');
      const field = form.getByRole('combobox', { name: common('home.searchPlaceholder') });
      await field.fill('Groningen');
      await field.press('Escape');
      await form.getByRole('button', { name: common('home.searchCta') }).click();
      const groningen = pathFor('search', locale, {
        searchCategoryAndCity: buildSearchCategoryAndCity(
          SearchListingType.Room,
          'groningen',
          locale,
        ),
      });
      await expect(page).toHaveURL((url) => url.pathname === groningen, LOAD);

      // The map of the search: markers of Groningen's rooms; a marker opens its preview card.
      await page.getByRole('link', { name: search('view.map'), exact: true }).click();
      await expect(page).toHaveURL(/searchView=map/, LOAD);
      const markers = priceMarkers(page, locale);
      await expect(markers.first()).toBeVisible(LOAD);
      // Each project and language takes its own marker: the runs share the demo tenant.
      const pick = markers.nth(index + (testInfo.project.name === 'mobile' ? LOCALES.length : 0));
      await pick.click();
      const preview = page.getByRole('region', {
        name: (await getT(locale, 'map'))('preview.label'),
      });
      const card = preview.getByRole('link');
      await expect(card).toBeVisible(LOAD);
      const detail = (await card.getAttribute('href')) ?? '';
      expect(matchRoute(detail)?.route).toBe('listingDetail');
      await card.click();
      await expect(page).toHaveURL((url) => url.pathname === detail, LOAD);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Saving needs an account: the heart leads to sign-in, which comes back to the listing.
      await page.getByRole('link', { name: listing('favorite.signIn') }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === pathFor('login', locale) && url.searchParams.get('returnUrl') === detail,
        LOAD,
      );
      await page.getByLabel(account('fields.email')).fill(DEMO_TENANT.email);
      await page.getByLabel(account('fields.password'), { exact: true }).fill(DEMO_TENANT.password);
      await page.getByRole('button', { name: account('login.submit') }).click();
      await expect(page).toHaveURL((url) => url.pathname === detail, LOAD);

      // Save it (a seeded favourite of the demo tenant is saved afresh).
      const heart = page.getByRole('button', { name: listing('favorite.label') });
      const wasSaved = (await heart.getAttribute('aria-pressed')) === 'true';
      if (wasSaved) {
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
      }
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/services/api/favorite?id=') && response.status() === 200,
      );
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await saved;

      // The favourites page lists it.
      await page.goto(pathFor('myFavoriteRooms', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing('favorites.title'));
      await expect(page.locator(`main a[href="${detail}"]`).first()).toBeVisible();

      // Leave the demo tenant's favourites as they were.
      if (!wasSaved) {
        const removed = await page.request.post(`/services/api/favorite?id=${listingIdOf(detail)}`);
        expect(removed.status()).toBe(200);
      }
    },
  );
}
