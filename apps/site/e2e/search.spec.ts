import { expect, test } from '@playwright/test';
import { SearchListingType } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';
import { searchFiltersLabels } from '@rooms/ui/search-filters-labels';

import { searchPath } from './support';

import type { Page, TestInfo } from '@playwright/test';
import type { Locale as DomainLocale } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** A `next dev` server compiles each route on its first request: generous timeouts. */
test.setTimeout(180_000);
const LOAD = { timeout: 60_000 };

/**
 * Most bytes the HTML of the Groningen room search may have (issue 24), inlined style sheets
 * not counted (see `bytesWithoutInlinedCss`). The goal is 60 kB, not met. Measured with 2,000
 * seeded listings: 95 kB for 16 cards (160 kB before issue 24), 109 kB for a full page of 20
 * cards and page links; with 5,000 (the e2e seed) and the anonymous header rendered on the server
 * (markup and payload, about 20 kB more, 6 kB less own JS), 126 kB. This ceiling keeps the page
 * from growing back while the shell is made lighter, and comes down to the goal with it.
 */
const SEARCH_HTML_BUDGET_BYTES = 130_000;

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

/**
 * Opens a page and waits until it is rendered and (mostly) quiet: a `next dev` server may keep
 * the network busy, so "quiet enough" is enough; interactions retry until hydration is done.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load', ...LOAD });
  await expect(page.locator('h1').first()).toBeVisible(LOAD);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

/**
 * The React Flight payload a server-rendered page carries for hydration: the text of every
 * `self.__next_f.push([1, "…"])` script, decoded and joined.
 */
function flightPayload(html: string): string {
  const chunks = [
    // The scripts carry the page's CSP nonce (`<script nonce="…">`).
    ...html.matchAll(/<script(?: nonce="[^"]*")?>self\.__next_f\.push\((.*?)\)<\/script>/gs),
  ];
  return chunks
    .map(([, args]) => JSON.parse(args ?? '[]') as [number, string?])
    .map(([, text]) => text ?? '')
    .join('');
}

/**
 * A Flight payload without its text rows (`<id>:T<length in bytes, hex>,<text>`) whose text is
 * part of the given CSS: the payload's copies of the inlined style sheets.
 */
function withoutCssRows(payload: string, css: string): string {
  let kept = '';
  let from = 0;
  const row = /(?:^|\n)[0-9a-f]+:T([0-9a-f]+),/g;
  for (let match = row.exec(payload); match !== null; match = row.exec(payload)) {
    const textStart = row.lastIndex;
    const bytes = Number.parseInt(match[1] ?? '0', 16);
    const text = Buffer.from(payload.slice(textStart)).subarray(0, bytes).toString();
    row.lastIndex = textStart + text.length;
    if (text !== '' && css.includes(text)) {
      kept += payload.slice(from, match.index);
      from = textStart + text.length;
    }
  }
  return kept + payload.slice(from);
}

/**
 * The bytes of a page's HTML without its inlined style sheets (each `<style>` and the copy of
 * its text in the Flight payload): the markup, the other scripts and the payload as the page
 * writes it (JSON-escaped). The inlined critical CSS is the same for every page and budgeted
 * with the CSS, not with the page.
 */
function bytesWithoutInlinedCss(html: string): number {
  const style = /<style[^>]*>([\s\S]*?)<\/style>/g;
  const css = [...html.matchAll(style)].map(([, sheet]) => sheet ?? '').join('\n');
  const payload = withoutCssRows(flightPayload(html), css);
  const rest = html
    .replace(style, '')
    .replace(/<script(?: nonce="[^"]*")?>self\.__next_f\.push\(.*?\)<\/script>/gs, '');
  return Buffer.byteLength(rest) + Buffer.byteLength(JSON.stringify(payload));
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
      await open(page, pathFor('home', locale));
      const box = page.getByRole('search').getByRole('combobox');
      const groningen = page.getByRole('option', { name: /Groningen/ }).first();
      // Suggestions come once the page is hydrated: type again until they show.
      await expect(async () => {
        await box.fill('');
        await box.fill('Gronin');
        await expect(groningen).toBeVisible({ timeout: 5_000 });
      }).toPass(LOAD);
      await groningen.click();
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
      await open(page, start);
      await waitForResults(page);
      const before = await resultCount(page);
      const upTo500 = labels.maxRent.options.find((option) => option.value === 500)!.label;

      const filtered = searchPath(locale, SearchListingType.Room, 'groningen', { maxRent: 500 });
      // The controls work once the page is hydrated: retry the change until the URL follows.
      await expect(async () => {
        if (isPhone(testInfo)) {
          const drawer = page.getByRole('dialog', { name: t('filters.title') });
          if (!(await drawer.isVisible())) {
            await page.getByRole('button', { name: new RegExp(`^${t('filters.open')}`) }).click();
          }
          await drawer.getByLabel(labels.maxRent.label).selectOption({ label: upTo500 });
          await expect(page).toHaveURL(filtered, { timeout: 10_000 });
          await drawer.getByRole('button', { name: t('filters.show') }).click();
          await expect(drawer).toBeHidden();
        } else {
          await page.getByLabel(labels.maxRent.label).selectOption({ label: upTo500 });
          await expect(page).toHaveURL(filtered, { timeout: 10_000 });
        }
      }).toPass(LOAD);
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
      await expect.poll(() => resultCount(page), LOAD).toBe(before);
      await expect(page.getByLabel(labels.maxRent.label).first()).toHaveValue(
        String(labels.maxRent.options.findIndex((option) => option.value === null)),
      );
    });

    test('page links move through the results, and back returns', async ({ page }) => {
      const { t } = await searchTexts(locale);
      const start = searchPath(locale, SearchListingType.Generic);
      await open(page, start);
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
      await open(
        page,
        searchPath(locale, SearchListingType.Room, 'groningen', {
          maxRent: 100,
          isKitchenPrivate: 'true',
        }),
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

    test('the page writes the filter texts once, though two islands use them', async ({
      request,
    }) => {
      const { labels } = await searchTexts(locale);
      const response = await request.get(searchPath(locale, SearchListingType.Room, 'groningen'));
      expect(response.ok()).toBe(true);
      const payload = flightPayload(await response.text());
      // Both islands, the toolbar (md row, phones' drawer) and the sidebar, get `texts` with the
      // labels; React writes the labels once and the second time a reference to them.
      expect(payload.match(/"texts":/g)).toHaveLength(2);
      expect(payload.split(JSON.stringify(labels.category)).length - 1).toBe(1);
    });

    test('the page stays within its HTML budget and writes its cards once', async ({ request }) => {
      const response = await request.get(searchPath(locale, SearchListingType.Room, 'groningen'));
      expect(response.ok()).toBe(true);
      const html = await response.text();
      expect(bytesWithoutInlinedCss(html), 'bytes of the search page HTML').toBeLessThanOrEqual(
        SEARCH_HTML_BUDGET_BYTES,
      );
      // The cards are markup once: their island gets texts, not a server tree of each card.
      expect(html).toContain('<article');
      expect(flightPayload(html)).not.toContain('"$","article"');
    });

    test('the language switch keeps the search and its filters', async ({ page }) => {
      const other: Locale = locale === 'nl' ? 'en' : 'nl';
      const common = await getT(locale);
      await open(page, searchPath(locale, SearchListingType.Studio, 'utrecht', { radius: 5 }));
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
