import { expect, test } from '@playwright/test';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';
import { searchFiltersLabels } from '@rooms/ui/search-filters-labels';

import type { Page, TestInfo } from '@playwright/test';
import type { Locale as DomainLocale } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** A `next dev` server compiles each route on its first request: generous timeouts. */
test.setTimeout(180_000);
const LOAD = { timeout: 60_000 };

/** The search of a category in a city (or the whole country), built with the route table. */
function searchPath(
  locale: Locale,
  category: SearchListingType,
  city = '',
  query?: Record<string, string | number>,
): string {
  const searchCategoryAndCity = buildSearchCategoryAndCity(
    category as Exclude<SearchListingType, 0>,
    city,
    locale,
  );
  return pathFor('search', locale, { searchCategoryAndCity }, query);
}

/** The path and query of the page's URL. */
function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The number in the result count ("38 woningen gevonden", "1,234 homes found"). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('#search-results').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Waits until the page shows the results of a loaded search (not loading skeletons). */
async function waitForResults(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOAD);
  await expect(page.locator('#search-results')).toHaveText(/\d/, LOAD);
}

function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

async function searchTexts(locale: Locale) {
  const t = await getT(locale, 'search');
  return { t, labels: searchFiltersLabels(t, locale as DomainLocale) };
}

for (const locale of LOCALES) {
  test.describe(`search (${locale})`, () => {
    test('from the home page a suggested city opens its room search', async ({ page }) => {
      const { t } = await searchTexts(locale);
      await page.goto(pathFor('home', locale), { waitUntil: 'networkidle', ...LOAD });
      const box = page.getByRole('search').getByRole('combobox');
      await box.fill('Gronin');
      await page
        .getByRole('option', { name: /Groningen/ })
        .first()
        .click();
      await expect(page).toHaveURL(searchPath(locale, SearchListingType.Room, 'groningen'), LOAD);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('meta.title', { category: t('categoryTitle.room'), place: 'Groningen' }),
      );
      await waitForResults(page);
      expect(await resultCount(page)).toBeGreaterThan(0);
    });

    test('a filter change updates the URL and the results; back restores both', async ({
      page,
    }, testInfo) => {
      const { t, labels } = await searchTexts(locale);
      const start = searchPath(locale, SearchListingType.Room, 'groningen');
      await page.goto(start, { waitUntil: 'networkidle', ...LOAD });
      await waitForResults(page);
      const before = await resultCount(page);
      const upTo500 = labels.maxRent.options.find((option) => option.value === 500)!.label;

      if (isPhone(testInfo)) {
        await page.getByRole('button', { name: new RegExp(`^${t('filters.open')}`) }).click();
        const drawer = page.getByRole('dialog', { name: t('filters.title') });
        await drawer.getByLabel(labels.maxRent.label).selectOption({ label: upTo500 });
        await drawer.getByRole('button', { name: t('filters.show') }).click();
      } else {
        await page.getByLabel(labels.maxRent.label).selectOption({ label: upTo500 });
      }

      await expect(page).toHaveURL(
        searchPath(locale, SearchListingType.Room, 'groningen', { maxRent: 500 }),
        LOAD,
      );
      await waitForResults(page);
      const after = await resultCount(page);
      expect(after).toBeLessThan(before);
      expect(after).toBeGreaterThan(0);
      const rents = await page
        .locator('article p')
        .filter({ hasText: /^€[\s\u00a0]?[\d.,]+$/ })
        .allTextContents();
      expect(rents.length).toBeGreaterThan(0);
      for (const rent of rents) expect(Number(rent.replace(/[^\d]/g, ''))).toBeLessThanOrEqual(500);

      await page.goBack();
      await expect(page).toHaveURL(start, LOAD);
      await waitForResults(page);
      expect(await resultCount(page)).toBe(before);
    });

    test('page links move through the results, and back returns', async ({ page }) => {
      const { t } = await searchTexts(locale);
      const start = searchPath(locale, SearchListingType.Generic);
      await page.goto(start, { waitUntil: 'networkidle', ...LOAD });
      await waitForResults(page);
      const firstOnPage1 = await page.locator('article h2').first().textContent();
      const pages = page.getByRole('navigation', { name: t('pagination.label') });
      await pages.getByRole('link', { name: t('pagination.next') }).click();
      await expect(page).toHaveURL(
        searchPath(locale, SearchListingType.Generic, '', { pageNo: 2 }),
        LOAD,
      );
      await waitForResults(page);
      await expect(page.locator('article h2').first()).not.toHaveText(firstOnPage1 ?? '');
      await expect(pages.getByRole('link', { name: t('pagination.previous') })).toHaveAttribute(
        'href',
        start,
      );
      await page.goBack();
      await expect(page).toHaveURL(start, LOAD);
      await expect(page.locator('article h2').first()).toHaveText(firstOnPage1 ?? '', LOAD);
    });

    test('an empty result offers a wider search that finds homes', async ({ page }) => {
      const { t, labels } = await searchTexts(locale);
      await page.goto(
        searchPath(locale, SearchListingType.Room, 'groningen', {
          maxRent: 100,
          isKitchenPrivate: 'true',
        }),
        { waitUntil: 'networkidle', ...LOAD },
      );
      await expect(page.getByRole('heading', { name: t('empty.title') })).toBeVisible(LOAD);
      await page
        .getByRole('link', { name: t('empty.dropFilter', { filter: labels.names.maxRent }) })
        .click();
      await expect(page).toHaveURL(
        searchPath(locale, SearchListingType.Room, 'groningen', { isKitchenPrivate: 'true' }),
        LOAD,
      );
      await waitForResults(page);
      expect(await resultCount(page)).toBeGreaterThan(0);
    });

    test('the language switch keeps the search and its filters', async ({ page }) => {
      const other: Locale = locale === 'nl' ? 'en' : 'nl';
      const common = await getT(locale);
      await page.goto(searchPath(locale, SearchListingType.Studio, 'utrecht', { radius: 5 }), {
        waitUntil: 'networkidle',
        ...LOAD,
      });
      await expect(
        page.locator(`a[hreflang="${other}"]`).first(),
        common('language.switchTo'),
      ).toHaveAttribute(
        'href',
        searchPath(other, SearchListingType.Studio, 'utrecht', { radius: 5 }),
      );
    });
  });
}

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('results, paging and a typed place work from the server alone', async ({ page }) => {
    const t = await getT('nl', 'search');
    const start = searchPath('nl', SearchListingType.Generic);
    await page.goto(start, LOAD);
    await expect(page.locator('article').first()).toBeVisible();
    await page
      .getByRole('navigation', { name: t('pagination.label') })
      .getByRole('link', { name: t('pagination.next') })
      .click();
    await expect(page).toHaveURL(
      searchPath('nl', SearchListingType.Generic, '', { pageNo: 2 }),
      LOAD,
    );
    await expect(page.locator('article').first()).toBeVisible();

    // The home page's form sends the typed text; the server opens the best matching city.
    await page.goto(pathFor('home', 'nl'), LOAD);
    const form = page.getByRole('search');
    await form.getByRole('combobox').fill('Utrecht');
    await form.getByRole('button').click();
    await expect(page).toHaveURL(searchPath('nl', SearchListingType.Room, 'utrecht'), LOAD);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Utrecht');
    expect(pathOf(page)).not.toContain('location=');
  });
});
