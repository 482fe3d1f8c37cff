import { expect as baseExpect, test } from '@playwright/test';
import {
  ALERT_EMAIL_TYPE,
  AlertFrequency,
  ANONYMOUS_ALERTS_STORAGE_KEY,
  buildSearchCategoryAndCity,
  DeactivationReason,
  ListingArrivalSource,
  ListingStatus,
  MyListingsFilter,
  Radius,
  VISIBLE_LISTING_STATUSES,
} from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { mailsTo, signUpLinkFor, waitForMail } from './outbox';
import { buyPremiumThroughStandin } from './premium-fixture';
import {
  DEMO_LANDLORD,
  expectAccessible,
  onePairPerLocale,
  RESERVED_FOR_MESSAGING,
} from './support';

import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import type { ListingType, SearchListingType } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** Assertions wait for API answers (password hashing, a busy server) a little longer. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The reason this spec takes its advert offline with. No other spec uses it, so an advert left
 * Inactive with it (a run stopped half-way) is known to be this spec's and is put back.
 */
const OWN_REASON = DeactivationReason.FoundViaNetwork;

/** An advert of the demo landlord, as "My adverts" lists it (the fields this spec reads). */
interface Advert {
  readonly listingID: number;
  readonly title: string;
  readonly status: number;
  readonly listingType: ListingType;
  readonly citySlug: string;
  readonly streetSlug: string;
  readonly deactivationReason: number | null;
}

/** An alert as `GET /alert/alerts` lists it (the fields this spec reads). */
interface ListedAlert {
  readonly psaIdentifier: string;
  readonly frequency: number;
  readonly language: string;
  readonly searchRequest: { readonly radiusId: number };
}

/** The landlord's adverts of a filter (first 100), through the API. */
async function advertsOf(request: APIRequestContext, filter: MyListingsFilter): Promise<Advert[]> {
  const response = await request.get(
    `/services/api/listing/mylistings?listingStatusType=${filter}&rowsPerPage=100`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Advert[] }).items;
}

/** This run's number among the four runs (language, device): 0..3. */
function runOf(locale: Locale, testInfo: TestInfo): number {
  return LOCALES.indexOf(locale) + (testInfo.project.name === 'mobile' ? LOCALES.length : 0);
}

/**
 * This run's advert of the demo landlord: his visible adverts and the ones this spec took offline
 * (a list that runs of this spec do not change by taking one offline), in id order, after the
 * first {@link RESERVED_FOR_MESSAGING} (e2e/messaging.spec.ts) and the next one
 * (e2e/page-cache.spec.ts takes the first Active one after those); one per run, from the low end
 * (e2e/my-adverts.spec.ts deletes from the high end). Put back online when a stopped run left it
 * offline.
 */
async function spareAdvert(request: APIRequestContext, run: number): Promise<Advert> {
  const visible: readonly number[] = VISIBLE_LISTING_STATUSES;
  const ours = (advert: Advert) =>
    visible.includes(advert.status) ||
    (advert.status === ListingStatus.Inactive && advert.deactivationReason === OWN_REASON);
  const all = [
    ...(await advertsOf(request, MyListingsFilter.Active)),
    ...(await advertsOf(request, MyListingsFilter.Inactive)),
  ]
    .filter(ours)
    .sort((a, b) => a.listingID - b.listingID);
  const spare = all.slice(RESERVED_FOR_MESSAGING + 1);
  expect(spare.length, 'an advert of the demo landlord to spare (reseed the API)').toBeGreaterThan(
    0,
  );
  const advert = spare[run % spare.length]!;
  if (!visible.includes(advert.status)) {
    const back = await request.post('/services/api/supplyflow/cra-reactivate', {
      data: { listingID: advert.listingID },
    });
    expect(back.status()).toBe(200);
  }
  return advert;
}

/** The search around an advert's street (its type, 1 or 2 km): narrow enough to find it. */
function streetSearch(locale: Locale, advert: Advert, radius: Radius): string {
  // Listing and search types share their numbers (§3).
  const category = advert.listingType as SearchListingType;
  return pathFor(
    'searchStreet',
    locale,
    {
      searchCategoryAndCity: buildSearchCategoryAndCity(category, advert.citySlug, locale),
      street: advert.streetSlug,
    },
    { radius },
  );
}

