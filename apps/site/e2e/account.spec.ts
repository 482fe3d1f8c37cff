import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from '@playwright/test';
import { createI18n, LOCALES, pathFor } from '@rooms/i18n';

import { mailsTo, registerAndConfirm, signUpLinkFor } from './outbox';
import { onePairPerLocale } from './support';

import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** Assertions wait for API answers (password hashing, a busy dev server) a little longer. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The seeded demo tenant (apps/api seed). */
const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026' } as const;

/** The API's session cookie. */
const SESSION_COOKIE = 'rooms_session';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `account`, `errors` and `common` texts of a language (keys like `login.title`, `errors:http_429`). */
async function textsOf(locale: Locale): Promise<Translate> {
  const i18n = await createI18n(locale, ['account', 'errors', 'common']);
  return i18n.getFixedT(locale, ['account', 'errors', 'common']) as unknown as Translate;
}

/**
 * Gives every test its own client address. The API limits sign-in attempts per address (10 per
 * 15 minutes); when it trusts the site as a proxy (TRUST_PROXY), tests do not share one budget.
 */
async function useOwnClientAddress(context: BrowserContext): Promise<void> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
}

/** Collects uncaught exceptions of a page (console 4xx of refused calls are expected here). */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** The path and query of the page's URL. */
function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function hasSession(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE);
}

/** Fails on serious or critical axe-core violations of the page. */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

// Each test walks through several pages and API calls (password hashing included).
test.describe.configure({ timeout: 90_000 });

