import { expect, test } from '@playwright/test';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { registerAndConfirm } from './outbox';
import { expectAccessible, onePairPerLocale } from './support';

import type { Browser } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** The seeded demo tenant (apps/api seed): a complete, visible profile seeking Groningen. */
const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026' } as const;

const LOAD = { timeout: 60_000 } as const;

/** The demo tenant's user id and first name, from a sign-in of its own context. */
async function demoTenant(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/services/api/customer/login', {
    data: DEMO_TENANT,
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { userid: number; usernamefirst: string };
  await context.close();
  return { id: body.userid, name: body.usernamefirst };
}

let accounts = 0;

for (const locale of LOCALES) {
  test.describe(`roommates (${locale})`, () => {
    test(
      'a landlord filters, finds the demo tenant, favourites and removes the tenant',
      onePairPerLocale(locale),
      async ({ browser, baseURL }) => {
        // Several pages, two sign-ins and four axe runs.
        test.setTimeout(240_000);
        const tenant = await demoTenant(browser, baseURL!);
        const t = await getT(locale as Locale, 'roommates');
        // An account of its own per run: the runs (two languages, phone and desktop) go in parallel
        // and each toggles the same tenant's heart.
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        accounts += 1;
        await registerAndConfirm(page.request, {
          email: `roommates-${locale}-${Date.now()}-${accounts}-${Math.floor(Math.random() * 1e6)}@example.com`,
          password: 'correct horse battery staple',
          firstName: 'Karin',
          locale,
        });

        await page.goto(pathFor('roommates', locale, { city: 'groningen' }), LOAD);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Groningen');
        await expectAccessible(page);

        // The home: € 300 a month, for a student.
        await page.getByLabel(t('filters.rent.label')).selectOption('300');
        await page.getByRole('checkbox', { name: t('filters.occupation.1'), exact: true }).check();
        await page.getByRole('button', { name: t('filters.apply') }).click();
        await expect(page).toHaveURL(/maxRent=300/, LOAD);
        await expect(page).toHaveURL(/suitableForStatusIds=1/);

        const card = page
          .getByRole('article')
          .filter({ has: page.locator(`a[href*="/tenant/${tenant.id}/"]`) });
        await expect(card).toBeVisible(LOAD);
        const heart = card.getByRole('button', {
          name: t('favorite.label', { name: tenant.name }),
        });
        await expect(heart).toBeEnabled(LOAD);
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');

        await page.goto(pathFor('myFavoriteTenants', locale), LOAD);
        await expect(
          page.getByRole('heading', { level: 1, name: t('favorites.title') }),
        ).toBeVisible();
        const saved = page.getByRole('article').filter({ hasText: tenant.name });
        await expect(saved).toHaveCount(1);
        await expectAccessible(page);
        const savedHeart = saved.getByRole('button', {
          name: t('favorite.label', { name: tenant.name }),
        });
        await expect(savedHeart).toBeEnabled(LOAD);
        await expect(savedHeart).toHaveAttribute('aria-pressed', 'true');
        await savedHeart.click();
        await expect(savedHeart).toHaveAttribute('aria-pressed', 'false');
        await page.reload();
        await expect(
          page.getByRole('heading', { name: t('favorites.emptyHeading') }),
        ).toBeVisible();
        await expectAccessible(page);
        await context.close();
      },
    );

    test('an anonymous visitor sees tenants, and hearts that lead to sign-in', async ({
      page,
    }, testInfo) => {
      const t = await getT(locale as Locale, 'roommates');
      const country = locale === 'nl' ? 'nederland' : 'netherlands';
      await page.goto(pathFor('roommates', locale, { city: country }), LOAD);
      await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      // On phones the cards come before the filters, which a link in the header jumps to.
      const filters = page.locator('#tenant-filters');
      const above = async () =>
        ((await cards.first().boundingBox())?.y ?? 0) < ((await filters.boundingBox())?.y ?? 0);
      const jump = page.getByRole('link', { name: t('filters.jump') });
      if (testInfo.project.name === 'mobile') {
        expect(await above()).toBe(true);
        await expect(jump).toBeVisible();
      } else {
        await expect(jump).toBeHidden();
      }
      const signIn = cards.first().locator('a[href*="returnUrl="]');
      await expect(signIn).toHaveCount(1);
      await expect(signIn).toHaveAttribute('href', new RegExp(`^${pathFor('login', locale)}\\?`));
      // The favourite view asks an anonymous visitor to sign in.
      await page.getByRole('link', { name: t('view.favorite') }).click();
      await expect(page.getByRole('link', { name: t('view.signIn') })).toBeVisible(LOAD);
      await expectAccessible(page);
    });
  });
}
