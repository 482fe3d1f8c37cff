import { expect, test } from '@playwright/test';
import {
  InboxType,
  inboxTypeWord,
  MyListingsFilter,
  ScamSignal,
  scamSignals,
  VISIBLE_LISTING_STATUSES,
} from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { registerAndConfirm } from './outbox';
import { buyPremiumThroughStandin } from './premium-fixture';
import {
  DEMO_LANDLORD,
  expectAccessible,
  onePairPerLocale,
  RESERVED_FOR_MESSAGING,
} from './support';

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { ListingStatus } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

const LOAD = { timeout: 60_000 } as const;

/**
 * What the landlord answers, in the page's language: first an ordinary answer (the deposit paid
 * at signing, after the viewing), then a scam pattern: a landlord abroad who wants the deposit
 * by Western Union before the viewing. Written for this test; no real person's words or data.
 */
const ANSWERS: Record<Locale, { ordinary: string; scam: string }> = {
  nl: {
    ordinary:
      'Leuk dat je reageert! Je kunt de kamer dinsdag om 19.00 uur bekijken. De borg is één maand huur, te betalen bij het tekenen van het contract na de bezichtiging.',
    scam: 'De kamer is nog vrij. Ik zit op dit moment in het buitenland, dus voor de bezichtiging vraag ik de borg van €800 via Western Union.',
  },
  en: {
    ordinary:
      "Thanks for reacting! You can view the room on Tuesday at 19:00. The deposit is one month's rent, paid when signing the contract after the viewing.",
    scam: 'The room is still available. I am abroad at the moment, so before the viewing I need the deposit of €800 by Western Union.',
  },
};

/**
 * A visible advert of the demo landlord after the ones e2e/messaging.spec.ts reserves, one per
 * run where there are enough (each run's tenant is new, so its conversation is new too).
 */
async function spareAdvert(request: APIRequestContext, run: number): Promise<number> {
  const response = await request.get(
    `/services/api/listing/mylistings?listingStatusType=${MyListingsFilter.Active}&rowsPerPage=100`,
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as {
    items: { listingID: number; status: ListingStatus }[];
  };
  const visible: readonly number[] = VISIBLE_LISTING_STATUSES;
  const spare = items
    .filter((item) => visible.includes(item.status))
    .map((item) => item.listingID)
    .sort((a, b) => a - b)
    .slice(RESERVED_FOR_MESSAGING);
  expect(
    spare.length,
    'a spare visible advert of the demo landlord (reseed the API)',
  ).toBeGreaterThan(0);
  return spare[run % spare.length]!;
}

/** A page of its own browser context, signed in as the demo landlord. */
async function landlordPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/services/api/customer/login', { data: DEMO_LANDLORD });
  expect(login.status()).toBe(200);
  return page;
}

/** A page of a tenant registered just now, with premium (reacting to an advert needs it). */
async function newTenantPage(
  browser: Browser,
  baseURL: string,
  locale: Locale,
  marker: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await registerAndConfirm(page.request, {
    email: `scam-${marker}@rooms.test`,
    password: 'rooms-e2e-tenant-2026',
    firstName: 'Tessa',
    locale,
  });
  await buyPremiumThroughStandin(page.request);
  return page;
}

/**
 * Issue 28 "Scam warnings", in Dutch and English, on a desktop and a phone: a new tenant reacts
 * to an advert of the demo landlord; the landlord answers in the conversation with an ordinary
 * message and then with one asking for a deposit by Western Union before the viewing. The tenant
 * sees a calm warning (a note, not an alert) under that message only, with the safety page's
 * advice for both signs and a link to the tenant safety page; the landlord sees no warning on
 * his own messages. The conversation page with the warning passes axe.
 */
