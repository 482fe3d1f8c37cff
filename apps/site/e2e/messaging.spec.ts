import { expect, test } from '@playwright/test';
import {
  ConversationAction,
  InboxType,
  inboxTypeWord,
  ListingArrivalSource,
  MyListingsFilter,
  SearchListingType,
  VISIBLE_LISTING_STATUSES,
  buildSearchCategoryAndCity,
} from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { registerAndConfirm } from './outbox';
import { buyPremiumThroughStandin } from './premium-fixture';
import { DEMO_LANDLORD, expectAccessible, onePairPerLocale } from './support';

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { ListingStatus } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** The seeded demo accounts (apps/api seed), as the README's start command prints them. */
const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026' } as const;

const LOAD = { timeout: 60_000 } as const;

/** Runs of each flow test: both languages on a desktop and a phone (one advert each). */
const RUNS_PER_FLOW = LOCALES.length * 2;

let landlordListings: number[] | null = null;

/**
 * Visible adverts of the demo landlord, in id order, from the landlord's own list
 * (`GET /listing/mylistings`, filter Active, keeping the statuses tenants see). Read once per
 * worker; at least `count` are expected. e2e/my-adverts.spec.ts changes adverts from the other
 * end of this list only.
 */
async function demoLandlordListings(request: APIRequestContext, count: number): Promise<number[]> {
  if (landlordListings !== null && landlordListings.length >= count) return landlordListings;
  const login = await request.post('/services/api/customer/login', { data: DEMO_LANDLORD });
  expect(login.status()).toBe(200);
  const response = await request.get(
    `/services/api/listing/mylistings?listingStatusType=${MyListingsFilter.Active}&rowsPerPage=100`,
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as {
    items: { listingID: number; status: ListingStatus }[];
  };
  const visible: readonly number[] = VISIBLE_LISTING_STATUSES;
  const found = items
    .filter((item) => visible.includes(item.status))
    .map((item) => item.listingID)
    .sort((a, b) => a - b);
  expect(found.length).toBeGreaterThanOrEqual(count);
  landlordListings = found;
  return found;
}

/**
 * A page of its own browser context (cookies of one account only), signed in by an API call
 * that sets the session cookie (login 200, or registration 201).
 */
async function pageSignedInBy(
  browser: Browser,
  baseURL: string,
  call: { path: string; data: Record<string, string>; status: number },
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.request.post(`/services/api/${call.path}`, { data: call.data });
  expect(response.status()).toBe(call.status);
  return page;
}

/** A page signed in as one of the demo accounts. */
function signedInPage(browser: Browser, baseURL: string, account: Record<string, string>) {
  return pageSignedInBy(browser, baseURL, { path: 'customer/login', data: account, status: 200 });
}

/** Whether this page is laid out for phones (the bar below 1024 px shows the drawer button). */
function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1360) < 1024;
}

function inboxPath(locale: Locale, inboxType: InboxType): string {
  return pathFor('myMessages', locale, { inboxType: inboxTypeWord(inboxType) });
}

/** The success path without its conversation id (`/en/react-to-listing/success/`). */
function successPrefix(locale: Locale): string {
  return pathFor('reactToListingSuccess', locale, { conversationID: '0' }).replace(/0$/, '');
}

/** This run's number among the {@link RUNS_PER_FLOW} runs of a flow test (language, device). */
function runOf(localeIndex: number, project: string): number {
  return localeIndex + (project === 'mobile' ? LOCALES.length : 0);
}

function conversationRow(page: Page, conversationID: string) {
  return page.locator(`[data-testid="inbox-row"][data-conversation-id="${conversationID}"]`);
}

/**
 * Issue 6 end to end, in Dutch and English, on a desktop and a phone: the demo tenant reacts to
 * an advert of the demo landlord and lands on the success page; the landlord sees the unread
 * count in the header (drawer on a phone), opens the conversation and replies; the tenant sees
 * the reply; the landlord favourites, trashes and restores the conversation and the inbox types
 * show it where §4 says. Message text with HTML appears literally.
 */
