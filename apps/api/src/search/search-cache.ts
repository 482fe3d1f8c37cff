/**
 * A cache of search answers (§7 findlistings, findMaplistings, findmapdata, count), so the same
 * search asked again — page one of a city, the map of a city — costs no database round trip.
 *
 * Freshness: an answer is kept until any listing or listing photo changes, and at most
 * {@link SEARCH_CACHE_TTL_MS} (top adverts end by the clock, not by a write). Changes reach the
 * cache two ways: PostgreSQL notifies every API process of every committed change
 * (`listings-change-listener.ts`, triggers of migration 0011), and this process's own writes go
 * through `changeListings` (`listing-changes.ts`), which forgets the answers right after the
 * commit, so a landlord who publishes and then searches sees the advert. While the notification connection is
 * down the cache serves nothing (it cannot know what changed).
 *
 * An answer computed while a change happened is not kept (the generation check), so a slow query
 * that read the old rows cannot put them back after the invalidation.
 */
import { LRUCache } from 'lru-cache';

import type { Db } from '../db/database.js';

/** Longest time an answer is served from the cache, in milliseconds. */
export const SEARCH_CACHE_TTL_MS = 30_000;
/**
 * Most result rows (cards or markers) kept over all answers: about 200 bytes each in memory, so
 * about 40 MB at most.
 */
export const SEARCH_CACHE_MAX_ROWS = 200_000;

/** Hits and misses since the process started (for logs and the benchmark). */
export interface SearchCacheStats {
  hits: number;
  misses: number;
}

/** The search cache of one database. */
export interface SearchCache {
  /**
   * The cached answer of `key`, or the answer of `compute` (then kept when no change happened
   * meanwhile). Concurrent calls with the same key share one computation.
   *
   * @param key what decides the answer (route and normalised criteria)
   * @param rows how many result rows an answer holds (its weight in {@link SEARCH_CACHE_MAX_ROWS})
   * @param compute runs the queries
   * @throws what `compute` throws (nothing is kept)
   */
  remember<T extends object>(
    key: string,
    rows: (answer: T) => number,
    compute: () => Promise<T>,
  ): Promise<T>;
  /** Forgets every answer (a listing changed). */
  invalidate(): void;
  /** Serves answers from now on (true) or only computes them (false: changes cannot be seen). */
  setEnabled(enabled: boolean): void;
  stats(): SearchCacheStats;
}

/**
 * A new, empty, disabled cache (enabled once changes can be heard).
 *
 * @param ttlMs longest life of an answer, milliseconds
 */
export function createSearchCache(ttlMs: number = SEARCH_CACHE_TTL_MS): SearchCache {
  const answers = new LRUCache<string, object>({
    maxSize: SEARCH_CACHE_MAX_ROWS,
    // Set per entry by `remember` (sizeCalculation would need to know the answer's shape).
    sizeCalculation: () => 1,
    ttl: ttlMs,
  });
  const pending = new Map<string, Promise<object>>();
  let generation = 0;
  let enabled = false;
  const stats: SearchCacheStats = { hits: 0, misses: 0 };
  const invalidate = () => {
    generation++;
    answers.clear();
    // Callers already waiting keep their answer; new callers must not join an old query.
    pending.clear();
  };

  return {
    async remember<T extends object>(
      key: string,
      rows: (answer: T) => number,
      compute: () => Promise<T>,
    ): Promise<T> {
      if (!enabled) return compute();
      const cached = answers.get(key) as T | undefined;
      if (cached !== undefined) {
        stats.hits++;
        return cached;
      }
      const running = pending.get(key) as Promise<T> | undefined;
      if (running !== undefined) {
        stats.hits++;
        return running;
      }
      stats.misses++;
      const startedIn = generation;
      const computing = compute();
      pending.set(key, computing);
      try {
        const answer = await computing;
        if (enabled && generation === startedIn) {
          answers.set(key, answer, { size: Math.max(1, rows(answer)) });
        }
        return answer;
      } finally {
        if (pending.get(key) === computing) pending.delete(key);
      }
    },
    invalidate,
    setEnabled(value) {
      enabled = value;
      invalidate();
    },
    stats: () => ({ ...stats }),
  };
}

/** One cache per database handle (the app has one; every test file its own). */
const caches = new WeakMap<Db, SearchCache>();

/**
 * The search cache of a database handle (created disabled on first use).
 *
 * @param db the Drizzle handle of the pool the searches run on
 */
export function searchCacheOf(db: Db): SearchCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createSearchCache();
    caches.set(db, cache);
  }
  return cache;
}
