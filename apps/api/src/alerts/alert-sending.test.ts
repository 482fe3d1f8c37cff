import {
  AlertFrequency,
  DEFAULT_LISTING_SEARCH_FILTERS,
  SearchListingType,
  toListingSearchRequest,
} from '@rooms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities } from '../db/schema.js';
import { insertLandlord, insertListing, insertPlace } from '../testing/listing-fixtures.js';
import { createTestApp, eventually, registerUser, sentMail } from '../testing/test-app.js';

import { dueDigests, queueDueDigests } from './alert-jobs.js';
import { emailNewMatches } from './alert-sending.js';
import { createAlert } from './alert-store.js';

import type { TestPlace } from '../testing/listing-fixtures.js';
import type { TestApp, TestUser } from '../testing/test-app.js';

const SITE = 'https://rooms.test';
let t: TestApp;
let place: TestPlace;
let landlordId: number;

beforeAll(async () => {
  t = await createTestApp();
  place = await insertPlace(t.database.db, 'Groningen', 'Herestraat');
  landlordId = await insertLandlord(t.database.db);
});

afterAll(async () => {
  await t.close();
});

async function roomsAlert(user: TestUser, frequency: AlertFrequency, maxRent: 500 | 600 = 600) {
  const [city] = await t.database.db
    .select({ slug: cities.slug })
    .from(cities)
    .where(eq(cities.id, place.cityId));
  const searchRequest = toListingSearchRequest({
    ...DEFAULT_LISTING_SEARCH_FILTERS,
    searchCategories: [SearchListingType.Room],
    citySlug: city!.slug,
    cityName: 'Groningen',
    radius: 0,
    maxRent,
  });
  return createAlert(t.database, user.id, { searchRequest, frequency, language: 'en' });
}

async function matchesOf(psaIdentifier: string): Promise<number[]> {
  const { rows } = await t.database.pool.query<{ listing_id: number }>(
    `SELECT m.listing_id FROM search_alert_matches m JOIN search_alerts a ON a.id = m.alert_id
     WHERE a.psa_identifier = $1 ORDER BY m.listing_id`,
    [psaIdentifier],
  );
  return rows.map((row) => row.listing_id);
}

