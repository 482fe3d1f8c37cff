import { expect, test } from '@playwright/test';
import { MyListingsFilter, SearchListingType, VISIBLE_LISTING_STATUSES } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { registerAndConfirm } from './outbox';
import {
  DEMO_LANDLORD,
  expectAccessible,
  onePairPerLocale,
  RESERVED_FOR_MESSAGING,
  searchPath,
} from './support';

import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** Waiting for a webhook-granted outcome and the pages of a slow machine. */
const SLOW = { timeout: 60_000 } as const;

type Advert = { listingID: number; status: number; citySlug: string; title: string };

/** Visible adverts of the demo landlord in id order, through the API (a context of its own). */
async function demoLandlordAdverts(request: APIRequestContext): Promise<Advert[]> {
  const login = await request.post('/services/api/customer/login', { data: DEMO_LANDLORD });
  expect(login.status()).toBe(200);
  const response = await request.get(
    `/services/api/listing/mylistings?listingStatusType=${MyListingsFilter.Active}&rowsPerPage=100`,
  );
  expect(response.status()).toBe(200);
  const visible: readonly number[] = VISIBLE_LISTING_STATUSES;
  return ((await response.json()) as { items: Advert[] }).items
    .filter((advert) => visible.includes(advert.status))
    .sort((a, b) => a.listingID - b.listingID);
}

/**
 * This run's advert: after the ones e2e/messaging.spec.ts reserves, one per language and device
 * while there are enough, else shared (a second top advert or reaction on one advert is fine).
 * Earlier specs of the whole suite deactivate and delete some of the demo landlord's adverts
 * (my-adverts.spec.ts from the other end of the list), so fewer may be left than at the start.
 */
function runAdvert(adverts: Advert[], locale: Locale, project: string): Advert {
  const spare = adverts.slice(RESERVED_FOR_MESSAGING);
  expect(
    spare.length,
    'a spare visible advert of the demo landlord (reseed the API)',
  ).toBeGreaterThan(0);
  const run = LOCALES.indexOf(locale) * 2 + (project === 'mobile' ? 1 : 0);
  return spare[run % spare.length]!;
}

/** Clicks a stand-in test button once the form has hydrated. */
async function payWith(page: Page, label: string): Promise<void> {
  const button = page.getByRole('button', { name: label });
  await expect(button).toBeEnabled(SLOW);
  await button.click();
}

/** The outcome page has settled on a tone (the webhook has been handled). */
async function expectOutcome(page: Page, tone: 'success' | 'error'): Promise<void> {
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-tone', tone, SLOW);
}

/**
 * Issue 27, the tenant's journey in both languages on a desktop and a phone: a new tenant (no
 * premium) opens the reaction page and meets the rule before writing (no form, "Get premium");
 * chooses monthly premium; a failed test payment shows the failure on /paymentstatus; "try
 * again" and "pay (test)" grant premium (by the stand-in's webhook), the outcome page leads back
 * to the reaction, and the reaction is sent. axe on every new page.
 */