/** The visitor's alerts, through the site's API forwarding. */
async function alertsOf(request: APIRequestContext): Promise<ListedAlert[]> {
  const response = await request.get('/services/api/alert/alerts');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { alerts: ListedAlert[] }).alerts;
}

/** The anonymous alerts kept in the page's storage (their count), 0 when none. */
async function keptCount(page: Page): Promise<number> {
  const raw = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    ANONYMOUS_ALERTS_STORAGE_KEY,
  );
  if (raw === null) return 0;
  return ((JSON.parse(raw) as { allFiltersArray: unknown[] }).allFiltersArray ?? []).length;
}

/** The header of an e-mail as written, folded lines unfolded (outbox.ts decodes only the body). */
function headerOf(message: string): string {
  return message.slice(0, message.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
}

/** The path and query of an absolute link of the site (the e-mails link to `SITE_URL`). */
function onSite(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A browser context like the test's (desktop or phone), signed in as the demo landlord. */
async function landlordPage(browser: Browser, baseURL: string, testInfo: TestInfo) {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  const page = await context.newPage();
  const login = await page.request.post('/services/api/customer/login', { data: DEMO_LANDLORD });
  expect(login.status()).toBe(200);
  return page;
}

/** The landlord's row of an advert on My adverts. */
function advertRow(page: Page, listingID: number) {
  return page.locator(`[data-testid="my-advert"][data-listing-id="${listingID}"]`);
}

/**
 * Issue 25's journey, in Dutch and English, on a desktop and a phone: an anonymous visitor keeps
 * two searches around a street of the demo landlord's advert on this device, registers (the
 * e-mailed link), finds both alerts on /account/alerts and makes them instant; the landlord takes
 * the advert offline and back online on My adverts (it becomes visible, as when first
 * published); an e-mail per alert arrives in the alert's language with the listing link carrying
 * the alert; the visitor follows it and reacts (arrival source 3 stored); the first alert is
 * unsubscribed with the one-click POST of its `List-Unsubscribe` header, the second through the
 * e-mail's unsubscribe page (GET changes nothing, the button does). axe on every new page.
 */
for (const locale of LOCALES) {
  test(
    `a saved search e-mails a new matching advert; react from it, unsubscribe (${locale})`,
    onePairPerLocale(locale),
    async ({ page, browser, baseURL, request }, testInfo) => {
      test.setTimeout(300_000);
      const [tSearch, tAccount, tAlerts, tAdverts, tListing, tMessages, tEmails] =
        await Promise.all([
          getT(locale, 'search'),
          getT(locale, 'account'),
          getT(locale, 'alerts'),
          getT(locale, 'adverts'),
          getT(locale, 'listing'),
          getT(locale, 'messages'),
          getT(locale, 'emails'),
        ]);
      const landlord = await landlordPage(browser, baseURL ?? '', testInfo);
      const advert = await spareAdvert(landlord.request, runOf(locale, testInfo));
      const address = `alert-${locale}-${testInfo.project.name}-${Date.now()}@rooms.test`;

      // 1. Anonymous: two searches around the advert's street are kept on this device.
      const narrow = streetSearch(locale, advert, Radius.Km1);
      const wider = streetSearch(locale, advert, Radius.Km2);
      await page.goto(narrow);
      await expect(page.locator(`main a[href$="-${advert.listingID}"]`).first()).toBeVisible();
      for (const search of [narrow, wider]) {
        if (search !== narrow) await page.goto(search);
        const button = page.getByRole('button', { name: tSearch('alert.button') });
        // Disabled until its island has hydrated (server HTML first).
        await expect(button).toBeEnabled();
        await button.click();
        const dialog = page.getByRole('dialog', { name: tSearch('alert.title') });
        await expect(dialog.getByRole('radio', { name: tSearch('alert.daily') })).toBeChecked();
        if (search === narrow) await expectAccessible(page);
        await dialog.getByRole('button', { name: tSearch('alert.save') }).click();
        await expect(dialog.getByRole('status')).toBeFocused();
        if (search === wider) break;
        await dialog.getByRole('button', { name: tSearch('alert.done') }).click();
        await expect(dialog).toBeHidden();
      }
      expect(await keptCount(page)).toBe(2);

      // 2. Register through the message's link and confirm with the e-mailed link; signed in, the
      // kept searches go to the account (daily, in this language) and leave the device.
      const kept = page.getByRole('dialog', { name: tSearch('alert.title') }).getByRole('status');
      await kept.getByRole('link').nth(1).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor('register', locale));
      await page.getByLabel(tAccount('fields.firstName')).fill('Alex');
      await page.getByLabel(tAccount('fields.email')).fill(address);
      await page
        .getByLabel(tAccount('fields.password'), { exact: true })
        .fill('alert journey 2026');
      await page.getByRole('button', { name: tAccount('register.submit') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tAccount('register.sentTitle'),
      );
      await page.goto(await signUpLinkFor(address));
      await page.getByRole('button', { name: tAccount('register.confirmSubmit') }).click();
      await expect(page).toHaveURL((url) => url.pathname !== pathFor('register', locale));
      await expect.poll(() => keptCount(page)).toBe(0);
      // The journey ends with a reaction, which needs premium (issue 27).
      await buyPremiumThroughStandin(page.request);
      const flushed = await alertsOf(page.request);
      expect(flushed).toHaveLength(2);
      for (const alert of flushed) {
        expect(alert).toMatchObject({ frequency: AlertFrequency.Daily, language: locale });
      }

      // 3. Both alerts on /account/alerts; each is made instant there.
      await page.goto(pathFor('accountAlerts', locale));
      await expect(
        page.getByRole('heading', { level: 1, name: tAlerts('list.heading') }),
      ).toBeVisible();
      const cards = page.getByTestId('alerts-list').getByRole('article');
      await expect(cards).toHaveCount(2);
      await expectAccessible(page);
      for (const index of [0, 1]) {
        await cards
          .nth(index)
          .getByLabel(tAlerts('frequency.label'))
          .selectOption(String(AlertFrequency.Instant));
        await expect(page.getByTestId('alerts-announcement')).toHaveText(
          tAlerts('announce.frequency', { frequency: tAlerts('frequency.instant') }),
        );
      }
      await expect
        .poll(async () => (await alertsOf(page.request)).map((alert) => alert.frequency))
        .toEqual([AlertFrequency.Instant, AlertFrequency.Instant]);
      // The narrow search's alert (1 km) is unsubscribed with one click, the wider one on the page.
      const alerts = await alertsOf(page.request);
      const oneClick = alerts.find((alert) => alert.searchRequest.radiusId === Radius.Km1)!;
      const onPage = alerts.find((alert) => alert.searchRequest.radiusId === Radius.Km2)!;
      expect(oneClick, 'the 1 km alert').toBeDefined();
      expect(onPage, 'the 2 km alert').toBeDefined();

      // 4. The landlord takes the advert offline and back online on My adverts.
      const term = advert.title.slice(0, 40).trim();
      await landlord.goto(pathFor('myAdverts', locale, undefined, { searchTerm: term }));
      const row = advertRow(landlord, advert.listingID);
      await row.getByRole('button', { name: tAdverts('actions.deactivate') }).click();
      const reasons = landlord.getByRole('dialog', { name: tAdverts('deactivateDialog.title') });
      await reasons
        .getByRole('radio', { name: tAdverts(`deactivateDialog.reasons.${OWN_REASON}`) })
        .check();
      await reasons.getByRole('button', { name: tAdverts('deactivateDialog.submit') }).click();
      await expect(reasons).toBeHidden();
      await expect(row).toBeHidden();
      const before = mailsTo(address).length;
      await landlord.goto(
        pathFor('myAdverts', locale, undefined, { listingStatus: 'inactive', searchTerm: term }),
      );
      await row.getByRole('button', { name: tAdverts('actions.reactivate') }).click();
      await expect(row).toBeHidden();

      // 5. An instant e-mail per alert, in the alert's language, linking the advert with the alert.
      await expect
        .poll(() => mailsTo(address).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(before + 2);
      const [headingStart] = tEmails('alert.heading.instant', { name: '\u0000' }).split('\u0000');
      const mailOf = async (alert: ListedAlert) => {
        const message = await waitForMail(
          address,
          new RegExp(`psaIdentifier=${alert.psaIdentifier}(?![\\w-])`),
        );
        expect(message).toContain(headingStart!);
        expect(message).toContain(tEmails('alert.footer.unsubscribe'));
        const header = headerOf(message);
        expect(header).toMatch(new RegExp(`^Content-Language: ${locale}$`, 'm'));
        expect(header).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
        const oneClickUrl = /^List-Unsubscribe: <([^>]+)>$/m.exec(header)?.[1] ?? '';
        expect(oneClickUrl).toMatch(
          new RegExp(`/services/api/alert/unsubscribepsa\\?psaIdentifier=${alert.psaIdentifier}$`),
        );
        const listing = new RegExp(
          `https?://[^\\s"<>]+-${advert.listingID}\\?psaIdentifier=${alert.psaIdentifier}(?![\\w-])`,
        ).exec(message)?.[0];
        expect(listing, 'the advert linked with the alert').toBeDefined();
        const unsubscribePath = pathFor('emailUnsubscribe', locale, undefined, {
          emailType: ALERT_EMAIL_TYPE,
          psaIdentifier: alert.psaIdentifier,
        });
        expect(message).toContain(unsubscribePath);
        return { oneClickUrl, listing: listing!, unsubscribePath };
      };
      const first = await mailOf(oneClick);
      const second = await mailOf(onPage);

      // 6. The visitor follows the e-mail's link and reacts: the conversation records source 3.
      await page.goto(onSite(first.listing));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('link', { name: tListing('actions.react') }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.get('arrivalSource') === String(ListingArrivalSource.FromAlertEmail),
      );
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('textbox', { name: tMessages('react.messageLabel') })
        .fill(`Hello, I am Alex (${address}); your advert came in my search alert.`);
      await page.getByRole('button', { name: tMessages('react.submit') }).click();
      const success = pathFor('reactToListingSuccess', locale, { conversationID: '0' }).replace(
        /0$/,
        '',
      );
      await expect(page).toHaveURL((url) => url.pathname.startsWith(success));
      const conversationID = /(\d+)$/.exec(new URL(page.url()).pathname)![1];
      const details = await page.request.get(
        `/services/api/conversation/details?conversationID=${conversationID}`,
      );
      expect(details.status()).toBe(200);
      expect(((await details.json()) as { arrivalSource: number }).arrivalSource).toBe(
        ListingArrivalSource.FromAlertEmail,
      );

      // 7. One click: the mail client's POST of the header URL (no session, the RFC 8058 form).
      const unsubscribed = await request.post(onSite(first.oneClickUrl), {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(unsubscribed.status()).toBe(200);
      expect(await unsubscribed.json()).toEqual({ unsubscribed: true });
      expect((await alertsOf(page.request)).map((alert) => alert.psaIdentifier)).toEqual([
        onPage.psaIdentifier,
      ]);

      // 8. The e-mail's unsubscribe page: opening it changes nothing, the button unsubscribes.
      const opened = await page.goto(second.unsubscribePath);
      expect(opened?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: tAlerts('unsubscribe.heading') }),
      ).toBeVisible();
      await expect(page.getByTestId('unsubscribe-alert')).toBeVisible();
      expect(await alertsOf(page.request)).toHaveLength(1);
      await expectAccessible(page);
      await page.getByRole('button', { name: tAlerts('unsubscribe.button') }).click();
      const done = page.getByTestId('unsubscribe-done');
      await expect(done).toHaveText(tAlerts('unsubscribe.done'));
      await expect(done).toBeFocused();
      await expectAccessible(page);
      expect(await alertsOf(page.request)).toEqual([]);
      // The first e-mail's page now says calmly that there is nothing left to unsubscribe.
      await page.goto(first.unsubscribePath);
      await expect(page.getByTestId('unsubscribe-gone')).toHaveText(tAlerts('unsubscribe.gone'));
      await landlord.context().close();
    },
  );
}
