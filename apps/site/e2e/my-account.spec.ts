import { readFileSync } from 'node:fs';

import { expect as baseExpect, test } from '@playwright/test';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { registerAndConfirm } from './outbox';
import { expectAccessible, onePairPerLocale } from './support';

import type { Browser, Page } from '@playwright/test';

/** Assertions wait for API answers (password hashing, a busy dev server) a little longer. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 26's account pages end to end, in Dutch and English, on a desktop and a phone: a freshly
 * registered user changes the password (another signed-in device is signed out), switches
 * new-message e-mails off, sees the dashboard, downloads the data export (the JSON carries the
 * account's address), and deletes the account (the home page says so; signing in fails). axe on
 * `/my-account`, `/account/settings` and `/dashboard`.
 */

test.describe.configure({ timeout: 180_000 });

/** A second browser context signed in with the password: another device of the user. */
async function otherDevice(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/services/api/customer/login', {
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return context;
}

/** Status of `GET /customer/viewaccount` for a page's session. */
async function accountStatus(page: Page): Promise<number> {
  return (await page.request.get('/services/api/customer/viewaccount')).status();
}

for (const locale of LOCALES) {
  test(
    `a new user changes the password, the e-mails, sees the dashboard, downloads the data and deletes the account (${locale})`,
    onePairPerLocale(locale),
    async ({ page, browser, baseURL }, testInfo) => {
      const t = await getT(locale, 'myAccount');
      const email = `my-account-${locale}-${testInfo.project.name}-${Date.now()}@example.com`;
      const password = 'first password 2026';
      const newPassword = 'second password 2026';
      await registerAndConfirm(page.request, {
        email,
        password,
        firstName: 'Mirthe',
        locale,
      });
      const device = await otherDevice(browser, baseURL ?? '', email, password);

      // My account: the details, then the password change.
      await page.goto(pathFor('myAccount', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account.heading'));
      await expect(page.getByTestId('account-email')).toHaveText(email);
      await expect(page.getByTestId('account-premium')).toHaveText(t('premium.none'));
      await expectAccessible(page);

      const form = page.getByTestId('change-password-form');
      await form.getByLabel(t('password.current'), { exact: true }).fill('not my password');
      await form.getByLabel(t('password.new'), { exact: true }).fill(newPassword);
      await form.getByRole('button', { name: t('password.submit') }).click();
      await expect(form.getByText(t('password.wrong'))).toBeVisible();
      await form.getByLabel(t('password.current'), { exact: true }).fill(password);
      await form.getByRole('button', { name: t('password.submit') }).click();
      await expect(page.getByTestId('change-password-status')).toHaveText(t('password.changed'));
      // This device stays signed in; the other one is signed out.
      expect(await accountStatus(page)).toBe(200);
      expect((await device.request.get('/services/api/customer/viewaccount')).status()).toBe(401);
      await device.close();

      // Settings: new-message e-mails off, kept after a reload.
      await page.goto(pathFor('accountSettings', locale));
      await expectAccessible(page);
      const messageEmails = page.getByRole('switch', { name: t('settings.messageEmails') });
      await expect(messageEmails).toHaveAttribute('aria-checked', 'true');
      await messageEmails.click();
      await expect(page.getByTestId('email-settings-status')).toHaveText(t('settings.saved'));
      await page.reload();
      await expect(page.getByRole('switch', { name: t('settings.messageEmails') })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      await expect(page.getByRole('switch', { name: t('settings.alertEmails') })).toHaveAttribute(
        'aria-checked',
        'true',
      );

      // Dashboard: the cards of a new account, each linking on.
      await page.goto(pathFor('dashboard', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('dashboard.heading'));
      await expect(page.getByTestId('dashboard-messages')).toContainText(
        t('dashboard.messages.value', { count: 0 }),
      );
      await expect(page.getByTestId('dashboard-profile')).toContainText(
        t('dashboard.profile.none'),
      );
      await expect(
        page
          .getByTestId('dashboard-profile')
          .getByRole('link', { name: t('dashboard.profile.link') }),
      ).toHaveAttribute('href', pathFor('publicProfile', locale));
      await expect(page.getByTestId('dashboard-adverts')).toContainText(
        t('dashboard.adverts.empty'),
      );
      await expectAccessible(page);

      // The data export: a JSON download with the account's address.
      await page.goto(pathFor('myAccount', locale));
      const downloading = page.waitForEvent('download');
      await page.getByTestId('download-my-data').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^rooms-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
        account: { email: string; firstName: string };
      };
      expect(data.account).toMatchObject({ email, firstName: 'Mirthe' });

      // Deleting the account: the dialog asks the password; then signed out, home, a notice.
      await page.getByRole('button', { name: t('deletion.button') }).click();
      const dialog = page.getByRole('dialog', { name: t('deletion.dialogTitle') });
      await expect(dialog).toContainText(t('deletion.consequences.messages'));
      await dialog.getByLabel(t('deletion.password'), { exact: true }).fill(newPassword);
      await dialog.getByRole('button', { name: t('deletion.confirm') }).click();
      await expect(page).toHaveURL(new RegExp(`${pathFor('home', locale)}#account-deleted$`));
      await expect(page.getByText(t('deletedNotice'))).toBeVisible();
      expect(await accountStatus(page)).toBe(401);
      const login = await page.request.post('/services/api/customer/login', {
        data: { email, password: newPassword },
      });
      expect(login.status()).toBe(401);
    },
  );
}

/** The account pages of a signed-out visitor lead to sign-in (private, §6). */
for (const locale of LOCALES) {
  test(`the account pages are private (${locale})`, async ({ page }) => {
    for (const route of ['myAccount', 'dashboard'] as const) {
      await page.goto(pathFor(route, locale));
      await expect(page).toHaveURL(new RegExp(pathFor('login', locale).replace(/\//g, '\\/')));
    }
  });
}
