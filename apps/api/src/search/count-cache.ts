/**
 * A short-lived cache of large search counts (`totalCount` of findlistings, `/listing/count`).
 *
 * An exact count has to visit every matching listing: cheap for a city (a few thousand index
 * entries, or slots of the in-memory index) but milliseconds for the whole country or a wide
 * radius at 100,000 listings, and ten times that at 1,000,000; with a known count the in-memory
 * index stops as soon as a page is filled (`index-search.ts`). Counts of at least
 * {@link COUNT_CACHE_MIN_ROWS} listings are therefore kept for {@link COUNT_CACHE_TTL_MS}: such a
 * total is exact as of at most 30 s ago ("1,234 rooms" does not need to be fresher), while
 * smaller counts — what a tenant can page through to the end — are always computed afresh.
 */

/** Counts below this many listings are never cached (always exact and fresh). */
export const COUNT_CACHE_MIN_ROWS = 2000;
/** How long a cached count is used, in milliseconds. */
export const COUNT_CACHE_TTL_MS = 30_000;
/** Most entries kept; the oldest is evicted first. */
export const COUNT_CACHE_MAX_ENTRIES = 5000;

interface Entry {
  count: number;
  expiresAt: number;
}

/** A cache of counts by search key (see {@link countKey}). */
export interface CountCache {
  /** The cached count of a key, or undefined when absent or expired. */
  get(key: string): number | undefined;
  /** Keeps `count` for the key when it is at least {@link COUNT_CACHE_MIN_ROWS}. */
  set(key: string, count: number): void;
}

/**
 * A new, empty count cache.
 *
 * @param now clock in milliseconds (tests pass their own)
 */
export function createCountCache(now: () => number = Date.now): CountCache {
  const entries = new Map<string, Entry>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.count;
    },
    set(key, count) {
      if (count < COUNT_CACHE_MIN_ROWS) return;
      entries.delete(key);
      entries.set(key, { count, expiresAt: now() + COUNT_CACHE_TTL_MS });
      if (entries.size > COUNT_CACHE_MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}

/**
 * The cache key of a count: the place and every criterion that changes which listings match
 * (not the page, page size, sort or top-advert offset).
 *
 * @param place the resolved place
 * @param criteria normalised criteria
 */
export function countKey(place: unknown, criteria: object): string {
  const {
    pageNo: _p,
    rowsPerPage: _r,
    sort: _s,
    topAdOffset: _o,
    box: _b,
    ...rest
  } = criteria as Record<string, unknown>;
  return JSON.stringify([place, rest]);
}