for (const [index, locale] of LOCALES.entries()) {
  test(
    `a tenant reacts, the landlord replies and files the conversation (${locale})`,
    onePairPerLocale(locale),
    async ({ page, browser, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      const [t, common, shellT] = await Promise.all([
        getT(locale, 'messages'),
        getT(locale),
        getT(locale, 'shell'),
      ]);
      const listings = await demoLandlordListings(page.request, RUNS_PER_FLOW);
      const listingID = String(listings[runOf(index, testInfo.project.name)]);
      const marker = `${locale}-${testInfo.project.name}-${Date.now()}`;
      const site = baseURL ?? '';

      // The tenant signs in and opens the reaction page of the advert.
      const tenant = await signedInPage(browser, site, DEMO_TENANT);
      await tenant.goto(pathFor('reactToListing', locale, { listingID }));
      await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(t('react.heading'));
      await expect(tenant.getByTestId('listing-summary')).toBeVisible();
      const listingTitle =
        (await tenant.getByTestId('listing-summary').getByRole('link').textContent()) ?? '';
      // The form validates once React has taken over the page.
      await tenant.waitForLoadState('networkidle');

      // Too short: the form says so in the page's language, as the user types.
      const field = tenant.getByRole('textbox', { name: t('react.messageLabel') });
      // Retried: text typed before hydration on a slow machine is not seen by the form yet.
      await expect(async () => {
        await field.fill('Hi');
        await field.blur();
        await expect(field).toHaveValue('Hi', { timeout: 1_000 });
        await expect(tenant.getByText(t('validation.too_short', { min: 20 })).first()).toBeVisible({
          timeout: 2_000,
        });
      }).toPass({ timeout: 30_000 });

      // A real reaction, with HTML that must show literally.
      const reaction = `Hello, I am Tessa <b>${marker}</b> and I would like to see the room.`;
      await field.fill(reaction);
      await tenant.getByRole('button', { name: t('react.submit') }).click();
      await expect(tenant).toHaveURL((url) => url.pathname.startsWith(successPrefix(locale)), LOAD);
      await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(t('success.heading'));
      const conversationID = /(\d+)$/.exec(new URL(tenant.url()).pathname)?.[1] ?? '';
      expect(conversationID).not.toBe('');
      const conversation = pathFor('conversation', locale, {
        inboxType: inboxTypeWord(InboxType.Default),
        conversationID,
      });
      await expect(tenant.getByRole('link', { name: t('success.toConversation') })).toHaveAttribute(
        'href',
        conversation,
      );

      // The landlord sees the unread count in the header (the drawer on a phone).
      const landlord = await signedInPage(browser, site, DEMO_LANDLORD);
      await landlord.goto(pathFor('home', locale));
      if (isPhone(landlord)) {
        await landlord.getByRole('button', { name: common('nav.openMenu') }).click();
        await expect(
          landlord.locator('[data-testid="mobile-drawer"] [data-testid="count-badge"]'),
        ).toBeVisible();
        await landlord.keyboard.press('Escape');
      } else {
        await expect(landlord.locator('header [data-testid="count-badge"]')).toBeVisible();
      }
      const badgeLabel = await landlord
        .locator('[data-testid="count-badge"]')
        .first()
        .textContent();
      expect(badgeLabel ?? '').toMatch(
        new RegExp(shellT('unreadMessages', { count: 1 }).replace('1', '\\d+')),
      );

      // In the inbox the conversation is unread; the landlord opens it and reads the reaction.
      await landlord.goto(inboxPath(locale, InboxType.Default));
      const row = conversationRow(landlord, conversationID);
      await expect(row).toHaveAttribute('data-unread', 'true');
      await expect(row.getByTestId('inbox-preview')).toContainText(`<b>${marker}</b>`);
      // The landlord's adverts group the conversations: the advert filters the inbox on it.
      await landlord
        .getByTestId('inbox-adverts')
        .getByRole('link', { name: listingTitle, exact: true })
        .click();
      await expect(landlord).toHaveURL(
        (url) => url.searchParams.get('listingID') === listingID,
        LOAD,
      );
      await expect(row).toBeVisible();
      await row.getByRole('link').click();
      await expect(landlord).toHaveURL((url) => url.pathname === conversation, LOAD);
      await expect(landlord.getByTestId('conversation-role')).toHaveText(
        t('conversation.role.landlord'),
      );
      await expect(landlord.getByTestId('message-text').filter({ hasText: marker })).toHaveText(
        reaction,
      );
      await expect(landlord.locator('main b')).toHaveCount(0);
      // The match score, explained criterion by criterion.
      await landlord.getByText(t('conversation.matchScore.explain')).click();
      await expect(landlord.getByTestId('match-score-details').locator('dt')).toHaveText([
        t('conversation.matchScore.criteria.gender'),
        t('conversation.matchScore.criteria.age'),
        t('conversation.matchScore.criteria.occupation'),
      ]);

      // The landlord replies; the message appears.
      const reply = `Welcome ${marker}! See https://example.com/visit for the viewing.`;
      await landlord.waitForLoadState('networkidle');
      await landlord.getByRole('textbox', { name: t('conversation.send.label') }).fill(reply);
      await landlord.getByRole('button', { name: t('conversation.send.submit') }).click();
      await expect(landlord.getByTestId('message-text').filter({ hasText: reply })).toBeVisible(
        LOAD,
      );
      await expect(landlord.locator('main a[href^="https://example.com"]')).toHaveCount(0);

      // Read now: the row is no longer unread.
      await landlord.goto(inboxPath(locale, InboxType.Default));
      await expect(conversationRow(landlord, conversationID)).toHaveAttribute(
        'data-unread',
        'false',
      );

      // The tenant sees the reply.
      await tenant.goto(conversation);
      await expect(tenant.getByTestId('conversation-role')).toHaveText(
        t('conversation.role.tenant'),
      );
      await expect(tenant.getByTestId('message-text').filter({ hasText: reply })).toHaveText(reply);

      // The landlord favourites it: the favourites inbox shows it.
      await landlord.goto(conversation);
      const actions = landlord.getByRole('group', { name: t('conversation.actions.label') });
      await actions.getByRole('button', { name: t('conversation.actions.favorite') }).click();
      await expect(
        actions.getByRole('button', { name: t('conversation.actions.unfavorite') }),
      ).toBeVisible();
      await landlord.goto(inboxPath(locale, InboxType.Favorite));
      await expect(conversationRow(landlord, conversationID)).toBeVisible();

      // Trash: in the trash, no longer in the inbox.
      await landlord.goto(conversation);
      await actions.getByRole('button', { name: t('conversation.actions.trash') }).click();
      await expect(landlord.getByTestId('conversation-folder')).toHaveText(
        t('conversation.folder.trash'),
      );
      await landlord.goto(inboxPath(locale, InboxType.Trash));
      await expect(conversationRow(landlord, conversationID)).toBeVisible();
      await landlord.goto(inboxPath(locale, InboxType.Default));
      await expect(landlord.getByRole('heading', { level: 1 })).toHaveText(t('inbox.heading'));
      await expect(conversationRow(landlord, conversationID)).toHaveCount(0);

      // Restore: back in the inbox, out of the trash.
      await landlord.goto(conversation);
      await actions.getByRole('button', { name: t('conversation.actions.restore') }).click();
      await expect(landlord.getByTestId('conversation-folder')).toHaveCount(0);
      await landlord.goto(inboxPath(locale, InboxType.Default));
      await expect(conversationRow(landlord, conversationID)).toBeVisible();
      await landlord.goto(inboxPath(locale, InboxType.Trash));
      await expect(landlord.getByRole('heading', { level: 1 })).toHaveText(t('inbox.heading'));
      await expect(conversationRow(landlord, conversationID)).toHaveCount(0);

      // Leave the demo landlord's favourites as they were.
      const unfavorite = await landlord.request.post('/services/api/conversation/mark', {
        data: { conversationIDs: [Number(conversationID)], action: ConversationAction.Unfavorite },
      });
      expect(unfavorite.status()).toBe(200);
      await tenant.context().close();
      await landlord.context().close();
    },
  );
}

/** A signed-in page of a tenant registered just now (their own browser context). */
async function newTenantPage(browser: Browser, baseURL: string, locale: Locale, marker: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await registerAndConfirm(page.request, {
    email: `tenant-${marker}@rooms.test`,
    password: 'rooms-e2e-tenant-2026',
    firstName: 'Tessa',
    locale,
  });
  // Reacting to an advert needs premium (issue 27).
  await buyPremiumThroughStandin(page.request);
  return page;
}

/**
 * An address of an advert with placeholder words: the page redirects to the advert's own
 * address and keeps the query.
 */
function listingPagePath(locale: Locale, listingID: string, query?: Record<string, string>) {
  return pathFor(
    'listingDetail',
    locale,
    {
      searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, '', locale),
      street: 'straat',
      listingTypeAndID: `room-${listingID}`,
    },
    query,
  );
}

