/**
 * Fresh adverts (issue 28) through the real app: the freshness job's reminders and automatic
 * deactivation with their e-mails, the one-click link, the landlord's confirmation, and
 * tenants' "already let" reports.
 */
import { AutomaticDeactivationReason, FraudRule, ListingStatus } from '@rooms/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listingHolds, listings } from '../db/schema.js';
import { createMyListingsKit } from '../routes/listing/testing/my-listings-kit.js';
import { eventually, sentMail } from '../testing/test-app.js';

import { newConfirmationToken } from './confirmation-link.js';
import { runListingFreshness } from './freshness-job.js';

import type { MailMessage } from '../mail/mailer.js';
import type { MyListingsKit } from '../routes/listing/testing/my-listings-kit.js';
import type { TestUser } from '../testing/test-app.js';

const DAY_MS = 86_400_000;
const SITE = 'https://rooms.test';
let kit: MyListingsKit;

beforeAll(async () => {
  kit = await createMyListingsKit();
});

afterAll(async () => {
  await kit.close();
});

/** The e-mails the app sent to an address, oldest first, once there is one (the job runner sends them). */
function mailTo(to: string): Promise<MailMessage[]> {
  return eventually(() => {
    const mail = sentMail(kit.t.app).filter((message) => message.to === to);
    return mail.length > 0 ? mail : undefined;
  });
}

/** Whether anything was sent to an address. */
function anyMailTo(to: string): boolean {
  return sentMail(kit.t.app).some((message) => message.to === to);
}

/** Sets an advert's last confirmation `days` days back (the test's way of moving time). */
async function confirmedDaysAgo(listingId: number, days: number): Promise<void> {
  await kit.t.database.db
    .update(listings)
    .set({ confirmedAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(listings.id, listingId));
}

/** Runs the job as the hourly tick would, now. */
function runJob() {
  return runListingFreshness({ db: kit.t.database.db, siteUrl: SITE }, new Date());
}

/** The tokens of the one-click links in an e-mail, in order. */
function tokensIn(message: MailMessage): string[] {
  return [
    ...message.text.matchAll(/\/bevestigen\?token=([\w.-]+)|\/confirm\?token=([\w.-]+)/g),
  ].map((match) => match[1] ?? match[2]!);
}

function followLink(token: unknown) {
  return kit.call(null, {
    method: 'POST',
    path: '/listing/confirm-available-link',
    body: { token },
  });
}

async function searchIds(): Promise<number[]> {
  const answer = await kit.call(null, {
    method: 'POST',
    path: '/listing/findlistings',
    body: { citySlug: await kit.citySlug(kit.groningen), radiusId: 0, rowsPerPage: 100 },
  });
  return (answer.body.listings as { id: number }[]).map((card) => card.id);
}

/** A landlord with one online advert last confirmed `days` days ago. */
async function advertConfirmed(days: number, landlord?: TestUser) {
  const owner = landlord ?? (await kit.user());
  const id = await kit.advert(owner, { publishedAt: new Date(Date.now() - 60 * DAY_MS) });
  await confirmedDaysAgo(id, days);
  return { landlord: owner, id };
}

describe('the freshness job', () => {
  it('asks once, after 14 days, with a link that confirms in one click and is then spent', async () => {
    const { landlord, id } = await advertConfirmed(15);
    const young = await advertConfirmed(13);

    await runJob();
    const [reminder, ...more] = await mailTo(landlord.email);
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe('Is je advertentie nog beschikbaar?');
    expect(reminder!.text).toContain('"Room in the centre"');
    expect(anyMailTo(young.landlord.email)).toBe(false);
    const stored = await kit.row(id);
    expect(stored.confirmationRemindedAt).not.toBeNull();
    expect(stored.status).toBe(ListingStatus.Active);
    const [token] = tokensIn(reminder!);
    // Only the hash of the link's secret is stored.
    expect(stored.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.confirmationTokenHash).not.toContain(token!.split('.')[1]!);

    // A second run does not ask again.
    expect(await runJob()).toEqual({ deactivated: 0, reminded: 0, emails: 0 });

    const answer = await followLink(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      listingID: id,
      status: ListingStatus.Active,
      title: 'Room in the centre',
      reactivated: false,
    });
    expect(Date.now() - Date.parse(answer.body.confirmedAt)).toBeLessThan(60_000);
    expect(await kit.row(id)).toMatchObject({
      confirmationTokenHash: null,
      confirmationRemindedAt: null,
    });
    const again = await followLink(token);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('confirm_link_invalid');
  });

  it('takes an advert out of search after 30 days, says so, and its link brings it back', async () => {
    const { landlord, id } = await advertConfirmed(31);
    expect(await searchIds()).toContain(id);

    await runJob();
    const after = await kit.row(id);
    expect(after).toMatchObject({
      status: ListingStatus.Inactive,
      deactivationReason: AutomaticDeactivationReason.NotConfirmed,
    });
    expect(await searchIds()).not.toContain(id);
    const details = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId: id },
    });
    expect(details.status).toBe(404);
    const mine = await kit.call(landlord, {
      method: 'GET',
      path: '/listing/mylistings',
      query: { listingStatusType: 1 },
    });
    expect(mine.body.items).toEqual([
      expect.objectContaining({ listingID: id, status: 5, deactivationReason: 90 }),
    ]);
    const [notice, ...more] = await mailTo(landlord.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('Je advertentie staat niet meer online');

    const answer = await followLink(tokensIn(notice!)[0]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ listingID: id, status: 4, reactivated: true });
    expect(await searchIds()).toContain(id);
    expect(Date.now() - (await kit.row(id)).confirmedAt.getTime()).toBeLessThan(60_000);
  });

  it('writes one e-mail per landlord, in the landlord’s language, a link per advert', async () => {
    const landlord = await kit.user();
    await kit.t.database.pool.query(`update users set locale = 'en' where id = $1`, [landlord.id]);
    const first = await advertConfirmed(20, landlord);
    const second = await advertConfirmed(16, landlord);

    await runJob();
    const mail = await mailTo(landlord.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Are your adverts still available?');
    expect(mail[0]!.language).toBe('en');
    const tokens = tokensIn(mail[0]!);
    expect(tokens.map((token) => Number(token.split('.')[0]))).toEqual([first.id, second.id]);
    expect(mail[0]!.text).toContain(`${SITE}/en/my-adverts/confirm?token=`);
  });

  it('leaves adverts that are not online alone', async () => {
    const landlord = await kit.user();
    const ids: number[] = [];
    for (const status of [ListingStatus.Pending, ListingStatus.Inactive, ListingStatus.Rejected]) {
      const id = await kit.advert(landlord, { status });
      await confirmedDaysAgo(id, 40);
      ids.push(id);
    }
    const before = await Promise.all(ids.map((id) => kit.row(id)));
    expect(await runJob()).toEqual({ deactivated: 0, reminded: 0, emails: 0 });
    expect(await Promise.all(ids.map((id) => kit.row(id)))).toEqual(before);
    expect(anyMailTo(landlord.email)).toBe(false);
  });
});

