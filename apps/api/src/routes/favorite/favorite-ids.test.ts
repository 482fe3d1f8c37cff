import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertLandlord, insertListing, insertPlace } from '../../testing/listing-fixtures.js';
import { createTestApp, registerUser } from '../../testing/test-app.js';

import type { TestPlace } from '../../testing/listing-fixtures.js';
import type { TestApp, TestUser } from '../../testing/test-app.js';

let t: TestApp;
let place: TestPlace;
let landlordId: number;

beforeAll(async () => {
  t = await createTestApp();
  place = await insertPlace(t.database.db, 'Utrecht', 'Oudegracht');
  landlordId = await insertLandlord(t.database.db);
});

afterAll(async () => {
  await t.close();
});

function toggle(user: TestUser, id: number) {
  return t.app.inject({
    method: 'POST',
    url: `/favorite?id=${id}`,
    headers: { cookie: user.cookie },
  });
}

function ids(user: TestUser | null, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/favorite/ids${query}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

describe('GET /favorite/ids', () => {
  it('is an empty list for a user without favourites', async () => {
    const user = await registerUser(t.app);
    const response = await ids(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ listingIds: [] });
  });

  it('lists every visible favourite id, ascending, unpaged, and follows toggles', async () => {
    const user = await registerUser(t.app);
    const created: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      created.push(await insertListing(t.database.db, { landlordId, place, title: `Ids ${i}` }));
    }
    for (const id of [...created].reverse()) await toggle(user, id);
    expect((await ids(user)).json()).toEqual({ listingIds: created });

    await toggle(user, created[3]!);
    expect((await ids(user)).json().listingIds).toEqual(created.filter((_, i) => i !== 3));
  });

  it('leaves out favourites whose listing is no longer visible', async () => {
    const user = await registerUser(t.app);
    const kept = await insertListing(t.database.db, { landlordId, place });
    const hidden = await insertListing(t.database.db, { landlordId, place });
    await toggle(user, kept);
    await toggle(user, hidden);
    await t.database.pool.query('UPDATE listings SET status = 5 WHERE id = $1', [hidden]);
    expect((await ids(user)).json()).toEqual({ listingIds: [kept] });
  });

  it('answers only with the caller’s own favourites, whatever the query says', async () => {
    const erin = await registerUser(t.app, { firstName: 'Erin' });
    const frank = await registerUser(t.app, { firstName: 'Frank' });
    const erinsOnly = await insertListing(t.database.db, { landlordId, place });
    const both = await insertListing(t.database.db, { landlordId, place });
    await toggle(erin, erinsOnly);
    await toggle(erin, both);
    await toggle(frank, both);

    expect((await ids(erin)).json()).toEqual({ listingIds: [erinsOnly, both] });
    expect((await ids(frank)).json()).toEqual({ listingIds: [both] });
    const spoofed = await ids(frank, `?userId=${erin.id}&userid=${erin.id}`);
    expect(spoofed.json()).toEqual({ listingIds: [both] });
  });

  it('is 401 when anonymous', async () => {
    const response = await ids(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'http_401', message: 'Not authenticated' });
  });
});
