import { expect, test } from '@playwright/test';
import {
  buildSearchCategoryAndCity,
  parseListingSearchUrl,
  SearchListingType,
} from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';

import { boxOfFilters, mapSearchRequest, mapViewHref } from '../src/features/maps/map-box';

import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** The room search of Groningen, list view: where a visitor switches to the map. */
function groningenRooms(locale: Locale): string {
  return pathFor('search', locale, {
    searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, 'groningen', locale),
  });
}

/** The map filters of the page's current URL, read as the site reads them. */
function filtersOf(page: Page, locale: Locale) {
  const url = new URL(page.url());
  const segments = url.pathname.split('/').filter(Boolean);
  const searchCategoryAndCity = segments[locale === 'en' ? 2 : 1];
  return parseListingSearchUrl({
    params: { searchCategoryAndCity },
    query: url.searchParams,
    locale,
  });
}

/** Waits until the map wrote its box into the URL and returns that URL's search params. */
async function mapQuery(page: Page): Promise<URLSearchParams> {
  await expect
    .poll(() => new URL(page.url()).searchParams.get('nwlat'), { timeout: 60_000 })
    .not.toBeNull();
  return new URL(page.url()).searchParams;
}

/** The price markers (buttons named "Kamer, € 475 per maand" / "Room, €475 per month"). */
function priceMarkers(page: Page, locale: Locale): Locator {
  return page
    .locator('.leaflet-marker-icon')
    .and(page.getByRole('button', { name: locale === 'nl' ? /per maand$/ : /per month$/ }));
}

const LOCALES: readonly Locale[] = ['nl', 'en'];

