/**
 * The in-memory search index of one API process, kept in step with the database: loaded in
 * full once the process listens for listing changes, then changed listing by listing as the
 * notifications of migration 0011 name them (`listings-change-listener.ts`). Searches use it
 * only while it can be trusted — loaded, and no change can have been missed — and fall back
 * to SQL otherwise (`listing-search.ts`, `search-finders.ts`).
 *
 * Loads and changes run one at a time, in the order they were asked for, so a change is never
 * overtaken by an older load. {@link LiveListingIndex.catchUp} lets a writer wait until the
 * index shows its own committed change (read your writes).
 *
 * Every full load after the first of an index of many listings waits a random 0 to
 * `reloadJitterMs` first (searches use SQL meanwhile): every process hears the same 'everything
 * changed' and loses its listener when the database restarts, and they should not all read
 * every listing in the same second.
 */
import { sql } from 'drizzle-orm';

import {
  concatFacts,
  factsOfRows,
  indexRowsQuery,
  type IndexRow,
  type ListingFacts,
} from './index-facts.js';
import { jitterMs, pause, type Pause } from './jitter.js';
import {
  buildListingIndex,
  listingCount,
  withListingChanges,
  type ListingIndex,
} from './listing-index.js';
import { LISTINGS_CHANGED_CHANNEL, type ListingChange } from './listings-change-listener.js';
import { runQuery } from './run-query.js';

import type { Database, Db } from '../db/database.js';
import type { FastifyBaseLogger } from 'fastify';

/** Listings read per statement of a full load. */
const LOAD_BATCH_ROWS = 50_000;
/** A change of more than this share of all listings is applied by loading everything again. */
const RELOAD_SHARE = 0.1;
/** Wait before loading again after a failed load or change, milliseconds. */
const RETRY_DELAY_MS = 5000;
/**
 * Longest wait of {@link LiveListingIndex.catchUp} for its own notification, milliseconds: a
 * backstop only, since a deaf listener is noticed sooner by its heartbeat and `disable` then
 * releases every waiting writer.
 */
const CATCH_UP_TIMEOUT_MS = 5000;
/** Widest random wait before a full load other than the first, milliseconds. */
export const RELOAD_JITTER_MS = 2000;
/**
 * Full loads of an index of fewer listings are not delayed: they take milliseconds, so many
 * processes loading at once cost nothing (and a small index loads again on most changes, see
 * {@link RELOAD_SHARE}).
 */
export const JITTER_MIN_LISTINGS = 5000;

/** The index of one process. */
export interface LiveListingIndex {
  /** The snapshot searches may use now, or null while it cannot be trusted. */
  current(): ListingIndex | null;
  /** Loads every visible listing again and trusts the result (the listener is listening). */
  reload(): Promise<void>;
  /** Applies a notification of the listener; resolves once the snapshot shows it. */
  apply(change: ListingChange): Promise<void>;
  /** Distrusts the snapshot until the next reload (the listener lost its connection). */
  disable(): void;
  /**
   * Resolves once every listing change committed before the call is in the snapshot (or the
   * index is not trusted, so searches do not use it): a notification sent now arrives after
   * every earlier commit's, so once it is heard and the changes before it are applied, they are.
   */
  catchUp(): Promise<void>;
  /** Resolves once every load and change asked for so far has run. */
  idle(): Promise<void>;
  /** Stops: nothing more is loaded or applied, and searches do not use it. */
  close(): void;
}

/**
 * Reads the facts of every visible listing, in batches of `batchRows` in id order.
 *
 * @param database the pool
 * @param batchRows listings per statement
 * @throws the database error
 */
export async function loadIndexFacts(
  database: Database,
  batchRows: number = LOAD_BATCH_ROWS,
): Promise<ListingFacts> {
  const parts: ListingFacts[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await runQuery<IndexRow>(database, indexRowsQuery({ afterId, limit: batchRows }));
    if (rows.length === 0) break;
    parts.push(factsOfRows(rows));
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < batchRows) break;
  }
  return concatFacts(parts);
}

/** How an index loads. */
export interface LiveListingIndexOptions {
  /** Listings read per statement of a full load (default {@link LOAD_BATCH_ROWS}). */
  loadBatchRows?: number;
  /** Widest random wait before a full load other than the first (default {@link RELOAD_JITTER_MS}). */
  reloadJitterMs?: number;
  /** Loads of a snapshot of fewer listings are not delayed (default {@link JITTER_MIN_LISTINGS}). */
  jitterMinListings?: number;
  /** Numbers in [0, 1) for the jitter (tests pass their own). */
  random?: () => number;
}

/**
 * A new index of a database, empty and untrusted until its first {@link LiveListingIndex.reload}.
 *
 * @param database the pool the facts are read from
 * @param log told of each full load (info: listings, milliseconds, jitter waited) and of a failed
 *   load or change (error; the index is then distrusted and loads again after
 *   {@link RETRY_DELAY_MS})
 * @param options batch size and jitter of the full loads
 */
