import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { DESKTOP_ONLY_TAG, PHONE_ONLY_TAG } from '@rooms/playwright-config';

import type { Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** The seeded demo landlord (apps/api seed). */
export const DEMO_LANDLORD = { email: 'landlord@rooms.test', password: 'rooms-demo-2026' } as const;

/**
 * Adverts e2e/messaging.spec.ts uses: the first four visible adverts of the demo landlord in id
 * order. No other suite changes them.
 */
export const RESERVED_FOR_MESSAGING = 4;

/**
 * Test details of a long journey that runs once per language: Dutch on the phone, English on the
 * desktop. Each language and each viewport still walks the whole journey, at half the cost of all
 * four pairs; short checks keep running in every pair.
 */
export function onePairPerLocale(locale: Locale): { tag: string } {
  return { tag: locale === 'nl' ? PHONE_ONLY_TAG : DESKTOP_ONLY_TAG };
}

/** Test details of a check the viewport cannot change (HTTP headers, XML, redirects). */
export const DESKTOP_ONLY = { tag: DESKTOP_ONLY_TAG } as const;

/** WCAG 2.0/2.1/2.2 A and AA plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until the page's CSS transitions and finite animations have ended (e.g. a MUI dialog's
 * 225 ms fade-in); endless ones (loading pulses) are left running.
 */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Fails on serious or critical axe findings of the current page (after the network is quiet),
 * naming each rule and the elements it found.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // axe measures colour contrast on what is painted: a dialog still fading in has pale text.
  await finishTransitions(page);
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .exclude('nextjs-portal')
    .analyze();
  const blocking = results.violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/**
 * The search of a category in a city (or the whole country), built with the route table (§2),
 * e.g. `/huren/kamer-groningen`.
 *
 * @param locale the page language
 * @param category the listing type searched (Generic 0: every type)
 * @param city the city's slug; empty: the whole country
 * @param query extra query parameters (`searchView`, filters)
 */
export function searchPath(
  locale: Locale,
  category: SearchListingType,
  city = '',
  query?: Record<string, string | number>,
): string {
  const searchCategoryAndCity = buildSearchCategoryAndCity(category, city, locale);
  return pathFor('search', locale, { searchCategoryAndCity }, query);
}

/** The detail address of a Groningen room that does not exist (id far beyond the seed). */
export function missingListingPath(locale: Locale): string {
  return pathFor('listingDetail', locale, {
    searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, 'groningen', locale),
    street: 'nergensstraat',
    listingTypeAndID: 'room-2000000000',
  });
}

/**
 * Opens an advert's page through an address with wrong words (the page redirects to its own)
 * and waits for its heading.
 *
 * @param page the browser page
 * @param locale the page's language
 * @param id the advert
 */
export async function openAdvert(page: Page, locale: Locale, id: number): Promise<void> {
  await page.goto(
    pathFor('listingDetail', locale, {
      searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, '', locale),
      street: 'straat',
      listingTypeAndID: `room-${id}`,
    }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
