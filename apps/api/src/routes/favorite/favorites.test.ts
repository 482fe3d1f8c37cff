import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { favoriteListings } from '../../db/schema.js';
import { insertLandlord, insertListing, insertPlace } from '../../testing/listing-fixtures.js';
import { createTestApp, registerUser } from '../../testing/test-app.js';

import type { TestPlace } from '../../testing/listing-fixtures.js';
import type { TestApp, TestUser } from '../../testing/test-app.js';

let t: TestApp;
let place: TestPlace;
let landlordId: number;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  place = await insertPlace(t.database.db, 'Groningen', 'Herestraat');
  landlordId = await insertLandlord(t.database.db);
  alice = await registerUser(t.app, { firstName: 'Alice' });
  bob = await registerUser(t.app, { firstName: 'Bob' });
});

afterAll(async () => {
  await t.close();
});

function toggle(user: TestUser | null, id: string | number) {
  return t.app.inject({
    method: 'POST',
    url: `/favorite?id=${id}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

function list(user: TestUser | null, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/favorite/listings${query}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

describe('POST /favorite?id=', () => {
  it('adds a visible listing, then removes it on the next call', async () => {
    const id = await insertListing(t.database.db, { landlordId, place });
    const added = await toggle(alice, id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ listingId: id, isFavorite: true });
    expect((await toggle(alice, id)).json()).toEqual({ listingId: id, isFavorite: false });
    expect((await toggle(alice, id)).json()).toEqual({ listingId: id, isFavorite: true });
  });

  it.each([3, 4, 10])('accepts listings with visible status %i', async (status) => {
    const id = await insertListing(t.database.db, { landlordId, place, status });
    expect((await toggle(bob, id)).json()).toEqual({ listingId: id, isFavorite: true });
  });

  it.each([-1, 1, 2, 5, 6, 7, 8, 9, 11])(
    'answers 404 code 1015 for a listing with status %i',
    async (status) => {
      const id = await insertListing(t.database.db, { landlordId, place, status });
      const response = await toggle(alice, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 1015, message: 'Advert not found' });
    },
  );

  it('answers 404 code 1015 for a listing that does not exist', async () => {
    const response = await toggle(alice, 2_000_000_000);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(1015);
  });

  it('still removes a favourite whose listing is no longer visible', async () => {
    const id = await insertListing(t.database.db, { landlordId, place });
    await toggle(alice, id);
    await t.database.pool.query('UPDATE listings SET status = 5 WHERE id = $1', [id]);
    expect((await toggle(alice, id)).json()).toEqual({ listingId: id, isFavorite: false });
    expect((await toggle(alice, id)).statusCode).toBe(404);
  });

  it.each([
    ['no id', ''],
    ['a non-numeric id', '?id=abc'],
    ['a zero id', '?id=0'],
    ['a negative id', '?id=-5'],
    ['a fractional id', '?id=1.5'],
    ['an id beyond integer range', '?id=99999999999999999999'],
    ['two ids', '?id=1&id=2'],
  ])('answers 400 invalid_request for %s', async (_name, query) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/favorite${query}`,
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message: 'Invalid request' });
  });

  it('is 401 when anonymous, and changes nothing', async () => {
    const id = await insertListing(t.database.db, { landlordId, place });
    const response = await toggle(null, id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'http_401', message: 'Not authenticated' });
  });
});