test.describe('search map', () => {
  // The shared dev server compiles the map module on first use: allow for it.
  test.setTimeout(180_000);

  for (const locale of LOCALES) {
    test(`switches from the list to the map with markers and the area's list (${locale})`, async ({
      page,
    }, testInfo) => {
      const search = await getT(locale, 'search');
      const map = await getT(locale, 'map');
      await page.goto(groningenRooms(locale));
      await page.getByRole('link', { name: search('view.map'), exact: true }).click();
      await expect(page).toHaveURL(/searchView=map/, { timeout: 60_000 });

      const query = await mapQuery(page);
      expect(query.get('searchView')).toBe('map');
      // The map opens on Groningen (53.22 N, 6.57 E).
      const box = boxOfFilters(filtersOf(page, locale));
      expect(box.seLat).toBeLessThan(53.22);
      expect(box.nwLat).toBeGreaterThan(53.22);
      expect(box.nwLng).toBeLessThan(6.57);
      expect(box.seLng).toBeGreaterThan(6.57);

      const markers = priceMarkers(page, locale);
      await expect(markers.first()).toBeVisible({ timeout: 60_000 });

      // The list holds the listings of exactly this box, as the API counts them.
      const request = mapSearchRequest(filtersOf(page, locale), box);
      const response = await page.request.post('/services/api/listing/findMaplistings', {
        data: request,
      });
      const expected = (await response.json()) as {
        totalCount: number;
        listings: { id: number }[];
      };
      expect(expected.totalCount).toBeGreaterThan(0);

      if (testInfo.project.name === 'mobile') {
        await page
          .getByRole('button', { name: map('toggle.showList', { count: expected.totalCount }) })
          .click();
      }
      const list = page.getByRole('region', { name: map('list.label') });
      await expect(
        list.getByRole('heading', { name: map('list.count', { count: expected.totalCount }) }),
      ).toBeVisible({ timeout: 30_000 });
      const links = list.getByRole('listitem').getByRole('link');
      await expect(links).toHaveCount(Math.min(expected.totalCount, request.rowsPerPage));
      const firstId = expected.listings[0]?.id;
      await expect(links.first()).toHaveAttribute('href', new RegExp(`-${firstId}$`));
      const href = (await links.first().getAttribute('href')) ?? '';
      expect(href.startsWith(locale === 'en' ? '/en/for-rent/' : '/huren/')).toBe(true);

      if (testInfo.project.name === 'mobile') {
        await page.getByRole('button', { name: map('toggle.showMap') }).click();
        await expect(markers.first()).toBeVisible();
      }
    });

    test(`moving the map changes the box in the URL (${locale})`, async ({ page }) => {
      const map = await getT(locale, 'map');
      await page.goto(`${groningenRooms(locale)}?searchView=map`);
      const before = await mapQuery(page);
      await expect(priceMarkers(page, locale).first()).toBeVisible({ timeout: 60_000 });

      // Keyboard panning: focus the map and press the arrow keys (Leaflet pans 80 px a press).
      const region = page.getByRole('region', { name: map('mapLabel') });
      await region.focus();
      // One key at a time: Leaflet ignores keys while a pan is still animating.
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => new URL(page.url()).searchParams.get('nwlng'), { timeout: 15_000 })
        .not.toBe(before.get('nwlng'));
      await page.keyboard.press('ArrowDown');
      await expect
        .poll(() => new URL(page.url()).searchParams.get('nwlat'), { timeout: 15_000 })
        .not.toBe(before.get('nwlat'));
      const after = new URL(page.url()).searchParams;
      // East and south: both longitudes grow, both latitudes shrink.
      expect(Number(after.get('nwlng'))).toBeGreaterThan(Number(before.get('nwlng')));
      expect(Number(after.get('selng'))).toBeGreaterThan(Number(before.get('selng')));
      expect(Number(after.get('nwlat'))).toBeLessThan(Number(before.get('nwlat')));
      expect(after.get('mapZoom')).toBe(before.get('mapZoom'));

      // Zooming in by keyboard changes the zoom in the URL.
      await page.keyboard.press('+');
      await expect
        .poll(() => Number(new URL(page.url()).searchParams.get('mapZoom')), { timeout: 15_000 })
        .toBe(Number(before.get('mapZoom')) + 1);

      // The language switch opens the same view in the other language (box and zoom kept).
      const moved = new URL(page.url()).searchParams;
      await page.getByTestId('language-switch').first().click();
      const other = locale === 'nl' ? 'en' : 'nl';
      await expect(page).toHaveURL((url) => url.pathname === groningenRooms(other));
      const switched = new URL(page.url()).searchParams;
      for (const name of ['searchView', 'nwlat', 'nwlng', 'selat', 'selng', 'mapZoom']) {
        expect(switched.get(name), name).toBe(moved.get(name));
      }
    });
  }

  test('a reloaded map URL shows the same box', async ({ page }) => {
    await page.goto(`${groningenRooms('nl')}?searchView=map`);
    const first = await mapQuery(page);
    await page.reload();
    await expect(priceMarkers(page, 'nl').first()).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1_000);
    const again = new URL(page.url()).searchParams;
    expect(again.get('mapZoom')).toBe(first.get('mapZoom'));
    // The same box, give or take a pixel of rounding (1% of its size).
    const value = (query: URLSearchParams, key: string) => Number(query.get(key));
    const height = value(first, 'nwlat') - value(first, 'selat');
    const width = value(first, 'selng') - value(first, 'nwlng');
    for (const [key, span] of [
      ['nwlat', height],
      ['selat', height],
      ['nwlng', width],
      ['selng', width],
    ] as const) {
      expect(Math.abs(value(again, key) - value(first, key)), key).toBeLessThan(span / 100);
    }
  });

  test('selecting a marker shows its listing and writes it to the URL (en)', async ({ page }) => {
    const map = await getT('en', 'map');
    await page.goto(`${groningenRooms('en')}?searchView=map`);
    await mapQuery(page);
    const marker = priceMarkers(page, 'en').first();
    await expect(marker).toBeVisible({ timeout: 60_000 });
    const label = (await marker.getAttribute('aria-label')) ?? '';
    const price = /(€[\d,]+) per month$/.exec(label)?.[1] ?? '';
    expect(price).not.toBe('');

    await marker.click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    const preview = page.getByRole('region', { name: map('preview.label') });
    const card = preview.getByRole('link');
    await expect(card).toContainText(price, { timeout: 15_000 });
    await expect(card).toHaveAttribute('href', /^\/en\/for-rent\/.+\/[a-z-]+-\d+$/);
    await expect.poll(() => new URL(page.url()).searchParams.has('mapMarkerLat')).toBe(true);

    // Escape closes the preview and clears the selection from the URL.
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => new URL(page.url()).searchParams.has('mapMarkerLat')).toBe(false);
  });

  test('a shared URL with a selected marker opens its listing, highlighted in the list (nl)', async ({
    page,
  }, testInfo) => {
    const map = await getT('nl', 'map');
    // A small box in the centre of Groningen and one of its listings, from the API.
    const filters = parseListingSearchUrl({
      params: { searchCategoryAndCity: 'kamer-groningen' },
      query: {},
      locale: 'nl',
    });
    const box = { nwLat: 53.225, nwLng: 6.555, seLat: 53.21, seLng: 6.58 };
    const response = await page.request.post('/services/api/listing/findMaplistings', {
      data: mapSearchRequest(filters, box),
    });
    const { listings } = (await response.json()) as {
      listings: { id: number; lat: number; lng: number }[];
    };
    const listing = listings[0];
    expect(listing).toBeDefined();
    if (!listing) return;
    await page.goto(
      mapViewHref(filters, { box, zoom: 15, marker: { lat: listing.lat, lng: listing.lng } }, 'nl'),
    );

    const preview = page.getByRole('region', { name: map('preview.label') });
    await expect(preview.getByRole('link')).toHaveAttribute('href', new RegExp(`-${listing.id}$`), {
      timeout: 60_000,
    });
    // Its marker (or the group holding it) is drawn selected.
    await expect(page.locator('.leaflet-marker-icon[data-selected="true"]')).toHaveCount(1);
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('button', { name: /^Lijst/ }).click();
    }
    const current = page
      .getByRole('region', { name: map('list.label') })
      .locator('a[aria-current="true"]');
    await expect(current).toHaveAttribute('href', new RegExp(`-${listing.id}$`));
  });

  test('a count marker zooms into its group (nl)', async ({ page }) => {
    await page.goto(`${groningenRooms('nl')}?searchView=map`);
    const before = Number((await mapQuery(page)).get('mapZoom'));
    const group = page
      .locator('.leaflet-marker-icon')
      .and(page.getByRole('button', { name: /woningen hier, zoom in$/ }))
      .first();
    await expect(group).toBeVisible({ timeout: 60_000 });
    await group.click();
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('mapZoom')), { timeout: 15_000 })
      .toBeGreaterThan(before);
  });
});
