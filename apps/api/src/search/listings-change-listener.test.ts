import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities } from '../db/schema.js';
import { insertLandlord, insertListing, insertPlace } from '../testing/listing-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

import { holdsListing } from './listing-index.js';
import { listingIndexOf } from './live-listing-index.js';
import { searchCacheOf } from './search-cache.js';

import type { TestPlace } from '../testing/listing-fixtures.js';
import type { ListingCard } from './result-mapping.js';

/**
 * The search cache and the in-memory index against a real PostgreSQL: changes committed by
 * another process (here a connection of its own, like a second API instance or an operator's
 * SQL) reach them through the triggers of migration 0011 and LISTEN, and the listener survives a
 * lost connection.
 */

let kit: TestApp;
let other: pg.Client;
let place: TestPlace;
let citySlug: string;
let landlordId: number;

beforeAll(async () => {
  kit = await createTestApp();
  other = new pg.Client(kit.database.pool.options);
  await other.connect();
  place = await insertPlace(kit.database.db, 'Leeuwarden', 'Nieuwestad');
  landlordId = await insertLandlord(kit.database.db);
  const [city] = await kit.database.db.select({ slug: cities.slug }).from(cities);
  citySlug = city!.slug;
});

afterAll(async () => {
  await other.end();
  await kit.close();
});

async function search(): Promise<ListingCard[]> {
  const answer = await kit.app.inject({
    method: 'POST',
    url: '/listing/findlistings',
    payload: { citySlug, radiusId: 0, rowsPerPage: 100 },
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { listings: ListingCard[] }).listings;
}

/** Searches until `done` holds for the answer (at most 5 s), and returns that answer. */
async function searchUntil(done: (cards: ListingCard[]) => boolean): Promise<ListingCard[]> {
  const deadline = Date.now() + 5000;
  let cards = await search();
  while (!done(cards) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    cards = await search();
  }
  return cards;
}

/**
 * Waits until the advert shows in the search (fixtures are inserted like another process would),
 * then until the insert's notification surely arrived (it may come after the first fresh answer
 * and empty the cache once more), and fills the cache.
 */
async function expectListed(id: number): Promise<void> {
  const cards = await searchUntil((found) => found.some((card) => card.id === id));
  expect(cards.map((card) => card.id)).toContain(id);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await search();
}

const stats = () => searchCacheOf(kit.database.db).stats();

/** Whether the app's trusted index snapshot holds a listing. */
function indexed(id: number): boolean {
  const snapshot = listingIndexOf(kit.database.db)?.current();
  if (!snapshot) throw new Error('the index is not trusted');
  return holdsListing(snapshot, id);
}

/** Waits until `condition` holds (at most 5 s). */
async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await condition()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The backend pid of the app's LISTEN connection, or undefined while it has none. */
async function listenerPid(): Promise<number | undefined> {
  const result = await other.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and query = 'LISTEN listings_changed' and pid <> pg_backend_pid()`,
  );
  return result.rows[0]?.pid;
}

describe('search cache and listing changes', () => {
  it('answers a repeated search from memory', async () => {
    const id = await insertListing(kit.database.db, { landlordId, place });
    await expectListed(id);
    const before = stats();
    expect((await search()).map((card) => card.id)).toContain(id);
    expect(stats().hits).toBe(before.hits + 1);
    expect(stats().misses).toBe(before.misses);
  });

  it('forgets the answer when another process takes an advert offline', async () => {
    const id = await insertListing(kit.database.db, { landlordId, place, title: 'Soon offline' });
    await expectListed(id);
    expect(indexed(id)).toBe(true);
    await search();
    await other.query('update listings set status = 5 where id = $1', [id]);
    const cards = await searchUntil((found) => !found.some((card) => card.id === id));
    expect(cards.map((card) => card.id)).not.toContain(id);
    // The index applied the change (not only the SQL path noticed it).
    expect(indexed(id)).toBe(false);
  });

  it('forgets the answer when another process changes a photo', async () => {
    const id = await insertListing(kit.database.db, { landlordId, place, title: 'Photo later' });
    await expectListed(id);
    await other.query(
      `insert into listing_photos (listing_id, image_key, position, is_cover) values ($1, 'new-cover', 0, true)`,
      [id],
    );
    const cards = await searchUntil((found) =>
      found.some((card) => card.id === id && card.coverImageKey === 'new-cover'),
    );
    expect(cards.find((card) => card.id === id)?.coverImageKey).toBe('new-cover');
  });

  it('keeps its answers when only a view was counted (no search shows views)', async () => {
    const id = await insertListing(kit.database.db, { landlordId, place, title: 'Viewed' });
    await expectListed(id);
    await search();
    const before = stats();
    await other.query('update listings set views = views + 1 where id = $1', [id]);
    // Time enough for a notification to arrive, had the trigger sent one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await search();
    expect(stats().hits).toBe(before.hits + 1);
    expect(stats().misses).toBe(before.misses);
  });

  it('listens again after losing its connection, and hears changes from then on', async () => {
    const first = await listenerPid();
    expect(first).toBeDefined();
    await other.query('select pg_terminate_backend($1)', [first]);
    await waitFor(async () => {
      const pid = await listenerPid();
      return pid !== undefined && pid !== first;
    });
    expect(await listenerPid()).not.toBe(first);
    // Changes may have been missed meanwhile: the index was loaded again before it is used.
    await listingIndexOf(kit.database.db)!.idle();
    expect(listingIndexOf(kit.database.db)!.current()).not.toBeNull();

    const id = await insertListing(kit.database.db, {
      landlordId,
      place,
      title: 'After reconnect',
    });
    await expectListed(id);
    const before = stats();
    await search();
    expect(stats().hits).toBe(before.hits + 1);
    await other.query('update listings set status = 5 where id = $1', [id]);
    const cards = await searchUntil((found) => !found.some((card) => card.id === id));
    expect(cards.map((card) => card.id)).not.toContain(id);
  });
});
