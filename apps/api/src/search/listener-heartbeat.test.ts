import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertLandlord, insertListing, insertPlace } from '../testing/listing-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { jitterMs } from './jitter.js';
import {
  listenerApplicationName,
  listenForListingChanges,
  LISTINGS_CHANGED_CHANNEL,
  type ListingChange,
  type ListingsChangeListener,
} from './listings-change-listener.js';
import { createLiveListingIndex } from './live-listing-index.js';
import { startFreezableProxy, type FreezableProxy } from './testing/freezable-proxy.js';

import type { FastifyBaseLogger } from 'fastify';

/**
 * The listener proves that notifications still arrive: a connection that goes deaf without any
 * error (here a proxy that stops forwarding the server's bytes) is noticed by a missed heartbeat
 * within 5 s, reported as lost with a warning, and replaced after a jittered delay; heartbeats
 * never go to the listings channel; full reloads of the index after the first are jittered.
 */

let database: TestDatabase;
let proxy: FreezableProxy;
let spy: pg.Client;
const heardBySpy: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startFreezableProxy(database.url);
  // Another process on the listings channel: it must hear no heartbeat.
  spy = new pg.Client(database.pool.options);
  await spy.connect();
  spy.on('notification', (message) => heardBySpy.push(message.payload ?? ''));
  await spy.query(`LISTEN ${LISTINGS_CHANGED_CHANNEL}`);
});

afterAll(async () => {
  await spy.end();
  await proxy.close();
  await database.drop();
});

/** What a subscriber was told, with the time (performance.now()). */
type Event =
  | { at: number; kind: 'listening' | 'lost' }
  | { at: number; kind: 'changed'; change: ListingChange };

/** Waits until `condition` holds, at most `timeoutMs`. */
async function waitFor(condition: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitFor: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('listener heartbeat', () => {
  let listener: ListingsChangeListener;
  const events: Event[] = [];
  const warnings: string[] = [];
  const infos: string[] = [];
  const log = {
    warn: (_details: unknown, message: string) => warnings.push(message),
    info: (_details: unknown, message: string) => infos.push(message),
  } as unknown as FastifyBaseLogger;
  const count = (kind: Event['kind']) => events.filter((event) => event.kind === kind).length;

  beforeAll(async () => {
    listener = await listenForListingChanges({
      connection: { connectionString: `${proxy.url}?application_name=someone-else` },
      notifier: database.pool,
      subscriber: {
        listening: () => events.push({ at: performance.now(), kind: 'listening' }),
        lost: () => events.push({ at: performance.now(), kind: 'lost' }),
        changed: (change) => events.push({ at: performance.now(), kind: 'changed', change }),
      },
      log,
      // Reconnect after 1000 + 0.5 * 2000 = 2000 ms.
      random: () => 0.5,
    });
  });

  afterAll(async () => {
    await listener.close();
  });

  it('names its connection after the process, whatever the URL says', async () => {
    expect(count('listening')).toBe(1);
    const named = await database.pool.query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [listenerApplicationName()],
    );
    expect(named.rows[0]!.count).toBe(1);
    expect(listenerApplicationName(4242)).toBe('rooms-api-listener:4242');
  });

  it('keeps listening on a healthy connection, with no heartbeat on the listings channel', async () => {
    // Longer than a heartbeat timeout plus interval: a heartbeat not heard would have cost the
    // connection by now.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(count('lost')).toBe(0);
    expect(warnings).toEqual([]);
    expect(infos).toEqual([]);
    expect(heardBySpy).toEqual([]);
    expect(events.filter((event) => event.kind === 'changed')).toEqual([]);
    expect(listener.heartbeatChannel).toMatch(/^rooms_heartbeat_[0-9a-f]{16}$/);
  });

  it('notices a deaf connection within 5 s, warns, and listens again after the jittered delay', async () => {
    const frozenAt = performance.now();
    proxy.freeze();
    await waitFor(() => count('lost') === 1);
    const lost = events.find((event) => event.kind === 'lost')!;
    expect(lost.at - frozenAt).toBeLessThan(5000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('answered from SQL');

    await waitFor(() => count('listening') === 2);
    const relistened = events.filter((event) => event.kind === 'listening')[1]!;
    // 2000 ms of delay, plus the time to connect and LISTEN.
    expect(relistened.at - lost.at).toBeGreaterThanOrEqual(1990);
    expect(relistened.at - lost.at).toBeLessThan(3500);
    expect(infos).toEqual([
      'listening for listing changes again: search cache on, index reloading',
    ]);

    // The new connection hears changes.
    await database.pool.query('select pg_notify($1, $2)', [LISTINGS_CHANGED_CHANNEL, '42,7']);
    await waitFor(() => count('changed') === 1);
    expect(events.at(-1)).toMatchObject({ kind: 'changed', change: { kind: 'ids', ids: [42, 7] } });
    expect(count('lost')).toBe(1);
  });
});

describe('jitter', () => {
  it('spreads from 0 up to the bound, and not at all with a bound of 0', () => {
    expect(jitterMs(2000, () => 0)).toBe(0);
    expect(jitterMs(2000, () => 0.99999)).toBe(1999);
    expect(jitterMs(0, () => 0.7)).toBe(0);
  });

  it('delays every full load of a large index but the first, answering from SQL meanwhile', async () => {
    const place = await insertPlace(database.db, 'Zwolle', 'Diezerstraat');
    await insertListing(database.db, { landlordId: await insertLandlord(database.db), place });
    const silent = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    const index = createLiveListingIndex(database, silent, {
      reloadJitterMs: 1000,
      jitterMinListings: 1,
      random: () => 0.6,
    });
    try {
      let started = performance.now();
      await index.reload();
      expect(performance.now() - started).toBeLessThan(500);
      expect(index.current()).not.toBeNull();

      started = performance.now();
      const second = index.reload();
      // The load has started waiting: the old snapshot is not used meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(index.current()).toBeNull();
      await second;
      expect(performance.now() - started).toBeGreaterThanOrEqual(590);
      expect(index.current()).not.toBeNull();
    } finally {
      index.close();
    }
  });

  it('does not delay the loads of a small index (they take milliseconds)', async () => {
    const silent = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    const index = createLiveListingIndex(database, silent, {
      reloadJitterMs: 60_000,
      jitterMinListings: 1000,
      random: () => 0.99,
    });
    try {
      await index.reload();
      const started = performance.now();
      await index.reload();
      expect(performance.now() - started).toBeLessThan(500);
      expect(index.current()).not.toBeNull();
    } finally {
      index.close();
    }
  });

  it('stops waiting when the index is closed', async () => {
    const silent = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    const index = createLiveListingIndex(database, silent, {
      reloadJitterMs: 60_000,
      jitterMinListings: 0,
      random: () => 0.99,
    });
    await index.reload();
    const started = performance.now();
    void index.reload();
    index.close();
    await index.idle();
    expect(performance.now() - started).toBeLessThan(500);
    expect(index.current()).toBeNull();
  });
});
