import { expect, test } from '@playwright/test';
import {
  AutomaticDeactivationReason,
  FraudRule,
  ListingStatus,
  MyListingsFilter,
} from '@rooms/domain';
import { getT, LOCALES, pathFor } from '@rooms/i18n';

import { letters, newAccount, placeOf, publishRoom, runName } from './accounts';
import { runJobNow, withDatabase } from './database';
import { waitForMail } from './outbox';
import { expectAccessible, onePairPerLocale, openAdvert } from './support';

import type { APIRequestContext, Page } from '@playwright/test';

const LOAD = { timeout: 60_000 } as const;
const SLOW = { timeout: 30_000 } as const;
/** The one-click link of the fresh-adverts e-mails, both languages. */
const CONFIRM_LINK = /https?:\/\/[^\s]+\/(?:bevestigen|confirm)\?token=[\w.-]+/;

/** "Time moved": the advert was last confirmed `days` days ago. */
async function confirmedDaysAgo(listingID: number, days: number): Promise<void> {
  await withDatabase((client) =>
    client.query(`update listings set confirmed_at = now() - $2 * interval '1 day' where id = $1`, [
      listingID,
      days,
    ]),
  );
}

/** The path of the link in an e-mail (the suite's site, whatever origin the API wrote). */
function linkPath(mail: string): string {
  const url = new URL(CONFIRM_LINK.exec(mail)![0]);
  return `${url.pathname}${url.search}`;
}

/** The landlord's row of an advert on My adverts. */
function advertRow(page: Page, listingID: number) {
  return page.locator(`[data-testid="my-advert"][data-listing-id="${listingID}"]`);
}

/** The advert's status and deactivation reason as My adverts' call answers them. */
async function myAdvert(request: APIRequestContext, listingID: number, filter: MyListingsFilter) {
  const answer = await request.get(
    `/services/api/listing/mylistings?listingStatusType=${filter}&rowsPerPage=100`,
  );
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as {
    items: { listingID: number; status: number; deactivationReason: number | null }[];
  };
  return items.find((item) => item.listingID === listingID);
}

/**
 * Issue 28 "Fresh adverts", both languages, phone and desktop: a landlord's advert unconfirmed
 * for 14 days gets the reminder e-mail, whose link confirms it in one click (the advert page then
 * says confirmed today); unconfirmed for 30 days (time moved in the database) the hourly job
 * takes it out of search, My adverts says why, and one click brings it back. axe on the pages.
 */