/** Turns the demo landlord's automatic reply off again (other tests expect none). */
async function disableAutoReply(landlord: Page): Promise<void> {
  const response = await landlord.request.post('/services/api/conversation/auto-reply', {
    data: { isEnabled: false, message: '' },
  });
  expect(response.status()).toBe(200);
}

/**
 * The rest of issue 6, in Dutch and English, on a desktop and a phone: the landlord turns on an
 * automatic reply in the settings (checked as typed); a new tenant who came from an alert e-mail
 * (`arrivalSource=3`) reacts from the advert's page and gets the automatic reply; the landlord
 * sees where the tenant found the advert; the tenant reports the advert (Other needs an
 * explanation) and the conversation, which leaves the tenant's inbox; the landlord deletes the
 * conversation for good, after which no inbox type shows it.
 */
for (const [index, locale] of LOCALES.entries()) {
  test(
    `auto-reply, arrival source, reports and deleting (${locale})`,
    onePairPerLocale(locale),
    async ({ page, browser, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      const [t, tListing] = await Promise.all([getT(locale, 'messages'), getT(locale, 'listing')]);
      const listings = await demoLandlordListings(page.request, RUNS_PER_FLOW);
      const listingID = String(listings[runOf(index, testInfo.project.name)]);
      const marker = `${locale}-${testInfo.project.name}-${Date.now()}`;
      const site = baseURL ?? '';
      const landlord = await signedInPage(browser, site, DEMO_LANDLORD);
      // A new tenant: the automatic reply goes out on a tenant's first reaction to an advert.
      const tenant = await newTenantPage(browser, site, locale, marker);
      try {
        // The landlord turns the automatic reply on; an empty text is refused as typed.
        await landlord.goto(pathFor('accountSettings', locale));
        await expect(landlord.getByRole('heading', { level: 1 })).toHaveText(t('settings.heading'));
        await landlord.waitForLoadState('networkidle');
        const text = landlord.getByRole('textbox', { name: t('autoReply.messageLabel') });
        await landlord.getByLabel(t('autoReply.enabledLabel')).check();
        await text.fill('');
        await landlord.getByRole('button', { name: t('autoReply.save') }).click();
        await expect(landlord.getByText(t('validation.empty')).first()).toBeVisible();
        const autoReply = `Thanks for reacting (${marker}); I answer within two days.`;
        await text.fill(autoReply);
        await landlord.getByRole('button', { name: t('autoReply.save') }).click();
        await expect(landlord.getByTestId('auto-reply-saved')).toHaveText(t('autoReply.saved'));
        await landlord.reload();
        await expect(landlord.getByLabel(t('autoReply.enabledLabel'))).toBeChecked();
        await expect(text).toHaveValue(autoReply);

        // The tenant opens the advert from an alert e-mail and reacts from its page.
        await tenant.goto(
          listingPagePath(locale, listingID, {
            arrivalSource: String(ListingArrivalSource.FromAlertEmail),
          }),
        );
        await expect(tenant.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
        await tenant.getByRole('link', { name: tListing('actions.react') }).click();
        await expect(tenant).toHaveURL(
          (url) =>
            url.searchParams.get('arrivalSource') === String(ListingArrivalSource.FromAlertEmail),
          LOAD,
        );
        await tenant.waitForLoadState('networkidle');
        const firstReaction = `Hello, I am Tessa (${marker}) and I would like to see the room.`;
        await tenant.getByRole('textbox', { name: t('react.messageLabel') }).fill(firstReaction);
        await tenant.getByRole('button', { name: t('react.submit') }).click();
        await expect(tenant).toHaveURL(
          (url) => url.pathname.startsWith(successPrefix(locale)),
          LOAD,
        );
        // Reacting to another advert starts from this reaction, in the server-rendered page already.
        const otherListingID = String(
          listings[(runOf(index, testInfo.project.name) + 1) % listings.length],
        );
        const nextReactPage = await tenant.request.get(
          pathFor('reactToListing', locale, { listingID: otherListingID }),
        );
        // In the field itself: the page's data script carries the text as well.
        const fields =
          (await nextReactPage.text()).match(/<textarea[^>]*>[^<]*<\/textarea>/g) ?? [];
        expect(fields.some((field) => field.includes(firstReaction))).toBe(true);
        const conversationID = /(\d+)$/.exec(new URL(tenant.url()).pathname)?.[1] ?? '';
        const conversation = pathFor('conversation', locale, {
          inboxType: inboxTypeWord(InboxType.Default),
          conversationID,
        });

        // The automatic reply is in the conversation at once.
        await tenant.goto(conversation);
        await expect(tenant.getByTestId('message-text').filter({ hasText: autoReply })).toHaveText(
          autoReply,
        );
        await expect(tenant.getByText(t('conversation.autoReply')).first()).toBeVisible();

        // The landlord sees where the tenant found the advert.
        await landlord.goto(conversation);
        await expect(landlord.getByTestId('conversation-arrival')).toHaveText(
          `${t('conversation.arrival.label')} ${t('conversation.arrival.3')}`,
        );

        // The tenant reports the advert: Other needs an explanation.
        await reportListing(tenant, locale, listingID, t, marker);

        // The tenant reports the conversation: it leaves the tenant's inbox (and every type).
        await tenant.goto(conversation);
        await tenant.waitForLoadState('networkidle');
        await tenant.getByRole('button', { name: t('report.conversationButton') }).click();
        const dialog = tenant.getByRole('dialog', { name: t('report.conversationTitle') });
        await dialog.getByRole('button', { name: t('report.submit') }).click();
        await expect(dialog.getByText(t('report.reasonMissing')).first()).toBeVisible();
        await dialog.getByRole('radio', { name: t('report.reasons.1') }).check();
        await dialog.getByRole('button', { name: t('report.submit') }).click();
        await expect(tenant.getByTestId('inbox-reported')).toHaveText(t('inbox.reported'), LOAD);
        await expect(conversationRow(tenant, conversationID)).toHaveCount(0);
        await tenant.goto(inboxPath(locale, InboxType.All));
        await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(t('inbox.heading'));
        await expect(conversationRow(tenant, conversationID)).toHaveCount(0);

        // The landlord still has it (the report is not shared) and deletes it for good.
        await landlord.goto(inboxPath(locale, InboxType.Default));
        await expect(conversationRow(landlord, conversationID)).toBeVisible();
        await landlord.goto(conversation);
        await landlord.waitForLoadState('networkidle');
        const actions = landlord.getByRole('group', { name: t('conversation.actions.label') });
        await actions.getByRole('button', { name: t('conversation.actions.delete') }).click();
        await landlord
          .getByRole('dialog')
          .getByRole('button', { name: t('conversation.actions.delete') })
          .click();
        await expect(landlord).toHaveURL(
          (url) => url.pathname === inboxPath(locale, InboxType.Default),
          LOAD,
        );
        for (const type of [InboxType.Default, InboxType.All, InboxType.Trash]) {
          await landlord.goto(inboxPath(locale, type));
          await expect(landlord.getByRole('heading', { level: 1 })).toHaveText(t('inbox.heading'));
          await expect(conversationRow(landlord, conversationID)).toHaveCount(0);
        }
        const gone = await landlord.goto(conversation);
        expect(gone?.status()).toBe(404);
      } finally {
        await disableAutoReply(landlord);
        await tenant.context().close();
        await landlord.context().close();
      }
    },
  );
}

/** Reports the advert on its page: the dialog asks for an explanation with reason Other. */
async function reportListing(
  tenant: Page,
  locale: Locale,
  listingID: string,
  t: Awaited<ReturnType<typeof getT<'messages'>>>,
  marker: string,
): Promise<void> {
  await tenant.goto(listingPagePath(locale, listingID));
  await tenant.waitForLoadState('networkidle');
  await tenant.getByRole('button', { name: t('report.listingButton') }).click();
  const dialog = tenant.getByRole('dialog', { name: t('report.listingTitle') });
  await dialog.getByRole('radio', { name: t('report.reasons.6') }).check();
  await dialog.getByRole('button', { name: t('report.submit') }).click();
  await expect(dialog.getByText(t('report.commentMissing')).first()).toBeVisible();
  await dialog
    .getByRole('textbox', { name: t('report.commentLabelRequired') })
    .fill(`The photos belong to another house (${marker}).`);
  await dialog.getByRole('button', { name: t('report.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(tenant.getByTestId('listing-reported')).toHaveText(t('report.listingDone'));
}

/** The messaging pages have no serious accessibility problems (axe), in both languages. */
for (const locale of LOCALES) {
  test(
    `the messaging pages pass axe (${locale})`,
    onePairPerLocale(locale),
    async ({ page, browser, baseURL }) => {
      test.setTimeout(180_000);
      const t = await getT(locale, 'messages');
      const [listingID] = await demoLandlordListings(page.request, 1);
      const tenant = await signedInPage(browser, baseURL ?? '', DEMO_TENANT);

      await tenant.goto(pathFor('reactToListing', locale, { listingID: String(listingID) }));
      await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(t('react.heading'));
      await expectAccessible(tenant);

      await tenant.goto(inboxPath(locale, InboxType.Default));
      await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(t('inbox.heading'));
      await expectAccessible(tenant);
      const first = tenant.getByTestId('inbox-row').first();
      const conversationID = (await first.getAttribute('data-conversation-id')) ?? '';

      await tenant.goto(
        pathFor('conversation', locale, {
          inboxType: inboxTypeWord(InboxType.Default),
          conversationID,
        }),
      );
      await expect(tenant.getByTestId('conversation-role')).toBeVisible();
      await expectAccessible(tenant);

      // The report dialog.
      await tenant.getByRole('button', { name: t('report.conversationButton') }).click();
      await expect(
        tenant.getByRole('dialog', { name: t('report.conversationTitle') }),
      ).toBeVisible();
      await expectAccessible(tenant);

      await tenant.goto(pathFor('accountSettings', locale));
      await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(t('settings.heading'));
      await expectAccessible(tenant);

      await tenant.goto(pathFor('reactToListingSuccess', locale, { conversationID }));
      await expect(tenant.getByRole('heading', { level: 1 })).toHaveText(t('success.heading'));
      await expectAccessible(tenant);

      // Somebody else's (or no) conversation is a plain 404 that reveals nothing.
      const missing = await tenant.goto(
        pathFor('conversation', locale, {
          inboxType: inboxTypeWord(InboxType.Default),
          conversationID: '2147483647',
        }),
      );
      expect(missing?.status()).toBe(404);
      await tenant.context().close();
    },
  );
}