for (const [index, locale] of LOCALES.entries()) {
  test(
    `a message asking for a deposit by Western Union shows the scam warning (${locale})`,
    onePairPerLocale(locale),
    async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      const [t, tMessages, tContent] = await Promise.all([
        getT(locale, 'scamWarning'),
        getT(locale, 'messages'),
        getT(locale, 'content'),
      ]);
      const site = baseURL ?? '';
      const run = index + (testInfo.project.name === 'mobile' ? LOCALES.length : 0);
      const marker = `${locale}-${testInfo.project.name}-${Date.now().toString(36)}`;
      const answers = ANSWERS[locale];
      // The texts say what the test means them to (the rules themselves are unit-tested).
      expect(scamSignals(answers.ordinary)).toEqual([]);
      expect(scamSignals(answers.scam)).toEqual([
        ScamSignal.MoneyBeforeViewing,
        ScamSignal.MoneyTransferService,
      ]);

      const landlord = await landlordPage(browser, site);
      const tenant = await newTenantPage(browser, site, locale, marker);
      try {
        // The tenant reacts to the advert.
        const listingID = await spareAdvert(landlord.request, run);
        const reaction = await tenant.request.post('/services/api/conversation/listing-reaction', {
          data: {
            listingID,
            message: `Hello, I am Tessa (${marker}) and I would like to see the room.`,
          },
        });
        expect(reaction.status(), await reaction.text()).toBe(200);
        const { conversationID } = (await reaction.json()) as { conversationID: number };
        const conversation = pathFor('conversation', locale, {
          inboxType: inboxTypeWord(InboxType.Default),
          conversationID: String(conversationID),
        });

        // The landlord answers in the conversation: an ordinary message, then the scam pattern.
        await landlord.goto(conversation);
        await expect(landlord.getByTestId('conversation-role')).toHaveText(
          tMessages('conversation.role.landlord'),
          LOAD,
        );
        await landlord.waitForLoadState('networkidle');
        const field = landlord.getByRole('textbox', { name: tMessages('conversation.send.label') });
        const send = landlord.getByRole('button', { name: tMessages('conversation.send.submit') });
        for (const answer of [answers.ordinary, answers.scam]) {
          await field.fill(answer);
          await send.click();
          await expect(
            landlord.getByTestId('message-text').filter({ hasText: answer }),
          ).toBeVisible(LOAD);
        }
        // The landlord is not warned about his own messages.
        await landlord.reload();
        await expect(landlord.getByTestId('message')).toHaveCount(3);
        await expect(landlord.getByTestId('scam-warning')).toHaveCount(0);

        // The tenant sees one calm warning, under the scam message only.
        await tenant.goto(conversation);
        await expect(tenant.getByTestId('conversation-role')).toHaveText(
          tMessages('conversation.role.tenant'),
          LOAD,
        );
        const messages = tenant.getByTestId('message');
        await expect(messages).toHaveCount(3);
        await expect(tenant.getByTestId('scam-warning')).toHaveCount(1);
        const scamMessage = messages.filter({ hasText: answers.scam });
        const ordinaryMessage = messages.filter({ hasText: answers.ordinary });
        await expect(ordinaryMessage.getByTestId('scam-warning')).toHaveCount(0);
        const note = scamMessage.getByRole('note', { name: t('title') });
        await expect(note).toBeVisible();
        await expect(note.getByRole('listitem')).toHaveText([
          t('advice.money_before_viewing'),
          t('advice.money_transfer_service'),
        ]);
        const link = note.getByRole('link', { name: t('safetyLink') });
        await expect(link).toHaveAttribute('href', pathFor('safetyTenant', locale));
        // Advice, not an alarm: the page shows no alert for it.
        await expect(tenant.locator('main').getByRole('alert')).toHaveCount(0);
        await expectAccessible(tenant);
        // The message with its warning as the tenant sees it (kept with the test's results).
        await scamMessage.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await tenant.screenshot({
          path: testInfo.outputPath(`scam-warning-${locale}-${testInfo.project.name}.png`),
        });

        // The link leads to the safety page in the same language.
        await link.click();
        await expect(tenant).toHaveURL(
          (url) => url.pathname === pathFor('safetyTenant', locale),
          LOAD,
        );
        await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(
          tContent('pages.safetyTenant.title'),
        );
      } finally {
        await tenant.context().close();
        await landlord.context().close();
      }
    },
  );
}