for (const locale of LOCALES) {
  test(
    `a tenant without premium meets the rule, buys premium and reacts (${locale})`,
    onePairPerLocale(locale),
    async ({ page, playwright, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      const [t, tMessages] = await Promise.all([getT(locale, 'premium'), getT(locale, 'messages')]);
      const landlord = await playwright.request.newContext({ baseURL: baseURL ?? '' });
      const advert = runAdvert(await demoLandlordAdverts(landlord), locale, testInfo.project.name);
      await landlord.dispose();
      const reactionPath = pathFor('reactToListing', locale, {
        listingID: String(advert.listingID),
      });
      await registerAndConfirm(page.request, {
        email: `premium-${locale}-${testInfo.project.name}-${Date.now()}@rooms.test`,
        password: 'premium-test-2026',
        firstName: 'Pim',
        locale,
      });

      // The rule comes before the form: no form, an explanation and "Get premium".
      await page.goto(reactionPath);
      await expect(page.getByTestId('reaction-rule')).toContainText(t('rule.premiumRequired'));
      await expect(
        page.getByRole('textbox', { name: tMessages('react.messageLabel') }),
      ).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('link', { name: t('rule.getPremium') }).click();

      // The products: price, per month, renewal terms and the rules; the choice keeps the reaction.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('choose.heading'), SLOW);
      await expect(page.getByText(t('rules.guarantee'))).toBeVisible();
      await expect(page.getByText(t('product.renews', { count: 1 }))).toBeVisible();
      await expectAccessible(page);
      const monthly = page.getByRole('link', {
        name: t('choose.chooseNamed', { name: t('product.name.258') }),
      });
      await monthly.click();

      // Pay: first a failure, shown on /paymentstatus.
      await expect(page.getByTestId('pay-amount')).toBeVisible(SLOW);
      await expectAccessible(page);
      await payWith(page, t('form.fail'));
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('redirect_status') === 'failed',
        SLOW,
      );
      await expectOutcome(page, 'error');
      await expectAccessible(page);

      // Try again, and pay.
      await page.getByRole('link', { name: t('status.tryAgain') }).click();
      await payWith(page, t('form.pay'));
      await expectOutcome(page, 'success');
      await expect(page.getByTestId('payment-status').getByRole('status')).toContainText(
        t('status.message.paid'),
      );
      await expectAccessible(page);

      // The outcome leads back to the reaction (the products page carried it along): now the
      // form is there, and the reaction goes out.
      await page.getByRole('link', { name: t('status.toReaction') }).click();
      await expect(page).toHaveURL((url) => url.pathname === reactionPath, SLOW);
      await expect(page.getByTestId('reaction-rule')).toHaveCount(0);
      const field = page.getByRole('textbox', { name: tMessages('react.messageLabel') });
      await page.waitForLoadState('networkidle');
      await field.fill(
        `Hello, I am Pim (${locale}, ${testInfo.project.name}) and I would love to see the room.`,
      );
      await page.getByRole('button', { name: tMessages('react.submit') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tMessages('success.heading'),
        SLOW,
      );
    },
  );

  /**
   * The landlord's journey: the wizard's boost step of one of the demo landlord's adverts, a
   * 7-day top advert paid with "pay (test)", back to My adverts with the boost shown, and the
   * advert labelled as a paid top advert in its city's search results.
   */
  test(
    `a landlord buys a 7-day top advert and sees it labelled in the results (${locale})`,
    onePairPerLocale(locale),
    async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      const [t, tSearch] = await Promise.all([getT(locale, 'premium'), getT(locale, 'search')]);
      const adverts = await demoLandlordAdverts(page.request);
      const advert = runAdvert(adverts, locale, testInfo.project.name);

      await page.goto(
        pathFor('createListingStep', locale, {
          listingID: String(advert.listingID),
          step: 'supply-products',
        }),
      );
      await expect(page.getByTestId('boost-form')).toBeVisible(SLOW);
      await expectAccessible(page);
      await page.getByRole('radio', { name: new RegExp(`^${t('product.name.246')} · `) }).check();
      const pay = page.getByTestId('boost-pay');
      await expect(pay).toBeEnabled(SLOW);
      await pay.click();
      await payWith(page, t('form.pay'));
      await expectOutcome(page, 'success');
      await expect(page.getByTestId('payment-status').getByRole('status')).toContainText(
        t('status.message.paid'),
      );
      await page.getByRole('link', { name: t('status.toMyAdverts') }).click();
      // The demo landlord has more adverts than one page shows: find this one as he would.
      const term = advert.title.slice(0, 40).trim();
      const search = page.getByRole('searchbox');
      await expect(search).toBeEditable(SLOW);
      await search.fill(term);
      await search.press('Enter');
      await expect(page).toHaveURL((url) => url.searchParams.get('searchTerm') === term);

      const row = page.locator(`[data-testid="my-advert"][data-listing-id="${advert.listingID}"]`);
      await expect(row.getByTestId('my-advert-top')).toBeVisible(SLOW);

      // The city's results show it at the top, labelled as paid.
      await page.goto(searchPath(locale, SearchListingType.Generic, advert.citySlug));
      const card = page.locator('article', {
        has: page.locator(`a[href$="-${advert.listingID}"], a[href$="/${advert.listingID}"]`),
      });
      await expect(card.first()).toContainText(tSearch('card.topAdvert'), SLOW);
    },
  );
}
