import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import type { APIRequestContext, BrowserContext, ConsoleMessage } from '@playwright/test';

/**
 * The public pages' HTML is the same for every visitor (issue 24; compared byte for byte in
 * page-cache.spec.ts): the signed-in part of the shell is read by the browser after hydration
 * (`GET /next/api/session`, private). Checked on the home and about pages in both languages: the
 * header shows the tenant's account menu, or the sign-in link for an anonymous visitor.
 */

const TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026', firstName: 'Tessa' };
const SESSION_COOKIE = 'rooms_session';
/** The tenant's session, reused across runs while the API accepts it (logins are rate limited). */
const SESSION_FILE = join(tmpdir(), 'rooms-e2e-static-shell-tenant-session.txt');

/** The public pages compared: home and about, in both languages. */
const PAGES = LOCALES.flatMap((locale) => [
  { locale, path: pathFor('home', locale) },
  { locale, path: pathFor('aboutUs', locale) },
]);

/** Signs the demo tenant in through the API and returns the session cookie's value. */
async function logIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/services/api/customer/login', {
    data: { email: TENANT.email, password: TENANT.password },
  });
  expect(response.status(), `login failed: ${await response.text()}`).toBe(200);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'the login response sets the session cookie').toBeDefined();
  return cookie?.value ?? '';
}

/** The demo tenant's session: the stored one while the API accepts it, else a new login. */
async function tenantSession(request: APIRequestContext): Promise<string> {
  if (existsSync(SESSION_FILE)) {
    const value = readFileSync(SESSION_FILE, 'utf8').trim();
    const check = await request.get('/services/api/customer/view', {
      headers: { cookie: `${SESSION_COOKIE}=${value}` },
    });
    if (check.ok()) return value;
  }
  const value = await logIn(request);
  writeFileSync(SESSION_FILE, value);
  return value;
}

async function addSession(context: BrowserContext, baseURL: string | undefined, value: string) {
  await context.addCookies([{ name: SESSION_COOKIE, value, url: baseURL ?? 'http://localhost' }]);
}

test.describe('static shell: the browser fills in the visitor', () => {
  for (const { locale, path } of PAGES) {
    test(`${path}: signed in, the header shows the account menu (${locale})`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const shellT = await getT(locale, 'shell');
      const session = await tenantSession(request);
      // The session read is the tenant's own and kept by no cache.
      const view = await request.get('/next/api/session', {
        headers: { cookie: `${SESSION_COOKIE}=${session}` },
      });
      expect(view.headers()['cache-control']).toBe('private, no-store');
      expect((await view.json()) as unknown).toMatchObject({
        user: { usernamefirst: TENANT.firstName },
      });
      await addSession(context, baseURL, session);
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(path);
      const phone = (page.viewportSize()?.width ?? 1360) < 1024;
      if (phone) {
        await page.getByTestId('drawer-button').click();
        await expect(page.getByTestId('mobile-drawer')).toContainText(
          shellT('menu.greeting', { name: TENANT.firstName }),
        );
      } else {
        await expect(
          page.getByRole('button', {
            name: shellT('menu.openSignedIn', { name: TENANT.firstName }),
          }),
        ).toBeVisible();
      }
      const t = await getT(locale);
      await expect(page.getByRole('link', { name: t('nav.login'), exact: true })).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(`${path}: anonymous, the header offers sign-in (${locale})`, async ({ page }) => {
      const t = await getT(locale);
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(path);
      const phone = (page.viewportSize()?.width ?? 1360) < 1024;
      if (phone) await page.getByTestId('drawer-button').click();
      const scope = phone ? page.getByTestId('mobile-drawer') : page.getByRole('banner');
      await expect(scope.getByRole('link', { name: t('nav.login'), exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
