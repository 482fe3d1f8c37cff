/**
 * Builds the listing search of an app once (`SEARCH_INDEX`) and keeps it fresh: the search
 * cache (`search-cache.ts`) and, with `SEARCH_INDEX=memory`, the in-memory index
 * (`live-listing-index.ts`) are turned on once the app listens for listing changes — ready once
 * the index is loaded — and off when the app closes.
 */
import {
  registerSearchFreshness,
  searchFreshness,
  type SearchIndexMode,
} from './listing-changes.js';
import {
  createIndexListingSearch,
  createSqlListingSearch,
  type ListingSearch,
} from './listing-search.js';
import {
  listenForListingChanges,
  type ListingsChangeListener,
} from './listings-change-listener.js';
import { createLiveListingIndex, registerListingIndex } from './live-listing-index.js';
import { searchCacheOf } from './search-cache.js';

import type { Database } from '../db/database.js';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The listing search of §7 (`listing-search.ts`): the one the routes and alerts use. */
    listingSearch: ListingSearch;
  }
}

/**
 * Decorates the app with `listingSearch`: searching the in-memory index (SQL while it loads or
 * cannot be trusted) with `mode` 'memory' and background work, else plain SQL. With background
 * work, the listener of listing changes starts when the app is ready and feeds the search
 * cache, the index and the app's `listingChangeHub` (decorate that first); the listener
 * connects to the direct URL (`DATABASE_DIRECT_URL`: LISTEN cannot go through PgBouncer in
 * transaction mode) and its heartbeats go through the pool.
 *
 * @param app the app being built (before its routes)
 * @param database the pool
 * @param mode `SEARCH_INDEX`
 * @param background whether the app runs background work (false: no listener, no index, no
 *   cache — tools such as the OpenAPI document)
 */
export function installListingSearch(
  app: FastifyInstance,
  database: Database,
  mode: SearchIndexMode,
  background: boolean,
): void {
  const index =
    background && mode === 'memory' ? createLiveListingIndex(database, app.log) : undefined;
  app.decorate(
    'listingSearch',
    index ? createIndexListingSearch(database, index) : createSqlListingSearch(database),
  );
  if (!background) return;

  let listener: ListingsChangeListener | undefined;
  app.addHook('onReady', async () => {
    // Writers of listings wait for the index to show their change (`changeListings`).
    if (index) registerListingIndex(database.db, index);
    const freshness = searchFreshness(searchCacheOf(database.db), index);
    registerSearchFreshness(database.db, freshness);
    // The index first: the hub passes a change on to the site once the index shows it.
    const hub = app.listingChangeHub;
    listener = await listenForListingChanges({
      connection: { connectionString: database.directUrl },
      notifier: database.pool,
      subscriber: {
        listening: () => (freshness.listening(), hub.listening()),
        lost: () => (freshness.lost(), hub.lost()),
        changed: (change) => (freshness.changed(change), hub.changed(change)),
      },
      log: app.log,
    });
    await index?.idle();
  });
  app.addHook('onClose', async () => {
    await listener?.close();
    index?.close();
    await index?.idle();
  });
}
