import { expect, test } from '@playwright/test';
import { MyListingsFilter, VISIBLE_LISTING_STATUSES } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import {
  DEMO_LANDLORD,
  expectAccessible,
  onePairPerLocale,
  RESERVED_FOR_MESSAGING,
} from './support';

import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingStatus } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

type Advert = { listingID: number; status: ListingStatus; title: string; cityName: string };

/** Signs the request context's cookie jar in as the demo landlord. */
async function signIn(request: APIRequestContext): Promise<void> {
  const login = await request.post('/services/api/customer/login', { data: DEMO_LANDLORD });
  expect(login.status()).toBe(200);
}

/** The landlord's adverts of a filter (first 100), through the API. */
async function advertsOf(request: APIRequestContext, filter: MyListingsFilter): Promise<Advert[]> {
  const response = await request.get(
    `/services/api/listing/mylistings?listingStatusType=${filter}&rowsPerPage=100`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Advert[] }).items;
}

/**
 * This run's advert: the visible advert of the demo landlord with the highest id, leaving the
 * first {@link RESERVED_FOR_MESSAGING} (in id order) alone. Each run deletes its advert, so the
 * next run (other language or device) takes the next one from the end.
 */
async function spareAdvert(request: APIRequestContext): Promise<Advert> {
  const visible: readonly number[] = VISIBLE_LISTING_STATUSES;
  const ascending = (await advertsOf(request, MyListingsFilter.Active))
    .filter((advert) => visible.includes(advert.status))
    .sort((a, b) => a.listingID - b.listingID);
  const spare = ascending.slice(RESERVED_FOR_MESSAGING);
  expect(
    spare.length,
    'a visible advert of the demo landlord to spare (reseed the API)',
  ).toBeGreaterThan(0);
  return spare[spare.length - 1]!;
}

function filterPath(locale: Locale, listingStatus?: string): string {
  return pathFor('myAdverts', locale, undefined, listingStatus ? { listingStatus } : undefined);
}

function advertRow(page: Page, listingID: number) {
  return page.locator(`[data-testid="my-advert"][data-listing-id="${listingID}"]`);
}

