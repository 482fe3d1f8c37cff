import {
  AlertFrequency,
  DEFAULT_LISTING_SEARCH_FILTERS,
  MAX_ALERTS_PER_USER,
  SearchListingType,
  toListingSearchRequest,
} from '@rooms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities } from '../../db/schema.js';
import { insertLandlord, insertListing, insertPlace } from '../../testing/listing-fixtures.js';
import { createTestApp, registerUser } from '../../testing/test-app.js';

import type { TestPlace } from '../../testing/listing-fixtures.js';
import type { TestApp, TestUser } from '../../testing/test-app.js';

let t: TestApp;
let place: TestPlace;
let citySlug: string;
let landlordId: number;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  place = await insertPlace(t.database.db, 'Groningen', 'Herestraat');
  const [city] = await t.database.db
    .select({ slug: cities.slug })
    .from(cities)
    .where(eq(cities.id, place.cityId));
  citySlug = city!.slug;
  landlordId = await insertLandlord(t.database.db);
  alice = await registerUser(t.app, { firstName: 'Alice' });
  bob = await registerUser(t.app, { firstName: 'Bob' });
});

afterAll(async () => {
  await t.close();
});

/** The site's request for rooms in the test city up to `maxRent` euro. */
function roomsRequest(maxRent: 500 | 600 | 800 = 600, extra: Record<string, unknown> = {}) {
  return {
    ...toListingSearchRequest({
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      searchCategories: [SearchListingType.Room],
      citySlug,
      cityName: 'Groningen',
      radius: 0,
      maxRent,
    }),
    ...extra,
  };
}

