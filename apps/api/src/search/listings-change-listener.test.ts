import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities, listings } from '../db/schema.js';
import { insertLandlord, insertListing, insertPlace } from '../testing/listing-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

import { changeListings } from './listing-changes.js';
import { holdsListing } from './listing-index.js';
import { listenerApplicationName } from './listings-change-listener.js';
import { listingIndexOf } from './live-listing-index.js';
import { searchCacheOf } from './search-cache.js';

import type { TestPlace } from '../testing/listing-fixtures.js';
import type { ListingCard } from './result-mapping.js';

/**
 * The search cache and the in-memory index against a real PostgreSQL: changes committed by
 * another process (here a connection of its own, like a second API instance or an operator's
 * SQL) reach them through the triggers of migration 0011 and LISTEN, and the listener survives a
 * lost connection; a listener that goes deaf (its server backend frozen with SIGSTOP, as the
 * multi-process test does) is noticed by its heartbeat, the app answers from SQL, `/ready`
 * says so and writes do not wait for a notification that cannot come.
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

/** Waits until `condition` holds (at most `timeoutMs`). */
async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The backend pid of the app's LISTEN connection (found by its name), or undefined. */
async function listenerPid(): Promise<number | undefined> {
  const result = await other.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and application_name = $1`,
    [listenerApplicationName()],
  );
  expect(result.rows.length).toBeLessThanOrEqual(1);
  return result.rows[0]?.pid;
}

/** What `/ready` says about the searches. */
async function readySearch(): Promise<string> {
  const answer = await kit.app.inject({ method: 'GET', url: '/ready' });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { search: string }).search;
}

/** Changes a listing's title through this process, as the landlord's calls do; milliseconds. */
async function timedWrite(id: number, title: string): Promise<number> {
  const started = performance.now();
  await changeListings(kit.database.db, (tx) =>
    tx.update(listings).set({ title }).where(eq(listings.id, id)),
  );
  return performance.now() - started;
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
    // Changes may have been missed meanwhile: the index is loaded again before it is used. The
    // new connection shows before its LISTEN has queued the reload, so wait for the load itself.
    const index = listingIndexOf(kit.database.db)!;
    await waitFor(async () => {
      await index.idle();
      return index.current() !== null;
    });

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

  it('notices a frozen listener within 5 s, answers from SQL meanwhile, and recovers', async () => {
    await waitFor(async () => (await readySearch()) === 'memory');
    expect(await readySearch()).toBe('memory');
    const id = await insertListing(kit.database.db, { landlordId, place, title: 'Before freeze' });
    await expectListed(id);
    const frozen = await listenerPid();
    expect(frozen).toBeDefined();

    const frozenAt = performance.now();
    process.kill(frozen!, 'SIGSTOP');
    const states: string[] = [];
    let published: number | undefined;
    try {
      // Published meanwhile by another process: this process cannot hear of it.
      published = await insertListing(kit.database.db, { landlordId, place, title: 'Unheard' });
      // A write through this process while the listener is deaf waits at most until the
      // heartbeat notices (it used to wait 5 s for its own notification, every time).
      expect(await timedWrite(id, 'During freeze')).toBeLessThan(4500);
      await waitFor(async () => {
        states.push(await readySearch());
        return states.at(-1) !== 'memory';
      });
      expect(performance.now() - frozenAt).toBeLessThan(5000);
      expect(states.at(-1)).toBe('sql-fallback');
      // Writes no longer wait; searches see what the deaf listener missed.
      expect(await timedWrite(id, 'After notice')).toBeLessThan(500);
      const cards = await search();
      expect(cards.map((card) => card.id)).toContain(published);
      expect(cards.find((card) => card.id === id)?.title).toBe('After notice');
    } finally {
      process.kill(frozen!, 'SIGCONT');
    }

    // A new connection (a backend of its own), a jittered reload, and the index is back.
    await waitFor(async () => (await readySearch()) === 'memory', 10_000);
    expect(await readySearch()).toBe('memory');
    expect(await listenerPid()).not.toBe(frozen);
    expect(indexed(published!)).toBe(true);
  });
});