for (const locale of LOCALES) {
  test(
    `a landlord confirms an advert from the reminder e-mail; unconfirmed for 30 days it leaves search and comes back (${locale})`,
    onePairPerLocale(locale),
    async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const tAdverts = await getT(locale, 'adverts');
      const landlord = await newAccount(browser, baseURL!, locale, runName('Fenna'));
      const place = await placeOf(landlord.page.request, 'Utrecht', 'Oude');
      const title = `${locale === 'nl' ? 'Kamer aan de gracht' : 'Room on the canal'} ${letters(8)}`;
      const { listingID, isPendingReview } = await publishRoom(
        landlord.page.request,
        { ...place, postcode: '3511 AB' },
        55_000,
        title,
      );
      expect(isPendingReview).toBe(false);
      const page = landlord.page;

      // 15 days later: the reminder e-mail with its one-click link.
      await confirmedDaysAgo(listingID, 15);
      await runJobNow('listing_freshness');
      const reminder = await waitForMail(landlord.email, CONFIRM_LINK);
      expect(reminder).toContain(title);
      await page.goto(pathFor('myAdverts', locale), LOAD);
      await expect(advertRow(page, listingID).getByTestId('my-advert-freshness')).toHaveAttribute(
        'data-tone',
        'due',
      );
      await page.goto(linkPath(reminder), LOAD);
      const status = page.getByTestId('confirm-advert-status');
      await expect(status).toHaveAttribute('data-state', 'confirmed', SLOW);
      await expect(status).toContainText(title);
      await expectAccessible(page);

      // The advert page says it was confirmed today.
      await openAdvert(page, locale, listingID);
      const today = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        timeZone: 'Europe/Amsterdam',
      }).format(new Date());
      await expect(page.getByTestId('advert-freshness')).toContainText(today);

      // The link is spent.
      await page.goto(linkPath(reminder), LOAD);
      await expect(status).toHaveAttribute('data-state', 'invalid', SLOW);

      // 31 days later: out of search, with the reason on My adverts.
      await confirmedDaysAgo(listingID, 31);
      await runJobNow('listing_freshness');
      await expect
        .poll(
          async () => (await myAdvert(page.request, listingID, MyListingsFilter.Inactive))?.status,
          SLOW,
        )
        .toBe(ListingStatus.Inactive);
      expect(
        (await myAdvert(page.request, listingID, MyListingsFilter.Inactive))?.deactivationReason,
      ).toBe(AutomaticDeactivationReason.NotConfirmed);
      const details = await page.request.get(
        `/services/api/listing/details?listingId=${listingID}`,
      );
      expect(details.status()).toBe(404);
      await waitForMail(landlord.email, /niet meer online|left search/);

      await page.goto(pathFor('myAdverts', locale, undefined, { listingStatus: 'inactive' }), LOAD);
      const row = advertRow(page, listingID);
      await expect(row).toHaveAttribute('data-status', String(ListingStatus.Inactive));
      await expect(row.getByTestId('my-advert-freshness')).toHaveAttribute('data-tone', 'offline');
      await expectAccessible(page);

      // One click brings it back online, confirmed.
      await row.getByRole('button', { name: tAdverts('actions.reactivate') }).click();
      await expect
        .poll(
          async () => (await myAdvert(page.request, listingID, MyListingsFilter.Active))?.status,
          SLOW,
        )
        .toBe(ListingStatus.Active);
      await openAdvert(page, locale, listingID);
      await expect(page.getByTestId('advert-freshness')).toContainText(today);
    },
  );

  test(
    `three tenants report an advert as already let and it is held for the moderators (${locale})`,
    onePairPerLocale(locale),
    async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const tListing = await getT(locale, 'listing');
      const landlord = await newAccount(browser, baseURL!, locale, runName('Joost'));
      const place = await placeOf(landlord.page.request, 'Delft', 'Oude');
      const title = `${locale === 'nl' ? 'Kamer bij het station' : 'Room near the station'} ${letters(8)}`;
      const { listingID } = await publishRoom(
        landlord.page.request,
        { ...place, postcode: '2611 AB' },
        52_500,
        title,
      );

      // Two tenants report through the call, the third on the advert page.
      for (const name of ['Anouk', 'Bram']) {
        const tenant = await newAccount(browser, baseURL!, locale, runName(name));
        const answer = await tenant.page.request.post('/services/api/listing/report-let', {
          data: { listingID },
        });
        expect(answer.status()).toBe(200);
      }
      const third = await newAccount(browser, baseURL!, locale, runName('Cas'));
      await openAdvert(third.page, locale, listingID);
      const button = third.page.getByTestId('already-let-button');
      await expect(button).toBeEnabled(SLOW);
      await button.click();
      const dialog = third.page.getByRole('dialog', { name: tListing('freshness.title') });
      await expect(dialog).toBeVisible();
      await expectAccessible(third.page);
      await dialog.getByRole('button', { name: tListing('freshness.confirm') }).click();
      await expect(third.page.getByTestId('already-let-reported')).toHaveText(
        tListing('freshness.done'),
        SLOW,
      );

      // Held: out of search, "under review" for the landlord, in the moderators' queue.
      await expect
        .poll(
          async () =>
            (await myAdvert(landlord.page.request, listingID, MyListingsFilter.Active))?.status,
          SLOW,
        )
        .toBe(ListingStatus.Pending);
      const hold = await withDatabase(
        async (client) =>
          (
            await client.query<{
              trigger: string;
              rules: { rule: string; facts: { reports: number } }[];
            }>(
              'select trigger, rules from listing_holds where listing_id = $1 and resolved_at is null',
              [listingID],
            )
          ).rows,
      );
      expect(hold).toEqual([
        {
          trigger: 'reports',
          rules: [{ rule: FraudRule.AlreadyLetReports, facts: { reports: 3 } }],
        },
      ]);
    },
  );
}
