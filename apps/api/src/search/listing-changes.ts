/**
 * What keeps the search answers fresh (docs: listing calls) when listings change: the search
 * cache (`search-cache.ts`) and the in-memory index (`live-listing-index.ts`) of this process
 * hear every committed change through the listener, and this process's own writes go through
 * {@link changeListings}, which returns only once both show the change — a landlord who
 * publishes and then searches sees the advert.
 */
import { listingIndexOf, type LiveListingIndex } from './live-listing-index.js';
import { searchCacheOf, type SearchCache } from './search-cache.js';

import type { Db, Tx } from '../db/database.js';
import type { ListingChangeSubscriber } from './listings-change-listener.js';

/** The search modes of `SEARCH_INDEX`: the in-memory index, or plain SQL. */
export const SEARCH_INDEX_MODES = ['memory', 'sql'] as const;
/** How a process searches (`SEARCH_INDEX`, chosen once when the app is built). */
export type SearchIndexMode = (typeof SEARCH_INDEX_MODES)[number];

/**
 * Where the searches of a process are answered from now (reported by `/ready`):
 * - `memory`: the in-memory index, loaded and kept in step by the listener;
 * - `loading`: SQL while the index is being loaded (start, after a reconnect, a large change);
 * - `sql`: SQL because `SEARCH_INDEX=sql` (the cache is kept in step by the listener);
 * - `sql-fallback`: SQL with the cache and index off, because the listener is not listening
 *   (connecting, or lost: an error or a missed heartbeat); correct, only slower.
 */
export const SEARCH_STATES = ['memory', 'loading', 'sql', 'sql-fallback'] as const;
/** See {@link SEARCH_STATES}. */
export type SearchState = (typeof SEARCH_STATES)[number];

/** The listener's subscriber of a process, and where its searches are answered from. */
export interface SearchFreshness extends ListingChangeSubscriber {
  state(): SearchState;
}

/**
 * The listener's subscriber that keeps a cache and an index (when the process has one) in step:
 * every change is applied to the index and empties the cache twice — at once (answers of the
 * SQL path) and once the index shows it (an answer computed from the old snapshot meanwhile must
 * not stay); listening (again) enables the cache and reloads the index; a lost connection turns
 * both off, so searches are answered from SQL and writers no longer wait for their notification.
 *
 * @param cache the search cache
 * @param index the in-memory index, or undefined with `SEARCH_INDEX=sql`
 */
export function searchFreshness(
  cache: SearchCache,
  index: LiveListingIndex | undefined,
): SearchFreshness {
  let listening = false;
  return {
    listening() {
      listening = true;
      cache.setEnabled(true);
      void index?.reload();
    },
    lost() {
      listening = false;
      cache.setEnabled(false);
      index?.disable();
    },
    changed(change) {
      const applied = index?.apply(change);
      if (change.kind === 'sync') return;
      cache.invalidate();
      void applied?.then(() => cache.invalidate());
    },
    state() {
      if (!listening) return 'sql-fallback';
      if (index === undefined) return 'sql';
      return index.current() === null ? 'loading' : 'memory';
    },
  };
}

/** The freshness of each database handle the app registered (the app has one). */
const freshnessByDb = new WeakMap<Db, SearchFreshness>();

/**
 * Registers the freshness whose state `/ready` reports for a database handle.
 *
 * @param db the Drizzle handle of the pool
 * @param freshness its subscriber
 */
export function registerSearchFreshness(db: Db, freshness: SearchFreshness): void {
  freshnessByDb.set(db, freshness);
}

/**
 * Where the searches on a database handle are answered from now; `sql` when the app runs no
 * listener (tools, apps built without background work: no cache and no index, plain SQL).
 *
 * @param db the Drizzle handle of the pool
 */
export function searchStateOf(db: Db): SearchState {
  return freshnessByDb.get(db)?.state() ?? 'sql';
}

/**
 * Runs a transaction that changes listings or their photos and, once it committed, makes this
 * process's search cache forget its answers and waits until its index shows the change (other
 * processes hear of it by notification). Without a trusted index (`SEARCH_INDEX=sql`, loading,
 * or the listener lost) it does not wait: searches read the committed rows from SQL.
 *
 * @param db the Drizzle handle of the pool
 * @param work the changes
 * @returns what `work` returns
 * @throws what `work` throws (rolled back; the cache and index are kept)
 */
export async function changeListings<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  searchCacheOf(db).invalidate();
  await listingIndexOf(db)?.catchUp();
  return result;
}
