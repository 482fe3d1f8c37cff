import { expect, test } from '@playwright/test';
import {
  CASHBACK_PERCENT,
  cashbackCents,
  CashbackStatus,
  MyListingsFilter,
  productById,
  REFERRAL_REWARD_DAYS,
  ReferralStatus,
  VISIBLE_LISTING_STATUSES,
} from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';
import { formatEuroCents } from '@rooms/ui/search-format';

import { registerAndConfirm, signUpLinkFor } from './outbox';
import { buyPremiumThroughStandin } from './premium-fixture';
import {
  DEMO_LANDLORD,
  expectAccessible,
  onePairPerLocale,
  RESERVED_FOR_MESSAGING,
} from './support';

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** Waiting for webhook- and job-driven states and the pages of a slow machine. */
const SLOW = { timeout: 60_000 } as const;

/** The one-month premium without renewal that the journeys buy (§3 product 238). */
const PREMIUM_ONCE = 238;

/** First names of the runs (letters only, as the API wants), one per language and device. */
const NAMES = ['Ysolde', 'Quirijn', 'Xandra', 'Zenon'] as const;

/** The run's index: one per language and device, so parallel runs never share an advert. */
function runIndex(locale: Locale, project: string): number {
  return LOCALES.indexOf(locale) * 2 + (project === 'mobile' ? 1 : 0);
}

