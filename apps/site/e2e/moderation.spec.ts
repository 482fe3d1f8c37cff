import { expect, test } from '@playwright/test';
import { FraudRule, ListingStatus, MODERATION_APPEAL_EMAIL, ModerationQueue } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import {
  freshPage,
  letters,
  newAccount,
  PASSWORD,
  placeOf,
  publishRoom,
  runName,
} from './accounts';
import { waitForMail } from './outbox';
import { buyPremiumThroughStandin } from './premium-fixture';
import { expectAccessible, onePairPerLocale } from './support';

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** The seeded demo moderator (apps/api seed, StaffRole Moderator). */
const MODERATOR = { email: 'moderator@rooms.test', password: 'rooms-demo-2026' } as const;

const LOAD = { timeout: 60_000 } as const;

/** A page signed in as the demo moderator. */
async function moderatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await freshPage(browser, baseURL);
  const login = await page.request.post('/services/api/customer/login', { data: MODERATOR });
  expect(login.status()).toBe(200);
  return page;
}

/** The landlord's row of an advert on My adverts. */
function advertRow(page: Page, listingID: number) {
  return page.locator(`[data-testid="my-advert"][data-listing-id="${listingID}"]`);
}

/** The address of a queue of the back office. */
function queuePath(locale: Locale, queue: ModerationQueue): string {
  return pathFor('moderation', locale, undefined, { queue });
}

/**
 * The page of the held-adverts queue that shows an advert (25 a page, oldest first), read
 * through the API as the moderator.
 *
 * @throws when the advert is in none of the pages
 */
async function heldAdvertsPageOf(request: APIRequestContext, listingID: number): Promise<number> {
  for (let page = 1; ; page++) {
    const answer = await request.get(`/services/api/moderation/held-adverts?page=${page}`);
    expect(answer.status()).toBe(200);
    const { items, total, pageSize } = (await answer.json()) as {
      items: { listingID: number }[];
      total: number;
      pageSize: number;
    };
    if (items.some((item) => item.listingID === listingID)) return page;
    if (page * pageSize >= total) throw new Error(`advert ${listingID} is not held`);
  }
}

/** A queue item of the back office about a subject (advert or conversation). */
function queueItem(page: Page, testId: string, subjectId: number) {
  return page.locator(`[data-testid="${testId}"][data-subject-id="${subjectId}"]`);
}

/**
 * Issue 28, the moderation back office end to end, in Dutch and English, on a desktop and a
 * phone: (1) a new landlord publishes a room in Amsterdam at a rent far below the city's level;
 * the fraud rule holds it and My adverts says it is being reviewed; the demo moderator finds it
 * in the held adverts with the rule and its facts and approves it; the landlord sees it online
 * and an anonymous visitor opens its page. (2) A tenant reacts to a new landlord's advert and
 * reports it; the moderator blocks the landlord from the reported adverts (30 days); the tenant
 * sees "blocked user" in the inbox and the conversation and gets the warning e-mail; the
 * landlord's sign-in is refused with where to appeal. (3) The back
 * office is the site's 404 to a signed-in user who is not staff and to an anonymous visitor.
 * axe on every staff page.
 */