function call(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function create(user: TestUser | null, body: Record<string, unknown>) {
  return call(user, 'POST', '/alert/createalert', {
    searchRequest: roomsRequest(),
    frequency: AlertFrequency.Daily,
    language: 'en',
    ...body,
  });
}

describe('POST /alert/createalert', () => {
  it('saves a search for the signed-in user and lists it', async () => {
    const response = await create(alice, { name: '  Rooms near uni  ' });
    expect(response.statusCode).toBe(200);
    const alert = response.json();
    expect(alert).toMatchObject({
      name: 'Rooms near uni',
      frequency: AlertFrequency.Daily,
      paused: false,
      language: 'en',
      matchesLastSevenDays: 0,
    });
    expect(alert.psaIdentifier).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(alert.searchRequest).toMatchObject({ citySlug, maxRentalPriceId: 600 });
    const list = (await call(alice, 'GET', '/alert/alerts')).json();
    expect(list.alerts.map((a: { psaIdentifier: string }) => a.psaIdentifier)).toContain(
      alert.psaIdentifier,
    );
    expect((await call(bob, 'GET', '/alert/alerts')).json()).toEqual({ alerts: [] });
  });

  it('refuses the same search twice with 1129, even with another name or frequency', async () => {
    const first = await create(bob, { searchRequest: roomsRequest(800) });
    expect(first.statusCode).toBe(200);
    const again = await create(bob, {
      searchRequest: roomsRequest(800, { pageNo: 3, listingSortOptionId: 2 }),
      name: 'other',
      frequency: AlertFrequency.Weekly,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(1129);
  });

  it('gives its search back to the site for a link from an e-mail (§7 listingsearchcriteria)', async () => {
    const { psaIdentifier } = (
      await create(alice, { searchRequest: roomsRequest(500, { candidateAge: 33 }) })
    ).json();
    const response = await call(
      null,
      'GET',
      `/listing/listingsearchcriteria?psaIdentifier=${psaIdentifier}`,
    );
    expect(response.json()).toMatchObject({ citySlug, maxRentalPriceId: 500, candidateAge: 33 });
  });

  it('saves a map search with a partial box as a search of the default map area', async () => {
    const response = await create(alice, {
      searchRequest: { searchview: 3, lat_lo: -12.5, lng_lo: 62.5, lat_hi: null },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().searchRequest;
    expect(saved.lng_lo).toBeLessThan(saved.lng_hi);
    expect(saved.lat_lo).toBeLessThan(saved.lat_hi);
  });

  it('stores a search of no type as one of every type (its e-mails link to a search page)', async () => {
    const response = await create(alice, {
      searchRequest: roomsRequest(500, { listingTypeIds: [], candidateAge: 44 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().searchRequest.listingTypeIds).toEqual([SearchListingType.Generic]);
  });

  it('answers 401 without a session', async () => {
    expect((await create(null, {})).statusCode).toBe(401);
  });

  it.each([
    ['an unknown frequency', { frequency: 9 }],
    ['a NUL in the name', { name: 'a\u0000b' }],
    ['a name over 80 characters', { name: 'x'.repeat(81) }],
    ['an unknown language', { language: 'de' }],
    ['a wrong type in the search', { searchRequest: { maxRentalPriceId: 'cheap' } }],
    ['no search', { searchRequest: null }],
  ])('answers 400 invalid_request for %s', async (_, body) => {
    const response = await create(alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
  });

  it('answers 400 for a city that does not exist (it would never match)', async () => {
    const response = await create(alice, {
      searchRequest: roomsRequest(600, { citySlug: 'atlantis' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].field).toBe('searchRequest.citySlug');
  });

  it(`keeps at most ${MAX_ALERTS_PER_USER} alerts per user`, async () => {
    const carol = await registerUser(t.app, { firstName: 'Carol' });
    for (let age = 20; age < 20 + MAX_ALERTS_PER_USER; age++) {
      const saved = await create(carol, {
        searchRequest: roomsRequest(600, { candidateAge: age }),
      });
      expect(saved.statusCode).toBe(200);
    }
    const refused = await create(carol, { searchRequest: roomsRequest(600, { candidateAge: 90 }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'alert_limit_reached',
      data: { maxAlerts: MAX_ALERTS_PER_USER },
    });
  });
});

describe('changing and deleting alerts', () => {
  it('renames, re-times, pauses and resumes only the owner’s alert', async () => {
    const { psaIdentifier } = (await create(alice, { searchRequest: roomsRequest(500) })).json();
    const changed = await call(alice, 'POST', '/alert/updatealert', {
      psaIdentifier,
      name: 'Cheap rooms',
      frequency: AlertFrequency.Instant,
      paused: true,
    });
    expect(changed.json()).toMatchObject({
      name: 'Cheap rooms',
      frequency: AlertFrequency.Instant,
      paused: true,
    });
    const resumed = await call(alice, 'POST', '/alert/updatealert', {
      psaIdentifier,
      paused: false,
    });
    expect(resumed.json()).toMatchObject({ name: 'Cheap rooms', paused: false });
    const other = await call(bob, 'POST', '/alert/updatealert', { psaIdentifier, name: 'mine' });
    expect(other.statusCode).toBe(404);
    expect((await call(bob, 'POST', '/alert/deletealert', { psaIdentifier })).statusCode).toBe(404);
    expect((await call(alice, 'POST', '/alert/deletealert', { psaIdentifier })).json()).toEqual({
      deleted: true,
    });
    expect((await call(alice, 'POST', '/alert/deletealert', { psaIdentifier })).statusCode).toBe(
      404,
    );
  });

  it('answers 400 for an identifier with characters no identifier has', async () => {
    const response = await call(alice, 'POST', '/alert/deletealert', { psaIdentifier: '1 OR 1=1' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /alert/processpsa (anonymous alerts after sign-in, §4)', () => {
  it('saves new searches as daily alerts and counts those saved before', async () => {
    const dave = await registerUser(t.app, { firstName: 'Dave' });
    await create(dave, { searchRequest: roomsRequest(500) });
    const response = await call(dave, 'POST', '/alert/processpsa', {
      psaList: [roomsRequest(500), roomsRequest(800), roomsRequest(600, { citySlug: 'atlantis' })],
      language: 'nl',
    });
    expect(response.json()).toEqual({ created: 1, alreadySaved: 1, refused: 1 });
    const alerts = (await call(dave, 'GET', '/alert/alerts')).json().alerts;
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toMatchObject({ frequency: AlertFrequency.Daily, language: 'nl' });
  });

  it('refuses more than 20 searches at once', async () => {
    const response = await call(alice, 'POST', '/alert/processpsa', {
      psaList: Array.from({ length: 21 }, () => roomsRequest()),
      language: 'en',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('preview and instant width', () => {
  it('counts listings of the last 7 days the search finds', async () => {
    const week = Date.now() - 2 * 86_400_000;
    await insertListing(t.database.db, {
      landlordId,
      place,
      rentCents: 45_000,
      publishedAt: new Date(week),
    });
    await insertListing(t.database.db, {
      landlordId,
      place,
      rentCents: 95_000,
      publishedAt: new Date(week),
    });
    await insertListing(t.database.db, {
      landlordId,
      place,
      rentCents: 45_000,
      publishedAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const response = await call(null, 'POST', '/alert/preview', { searchRequest: roomsRequest() });
    expect(response.json()).toEqual({ lastSevenDays: 1, instantAllowed: true });
  });
});

describe('unsubscribing without sign-in', () => {
  it('shows the alert on GET without changing it, then deletes it on the one-click POST', async () => {
    const { psaIdentifier } = (
      await create(alice, { searchRequest: roomsRequest(800), name: 'Big' })
    ).json();
    const shown = await call(null, 'GET', `/alert/bypsa?psaIdentifier=${psaIdentifier}`);
    expect(shown.json()).toMatchObject({ found: true, name: 'Big', language: 'en' });
    expect(JSON.stringify(shown.json())).not.toContain('@');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/alert/unsubscribepsa?psaIdentifier=${psaIdentifier}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toEqual({ unsubscribed: true });
    const again = await call(null, 'POST', `/alert/unsubscribepsa?psaIdentifier=${psaIdentifier}`);
    expect(again.json()).toEqual({ unsubscribed: false });
    expect((await call(null, 'GET', `/alert/bypsa?psaIdentifier=${psaIdentifier}`)).json()).toEqual(
      {
        found: false,
        name: null,
        searchRequest: null,
        language: null,
      },
    );
  });

  it('stops all alert e-mails of the owner, and the owner turns them on again', async () => {
    const erin = await registerUser(t.app, { firstName: 'Erin' });
    const { psaIdentifier } = (await create(erin, {})).json();
    expect((await call(erin, 'GET', '/alert/emailpreferences')).json()).toEqual({
      alertEmails: true,
    });
    const stop = await call(null, 'POST', `/alert/unsubscribeall?psaIdentifier=${psaIdentifier}`);
    expect(stop.json()).toEqual({ unsubscribed: true });
    expect((await call(erin, 'GET', '/alert/emailpreferences')).json()).toEqual({
      alertEmails: false,
    });
    expect((await call(erin, 'GET', '/alert/alerts')).json().alerts).toHaveLength(1);
    await call(erin, 'POST', '/alert/emailpreferences', { alertEmails: true });
    expect((await call(erin, 'GET', '/alert/emailpreferences')).json()).toEqual({
      alertEmails: true,
    });
  });

  it('answers calmly for unknown identifiers', async () => {
    const unknown = await call(
      null,
      'POST',
      '/alert/unsubscribepsa?psaIdentifier=AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(unknown.json()).toEqual({ unsubscribed: false });
    const all = await call(
      null,
      'POST',
      '/alert/unsubscribeall?psaIdentifier=AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(all.json()).toEqual({ unsubscribed: false });
  });
});

describe('deleting an account', () => {
  it('deletes its alerts and their matches', async () => {
    const frank = await registerUser(t.app, { firstName: 'Frank' });
    const { psaIdentifier } = (await create(frank, { searchRequest: roomsRequest(800) })).json();
    const listing = await insertListing(t.database.db, { landlordId, place, rentCents: 40_000 });
    const inserted = await t.database.pool.query<{ alert_id: number }>(
      `INSERT INTO search_alert_matches (alert_id, listing_id)
       SELECT id, $2 FROM search_alerts WHERE psa_identifier = $1
       ON CONFLICT (alert_id, listing_id) DO UPDATE SET sent_at = NULL
       RETURNING alert_id`,
      [psaIdentifier, listing],
    );
    const alertId = inserted.rows[0]!.alert_id;
    await t.database.pool.query('DELETE FROM users WHERE id = $1', [frank.id]);
    const left = await t.database.pool.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM search_alerts WHERE id = $1)::int
            + (SELECT count(*) FROM search_alert_matches WHERE alert_id = $1)::int AS n`,
      [alertId],
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
