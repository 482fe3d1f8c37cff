import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ConversationAction, InboxType, inboxTypeWord } from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** The seeded demo accounts (apps/api seed), as the README's start command prints them. */
const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026' } as const;
const DEMO_LANDLORD = { email: 'landlord@rooms.test', password: 'rooms-demo-2026' } as const;

const LOAD = { timeout: 60_000 } as const;

/** Listing ids scanned at once while looking for the demo landlord's adverts. */
const SCAN_BATCH = 50;
/** The seed's listing count (playwright.config `SEED_LISTINGS`). */
const SCAN_LIMIT = 5000;

let landlordListings: number[] | null = null;

/**
 * Visible adverts of the demo landlord (the seed gives listings to landlords at random, so they
 * are found by asking `GET /listing/details` for ids in order and keeping those whose landlord is
 * the demo landlord). Read once per worker; at least `count` are looked for.
 */
async function demoLandlordListings(request: APIRequestContext, count: number): Promise<number[]> {
  if (landlordListings !== null && landlordListings.length >= count) return landlordListings;
  const login = await request.post('/services/api/customer/login', { data: DEMO_LANDLORD });
  expect(login.status()).toBe(200);
  const { userid } = (await login.json()) as { userid: number };
  const found: number[] = [];
  for (let start = 1; start <= SCAN_LIMIT && found.length < count; start += SCAN_BATCH) {
    const details = await Promise.all(
      Array.from({ length: SCAN_BATCH }, async (_, i) => {
        const response = await request.get(
          `/services/api/listing/details?listingId=${start + i}&source=detail`,
        );
        return response.ok()
          ? ((await response.json()) as { id: number; landlord: { id: number } })
          : null;
      }),
    );
    for (const listing of details) if (listing?.landlord.id === userid) found.push(listing.id);
  }
  expect(found.length).toBeGreaterThanOrEqual(count);
  landlordListings = found;
  return found;
}

/** A signed-in page of its own browser context (cookies of one account only). */
async function signedInPage(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.request.post('/services/api/customer/login', { data: account });
  expect(response.status()).toBe(200);
  return page;
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
  test(`a tenant reacts, the landlord replies and files the conversation (${locale})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const [t, common, shellT] = await Promise.all([
      getT(locale, 'messages'),
      getT(locale),
      getT(locale, 'shell'),
    ]);
    const runs = LOCALES.length * 2;
    const listings = await demoLandlordListings(page.request, runs);
    const run = index + (testInfo.project.name === 'mobile' ? LOCALES.length : 0);
    const listingID = String(listings[run % listings.length]);
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
      await expect(
        tenant.getByText(t('validation.too_short', { min: 20 })).first(),
      ).toBeVisible({ timeout: 2_000 });
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
      await expect(landlord.locator('.MuiDrawer-paper [data-testid="count-badge"]')).toBeVisible();
      await landlord.keyboard.press('Escape');
    } else {
      await expect(landlord.locator('header [data-testid="count-badge"]')).toBeVisible();
    }
    const badgeLabel = await landlord.locator('[data-testid="count-badge"]').first().textContent();
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
    await expect(landlord.getByTestId('message-text').filter({ hasText: reply })).toBeVisible(LOAD);
    await expect(landlord.locator('main a[href^="https://example.com"]')).toHaveCount(0);

    // Read now: the row is no longer unread.
    await landlord.goto(inboxPath(locale, InboxType.Default));
    await expect(conversationRow(landlord, conversationID)).toHaveAttribute('data-unread', 'false');

    // The tenant sees the reply.
    await tenant.goto(conversation);
    await expect(tenant.getByTestId('conversation-role')).toHaveText(t('conversation.role.tenant'));
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
  });
}

/** WCAG 2.0/2.1/2.2 A and AA plus axe's best practices (as `accessibility.spec.ts`). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Fails on serious or critical axe findings of the current page. */
async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .exclude('nextjs-portal')
    .analyze();
  const blocking = results.violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** The messaging pages have no serious accessibility problems (axe), in both languages. */
for (const locale of LOCALES) {
  test(`the messaging pages pass axe (${locale})`, async ({ page, browser, baseURL }) => {
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
  });
}