for (const locale of LOCALES) {
  test(
    `a moderator approves an advert a fraud rule held (${locale})`,
    onePairPerLocale(locale),
    async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const [t, tAdverts] = await Promise.all([
        getT(locale, 'moderation'),
        getT(locale, 'adverts'),
      ]);
      const landlord = await newAccount(browser, baseURL!, locale, runName('Lotte'));
      const place = await placeOf(landlord.page.request, 'Amsterdam', 'Da');
      const title = `${locale === 'nl' ? 'Goedkope kamer' : 'Cheap room'} ${letters(8)}`;
      // € 250 for a room in Amsterdam: far below 40% of the city's level.
      const published = await publishRoom(
        landlord.page.request,
        { ...place, postcode: '1071 AB' },
        25_000,
        title,
      );
      expect(published.isPendingReview).toBe(true);

      // My adverts: being reviewed.
      await landlord.page.goto(pathFor('myAdverts', locale), LOAD);
      const row = advertRow(landlord.page, published.listingID);
      await expect(row).toHaveAttribute('data-status', String(ListingStatus.Pending));
      await expect(row.getByTestId('my-advert-status')).toHaveText(tAdverts('status.Pending'));

      // The back office: the held advert with the rule and its facts.
      const moderator = await moderatorPage(browser, baseURL!);
      await moderator.goto(pathFor('moderation', locale), LOAD);
      await expect(moderator.getByRole('heading', { level: 1 })).toHaveText(t('heading'));
      await expect(
        moderator.getByRole('link', { name: new RegExp(t('queues.held_adverts')) }),
      ).toHaveAttribute('aria-current', 'page');
      // Oldest first, 25 a page: the new advert is on the queue's last page.
      await moderator.goto(
        pathFor('moderation', locale, undefined, {
          queue: ModerationQueue.HeldAdverts,
          page: await heldAdvertsPageOf(moderator.request, published.listingID),
        }),
        LOAD,
      );
      const item = queueItem(moderator, 'held-advert', published.listingID);
      await expect(item.getByRole('heading', { name: title })).toBeVisible();
      const rule = item.locator(`[data-rule="${FraudRule.RentFarBelowCityLevel}"]`);
      await expect(rule).toContainText(t('rules.rent_far_below_city_level.name'));
      await expect(rule).toContainText(t('rules.rent_far_below_city_level.facts.sharePercent'));
      await expect(rule).toContainText(t('rules.rent_far_below_city_level.facts.cityLevelCents'));
      await expect(item.getByTestId('moderation-user')).toContainText(landlord.email);
      await expectAccessible(moderator);

      // Approve, with the dialog checked by axe while open.
      await item.getByRole('button', { name: t('actions.approve'), exact: true }).click();
      const dialog = moderator.getByRole('dialog', {
        name: t('dialog.titles.approve', { subject: title }),
      });
      await expect(dialog).toBeVisible();
      await expectAccessible(moderator);
      await dialog.getByRole('button', { name: t('dialog.submit.approve') }).click();
      await expect(moderator.getByTestId('moderation-done')).toHaveText(
        t('done.approve', { subject: title }),
      );
      await expect(item).toHaveCount(0, LOAD);

      // The landlord sees it online; an anonymous visitor opens its page.
      await landlord.page.reload(LOAD);
      await expect(row).toHaveAttribute('data-status', String(ListingStatus.Approved));
      await expect(row.getByTestId('my-advert-status')).toHaveText(tAdverts('status.Approved'));
      const href = await row.getByTestId('my-advert-link').getAttribute('href');
      expect(href).toBeTruthy();
      const visitor = await freshPage(browser, baseURL!);
      const answer = await visitor.goto(href!, LOAD);
      expect(answer?.status()).toBe(200);
      await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);

      // The other queues, and a reported conversation's messages (the seed reports one).
      for (const queue of [ModerationQueue.ScamSignals, ModerationQueue.FlaggedProfiles]) {
        await moderator.goto(queuePath(locale, queue), LOAD);
        await expect(moderator.getByTestId('moderation-queue')).toHaveAttribute(
          'data-queue',
          queue,
        );
        await expectAccessible(moderator);
      }
      await moderator.goto(queuePath(locale, ModerationQueue.ConversationReports), LOAD);
      await expectAccessible(moderator);
      const reported = moderator.getByTestId('conversation-report').first();
      const conversationID = await reported.getAttribute('data-subject-id');
      await reported.getByRole('link', { name: t('actions.readMessages') }).click();
      await expect(moderator).toHaveURL(
        (url) =>
          url.pathname ===
          pathFor('moderationConversation', locale, { conversationID: conversationID! }),
      );
      await expect(moderator.getByText(t('conversation.logged'))).toBeVisible();
      await expect(moderator.getByTestId('moderation-message').first()).toBeVisible();
      await expectAccessible(moderator);

      // The audit log has the approval and the reading of the conversation.
      await moderator.goto(pathFor('moderationAuditLog', locale), LOAD);
      const log = moderator.getByRole('table', { name: t('audit.caption') });
      await expect(log).toContainText(t('audit.subjects.listing', { id: published.listingID }));
      await expect(log).toContainText(t('actions.names.8'));
      await expectAccessible(moderator);
    },
  );

  test(
    `a moderator blocks a reported landlord and the tenant is warned (${locale})`,
    onePairPerLocale(locale),
    async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const [t, tMessages] = await Promise.all([
        getT(locale, 'moderation'),
        getT(locale, 'messages'),
      ]);
      const landlordName = runName('Kees');
      const landlord = await newAccount(browser, baseURL!, locale, landlordName);
      const place = await placeOf(landlord.page.request, 'Groningen', 'Here');
      const title = `${locale === 'nl' ? 'Zonnige kamer' : 'Sunny room'} ${letters(8)}`;
      const published = await publishRoom(
        landlord.page.request,
        { ...place, postcode: '9711 LM' },
        55_000,
        title,
      );
      expect(published.isPendingReview).toBe(false);
      await landlord.page.goto(pathFor('myAdverts', locale), LOAD);
      const listingHref = await advertRow(landlord.page, published.listingID)
        .getByTestId('my-advert-link')
        .getAttribute('href');

      // The tenant writes to the landlord, then reports the advert on its page.
      const tenant = await newAccount(browser, baseURL!, locale, runName('Noor'));
      await buyPremiumThroughStandin(tenant.page.request);
      const reaction = await tenant.page.request.post(
        '/services/api/conversation/listing-reaction',
        {
          data: {
            listingID: published.listingID,
            message:
              locale === 'nl'
                ? 'Hallo! Ik ben op zoek naar een kamer en wil graag komen kijken.'
                : 'Hello! I am looking for a room and would like to come and see it.',
          },
        },
      );
      expect(reaction.status(), await reaction.text()).toBe(200);
      const { conversationID } = (await reaction.json()) as { conversationID: number };
      await tenant.page.goto(listingHref!, LOAD);
      await tenant.page.getByRole('button', { name: tMessages('report.listingButton') }).click();
      const report = tenant.page.getByRole('dialog', { name: tMessages('report.listingTitle') });
      await report.getByRole('radio', { name: tMessages('report.reasons.2') }).check();
      await report
        .getByLabel(tMessages('report.commentLabel'))
        .fill(
          locale === 'nl'
            ? 'Vraagt de borg via Western Union voor de bezichtiging.'
            : 'Asks for the deposit by Western Union before the viewing.',
        );
      await report.getByRole('button', { name: tMessages('report.submit') }).click();
      await expect(tenant.page.getByText(tMessages('report.listingDone'))).toBeVisible();

      // The moderator blocks the landlord from the reported adverts.
      const moderator = await moderatorPage(browser, baseURL!);
      await moderator.goto(queuePath(locale, ModerationQueue.AdvertReports), LOAD);
      const item = queueItem(moderator, 'advert-report', published.listingID);
      await expect(item).toContainText(tMessages('report.reasons.2'));
      await expect(item).toContainText('Western Union');
      await expectAccessible(moderator);
      await item.getByRole('button', { name: t('actions.block', { name: landlordName }) }).click();
      const dialog = moderator.getByRole('dialog', {
        name: t('dialog.titles.block', { subject: `${landlordName} Test` }),
      });
      // The note is required: refused on the field first.
      await dialog.getByRole('button', { name: t('dialog.submit.block') }).click();
      await expect(dialog.getByText(t('dialog.validation.noteMissing'))).toBeVisible();
      await expect(dialog.getByLabel(t('dialog.noteLabel'), { exact: true })).toBeFocused();
      await dialog.getByRole('radio', { name: t('dialog.durations.2') }).check();
      await dialog.getByLabel(t('dialog.daysLabel'), { exact: true }).selectOption({
        label: t('dialog.days', { count: 30 }),
      });
      await expectAccessible(moderator);
      await dialog
        .getByLabel(t('dialog.noteLabel'), { exact: true })
        .fill('Deposit by Western Union before viewing');
      await dialog.getByRole('button', { name: t('dialog.submit.block') }).click();
      await expect(moderator.getByTestId('moderation-done')).toContainText(
        t('done.block', { subject: `${landlordName} Test`, adverts: 1, tenants: 1 }),
        LOAD,
      );
      await expect(item).toHaveCount(0, LOAD);

      // The tenant: "blocked user" in the inbox and the conversation, and the warning e-mail.
      await tenant.page.goto(pathFor('myMessages', locale, { inboxType: 'default' }), LOAD);
      const inboxRow = tenant.page.locator(
        `[data-testid="inbox-row"][data-conversation-id="${conversationID}"]`,
      );
      await expect(inboxRow.getByTestId('blocked-user-label')).toHaveText(t('blockedUser.label'));
      await tenant.page.goto(
        pathFor('conversation', locale, {
          inboxType: 'default',
          conversationID: String(conversationID),
        }),
        LOAD,
      );
      await expect(tenant.page.getByTestId('blocked-user-label')).toContainText(
        t('blockedUser.label'),
      );
      await expectAccessible(tenant.page);
      // The landlord's sign-in is refused with the end of the block and where to appeal.
      const tAccount = await getT(locale, 'account');
      const signIn = await freshPage(browser, baseURL!);
      await signIn.goto(pathFor('login', locale), LOAD);
      await signIn.getByLabel(tAccount('fields.email'), { exact: true }).fill(landlord.email);
      await signIn.getByLabel(tAccount('fields.password'), { exact: true }).fill(PASSWORD);
      await signIn.getByRole('button', { name: tAccount('login.submit') }).click();
      const refusal = signIn.getByTestId('login-blocked');
      await expect(refusal).toContainText(MODERATION_APPEAL_EMAIL, LOAD);
      await expect(refusal.getByRole('link', { name: MODERATION_APPEAL_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${MODERATION_APPEAL_EMAIL}`,
      );
      await expect(signIn).toHaveURL((url) => url.pathname === pathFor('login', locale));
      await expectAccessible(signIn);

      await waitForMail(
        tenant.email,
        locale === 'nl'
          ? /Onze moderatoren hebben dit account geblokkeerd/
          : /Our moderators blocked this account/,
      );
    },
  );
}

test('the back office is a 404 to anyone who is not staff', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const tCommon = await getT('en');
  const member = await newAccount(browser, baseURL!, 'en', runName('Sam'));
  const anonymous = await freshPage(browser, baseURL!);
  for (const page of [member.page, anonymous]) {
    for (const locale of LOCALES) {
      for (const path of [
        pathFor('moderation', locale),
        pathFor('moderationAuditLog', locale),
        pathFor('moderationConversation', locale, { conversationID: '1' }),
      ]) {
        const answer = await page.goto(path, LOAD);
        expect(answer?.status(), path).toBe(404);
        // The ordinary not-found page: no sign-in redirect, nothing of the back office.
        expect(new URL(page.url()).pathname).toBe(path);
        if (locale === 'en') {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            tCommon('notFound.title'),
          );
        }
        await expect(page.getByTestId('moderation-summary')).toHaveCount(0);
      }
    }
  }
  await expectAccessible(anonymous);
});
