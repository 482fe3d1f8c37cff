/**
 * What keeps the search answers fresh (§7 listing calls) when listings change: the search
 * cache (`search-cache.ts`) and the in-memory index (`live-listing-index.ts`) of this process
 * hear every committed change through the listener, and this process's own writes go through
 * {@link changeListings}, which returns only once both show the change — a landlord who
 * publishes and then searches sees the advert.
 */
import { listingIndexOf, type LiveListingIndex } from './live-listing-index.js';
import { searchCacheOf, type SearchCache } from './search-cache.js';

import type { Db, Tx } from '../db/database.js';
import type { ListingChangeSubscriber } from './listings-change-listener.js';

/**
 * The listener's subscriber that keeps a cache and an index in step: every change is applied to
 * the index and empties the cache twice — at once (answers of the SQL path) and once the index
 * shows it (an answer computed from the old snapshot meanwhile must not stay); listening
 * (again) enables the cache and reloads the index; a lost connection turns both off.
 *
 * @param cache the search cache
 * @param index the in-memory index
 */
export function searchFreshness(
  cache: SearchCache,
  index: LiveListingIndex,
): ListingChangeSubscriber {
  return {
    listening() {
      cache.setEnabled(true);
      void index.reload();
    },
    lost() {
      cache.setEnabled(false);
      index.disable();
    },
    changed(change) {
      const applied = index.apply(change);
      if (change.kind === 'sync') return;
      cache.invalidate();
      void applied.then(() => cache.invalidate());
    },
  };
}

/**
 * Runs a transaction that changes listings or their photos and, once it committed, makes this
 * process's search cache forget its answers and waits until its index shows the change (other
 * processes hear of it by notification).
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
