/**
 * Where a search finds its listings once its place is known: in SQL (`listing-queries.ts`), or
 * in the in-memory index of this process (`index-search.ts`), which answers as the SQL does and
 * hands over to SQL whenever its snapshot cannot be trusted (loading, or the listener lost). The
 * caches and the place lookup are the same for both (`listing-search.ts`).
 */
import { indexCount, indexMarkers, indexMatching, indexPage } from './index-search.js';
import {
  cardsByIdsQuery,
  countQuery,
  findListingsQuery,
  MAP_MARKER_CAP,
  mapMarkersQuery,
  matchingIdsQuery,
} from './listing-queries.js';
import { toListingCard, type CardRow, type ListingCard, type MarkerRow } from './result-mapping.js';
import { runQuery } from './run-query.js';

import type { Database } from '../db/database.js';
import type { SearchPlace } from './geometry.js';
import type { LiveListingIndex } from './live-listing-index.js';
import type { GeoBox, SearchCriteria } from '@rooms/domain';

/** One page of result cards in result order, and the number of matches over all pages. */
export interface FoundPage {
  listings: ListingCard[];
  totalCount: number;
}

/** The lookups of one search, its place resolved (never `nowhere`: the caller answers that). */
export interface SearchFinder {
  /**
   * The page of `criteria` (page, page size, sort, top-advert offset) in the place.
   *
   * @param knownTotal the total when already known (a cached count): it is returned as is, and
   *   the index may stop as soon as the page is filled; undefined to count the matches
   */
  page(criteria: SearchCriteria, place: SearchPlace, knownTotal?: number): Promise<FoundPage>;
  /** How many visible listings match, exactly. */
  count(criteria: SearchCriteria, place: SearchPlace): Promise<number>;
  /** Marker rows inside the box, newest first, at most {@link MAP_MARKER_CAP} + 1. */
  markers(criteria: SearchCriteria, box: GeoBox): Promise<MarkerRow[]>;
  /** Which of `ids` match (visible, in the place, every filter; paging ignored), ascending. */
  matching(criteria: SearchCriteria, place: SearchPlace, ids: readonly number[]): Promise<number[]>;
}

/**
 * The finder that runs the statements of `listing-queries.ts` (page and count in parallel).
 *
 * @param database the pool
 */
export function sqlFinder(database: Database): SearchFinder {
  const count = async (criteria: SearchCriteria, place: SearchPlace) =>
    (await runQuery<{ count: number }>(database, countQuery(criteria, place)))[0]?.count ?? 0;
  return {
    async page(criteria, place, knownTotal) {
      const [rows, totalCount] = await Promise.all([
        runQuery<CardRow>(database, findListingsQuery(criteria, place)),
        knownTotal ?? count(criteria, place),
      ]);
      return { listings: rows.map(toListingCard), totalCount };
    },
    count,
    markers: (criteria, box) => runQuery<MarkerRow>(database, mapMarkersQuery(criteria, box)),
    async matching(criteria, place, ids) {
      if (ids.length === 0) return [];
      const rows = await runQuery<{ id: number }>(database, matchingIdsQuery(criteria, place, ids));
      return rows.map((row) => row.id);
    },
  };
}

/** The cards of listing ids, in the order of the ids (ids without a visible listing left out). */
async function cardsInOrder(database: Database, ids: readonly number[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const rows = await runQuery<CardRow>(database, cardsByIdsQuery(ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListingCard(row)] : [];
  });
}

/**
 * The finder that searches the index's current snapshot — ids, totals and markers from memory,
 * then one primary-key lookup of the page's cards — and, for each call made while the index
 * cannot be trusted (`LiveListingIndex.current()` is null), `fallback`.
 *
 * @param database the pool (the cards of a page)
 * @param index the index of this process
 * @param fallback the SQL finder
 */
export function indexFinder(
  database: Database,
  index: LiveListingIndex,
  fallback: SearchFinder,
): SearchFinder {
  return {
    async page(criteria, place, knownTotal) {
      const snapshot = index.current();
      if (!snapshot) return fallback.page(criteria, place, knownTotal);
      const found = indexPage(snapshot, criteria, place, Date.now(), knownTotal);
      return { listings: await cardsInOrder(database, found.ids), totalCount: found.totalCount };
    },
    async count(criteria, place) {
      const snapshot = index.current();
      return snapshot
        ? indexCount(snapshot, criteria, place, Date.now())
        : fallback.count(criteria, place);
    },
    async markers(criteria, box) {
      const snapshot = index.current();
      return snapshot
        ? indexMarkers(snapshot, criteria, box, MAP_MARKER_CAP + 1, Date.now())
        : fallback.markers(criteria, box);
    },
    async matching(criteria, place, ids) {
      const snapshot = index.current();
      return snapshot
        ? indexMatching(snapshot, criteria, place, ids, Date.now())
        : fallback.matching(criteria, place, ids);
    },
  };
}