describe('GET /favorite/listings', () => {
  it('lists the user’s visible favourites, newest first, with the page fields', async () => {
    const user = await registerUser(t.app);
    const first = await insertListing(t.database.db, {
      landlordId,
      place,
      title: 'First',
      rentCents: 55_000,
      surfaceM2: 18,
      coverPhotoKey: 'l/first.webp',
    });
    const second = await insertListing(t.database.db, { landlordId, place, title: 'Second' });
    const hidden = await insertListing(t.database.db, { landlordId, place, title: 'Hidden later' });
    for (const id of [first, second, hidden]) await toggle(user, id);
    await t.database.pool.query('UPDATE listings SET status = 6 WHERE id = $1', [hidden]);

    const response = await list(user);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalCount: 2, pageNo: 1, rowsPerPage: 20 });
    expect(body.items.map((item: { listingId: number }) => item.listingId)).toEqual([
      second,
      first,
    ]);
    expect(body.items[1]).toEqual({
      listingId: first,
      title: 'First',
      listingType: 1,
      cityName: 'Groningen',
      citySlug: expect.stringMatching(/^groningen-\d+$/),
      streetName: 'Herestraat',
      streetSlug: expect.stringMatching(/^herestraat-\d+$/),
      rentCents: 55_000,
      serviceCostsCents: 0,
      surfaceM2: 18,
      furnishing: 4,
      availableFrom: '2030-01-01',
      availableTo: null,
      isTopAdvert: false,
      coverPhotoKey: 'l/first.webp',
      favoritedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(body.items[0].coverPhotoKey).toBeNull();
  });

  it('gives each favourite what its card and detail link need', async () => {
    const user = await registerUser(t.app);
    const id = await insertListing(t.database.db, { landlordId, place, title: 'Top' });
    await t.database.pool.query(
      `UPDATE listings SET top_advert_until = now() + interval '1 day', service_costs_cents = 2500,
         furnishing = 2, available_to = '2030-06-30' WHERE id = $1`,
      [id],
    );
    await toggle(user, id);
    const [item] = (await list(user)).json().items;
    expect(item).toMatchObject({
      listingId: id,
      isTopAdvert: true,
      serviceCostsCents: 2500,
      furnishing: 2,
      availableFrom: '2030-01-01',
      availableTo: '2030-06-30',
    });
  });

  it('pages with pageNo and rowsPerPage', async () => {
    const user = await registerUser(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = await insertListing(t.database.db, { landlordId, place, title: `Paged ${i}` });
      ids.push(id);
      await toggle(user, id);
    }
    const newestFirst = [...ids].reverse();
    const page2 = (await list(user, '?pageNo=2&rowsPerPage=2')).json();
    expect(page2).toMatchObject({ totalCount: 5, pageNo: 2, rowsPerPage: 2 });
    expect(page2.items.map((item: { listingId: number }) => item.listingId)).toEqual(
      newestFirst.slice(2, 4),
    );
    const beyond = (await list(user, '?pageNo=4&rowsPerPage=2')).json();
    expect(beyond).toMatchObject({ totalCount: 5, items: [] });
  });

  it.each([
    ['a negative page', '?pageNo=-1'],
    ['page zero', '?pageNo=0'],
    ['a non-numeric page', '?pageNo=two'],
    ['a huge page', '?pageNo=1e12'],
    ['more than 100 rows per page', '?rowsPerPage=101'],
    ['zero rows per page', '?rowsPerPage=0'],
  ])('answers 400 invalid_request for %s', async (_name, query) => {
    const response = await list(alice, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
  });

  it('is 401 when anonymous', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('favourites are private to their user', () => {
  it('neither reads nor changes another user’s favourites', async () => {
    const carol = await registerUser(t.app, { firstName: 'Carol' });
    const dave = await registerUser(t.app, { firstName: 'Dave' });
    const shared = await insertListing(t.database.db, { landlordId, place, title: 'Shared' });
    const carolsOnly = await insertListing(t.database.db, {
      landlordId,
      place,
      title: 'Carol only',
    });
    await toggle(carol, shared);
    await toggle(carol, carolsOnly);

    // Dave sees none of Carol's favourites.
    expect((await list(dave)).json()).toMatchObject({ totalCount: 0, items: [] });
    // Dave toggling the same listing adds it to Dave's list; Carol's stays as it was.
    expect((await toggle(dave, shared)).json()).toEqual({ listingId: shared, isFavorite: true });
    const carols = (await list(carol)).json();
    expect(carols.items.map((item: { listingId: number }) => item.listingId).sort()).toEqual(
      [shared, carolsOnly].sort(),
    );
    const daves = (await list(dave)).json();
    expect(daves.items.map((item: { listingId: number }) => item.listingId)).toEqual([shared]);
    // Dave removing it removes only Dave's row.
    expect((await toggle(dave, shared)).json()).toEqual({ listingId: shared, isFavorite: false });
    expect((await list(carol)).json().totalCount).toBe(2);

    // A user id in the request is ignored: the session decides whose favourites these are.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: `/favorite/listings?userId=${carol.id}&userid=${carol.id}`,
      headers: { cookie: dave.cookie },
    });
    expect(spoofed.json().totalCount).toBe(0);

    const rows = await t.database.db.select().from(favoriteListings);
    const carolsRows = rows.filter((row) => row.userId === carol.id).map((row) => row.listingId);
    expect(carolsRows.sort()).toEqual([shared, carolsOnly].sort());
    expect(rows.filter((row) => row.userId === dave.id)).toEqual([]);
  });
});