/** The number shown on a filter tab, e.g. "(7)" -> 7. */
async function tabCount(page: Page, word: string): Promise<number> {
  const text = await page
    .locator(`[data-filter="${word}"] [data-testid="filter-count"]`)
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/**
 * Issue 5 "My adverts" end to end, in Dutch and English, on a desktop and a phone (one advert of
 * the demo landlord per run, taken from the end of the list): counts per filter, search, deactivate
 * with a reason (Inactive; its public page is a 404), reactivate (Active), move up (then the
 * button waits 24 hours and says from when; the API answers 429), delete after confirming (gone
 * from every filter), axe clean.
 */
for (const locale of LOCALES) {
  test(
    `the landlord manages an advert on My adverts (${locale})`,
    onePairPerLocale(locale),
    async ({ page }) => {
      test.setTimeout(180_000);
      const t = await getT(locale, 'adverts');
      await signIn(page.request);
      const advert = await spareAdvert(page.request);
      const apiCounts = (await (
        await page.request.get('/services/api/listing/mylistings-count')
      ).json()) as { active: number; inactive: number; draft: number };

      // The page with its counts per filter.
      await page.goto(filterPath(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('heading'));
      expect(await tabCount(page, 'active')).toBe(apiCounts.active);
      expect(await tabCount(page, 'inactive')).toBe(apiCounts.inactive);
      expect(await tabCount(page, 'draft')).toBe(apiCounts.draft);
      await expect(page.getByTestId('my-adverts-count')).toHaveText(
        t('resultCount', { count: apiCounts.active }),
      );
      await expectAccessible(page);

      // Searching (a plain GET form) by the advert's title finds it and keeps the filter.
      const term = advert.title.slice(0, 40).trim();
      const search = page.getByRole('searchbox', { name: t('searchLabel') });
      await search.fill(term);
      await search.press('Enter');
      await expect(page).toHaveURL((url) => url.searchParams.get('searchTerm') === term);
      const row = advertRow(page, advert.listingID);
      await expect(row).toBeVisible();
      await expect(row.getByTestId('my-advert-status')).toHaveText(t('status.Active'));

      // A term nothing matches: the empty state, with a link back to every advert.
      const nothing = `zzqx-${Date.now()}`;
      await page.goto(pathFor('myAdverts', locale, undefined, { searchTerm: nothing }));
      await expect(page.getByTestId('my-adverts-empty')).toContainText(
        t('empty.search', { term: nothing }),
      );
      await page.getByRole('link', { name: t('empty.clearSearch') }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === filterPath(locale) && url.search === '',
      );

      // Deactivate with a reason: the advert moves to Inactive and its public page is a 404.
      await page.goto(pathFor('myAdverts', locale, undefined, { searchTerm: term }));
      const detailHref = (await row.getByTestId('my-advert-link').getAttribute('href')) ?? '';
      expect(detailHref).not.toBe('');
      await row.getByRole('button', { name: t('actions.deactivate') }).click();
      const dialog = page.getByRole('dialog', { name: t('deactivateDialog.title') });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      // Without a reason the dialog says so and sends nothing.
      await dialog.getByRole('button', { name: t('deactivateDialog.submit') }).click();
      await expect(dialog.getByText(t('deactivateDialog.reasonMissing'))).toBeVisible();
      await dialog.getByRole('radio', { name: t('deactivateDialog.reasons.15') }).check();
      await dialog.getByRole('button', { name: t('deactivateDialog.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toBeHidden();
      await page.goto(filterPath(locale, 'inactive'));
      await expect(advertRow(page, advert.listingID).getByTestId('my-advert-status')).toHaveText(
        t('status.Inactive'),
      );
      expect(await tabCount(page, 'active')).toBe(apiCounts.active - 1);
      expect(await tabCount(page, 'inactive')).toBe(apiCounts.inactive + 1);
      const publicPage = await page.request.get(detailHref, { maxRedirects: 0 });
      expect(publicPage.status()).toBe(404);

      // Reactivate: back under Active.
      await advertRow(page, advert.listingID)
        .getByRole('button', { name: t('actions.reactivate') })
        .click();
      await expect(advertRow(page, advert.listingID)).toBeHidden();
      await page.goto(filterPath(locale));
      const back = advertRow(page, advert.listingID);
      await expect(back.getByTestId('my-advert-status')).toHaveText(t('status.Active'));
      expect(await tabCount(page, 'active')).toBe(apiCounts.active);
      expect((await page.request.get(detailHref)).status()).toBe(200);

      // Move up: it says so; then the button waits 24 hours and says from when, and the API
      // refuses a second move-up with the catalogue code.
      await back.getByRole('button', { name: t('actions.moveUp') }).click();
      await expect(back.getByTestId('advert-action-message')).toHaveText(t('actions.movedUp'));
      await expect(back.getByRole('button', { name: t('actions.moveUp') })).toBeDisabled();
      const [againPrefix] = t('actions.moveUpAgainAt', { time: '\u0000' }).split('\u0000');
      await expect(back.getByText(againPrefix!, { exact: false })).toBeVisible();
      const again = await page.request.post('/services/api/listing/moveup', {
        data: { listingID: advert.listingID },
      });
      expect(again.status()).toBe(429);
      expect(((await again.json()) as { code: string }).code).toBe('move_up_too_soon');

      // Delete after confirming: gone from every filter.
      await back.getByRole('button', { name: t('actions.delete') }).click();
      const confirm = page.getByRole('dialog', { name: t('deleteDialog.title') });
      await expect(confirm).toContainText(advert.title);
      await confirm.getByRole('button', { name: t('deleteDialog.submit') }).click();
      await expect(back).toBeHidden();
      await expect.poll(() => tabCount(page, 'active')).toBe(apiCounts.active - 1);
      for (const word of ['active', 'inactive', 'draft']) {
        await page.goto(filterPath(locale, word));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(advertRow(page, advert.listingID)).toHaveCount(0);
      }
      for (const filter of [
        MyListingsFilter.Active,
        MyListingsFilter.Inactive,
        MyListingsFilter.Draft,
      ]) {
        const ids = (await advertsOf(page.request, filter)).map((item) => item.listingID);
        expect(ids).not.toContain(advert.listingID);
      }
    },
  );

  test(`an anonymous visitor of My adverts is sent to sign-in (${locale})`, async ({ page }) => {
    const mine = filterPath(locale);
    await page.goto(mine);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === pathFor('login', locale) && url.searchParams.get('returnUrl') === mine,
    );
  });
}
