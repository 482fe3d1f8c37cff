import { expect, test } from '@playwright/test';
import {
  buildSearchCategoryAndCity,
  ListingStatus,
  Radius,
  SearchListingType,
  VISIBLE_LISTING_STATUSES,
} from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';

import { DEMO_LANDLORD, RESERVED_FOR_MESSAGING, searchPath } from './support';

import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import type { ListingType } from '@rooms/domain';

/**
 * Issue 24, the page cache (`src/page-cache/`) seen from outside: public pages are the same HTML
 * for every visitor, signed in or not, apart from a fresh nonce per answer that matches the
 * answer's Content-Security-Policy; anonymous answers may be kept by shared caches, signed-in
 * ones not; the signed-in header comes from the browser and shows each user's own name; and a
 * listing change shows on the search page within a second of the API acknowledging it.
 */

const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026', name: 'Tessa' };
const LANDLORD = { ...DEMO_LANDLORD, name: 'Lars' };

/** Home and about in both languages and a search page; a listing page is added from the search. */
const GRONINGEN_ROOMS = searchPath('nl', SearchListingType.Room, 'groningen');
const PAGES = ['/', '/en', '/over-ons', '/en/about-us', GRONINGEN_ROOMS];

/** A visitor: a browser context, signed in or not. */
interface Visitor {
  readonly label: string;
  readonly page: Page;
  readonly request: APIRequestContext;
  readonly user?: { email: string; name: string };
}

async function visitor(
  browser: Browser,
  label: string,
  user?: { email: string; password: string; name: string },
): Promise<Visitor> {
  // Desktop width in both projects: the header's account button names the signed-in user.
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  if (user !== undefined) {
    const login = await page.request.post('/services/api/customer/login', {
      data: { email: user.email, password: user.password },
    });
    expect(login.status(), `${label} signs in`).toBe(200);
  }
  return { label, page, request: page.request, user };
}

/** The nonce of a Content-Security-Policy header. */
function policyNonce(policy: string): string {
  const match = /script-src [^;]*'nonce-([^']+)'/.exec(policy);
  expect(match, `a nonce in ${policy}`).not.toBeNull();
  return match![1]!;
}

/** What one answer gave: the HTML with its nonce replaced, the nonces of its tags, the headers. */
interface PageAnswer {
  readonly html: string;
  readonly nonce: string;
  readonly tagNonces: string[];
  readonly headers: Record<string, string>;
}

async function answerOf(response: APIResponse): Promise<PageAnswer> {
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const nonce = policyNonce(headers['content-security-policy'] ?? '');
  const html = await response.text();
  const tagNonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]!);
  // Preloads in the Link header carry this answer's nonce too, never the render's placeholder.
  for (const match of (headers.link ?? '').matchAll(/nonce="([^"]*)"/g)) {
    expect(match[1], 'a Link header nonce').toBe(nonce);
  }
  // The nonce is in the tags and, as a prop of the style elements, in the Flight data.
  return { html: html.replaceAll(nonce, 'NONCE'), nonce, tagNonces, headers };
}

test.describe.configure({ timeout: 120_000 });

test('signed-in and anonymous visitors get the same HTML, each with a fresh nonce', async ({
  browser,
}) => {
  const tenant = await visitor(browser, 'the demo tenant', DEMO_TENANT);
  const anonymous = await visitor(browser, 'an anonymous visitor');
  const landlord = await visitor(browser, 'the demo landlord', LANDLORD);
  const listing = (await anonymous.request.get(GRONINGEN_ROOMS).then((r) => r.text())).match(
    /href="(\/huren\/[^"]+\/[^"]+\/[a-z-]+-\d+)"/,
  );
  expect(listing, 'a listing link on the Groningen search').not.toBeNull();
  const seen = new Set<string>();
  for (const path of [...PAGES, listing![1]!]) {
    const answers: PageAnswer[] = [];
    // A, then anonymous, then B, then A again (a cache hit after B's answer).
    for (const who of [tenant, anonymous, landlord, tenant]) {
      const answer = await answerOf(await who.request.get(path));
      const { nonce } = answer;
      expect(answer.tagNonces.length, `${path}: scripts carry a nonce`).toBeGreaterThan(0);
      expect(new Set(answer.tagNonces), `${path} for ${who.label}: the policy's nonce`).toEqual(
        new Set([nonce]),
      );
      expect(seen.has(nonce), `${path}: a nonce is never given twice`).toBe(false);
      seen.add(nonce);
      expect(answer.headers['x-rooms-cache'], `${path} comes from the page cache`).toMatch(
        /^(hit|miss)$/,
      );
      const cacheControl = answer.headers['cache-control'] ?? '';
      if (who.user === undefined) {
        expect(cacheControl).toMatch(
          /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
        );
      } else {
        expect(cacheControl, `${path} for ${who.label}`).toBe('private, no-store');
      }
      for (const other of [DEMO_TENANT, LANDLORD]) {
        expect(answer.html, `${path} for ${who.label}`).not.toContain(other.email);
      }
      answers.push(answer);
    }
    for (const answer of answers.slice(1)) {
      expect(answer.html === answers[0]!.html, `${path}: the same HTML for everybody`).toBe(true);
    }
  }

  // In the browser, the header shows each visitor's own name (fetched after hydration).
  const t = await getT('nl', 'shell');
  for (const who of [tenant, landlord, anonymous]) {
    await who.page.goto('/over-ons');
    for (const user of [DEMO_TENANT, LANDLORD]) {
      const button = who.page.getByRole('button', {
        name: t('menu.openSignedIn', { name: user.name }),
      });
      await expect(button, `${who.label}: ${user.name}'s menu`).toHaveCount(
        user.email === who.user?.email ? 1 : 0,
      );
    }
  }
});