for (const locale of LOCALES) {
  test.describe(`accounts (${locale})`, () => {
    test(
      'a private page sends an anonymous visitor to sign-in; a wrong password is refused; the demo tenant comes back to the page and signs out',
      onePairPerLocale(locale),
      async ({ page, context }) => {
        const t = await textsOf(locale);
        const errors = watchPageErrors(page);
        const privatePath = pathFor('myFavoriteRooms', locale);

        await page.goto(privatePath);
        expect(pathAndQuery(page)).toBe(
          pathFor('login', locale, undefined, { returnUrl: privatePath }),
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('login.title'));
        await expect(page.getByText(t('login.returnNotice'))).toBeVisible();

        // Wrong password (an address without an account, so the demo account never gets locked).
        await page.getByLabel(t('fields.email')).fill(`nobody-${Date.now()}@rooms.test`);
        await page.getByLabel(t('fields.password'), { exact: true }).fill('not the password');
        await page.getByRole('button', { name: t('login.submit') }).click();
        const summary = page.getByRole('region', { name: t('errorSummary.title') });
        await expect(summary).toContainText(t('login.invalidCredentials'));
        await expect(summary).toBeFocused();
        expect(await hasSession(context)).toBe(false);

        // The show/hide toggle reveals what was typed.
        const password = page.getByLabel(t('fields.password'), { exact: true });
        await expect(password).toHaveAttribute('type', 'password');
        await page.getByRole('button', { name: t('fields.showPassword') }).click();
        await expect(password).toHaveAttribute('type', 'text');

        // The demo tenant signs in and lands on the page asked for.
        await page.getByLabel(t('fields.email')).fill(DEMO_TENANT.email);
        await password.fill(DEMO_TENANT.password);
        await page.getByRole('button', { name: t('login.submit') }).click();
        await expect(page).toHaveURL((url) => url.pathname === privatePath);
        expect(await hasSession(context)).toBe(true);

        // Signed in, the sign-in page goes straight on to its returnUrl.
        const aboutUs = pathFor('aboutUs', locale);
        await page.goto(pathFor('login', locale, undefined, { returnUrl: aboutUs }));
        await expect(page).toHaveURL((url) => url.pathname === aboutUs);

        // Sign-out calls the API, lands on the home page and the private page is closed again.
        await page.goto(pathFor('oauthSignout', locale));
        await expect(page).toHaveURL((url) => url.pathname === pathFor('home', locale));
        await expect.poll(() => hasSession(context)).toBe(false);
        await page.goto(privatePath);
        await expect(page).toHaveURL((url) => url.pathname === pathFor('login', locale));
        expect(errors).toEqual([]);
      },
    );

    test('registration validates as the user types, in the page language', async ({ page }) => {
      const t = await textsOf(locale);
      const errors = watchPageErrors(page);
      await page.goto(pathFor('register', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register.title'));

      const firstName = page.getByLabel(t('fields.firstName'));
      const email = page.getByLabel(t('fields.email'));
      const password = page.getByLabel(t('fields.password'), { exact: true });
      await expect(email).toHaveAttribute('autocomplete', 'email');
      await expect(password).toHaveAttribute('autocomplete', 'new-password');

      // Nothing is said before a field is left; then the message follows every change.
      await email.fill('tessa');
      await expect(page.getByText(t('validation.emailInvalid'))).toHaveCount(0);
      await email.blur();
      await expect(page.getByText(t('validation.emailInvalid'))).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await email.fill('tessa@example.nl');
      await expect(page.getByText(t('validation.emailInvalid'))).toHaveCount(0);
      await expect(email).toHaveAttribute('aria-invalid', 'false');

      await password.fill('short');
      await password.blur();
      await expect(page.getByText(t('validation.passwordTooShort', { min: 10 }))).toBeVisible();
      await password.fill('long enough now');
      await expect(page.getByText(t('validation.passwordTooShort', { min: 10 }))).toHaveCount(0);

      // Submitting with the first name missing: summary with a link that focuses the field.
      await page.getByRole('button', { name: t('register.submit') }).click();
      const summary = page.getByRole('region', { name: t('errorSummary.title') });
      await expect(summary).toBeFocused();
      await summary.getByRole('link', { name: t('validation.firstNameRequired') }).click();
      await expect(firstName).toBeFocused();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });

    test(
      'sign-up: check your inbox, the e-mailed link activates the account and signs in',
      onePairPerLocale(locale),
      async ({ page, context }) => {
        const t = await textsOf(locale);
        const errors = watchPageErrors(page);
        const address = `signup-${locale}-${Date.now()}@rooms.test`;
        await page.goto(pathFor('register', locale));
        await page.getByLabel(t('fields.firstName')).fill('Tessa');
        await page.getByLabel(t('fields.email')).fill(address);
        await page.getByLabel(t('fields.password'), { exact: true }).fill('a new password');
        await page.getByRole('button', { name: t('register.submit') }).click();

        // The same answer for every address: nobody is signed in yet.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register.sentTitle'));
        const status = page.getByRole('status');
        await expect(status).toContainText(address);
        await expect(status).toBeFocused();
        expect(await hasSession(context)).toBe(false);
        await expectAccessible(page);

        // The e-mail's link opens the activation step; only the button activates.
        const link = await signUpLinkFor(address);
        expect(link.startsWith(`${pathFor('register', locale)}?token=`)).toBe(true);
        await page.goto(link);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t('register.confirmTitle'),
        );
        expect(await hasSession(context)).toBe(false);
        await expectAccessible(page);
        await page.getByRole('button', { name: t('register.confirmSubmit') }).click();
        await expect(page).toHaveURL((url) => url.pathname === pathFor('home', locale));
        await expect.poll(() => hasSession(context)).toBe(true);

        // The link works once.
        await context.clearCookies();
        await page.goto(link);
        await page.getByRole('button', { name: t('register.confirmSubmit') }).click();
        const summary = page.getByRole('region', { name: t('errorSummary.title') });
        await expect(summary).toContainText(t('errors:registration_token_invalid'));
        await expect(summary).toBeFocused();
        expect(await hasSession(context)).toBe(false);
        expect(errors).toEqual([]);
      },
    );

    test('sign-up with an address that has an account answers the same and e-mails its owner', async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      const t = await textsOf(locale);
      // An account of its own (each language and device signs up its own address).
      const owner = {
        email: `owner-${locale}-${Date.now()}@rooms.test`,
        password: 'the owner password',
        firstName: 'Olga',
        locale,
      };
      const ownerContext = await browser.newContext({ baseURL });
      await registerAndConfirm(ownerContext.request, owner);
      await ownerContext.close();
      const before = mailsTo(owner.email).length;

      await page.goto(pathFor('register', locale));
      await page.getByLabel(t('fields.firstName')).fill('Mallory');
      await page.getByLabel(t('fields.email')).fill(owner.email);
      await page.getByLabel(t('fields.password'), { exact: true }).fill('a new password');
      await page.getByRole('button', { name: t('register.submit') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register.sentTitle'));
      await expect(page.getByRole('status')).toContainText(owner.email);
      expect(await hasSession(context)).toBe(false);

      // The owner is told, in the account's language, with links to log in and to reset.
      await expect.poll(() => mailsTo(owner.email).length, { timeout: 20_000 }).toBe(before + 1);
      const notice = mailsTo(owner.email)[before]!;
      expect(notice).toContain('Olga');
      expect(notice).not.toContain('Mallory');
      expect(notice).toContain(pathFor('login', locale));
      expect(notice).toContain(pathFor('passwordReset', locale));
      expect(notice).not.toContain('token=');

      // The owner's password still works (nothing about the account changed).
      const login = await page.request.post('/services/api/customer/login', {
        data: { email: owner.email, password: owner.password },
      });
      expect(login.status()).toBe(200);
    });

    test('sign-up refuses a first name that looks like a web address, in the page language', async ({
      page,
    }) => {
      const t = await textsOf(locale);
      await page.goto(pathFor('register', locale));
      const firstName = page.getByLabel(t('fields.firstName'));
      await firstName.fill('Rooms Support pay at example.com');
      await firstName.blur();
      await expect(page.getByText(t('validation.firstNameInvalid'))).toBeVisible();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await firstName.fill('Tessa');
      await expect(page.getByText(t('validation.firstNameInvalid'))).toHaveCount(0);
    });

    test('a password reset request is confirmed without telling whether the account exists', async ({
      page,
    }) => {
      const t = await textsOf(locale);
      const errors = watchPageErrors(page);
      await page.goto(pathFor('login', locale));
      await page.getByRole('link', { name: t('login.forgotPassword') }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor('passwordReset', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('reset.title'));
      await expectAccessible(page);

      const address = `nobody-${Date.now()}@rooms.test`;
      await page.getByLabel(t('fields.email')).fill(address);
      await page.getByRole('button', { name: t('reset.submit') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('reset.sentTitle'));
      const status = page.getByRole('status');
      await expect(status).toContainText(address);
      await expect(status).toBeFocused();

      await page.getByRole('button', { name: t('reset.tryAgain') }).click();
      await expect(page.getByLabel(t('fields.email'))).toHaveValue('');
      expect(errors).toEqual([]);
    });

    test('a reset link with an unknown token says it is invalid and offers a new one', async ({
      page,
    }) => {
      const t = await textsOf(locale);
      await page.goto(pathFor('passwordReset', locale, undefined, { token: 'not-a-real-token' }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('reset.confirmTitle'));
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByLabel(t('fields.newPassword'), { exact: true }).fill('a brand new password');
      await page.getByRole('button', { name: t('reset.confirmSubmit') }).click();
      await expect(page.getByRole('region', { name: t('errorSummary.title') })).toContainText(
        t('errors:reset_token_invalid'),
      );
      await page.getByRole('link', { name: t('reset.requestNewLink') }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === pathFor('passwordReset', locale) && url.search === '',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('reset.title'));
    });

    test('the sign-in page has its title, canonical, hreflang and no serious a11y violations', async ({
      page,
    }) => {
      const t = await textsOf(locale);
      await page.goto(pathFor('login', locale));
      await expect(page).toHaveTitle(t('meta.loginTitle'));
      const hrefOf = async (selector: string) =>
        new URL((await page.locator(selector).getAttribute('href')) ?? '').pathname;
      expect(await hrefOf('head link[rel="canonical"]')).toBe(pathFor('login', locale));
      expect(await hrefOf('head link[rel="alternate"][hreflang="nl"]')).toBe(
        pathFor('login', 'nl'),
      );
      expect(await hrefOf('head link[rel="alternate"][hreflang="en"]')).toBe(
        pathFor('login', 'en'),
      );
      await expect(page.getByLabel(t('fields.email'))).toHaveAttribute('autocomplete', 'username');
      await expect(page.getByLabel(t('fields.password'), { exact: true })).toHaveAttribute(
        'autocomplete',
        'current-password',
      );
      await expectAccessible(page);
    });
  });
}
