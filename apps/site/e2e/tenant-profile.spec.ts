import { expect, test } from '@playwright/test';
import { InboxType, inboxTypeWord } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';
import sharp from 'sharp';

import { registerAndConfirm } from './outbox';
import { DEMO_LANDLORD, expectAccessible, onePairPerLocale } from './support';

import type { Browser, Page } from '@playwright/test';

const LOAD = { timeout: 60_000 } as const;

/** A 400×400 JPEG portrait-like test photo (made here: the repository has no photo fixtures). */
function testPortrait(red: number): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: red, g: 140, b: 180 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A page of its own browser context (one account's cookies). */
async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/**
 * Issue 26's tenant profile end to end, in Dutch and English, on a desktop and a phone: a new
 * tenant (registered through the e-mailed link) fills in the profile with a photo and sees it
 * 100% complete, opens the public page; the demo landlord opens that page and invites the tenant
 * to one of his adverts; the tenant finds the invitation in the inbox and answers it. axe on the
 * edit page, the public page and the invitation dialog.
 */
for (const locale of LOCALES) {
  test(
    `a tenant completes the profile and a landlord invites the tenant (${locale})`,
    onePairPerLocale(locale),
    async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      const [t, messagesT] = await Promise.all([
        getT(locale, 'tenantProfile'),
        getT(locale, 'messages'),
      ]);
      const site = baseURL ?? '';
      const marker = `${locale}${testInfo.project.name}${Date.now()}`;
      const firstName = 'Noor';

      // A new tenant signs up (link from the outbox) and opens the profile page.
      const tenant = await newPage(browser, site);
      await registerAndConfirm(tenant.request, {
        email: `tenant-profile-${marker}@example.com`,
        password: 'correct horse battery',
        firstName,
        locale,
      });
      await tenant.goto(pathFor('publicProfile', locale));
      await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(t('edit.heading'));
      await expect(tenant.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
      await tenant.waitForLoadState('networkidle');
      // Hydrated: the save button is enabled (its colour no longer changing when axe measures).
      await expect(tenant.getByRole('button', { name: t('edit.save') })).toBeEnabled();
      await expectAccessible(tenant);

      // Every required item, then save.
      // No digits: a long run of them is a phone number, which the introduction refuses.
      const word = Math.random()
        .toString(36)
        .replace(/[^a-z]/g, '');
      const introduction = `Hello, I am ${firstName}, a calm student who cooks and keeps the house tidy. ${word}`;
      await tenant.getByLabel(t('fields.introduction')).fill(introduction);
      await tenant.getByLabel(t('fields.occupation')).selectOption('1');
      await tenant.getByLabel(t('fields.ageBand')).selectOption('2');
      const cities = tenant.getByRole('combobox', { name: t('fields.cities') });
      await cities.fill('Groning');
      await tenant.getByRole('option', { name: 'Groningen', exact: true }).click();
      await tenant.getByLabel(t('fields.maxRent')).fill('650');
      await tenant.getByLabel(t('fields.moveInDate')).fill('2027-03-01');
      await tenant.getByRole('checkbox', { name: t('options.languages.2') }).check();
      await tenant.getByRole('button', { name: t('edit.save') }).click();
      await expect(tenant.getByRole('status').getByText(t('edit.saved'))).toBeVisible(LOAD);
      // Without a photo: 7 of 8 items, and the completeness links to the photo.
      await expect(tenant.getByRole('meter')).toHaveAttribute('aria-valuenow', '87');
      await expect(
        tenant.getByTestId('profile-completeness').getByRole('link', { name: t('items.photo') }),
      ).toHaveAttribute('href', '#profile-photo');

      // The photo: uploaded at once; the profile is complete.
      await tenant
        .getByTestId('profile-photo-input')
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await testPortrait(200) });
      await expect(tenant.getByRole('meter')).toHaveAttribute('aria-valuenow', '100', LOAD);
      await expect(tenant.getByText(t('completeness.done'))).toBeVisible();
      await expect(tenant.getByTestId('user-avatar').locator('img')).toBeVisible();

      // The public page: first name, introduction, no surname or e-mail.
      await tenant.getByTestId('public-page-link').click();
      await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(firstName, LOAD);
      const publicPath = new URL(tenant.url()).pathname;
      await expect(tenant.getByText(introduction)).toBeVisible();
      await expect(tenant.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectAccessible(tenant);

      // Anonymous visitors get a sign-in link instead of the invite button.
      const visitor = await newPage(browser, site);
      await visitor.goto(publicPath);
      await expect(
        visitor.getByRole('link', { name: t('public.signInToInvite', { name: firstName }) }),
      ).toBeVisible();
      await visitor.context().close();

      // The demo landlord opens the page and invites the tenant to an advert.
      const landlord = await newPage(browser, site);
      const login = await landlord.request.post('/services/api/customer/login', {
        data: DEMO_LANDLORD,
      });
      expect(login.status()).toBe(200);
      await landlord.goto(publicPath);
      await landlord.waitForLoadState('networkidle');
      await landlord.getByRole('button', { name: t('invite.button') }).click();
      const dialog = landlord.getByRole('dialog', { name: t('invite.title', { name: firstName }) });
      await expect(dialog).toBeVisible();
      await expectAccessible(landlord);
      const invitation = `${t('invite.messageDefault', { name: firstName })} ${marker}`;
      await dialog.getByLabel(t('invite.message')).fill(invitation);
      await dialog.getByRole('button', { name: t('invite.send') }).click();
      await expect(dialog.getByText(t('invite.sent'))).toBeVisible(LOAD);
      await dialog.getByRole('link', { name: t('invite.openConversation') }).click();
      const conversationPrefix = pathFor('conversation', locale, {
        inboxType: inboxTypeWord(InboxType.Default),
        conversationID: '0',
      }).replace(/0$/, '');
      await expect(landlord).toHaveURL((url) => url.pathname.startsWith(conversationPrefix), LOAD);
      const conversationPath = new URL(landlord.url()).pathname;
      await expect(landlord.getByTestId('message-text').filter({ hasText: marker })).toBeVisible();

      // The tenant finds it in the inbox and answers.
      await tenant.goto(
        pathFor('myMessages', locale, { inboxType: inboxTypeWord(InboxType.Default) }),
      );
      const row = tenant.locator(`[data-testid="inbox-row"]`).filter({ hasText: marker });
      await expect(row).toBeVisible(LOAD);
      await tenant.goto(conversationPath);
      await expect(tenant.getByTestId('message-text').filter({ hasText: marker })).toBeVisible();
      await tenant.waitForLoadState('networkidle');
      const answer = `Thank you, I would love to see it! ${marker}`;
      await tenant
        .getByRole('textbox', { name: messagesT('conversation.send.label') })
        .fill(answer);
      await tenant.getByRole('button', { name: messagesT('conversation.send.submit') }).click();
      await expect(tenant.getByTestId('message-text').filter({ hasText: answer })).toBeVisible(
        LOAD,
      );

      await tenant.context().close();
      await landlord.context().close();
    },
  );
}

/** A hidden or unknown profile answers the 404 page, in both languages. */
for (const locale of LOCALES) {
  test(`an unknown tenant profile is not found (${locale})`, async ({ page }) => {
    const response = await page.goto(
      pathFor('tenantProfile', locale, { tenantID: '2000000000', source: 'search' }),
    );
    expect(response?.status()).toBe(404);
  });
}