/** An advert of the demo landlord, as "My adverts" lists it. */
interface Advert {
  listingID: number;
  status: number;
  listingType: ListingType;
  citySlug: string;
  streetSlug: string;
}

test('a listing change shows on the search page within a second', async ({ browser }) => {
  const landlord = await visitor(browser, 'the demo landlord', LANDLORD);
  const anonymous = await visitor(browser, 'an anonymous visitor');
  const mine = await landlord.request.get(
    '/services/api/listing/mylistings?listingStatusType=0&rowsPerPage=100',
  );
  expect(mine.status()).toBe(200);
  // The first Active advert (reactivation brings it back as Active) after the ones the messaging
  // suite uses; the My adverts suite deletes from the other end.
  const visible: readonly number[] = VISIBLE_LISTING_STATUSES;
  const advert = ((await mine.json()) as { items: Advert[] }).items
    .filter((candidate) => visible.includes(candidate.status))
    .sort((a, b) => a.listingID - b.listingID)
    .slice(RESERVED_FOR_MESSAGING)
    .find((candidate) => candidate.status === ListingStatus.Active);
  expect(advert, 'an Active advert of the demo landlord to spare (reseed the API)').toBeDefined();
  // A search narrow enough for its first page to show the advert whatever else the seed put in
  // its city: its type, around its street (listing and search types share their numbers, §3).
  const category: SearchListingType = advert!.listingType;
  const path = pathFor(
    'searchStreet',
    'nl',
    {
      searchCategoryAndCity: buildSearchCategoryAndCity(category, advert!.citySlug, 'nl'),
      street: advert!.streetSlug,
    },
    { radius: Radius.Km1 },
  );
  const link = new RegExp(`href="[^"]*-${advert!.listingID}"`);
  const shows = async () => link.test(await (await anonymous.request.get(path)).text());

  expect(await shows(), `${path} shows advert ${advert!.listingID}`).toBe(true);
  // Cached now: without the drop the change would stay unseen.
  const cached = await anonymous.request.get(path);
  expect(cached.headers()['x-rooms-cache']).toBe('hit');

  const deactivate = await landlord.request.post('/services/api/listing/deactivate-listing', {
    data: { listingID: advert!.listingID, reason: 17 },
  });
  expect(deactivate.status()).toBe(200);
  const acknowledged = Date.now();
  try {
    await expect.poll(shows, { timeout: 1000, intervals: [20] }).toBe(false);
    console.log(`gone from ${path} ${Date.now() - acknowledged} ms after the acknowledgement`);
  } finally {
    const reactivate = await landlord.request.post('/services/api/supplyflow/cra-reactivate', {
      data: { listingID: advert!.listingID },
    });
    expect(reactivate.status()).toBe(200);
  }
  const back = Date.now();
  await expect.poll(shows, { timeout: 1000, intervals: [20] }).toBe(true);
  console.log(`back on ${path} ${Date.now() - back} ms after the acknowledgement`);
});

test('cached pages carry their style sheets inline with the answer’s nonce and load none', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const sheets: string[] = [];
  page.on('request', (request) => sheets.push(new URL(request.url()).pathname));
  for (const path of ['/', GRONINGEN_ROOMS]) {
    const response = await page.request.get(path);
    expect(response.headers()['link'] ?? '', `${path}: no preload of its sheets`).not.toMatch(
      /\.css>/,
    );
    const { html } = await answerOf(response);
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = [
      ...head.matchAll(/<style nonce="NONCE" data-precedence="next" data-href="([^"]+\.css)">/g),
    ].map((match) => match[1]!);
    expect(inline.length, `${path}: its sheets inline, with the nonce`).toBeGreaterThan(0);
    expect(head, `${path}: no sheet link that a browser loads`).not.toMatch(
      /<link rel="stylesheet"(?![^>]*type="text\/x-inlined" disabled)[^>]*>/,
    );
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const href of inline) {
      expect(sheets, `${path}: ${href} not downloaded`).not.toContain(href);
      // Hydrated: React took the inert link for the loaded sheet and added none.
      await expect(page.locator(`link[href="${href}"]`)).toHaveCount(1);
    }
  }
  expect(problems, 'no console error (a CSP violation is one)').toEqual([]);
});
