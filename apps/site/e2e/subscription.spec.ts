import { expect, test } from '@playwright/test';
import { getT, LOCALES, RESOURCES } from '@rooms/i18n';

import { mailsTo, registerAndConfirm, waitForMail } from './outbox';
import { expectAccessible, onePairPerLocale } from './support';

import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** Webhooks, the job runner and the pages of a slow machine. */
const SLOW = { timeout: 60_000 } as const;

/**
 * The API's Stripe stand-in (its `/_standin/confirm` control pays a client secret directly), at
 * `E2E_STANDIN_URL` (set by playwright.config.ts for the suite's own API), else the API's default
 * `STRIPE_STANDIN_PORT` (12111).
 */
const STANDIN_URL = process.env.E2E_STANDIN_URL ?? 'http://127.0.0.1:12111';

type Overview = {
  subscription: { status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string } | null;
  premiumUntil: string | null;
};

async function overview(request: APIRequestContext): Promise<Overview> {
  const response = await request.get('/services/api/premium/subscription');
  expect(response.status()).toBe(200);
  return (await response.json()) as Overview;
}

/**
 * A new tenant with a paid, renewing one-month premium subscription (258), paid with the
 * stand-in (`paymentstep1`, then the stand-in's confirm) and granted by its webhooks.
 */
async function newSubscriber(page: Page, locale: Locale, tag: string): Promise<string> {
  const email = `subscriber-${tag}-${Date.now()}@rooms.test`;
  await registerAndConfirm(page.request, {
    email,
    password: 'subscription-test-2026',
    firstName: 'Sam',
    locale,
  });
  const start = await page.request.post('/services/api/premium/paymentstep1?selectedProduct=258', {
    data: {},
  });
  expect(start.status()).toBe(200);
  const { clientSecret } = (await start.json()) as { clientSecret: string };
  const confirmed = await page.request.post(`${STANDIN_URL}/_standin/confirm`, {
    data: { clientSecret, outcome: 'succeeded', paymentMethodType: 'ideal' },
  });
  expect(confirmed.status()).toBe(200);
  await expect
    .poll(async () => (await overview(page.request)).subscription?.status, SLOW)
    .toBe('active');
  return email;
}

/** Calls a stand-in-only control of the subscription lifecycle as the signed-in user. */
async function control(page: Page, path: string, data: unknown): Promise<void> {
  const response = await page.request.post(`/services/api/premium/subscription/standin/${path}`, {
    data,
  });
  expect(response.status(), `standin/${path}`).toBe(200);
}

/** The path and query of the first link in a message matching `pattern`. */
function linkIn(message: string, pattern: RegExp): string {
  const match = pattern.exec(message);
  expect(match, `a link matching ${pattern}`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

const STOP_LINK = /https?:\/\/\S+\/my-account\/stop-subscription\?token=[\w.-]+/;
const REMINDER_LINK =
  /https?:\/\/\S+\/(?:betalingsherinnering|en\/payment-reminder)\?paymentIntentId=\w+/;

/** A text with its `{{…}}` placeholders as a pattern (any value). */
function textPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\?\{\\?\{\w+\\?\}\\?\}/g, '.+'));
}

/**
 * Issue 27 "Fair subscriptions", both languages, phone and desktop: the renewal reminder e-mail
 * arrives 7 days before the renewal with its one-click stop link; opening it stops the renewal
 * (the browser posts; the page offers "resume"); My account's Premium section shows the state
 * and stops in one step too. axe on the stop page and the account page.
 */
for (const locale of LOCALES) {
  test(
    `the renewal reminder's link stops the renewal in one click (${locale})`,
    onePairPerLocale(locale),
    async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const texts = RESOURCES[locale].subscription;
      const email = await newSubscriber(page, locale, `stop-${locale}-${testInfo.project.name}`);

      // The renewal comes within 7 days: the reminder job sends the e-mail.
      await control(page, 'period-end', { daysFromNow: 6 });
      // The stand-in's earlier webhooks may still be mirrored after the move: run until it is sent.
      await expect
        .poll(async () => {
          await control(page, 'run', { task: 'renewalReminders' });
          return mailsTo(email).some((message) => STOP_LINK.test(message));
        }, SLOW)
        .toBe(true);
      const reminder = await waitForMail(email, STOP_LINK);
      expect(reminder).toContain(locale === 'nl' ? '24,95' : '€24.95');
      const stopPath = linkIn(reminder, STOP_LINK);

      // One click: the page stops the renewal on load.
      await page.goto(stopPath);
      const status = page.getByTestId('stop-subscription-status');
      await expect(status).toHaveText(textPattern(texts.stopPage.stopped), SLOW);
      expect((await overview(page.request)).subscription?.cancelAtPeriodEnd).toBe(true);
      await expectAccessible(page);

      // "Resume" undoes it.
      await page.getByRole('button', { name: texts.stopPage.resume }).click();
      await expect(status).toHaveText(textPattern(texts.stopPage.resumed), SLOW);
      expect((await overview(page.request)).subscription?.cancelAtPeriodEnd).toBe(false);

      // My account: the Premium section, "Stop my subscription" in one step, then "Resume".
      const tAccount = await getT(locale, 'myAccount');
      await page.getByRole('link', { name: texts.stopPage.account }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tAccount('account.heading'),
        SLOW,
      );
      const state = page.getByTestId('subscription-state');
      await expect(state).toHaveText(textPattern(texts.section.renewsOn));
      await expect(page.getByTestId('invoices').getByRole('listitem')).toHaveCount(1);
      await expectAccessible(page);
      const stop = page.getByRole('button', { name: texts.section.stop });
      await expect(stop).toBeEnabled(SLOW);
      await stop.click();
      await expect(state).toHaveText(textPattern(texts.section.endsOn), SLOW);
      expect((await overview(page.request)).subscription?.cancelAtPeriodEnd).toBe(true);
      await page.getByRole('button', { name: texts.section.resume }).click();
      await expect(state).toHaveText(textPattern(texts.section.renewsOn), SLOW);
    },
  );

  test(
    `a failed renewal leads to the reminder page and a payment there (${locale})`,
    onePairPerLocale(locale),
    async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const t = await getT(locale, 'premium');
      const email = await newSubscriber(page, locale, `failed-${locale}-${testInfo.project.name}`);

      // The renewal charge fails: no silent retry, an e-mail with the reminder page's link.
      await control(page, 'renew', { outcome: 'failed' });
      const reminder = await waitForMail(email, REMINDER_LINK);
      const until = (await overview(page.request)).premiumUntil;
      expect(until, 'premium kept during the grace').not.toBeNull();
      expect(new Date(until!).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);

      // The reminder page pays the invoice; premium continues on the subscription.
      await page.goto(linkIn(reminder, REMINDER_LINK));
      const pay = page.getByRole('button', { name: t('form.pay') });
      await expect(pay).toBeEnabled(SLOW);
      await expectAccessible(page);
      await pay.click();
      await expect(page.getByTestId('payment-status')).toHaveAttribute(
        'data-tone',
        'success',
        SLOW,
      );
      await expect
        .poll(async () => (await overview(page.request)).subscription?.status, SLOW)
        .toBe('active');
      const after = await overview(page.request);
      expect(new Date(after.premiumUntil!).getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
    },
  );
}