/** A new browser context with a fresh account signed in, for a second person in a journey. */
async function freshAccount(
  browser: Browser,
  baseURL: string | undefined,
  locale: Locale,
  label: string,
  firstName: string,
): Promise<{ page: Page; email: string }> {
  // Clipboard permission: the copy button writes the link there (localhost is a secure context).
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    baseURL: baseURL ?? '',
    permissions: ['clipboard-read', 'clipboard-write'],
    // The project's device (a phone in `mobile`), as for the test's own page.
    ...(viewport === undefined ? {} : { viewport }),
    ...(isMobile === undefined ? {} : { isMobile }),
    ...(hasTouch === undefined ? {} : { hasTouch }),
  });
  const page = await context.newPage();
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@rooms.test`;
  await registerAndConfirm(page.request, {
    email,
    password: 'rewards-test-2026',
    firstName,
    locale,
  });
  return { page, email };
}

/** The island of a rewards page has read the user's state. */
async function islandReady(page: Page, testId: 'referrals-island' | 'cashback-island') {
  await expect(page.getByTestId(testId)).toHaveAttribute('data-state', 'ready', SLOW);
}

/**
 * Issue 27, referrals, in both languages on a desktop and a phone: a fresh account opens
 * /referrals (nobody joined yet), copies its link (in the page's language); a second fresh
 * person opens that link, sees the invitation, signs up through the e-mailed link, pays premium
 * with "pay (test)" (a card: it clears at once) and, after the reward job, both see the reward:
 * the inviter the person as rewarded and the days earned, the invited person the days earned.
 */
for (const locale of LOCALES) {
  test(
    `an invited friend signs up through the link, pays, and both get premium (${locale})`,
    onePairPerLocale(locale),
    async ({ page, browser, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      const [t, tAccount, tPremium] = await Promise.all([
        getT(locale, 'rewards'),
        getT(locale, 'account'),
        getT(locale, 'premium'),
      ]);
      const friendName = NAMES[runIndex(locale, testInfo.project.name) % NAMES.length]!;
      const inviter = await freshAccount(browser, baseURL, locale, `inviter-${locale}`, 'Ivo');

      // The inviter's page: the link of the page's language, nobody joined yet.
      await inviter.page.goto(pathFor('referrals', locale));
      await islandReady(inviter.page, 'referrals-island');
      await expect(inviter.page.getByTestId('invitation-empty')).toHaveText(t('referrals.empty'));
      const field = inviter.page.getByRole('textbox', { name: t('referrals.linkLabel') });
      const link = new URL(await field.inputValue());
      expect(link.pathname).toBe(pathFor('register', locale));
      expect(link.searchParams.get('ref')).toMatch(/^[A-Z2-9]{8}$/);
      await inviter.page.getByRole('button', { name: t('referrals.copy') }).click();
      await expect(
        inviter.page.getByRole('status').filter({ hasText: t('referrals.copied') }),
      ).toBeVisible();
      expect(await inviter.page.evaluate(() => navigator.clipboard.readText())).toBe(
        link.toString(),
      );
      await expectAccessible(inviter.page);

      // The friend opens the link: the invitation is said before signing up.
      const address = `invited-${locale}-${testInfo.project.name}-${Date.now()}@rooms.test`;
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByTestId('referral-notice')).toHaveText(
        tAccount('register.invited', { days: REFERRAL_REWARD_DAYS }),
      );
      await expectAccessible(page);
      await page.getByLabel(tAccount('fields.firstName')).fill(friendName);
      await page.getByLabel(tAccount('fields.email')).fill(address);
      await page.getByLabel(tAccount('fields.password'), { exact: true }).fill('invited-2026-pass');
      await page.getByRole('button', { name: tAccount('register.submit') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tAccount('register.sentTitle'),
        SLOW,
      );
      await page.goto(await signUpLinkFor(address));
      await page.getByRole('button', { name: tAccount('register.confirmSubmit') }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor('home', locale), SLOW);

      // The inviter sees the friend joined, not paid yet.
      await inviter.page.reload();
      await islandReady(inviter.page, 'referrals-island');
      const row = inviter.page.getByTestId('invitation').filter({ hasText: friendName });
      await expect(row).toContainText(t(`referrals.status.${ReferralStatus.Joined}`));

      // The friend pays one month of premium with "pay (test)" on the payment page.
      await page.goto(
        pathFor('makePayment', locale, undefined, {
          selectedProduct: String(PREMIUM_ONCE),
          selectedProductRatePlan: String(PREMIUM_ONCE),
        }),
      );
      const pay = page.getByRole('button', { name: tPremium('form.pay') });
      await expect(pay).toBeEnabled(SLOW);
      await pay.click();
      await expect(page.getByTestId('payment-status')).toHaveAttribute(
        'data-tone',
        'success',
        SLOW,
      );

      // After the reward job: both see the reward on /referrals.
      const earned = t('referrals.earned', { days: REFERRAL_REWARD_DAYS });
      await expect
        .poll(
          async () => {
            await inviter.page.reload();
            await islandReady(inviter.page, 'referrals-island');
            return row.textContent();
          },
          { timeout: 60_000, intervals: [1000, 2000, 3000] },
        )
        .toContain(t(`referrals.status.${ReferralStatus.Rewarded}`));
      await expect(inviter.page.getByTestId('invitation-summary')).toHaveText(earned);
      await expectAccessible(inviter.page);

      await page.goto(pathFor('referrals', locale));
      await islandReady(page, 'referrals-island');
      await expect(page.getByTestId('invitation-summary')).toHaveText(earned);
      await expect(page.getByTestId('invitation-empty')).toBeVisible();
      await expectAccessible(page);
      await inviter.page.context().close();
    },
  );
}

type Advert = { listingID: number; status: number; title: string };

/**
 * A visible advert of the demo landlord for this run, after the ones e2e/messaging.spec.ts
 * reserves, shared modulo what is left: earlier specs of the whole suite deactivate and delete some
 * of his adverts, so few may be left (the suite runs on one worker; this journey puts its advert
 * back online, Active 4, when it ends).
 */
async function cashbackAdvert(request: APIRequestContext, run: number): Promise<Advert> {
  const response = await request.get(
    `/services/api/listing/mylistings?listingStatusType=${MyListingsFilter.Active}&rowsPerPage=100`,
  );
  expect(response.status()).toBe(200);
  const visible: readonly number[] = VISIBLE_LISTING_STATUSES;
  const spare = ((await response.json()) as { items: Advert[] }).items
    .filter((advert) => visible.includes(advert.status))
    .sort((a, b) => a.listingID - b.listingID)
    .slice(RESERVED_FOR_MESSAGING);
  expect(spare.length, 'a spare visible advert of the demo landlord (reseed)').toBeGreaterThan(0);
  return spare[run % spare.length]!;
}

/**
 * Issue 27, cashback, in both languages on a desktop and a phone: a fresh tenant buys premium
 * and reacts to an advert of the demo landlord; the landlord takes the advert offline on My
 * adverts with "found a tenant through Rooms" and names that tenant in "Who rents it?"; the
 * tenant's /cashback shows the refunded half of the payment. The advert is put back online after.
 */
for (const locale of LOCALES) {
  test(
    `a landlord names the tenant who rents the home and the tenant sees the cashback (${locale})`,
    onePairPerLocale(locale),
    async ({ page, browser, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      const [t, tAdverts] = await Promise.all([getT(locale, 'rewards'), getT(locale, 'adverts')]);
      const run = runIndex(locale, testInfo.project.name);
      const tenantName = NAMES[run % NAMES.length]!;

      const login = await page.request.post('/services/api/customer/login', {
        data: DEMO_LANDLORD,
      });
      expect(login.status()).toBe(200);
      const advert = await cashbackAdvert(page.request, run);

      // The tenant: premium, then a reaction to the advert.
      const tenant = await freshAccount(browser, baseURL, locale, `cashback-${locale}`, tenantName);
      await tenant.page.goto(pathFor('cashback', locale));
      await islandReady(tenant.page, 'cashback-island');
      await expect(tenant.page.getByTestId('cashback-state')).toHaveAttribute('data-tone', 'none');
      await expect(tenant.page.getByTestId('cashback-message')).toHaveText(t('cashback.none'));
      await expectAccessible(tenant.page);
      await buyPremiumThroughStandin(tenant.page.request);
      const reaction = await tenant.page.request.post(
        '/services/api/conversation/listing-reaction',
        {
          data: {
            listingID: advert.listingID,
            message: `Hello, I am ${tenantName} (${locale}, ${testInfo.project.name}) and I would love to rent it.`,
          },
        },
      );
      expect(reaction.status(), await reaction.text()).toBe(200);

      try {
        // The landlord takes it offline, found through Rooms, naming the tenant.
        const term = advert.title.slice(0, 40).trim();
        await page.goto(pathFor('myAdverts', locale, undefined, { searchTerm: term }));
        const row = page.locator(
          `[data-testid="my-advert"][data-listing-id="${advert.listingID}"]`,
        );
        await row.getByRole('button', { name: tAdverts('actions.deactivate') }).click();
        const dialog = page.getByRole('dialog', { name: tAdverts('deactivateDialog.title') });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('radio', { name: tAdverts('deactivateDialog.reasons.1') }).check();
        const renter = dialog.getByRole('combobox', {
          name: tAdverts('deactivateDialog.renter.label'),
        });
        await expect(renter).toBeVisible(SLOW);
        // Most recent first: this run's tenant (an earlier run on this database may have a namesake).
        const option = renter.locator('option', { hasText: tenantName }).first();
        await renter.selectOption({ label: (await option.textContent()) ?? '' });
        await expect(
          dialog.getByText(tAdverts('deactivateDialog.renter.hint', { percent: CASHBACK_PERCENT })),
        ).toBeVisible();
        await expectAccessible(page);
        await dialog.getByRole('button', { name: tAdverts('deactivateDialog.submit') }).click();
        await expect(dialog).toBeHidden(SLOW);
        await expect(row).toBeHidden(SLOW);

        // The tenant's cashback: half the premium payment, refunded (the refund job).
        const amount = formatEuroCents(
          cashbackCents(productById(PREMIUM_ONCE)!.priceCents),
          locale,
        );
        await expect
          .poll(
            async () => {
              await tenant.page.reload();
              await islandReady(tenant.page, 'cashback-island');
              return tenant.page.getByTestId('cashback-state').getAttribute('data-tone');
            },
            { timeout: 60_000, intervals: [1000, 2000, 3000] },
          )
          .toBe('refunded');
        const message = tenant.page.getByTestId('cashback-message');
        await expect(message).toContainText(amount);
        await expect(tenant.page.getByTestId('cashback-state')).toContainText(advert.title.trim());
        await expectAccessible(tenant.page);
        const api = await tenant.page.request.get('/services/api/premium/cashback');
        expect(((await api.json()) as { cashback: { status: number } }).cashback.status).toBe(
          CashbackStatus.Refunded,
        );
      } finally {
        // Back online for the other suites (403: it never went offline, the journey failed before).
        const reactivate = await page.request.post('/services/api/supplyflow/cra-reactivate', {
          data: { listingID: advert.listingID },
        });
        expect([200, 403]).toContain(reactivate.status());
        await tenant.page.context().close();
      }
    },
  );
}

/**
 * Issue 24 and 27: the referral and cashback pages stay static for anonymous visitors (served by
 * the page cache, shareable by CDNs, the same HTML with the islands still to fill in), and an
 * anonymous visitor is asked to sign in or sign up.
 */
for (const locale of LOCALES) {
  test(
    `anonymous /referrals and /cashback come from the page cache (${locale})`,
    onePairPerLocale(locale),
    async ({ page }) => {
      const t = await getT(locale, 'rewards');
      for (const [route, island, heading] of [
        ['referrals', 'referrals-island', t('signedOut.referralsHeading')],
        ['cashback', 'cashback-island', t('signedOut.cashbackHeading')],
      ] as const) {
        const path = pathFor(route, locale);
        const first = await page.request.get(path);
        expect(first.status()).toBe(200);
        expect(first.headers()['x-rooms-cache'], `${path} from the page cache`).toMatch(
          /^(hit|miss)$/,
        );
        const again = await page.request.get(path);
        expect(again.headers()['x-rooms-cache'], `${path} again`).toBe('hit');
        expect(again.headers()['cache-control']).toMatch(/^public, /);
        expect(await again.text()).toContain(`data-testid="${island}" data-state="loading"`);

        await page.goto(path);
        await expect(page.getByTestId(island)).toHaveAttribute('data-state', 'anonymous', SLOW);
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(
          page.getByTestId(island).getByRole('link', { name: t('signedOut.login') }),
        ).toHaveAttribute('href', pathFor('login', locale, undefined, { returnUrl: path }));
        await expectAccessible(page);
      }
    },
  );
}
