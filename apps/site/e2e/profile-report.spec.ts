import { expect, test } from '@playwright/test';
import { ModerationQueue } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { DEMO_LANDLORD, expectAccessible, onePairPerLocale } from './support';

import type { Browser, Page } from '@playwright/test';

const LOAD = { timeout: 60_000 } as const;

/** The seeded demo moderator and tenant (apps/api seed). */
const MODERATOR = { email: 'moderator@rooms.test', password: 'rooms-demo-2026' } as const;
const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026' } as const;

/** A page of its own browser context, signed in as one of the demo accounts. */
async function signedIn(browser: Browser, baseURL: string, account: object): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const login = await page.request.post('/services/api/customer/login', { data: account });
  expect(login.status()).toBe(200);
  return page;
}

/**
 * Issue 28 "flagged tenant profiles", in Dutch and English, on a desktop and a phone: the demo
 * landlord reports the demo tenant's public profile through its report button and dialog and is
 * thanked in place; the demo moderator finds the report in the back office's queue of reported
 * tenant profiles. The tenant sees no report button on her own profile. axe on the dialog.
 */
for (const locale of LOCALES) {
  test(
    `a landlord reports a tenant profile and a moderator finds it (${locale})`,
    onePairPerLocale(locale),
    async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const t = await getT(locale, 'messages');
      const tenant = await signedIn(browser, baseURL!, DEMO_TENANT);
      const tenantID = (
        (await (await tenant.request.get('/services/api/customer/view')).json()) as {
          userid: number;
        }
      ).userid;
      const profilePath = pathFor('tenantProfile', locale, {
        tenantID: String(tenantID),
        source: 'search',
      });

      // The tenant's own profile has no report button.
      await tenant.goto(profilePath, LOAD);
      await tenant.waitForLoadState('networkidle');
      await expect(tenant.getByRole('button', { name: t('report.profileButton') })).toHaveCount(0);

      const landlord = await signedIn(browser, baseURL!, DEMO_LANDLORD);
      await landlord.goto(profilePath, LOAD);
      await landlord.waitForLoadState('networkidle');
      await landlord.getByRole('button', { name: t('report.profileButton') }).click();
      const dialog = landlord.getByRole('dialog', { name: t('report.profileTitle') });
      await expect(dialog).toBeVisible();
      await expectAccessible(landlord);
      await dialog.getByRole('radio', { name: t('report.reasons.1') }).check();
      await dialog.getByRole('button', { name: t('report.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(landlord.getByTestId('tenantProfile-reported')).toHaveText(
        t('report.profileDone'),
      );

      const moderator = await signedIn(browser, baseURL!, MODERATOR);
      await moderator.goto(
        pathFor('moderation', locale, undefined, { queue: ModerationQueue.FlaggedProfiles }),
        LOAD,
      );
      await expect(moderator.getByTestId('moderation-queue')).toHaveAttribute(
        'data-queue',
        ModerationQueue.FlaggedProfiles,
      );
      const item = moderator.locator(
        `[data-testid="flagged-profile"][data-subject-id="${tenantID}"]`,
      );
      await expect(item).toBeVisible();
      await expect(item.getByTestId('moderation-user')).toContainText(DEMO_TENANT.email);
      await expect(item).toContainText(t('report.reasons.1'));
    },
  );
}