/** Waits until the job runner has run every matching job queued so far. */
async function matchingDone(): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'match_search_alerts'`,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('matching jobs did not finish');
}

function mailTo(user: TestUser) {
  return sentMail(t.app).filter((mail) => mail.to === user.email);
}

describe('matching listings that become visible', () => {
  it('matches a published listing once, schedules one instant e-mail per burst, and sends it', async () => {
    const alice = await registerUser(t.app, { firstName: 'Alice' });
    const alert = await roomsAlert(alice, AlertFrequency.Instant);
    const cheap = await insertListing(t.database.db, {
      landlordId,
      place,
      rentCents: 45_000,
      title: 'Sunny <b>room</b>',
      publishedAt: new Date(),
    });
    const dear = await insertListing(t.database.db, { landlordId, place, rentCents: 90_000 });
    await matchingDone();
    expect(await matchesOf(alert.psaIdentifier)).toEqual([cheap]);
    const jobs = await t.database.pool.query<{ key: string; run_at: Date }>(
      `SELECT key, run_at FROM graphile_worker.jobs WHERE task_identifier = 'send_instant_alerts'`,
    );
    expect(jobs.rows).toHaveLength(1);
    // A second match of the burst rides on the same job, at the same time.
    const second = await insertListing(t.database.db, { landlordId, place, rentCents: 50_000 });
    await matchingDone();
    expect(await matchesOf(alert.psaIdentifier)).toEqual([cheap, second]);
    const after = await t.database.pool.query<{ key: string; run_at: Date }>(
      `SELECT key, run_at FROM graphile_worker.jobs WHERE task_identifier = 'send_instant_alerts'`,
    );
    expect(after.rows).toEqual(jobs.rows);

    expect(
      await emailNewMatches(t.database, SITE, [alice.id], AlertFrequency.Instant, new Date()),
    ).toBe(1);
    const [mail] = await eventually(() => (mailTo(alice).length > 0 ? mailTo(alice) : undefined));
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toContain('2 new homes');
    expect(mail!.html).toContain(`psaIdentifier=${alert.psaIdentifier}`);
    expect(mail!.html).not.toContain('<b>room</b>');
    expect(mail!.text).toContain('Sunny <b>room</b>');
    expect(mail!.listUnsubscribe?.url).toBe(
      `${SITE}/services/api/alert/unsubscribepsa?psaIdentifier=${alert.psaIdentifier}`,
    );
    expect(mail!.html).not.toContain(`-${dear}?`);
    // Nothing is sent twice.
    expect(
      await emailNewMatches(t.database, SITE, [alice.id], AlertFrequency.Instant, new Date()),
    ).toBe(0);
  });

  it('matches a listing whose rent drops below the maximum, and never the same one twice', async () => {
    const bob = await registerUser(t.app, { firstName: 'Bob' });
    const alert = await roomsAlert(bob, AlertFrequency.Daily, 500);
    const id = await insertListing(t.database.db, { landlordId, place, rentCents: 70_000 });
    await t.database.pool.query('UPDATE listings SET rent_cents = 48000 WHERE id = $1', [id]);
    await matchingDone();
    // A replayed job, and a listing going off and on again, add nothing.
    await t.database.pool.query(
      `SELECT graphile_worker.add_job('match_search_alerts', json_build_object('listingIds', ARRAY[$1::int]))`,
      [id],
    );
    await t.database.pool.query('UPDATE listings SET status = 5 WHERE id = $1', [id]);
    await t.database.pool.query('UPDATE listings SET status = 4 WHERE id = $1', [id]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await matchesOf(alert.psaIdentifier)).toEqual([id]);
  });

  it('does not match for a paused alert, and shows no listing that is gone by sending time', async () => {
    const carol = await registerUser(t.app, { firstName: 'Carol' });
    const alert = await roomsAlert(carol, AlertFrequency.Instant, 500);
    await t.database.pool.query(
      'UPDATE search_alerts SET paused_at = now() WHERE psa_identifier = $1',
      [alert.psaIdentifier],
    );
    await insertListing(t.database.db, {
      landlordId,
      place,
      rentCents: 40_000,
    });
    await matchingDone();
    await t.database.pool.query(
      'UPDATE search_alerts SET paused_at = null WHERE psa_identifier = $1',
      [alert.psaIdentifier],
    );
    const gone = await insertListing(t.database.db, { landlordId, place, rentCents: 41_000 });
    await matchingDone();
    // The listing published while paused is not matched: only the later one.
    expect(await matchesOf(alert.psaIdentifier)).toEqual([gone]);
    await t.database.pool.query('UPDATE listings SET status = 5 WHERE id = $1', [gone]);
    expect(
      await emailNewMatches(t.database, SITE, [carol.id], AlertFrequency.Instant, new Date()),
    ).toBe(0);
  });
});

describe('digests', () => {
  it.each([
    ['a Monday at 07:00 in winter (06:00 UTC)', '2026-11-30T06:00:00Z', [2, 3]],
    ['a Friday at 07:00 in winter', '2026-11-27T06:00:00Z', [2]],
    ['a Monday at 07:00 in summer (05:00 UTC)', '2026-07-06T05:00:00Z', [2, 3]],
    ['06:00 Amsterdam time', '2026-11-27T05:00:00Z', []],
    ['08:00 Amsterdam time', '2026-11-27T07:00:00Z', []],
  ])('are due on %s', (_, time, due) => {
    expect(dueDigests(new Date(time))).toEqual(due);
  });

  it('sends one digest per user with new matches, however often the tick runs', async () => {
    const dave = await registerUser(t.app, { firstName: 'Dave' });
    const alert = await roomsAlert(dave, AlertFrequency.Daily, 500);
    const id = await insertListing(t.database.db, { landlordId, place, rentCents: 42_000 });
    await matchingDone();
    expect(await matchesOf(alert.psaIdentifier)).toEqual([id]);
    const friday = new Date('2026-11-27T06:00:00Z');
    await queueDueDigests(t.database, friday);
    await queueDueDigests(t.database, friday);
    // A second tick may queue a second job (the first can be running already): the matches it
    // finds are claimed, so it sends nothing.
    await eventually(() => (mailTo(dave).length > 0 ? true : undefined), 10_000);
    expect(mailTo(dave)).toHaveLength(1);
    expect(mailTo(dave)[0]!.subject).toContain('Today’s alert');
  });

  it('queues the morning’s users in one job and sends each user their own digest, near misses included', async () => {
    const erin = await registerUser(t.app, { firstName: 'Erin' });
    const frank = await registerUser(t.app, { firstName: 'Frank' });
    const erinsAlert = await roomsAlert(erin, AlertFrequency.Daily, 500);
    const franksAlert = await roomsAlert(frank, AlertFrequency.Daily, 600);
    const cheap = await insertListing(t.database.db, {
      landlordId,
      place,
      rentCents: 45_000,
      publishedAt: new Date(),
    });
    // €10 over Erin's maximum: a match for Frank, a near miss for Erin.
    const nearMiss = await insertListing(t.database.db, {
      landlordId,
      place,
      rentCents: 51_000,
      publishedAt: new Date(),
    });
    // €50 over Erin's maximum: too far to be shown to her.
    const tooDear = await insertListing(t.database.db, {
      landlordId,
      place,
      rentCents: 55_000,
      publishedAt: new Date(),
    });
    await matchingDone();
    expect(await matchesOf(erinsAlert.psaIdentifier)).toEqual([cheap]);
    expect(await matchesOf(franksAlert.psaIdentifier)).toEqual([cheap, nearMiss, tooDear]);

    // Every user with new daily matches (Bob's from above too) is in one job, not one each.
    expect(await queueDueDigests(t.database, new Date('2026-11-27T06:00:00Z'))).toBe(1);
    const [erinsMail] = await eventually(
      () => (mailTo(erin).length > 0 ? mailTo(erin) : undefined),
      10_000,
    );
    const [franksMail] = await eventually(
      () => (mailTo(frank).length > 0 ? mailTo(frank) : undefined),
      10_000,
    );
    expect(franksMail!.subject).toContain('3 new homes');
    expect(franksMail!.html).not.toContain('Almost a match');
    expect(erinsMail!.subject).toContain('1 new home');
    expect(erinsMail!.html).toContain(`-${cheap}?psaIdentifier=${erinsAlert.psaIdentifier}`);
    expect(erinsMail!.html).toContain('Almost a match');
    expect(erinsMail!.html).toContain(`-${nearMiss}?psaIdentifier=${erinsAlert.psaIdentifier}`);
    expect(erinsMail!.text).toContain('€10 above your maximum rent');
    expect(erinsMail!.html).not.toContain(`-${tooDear}?`);
    expect(erinsMail!.html).not.toContain(franksAlert.psaIdentifier);
  });
});