describe('POST /listing/confirm-available', () => {
  it('confirms an own online advert and spends the open link', async () => {
    const { landlord, id } = await advertConfirmed(15);
    await runJob();
    const [token] = tokensIn((await mailTo(landlord.email))[0]!);

    const answer = await kit.call(landlord, {
      method: 'POST',
      path: '/listing/confirm-available',
      body: { listingID: id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ listingID: id, status: 4 });
    expect(Date.now() - Date.parse(answer.body.confirmedAt)).toBeLessThan(60_000);
    expect((await followLink(token)).body.code).toBe('confirm_link_invalid');
  });

  it('counts a reactivation as a confirmation', async () => {
    const { landlord, id } = await advertConfirmed(25);
    await kit.call(landlord, {
      method: 'POST',
      path: '/listing/deactivate-listing',
      body: { listingID: id, reason: 15 },
    });
    await kit.call(landlord, {
      method: 'POST',
      path: '/supplyflow/cra-reactivate',
      body: { listingID: id },
    });
    expect(Date.now() - (await kit.row(id)).confirmedAt.getTime()).toBeLessThan(60_000);
  });
});

describe('POST /listing/confirm-available-link: bad links change nothing', () => {
  it.each([
    ['an empty token', ''],
    ['no secret', '12'],
    ['a short secret', '12.abc'],
    ['id 0', `0.${'a'.repeat(32)}`],
    ['an id beyond 32 bits', `9999999999.${'a'.repeat(32)}`],
    ['odd text', `12.${'é'.repeat(32)}`],
  ])('refuses %s with 400 confirm_link_invalid', async (_name, token) => {
    const answer = await followLink(token);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('confirm_link_invalid');
  });

  it.each([
    ['a number', 12],
    ['a NUL byte', `12.${'a'.repeat(31)}\u0000`],
    ['null', null],
    ['a token of 101 characters', `1.${'a'.repeat(99)}`],
  ])('refuses %s with 400 invalid_request', async (_name, token) => {
    const answer = await followLink(token);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });

  it('refuses a forged secret, and the link of an advert its landlord took offline since', async () => {
    const { landlord, id } = await advertConfirmed(15);
    await runJob();
    const [token] = tokensIn((await mailTo(landlord.email))[0]!);
    const forged = newConfirmationToken(id).token;
    expect((await followLink(forged)).body.code).toBe('confirm_link_invalid');

    await kit.call(landlord, {
      method: 'POST',
      path: '/listing/deactivate-listing',
      body: { listingID: id, reason: 15 },
    });
    const before = await kit.row(id);
    const answer = await followLink(token);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('confirm_link_invalid');
    expect(await kit.row(id)).toEqual(before);
  });
});

describe('POST /listing/report-let', () => {
  function report(user: TestUser | null, listingID: unknown) {
    return kit.call(user, { method: 'POST', path: '/listing/report-let', body: { listingID } });
  }

  it('holds an advert for moderation at the third tenant, counting each tenant once', async () => {
    const { id } = await advertConfirmed(5);
    const [first, second, third] = [await kit.user(), await kit.user(), await kit.user()];
    expect((await report(first, id)).status).toBe(200);
    expect((await report(first, id)).status).toBe(200);
    expect((await report(second, id)).status).toBe(200);
    expect((await kit.row(id)).status).toBe(ListingStatus.Active);

    const answer = await report(third, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ listingID: id });
    expect((await kit.row(id)).status).toBe(ListingStatus.Pending);
    expect(await searchIds()).not.toContain(id);
    const holds = await kit.t.database.db
      .select()
      .from(listingHolds)
      .where(eq(listingHolds.listingId, id));
    expect(holds).toEqual([
      expect.objectContaining({
        trigger: 'reports',
        rules: [{ rule: FraudRule.AlreadyLetReports, facts: { reports: 3 } }],
        resolvedAt: null,
      }),
    ]);
  });

  it('counts only the reports since the last confirmation', async () => {
    const { landlord, id } = await advertConfirmed(5);
    await report(await kit.user(), id);
    await report(await kit.user(), id);
    // Reported a day before the landlord confirmed.
    await kit.t.database.db.execute(
      sql`update listing_let_reports set created_at = now() - interval '1 day' where listing_id = ${id}`,
    );
    await kit.call(landlord, {
      method: 'POST',
      path: '/listing/confirm-available',
      body: { listingID: id },
    });
    await report(await kit.user(), id);
    expect((await kit.row(id)).status).toBe(ListingStatus.Active);
  });

  it('refuses the landlord, anonymous users, unknown adverts and bad ids', async () => {
    const { landlord, id } = await advertConfirmed(5);
    expect((await report(landlord, id)).status).toBe(403);
    expect((await report(null, id)).status).toBe(401);
    const tenant = await kit.user();
    expect((await report(tenant, 2_000_000_000)).status).toBe(404);
    for (const bad of [0, -1, 1.5, '12', null, 'x'.repeat(10_000), 2_147_483_648]) {
      const answer = await report(tenant, bad);
      expect(answer.status, String(bad).slice(0, 20)).toBe(400);
      expect(answer.body.code).toBe('invalid_request');
    }
    expect((await kit.row(id)).status).toBe(ListingStatus.Active);
  });
});

describe('what tenants see', () => {
  it('cards and the advert page carry the last confirmation', async () => {
    const { id } = await advertConfirmed(3);
    const { confirmedAt } = await kit.row(id);
    const search = await kit.call(null, {
      method: 'POST',
      path: '/listing/findlistings',
      body: { citySlug: await kit.citySlug(kit.groningen), radiusId: 0, rowsPerPage: 100 },
    });
    const card = (search.body.listings as { id: number; confirmedAt: string }[]).find(
      (item) => item.id === id,
    );
    expect(card?.confirmedAt).toBe(confirmedAt.toISOString());
    const details = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId: id },
    });
    expect(details.body.confirmedAt).toBe(confirmedAt.toISOString());
  });
});