export function createLiveListingIndex(
  database: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  {
    loadBatchRows = LOAD_BATCH_ROWS,
    reloadJitterMs = RELOAD_JITTER_MS,
    jitterMinListings = JITTER_MIN_LISTINGS,
    random = Math.random,
  }: LiveListingIndexOptions = {},
): LiveListingIndex {
  let snapshot: ListingIndex | null = null;
  let trusted = false;
  /** Bumped by every disable: a load started before it must not trust its result. */
  let epoch = 0;
  /** The last queued task; each runs after the one before. */
  let queue: Promise<void> = Promise.resolve();
  /** Ids heard of and not applied yet (changes merge while a task runs). */
  const pending = new Set<number>();
  let reloadPending = false;
  const syncWaiters = new Map<string, () => void>();
  let syncCounter = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The jitter wait of a full load, cut short by `close`. */
  let waiting: Pause | undefined;

  const enqueue = (task: () => Promise<void>): Promise<void> => {
    queue = queue
      .then(() => (closed ? undefined : task()))
      .catch((error: unknown) => {
        if (closed) return;
        trusted = false;
        log.error({ err: error }, 'search index off: a load or change failed');
        // The snapshot may miss a change now: load everything again, a little later.
        reloadPending = true;
        clearTimeout(retry);
        retry = setTimeout(() => void enqueue(applyPending), RETRY_DELAY_MS);
        retry.unref();
      });
    return queue;
  };

  const loadAll = async () => {
    const startedIn = epoch;
    // Whatever made a full load necessary (start, a lost connection, a large change), the
    // snapshot may be far off: searches use SQL until the new one is there.
    trusted = false;
    const large = snapshot !== null && listingCount(snapshot) >= jitterMinListings;
    const jitter = large ? jitterMs(reloadJitterMs, random) : 0;
    if (jitter > 0) {
      waiting = pause(jitter);
      await waiting.done;
      waiting = undefined;
      if (closed) return;
    }
    reloadPending = false;
    pending.clear();
    const started = performance.now();
    const facts = await loadIndexFacts(database, loadBatchRows);
    snapshot = await buildListingIndex(facts);
    log.info(
      { listings: facts.size, ms: Math.round(performance.now() - started), jitterMs: jitter },
      'search index loaded',
    );
    if (epoch === startedIn) trusted = true;
  };

  const applyPending = async () => {
    if (reloadPending) return loadAll();
    if (pending.size === 0 || snapshot === null) return;
    const ids = [...pending];
    pending.clear();
    if (ids.length > listingCount(snapshot) * RELOAD_SHARE) return loadAll();
    const rows = await runQuery<IndexRow>(database, indexRowsQuery({ ids }));
    snapshot = await withListingChanges(snapshot, ids, rows);
  };

  const releaseWaiters = () => {
    for (const release of syncWaiters.values()) release();
    syncWaiters.clear();
  };

  return {
    current: () => (trusted ? snapshot : null),
    reload() {
      reloadPending = true;
      return enqueue(applyPending);
    },
    apply(change) {
      switch (change.kind) {
        case 'ids':
          for (const id of change.ids) pending.add(id);
          return enqueue(applyPending);
        case 'all':
          reloadPending = true;
          return enqueue(applyPending);
        case 'sync': {
          const release = syncWaiters.get(change.token);
          syncWaiters.delete(change.token);
          // Everything heard before the token is queued: resolve once it has been applied.
          return enqueue(async () => release?.());
        }
      }
    },
    disable() {
      epoch++;
      trusted = false;
      releaseWaiters();
    },
    idle: () => queue,
    close() {
      closed = true;
      trusted = false;
      clearTimeout(retry);
      waiting?.cancel();
      releaseWaiters();
    },
    async catchUp() {
      if (!trusted) return;
      const token = `${process.pid}-${++syncCounter}`;
      const heard = new Promise<void>((resolve) => syncWaiters.set(token, resolve));
      await database.db.execute(
        sql`select pg_notify(${LISTINGS_CHANGED_CHANNEL}, ${`sync:${token}`})`,
      );
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), CATCH_UP_TIMEOUT_MS);
      });
      const outcome = await Promise.race([heard, timedOut]);
      clearTimeout(timer);
      if (outcome === 'late') {
        // The listener heard nothing: do not trust what may be missing; load again.
        syncWaiters.delete(token);
        epoch++;
        trusted = false;
        reloadPending = true;
        void enqueue(applyPending);
      }
    },
  };
}

/** The index of each database handle the app registered (the app has one). */
const indexes = new WeakMap<Db, LiveListingIndex>();

/**
 * Registers the index searches and writers of a database handle use.
 *
 * @param db the Drizzle handle of the pool
 * @param index its index
 */
export function registerListingIndex(db: Db, index: LiveListingIndex): void {
  indexes.set(db, index);
}

/**
 * The index of a database handle, or undefined when none is running (tools, some tests).
 *
 * @param db the Drizzle handle of the pool
 */
export function listingIndexOf(db: Db): LiveListingIndex | undefined {
  return indexes.get(db);
}
