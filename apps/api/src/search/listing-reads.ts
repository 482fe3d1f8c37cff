/**
 * Runs the listing calls of §7: place lookup, then — while the in-memory index of this process
 * can be trusted (`live-listing-index.ts`) — the index finds the page's ids, the total and the
 * map markers (`index-search.ts`) and one primary-key lookup reads the page's cards; otherwise
 * the statements of `listing-queries.ts` (page and count in parallel) do it all. Answers are
 * mapped to response objects and go through the search cache (`search-cache.ts`): the same
 * search asked again before any listing changed is answered from memory.
 */
import { countKey, createCountCache, type CountCache } from './count-cache.js';
import { indexCount, indexMarkers, indexPage } from './index-search.js';
import {
  cardsByIdsQuery,
  countQuery,
  findListingsQuery,
  landlordListingsQuery,
  landlordProfileQuery,
  listingDetailsQuery,
  MAP_MARKER_CAP,
  mapMarkersQuery,
} from './listing-queries.js';
import { listingIndexOf } from './live-listing-index.js';
import { mapBox, resolvePlace } from './resolve-place.js';
import {
  toListingCard,
  toListingDetails,
  toMapMarker,
  type CardRow,
  type DetailsRow,
  type ListingCard,
  type ListingDetails,
  type MapMarker,
  type MarkerRow,
} from './result-mapping.js';
import { runQuery } from './run-query.js';
import { searchCacheOf } from './search-cache.js';

import type { Database } from '../db/database.js';
import type { SearchPlace } from './geometry.js';
import type { GeoBox, SearchCriteria } from '@rooms/domain';

/** One page of result cards and the total over all pages. */
export interface ListingPage {
  listings: ListingCard[];
  /** Matching visible listings over all pages. */
  totalCount: number;
  pageNo: number;
  rowsPerPage: number;
}

async function pageAt(
  database: Database,
  criteria: SearchCriteria,
  place: SearchPlace,
): Promise<ListingPage> {
  const frame = { pageNo: criteria.pageNo, rowsPerPage: criteria.rowsPerPage };
  if (place.kind === 'nowhere') return { listings: [], totalCount: 0, ...frame };
  const index = listingIndexOf(database.db)?.current();
  if (index) {
    // A cached large count lets the index stop once the page is filled.
    const counts = countCacheOf(database);
    const key = countKey(place, criteria);
    const known = counts.get(key);
    const found = indexPage(index, criteria, place, Date.now(), known);
    if (known === undefined) counts.set(key, found.totalCount);
    return {
      listings: await cardsInOrder(database, found.ids),
      totalCount: found.totalCount,
      ...frame,
    };
  }
  const [page, total] = await Promise.all([
    runQuery<CardRow>(database, findListingsQuery(criteria, place)),
    countOf(database, criteria, place),
  ]);
  return { listings: page.map(toListingCard), totalCount: total, ...frame };
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

/** One count cache per database (the app has one; every test file its own). */
const countCaches = new WeakMap<Database, CountCache>();

function countCacheOf(database: Database): CountCache {
  let cache = countCaches.get(database);
  if (!cache) {
    cache = createCountCache();
    countCaches.set(database, cache);
  }
  return cache;
}

async function countOf(
  database: Database,
  criteria: SearchCriteria,
  place: SearchPlace,
): Promise<number> {
  if (place.kind === 'nowhere') return 0;
  const cache = countCacheOf(database);
  const key = countKey(place, criteria);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const index = listingIndexOf(database.db)?.current();
  const count = index
    ? indexCount(index, criteria, place, Date.now())
    : ((await runQuery<{ count: number }>(database, countQuery(criteria, place)))[0]?.count ?? 0);
  cache.set(key, count);
  return count;
}

/**
 * `POST /listing/findlistings`: a page of result cards of the list search and the total.
 *
 * @param database the pool
 * @param criteria normalised criteria
 * @throws database errors (a 500)
 */
export async function findListings(
  database: Database,
  criteria: SearchCriteria,
): Promise<ListingPage> {
  return searchCacheOf(database.db).remember(
    `findlistings ${JSON.stringify(criteria)}`,
    rowsOfPage,
    async () => pageAt(database, criteria, await resolvePlace(database, criteria)),
  );
}

/** The weight of a page in the search cache: its cards. */
const rowsOfPage = (page: ListingPage) => page.listings.length;

/**
 * `POST /listing/count`: the number of listings `findListings` would find over all pages
 * (counts of 2,000 or more may be up to 30 s old: see `count-cache.ts`).
 *
 * @param database the pool
 * @param criteria normalised criteria
 */
export async function countListings(database: Database, criteria: SearchCriteria): Promise<number> {
  const answer = await searchCacheOf(database.db).remember(
    `count ${JSON.stringify(criteria)}`,
    () => 1,
    async () => ({
      count: await countOf(database, criteria, await resolvePlace(database, criteria)),
    }),
  );
  return answer.count;
}

/**
 * `POST /listing/findMaplistings`: a page of result cards inside the map box (the box replaces
 * the city/street/radius of the request; every other filter applies), with the total.
 */
export async function findMapListings(
  database: Database,
  criteria: SearchCriteria,
): Promise<ListingPage> {
  return searchCacheOf(database.db).remember(
    `findMaplistings ${JSON.stringify(criteria)}`,
    rowsOfPage,
    () => pageAt(database, criteria, { kind: 'box', box: mapBox(criteria) }),
  );
}

/** The markers of a map box. */
export interface MarkerSet {
  markers: MapMarker[];
  /** True when more listings matched than the cap: the map should zoom in. */
  truncated: boolean;
  /** The most markers one answer holds. */
  cap: number;
  /** The box searched (the request's, or §9's default region). */
  box: GeoBox;
}

/**
 * `POST /listing/findmapdata`: compact markers of the listings inside the map box matching the
 * filters, newest first, at most {@link MAP_MARKER_CAP}.
 */
export async function findMapMarkers(
  database: Database,
  criteria: SearchCriteria,
): Promise<MarkerSet> {
  return searchCacheOf(database.db).remember(
    `findmapdata ${JSON.stringify(criteria)}`,
    (set: MarkerSet) => set.markers.length,
    async () => {
      const box = mapBox(criteria);
      const index = listingIndexOf(database.db)?.current();
      const found = index
        ? indexMarkers(index, criteria, box, MAP_MARKER_CAP + 1, Date.now())
        : await runQuery<MarkerRow>(database, mapMarkersQuery(criteria, box));
      const truncated = found.length > MAP_MARKER_CAP;
      const rows = truncated ? found.slice(0, MAP_MARKER_CAP) : found;
      return { markers: rows.map(toMapMarker), truncated, cap: MAP_MARKER_CAP, box };
    },
  );
}

/**
 * `GET /listing/details`: one listing a tenant may see (status 3, 4 or 10), or null when it is
 * missing or not visible.
 *
 * @param listingId listing id
 */
export async function findListingDetails(
  database: Database,
  listingId: number,
): Promise<ListingDetails | null> {
  const row = (await runQuery<DetailsRow>(database, listingDetailsQuery(listingId)))[0];
  return row ? toListingDetails(row) : null;
}

/** A landlord's public fields (§2 landlord public profile). */
export interface LandlordProfile {
  id: number;
  firstName: string;
  /** Image key of the profile photo (served at /image/{key}), null without one. */
  photoKey: string | null;
  /** When the account was made, ISO 8601 UTC. */
  memberSince: string;
}

/** A landlord's public profile with one page of their visible listings. */
export interface LandlordListingPage extends ListingPage {
  landlord: LandlordProfile;
}

/**
 * `GET /listing/landlord-listings`: the landlord's public fields and a page of their listings a
 * tenant may see (status 3, 4 or 10), newest published first; null when the user does not exist.
 *
 * @param database the pool
 * @param landlordId user id
 * @param pageNo page number from 1
 * @param rowsPerPage page size, 1..100
 */
export async function findLandlordListings(
  database: Database,
  landlordId: number,
  pageNo: number,
  rowsPerPage: number,
): Promise<LandlordListingPage | null> {
  const [profiles, page] = await Promise.all([
    runQuery<{
      id: number;
      first_name: string;
      photo_key: string | null;
      member_since: string;
      active_count: number;
    }>(database, landlordProfileQuery(landlordId)),
    runQuery<CardRow>(database, landlordListingsQuery(landlordId, pageNo, rowsPerPage)),
  ]);
  const profile = profiles[0];
  if (!profile) return null;
  return {
    landlord: {
      id: profile.id,
      firstName: profile.first_name,
      photoKey: profile.photo_key,
      memberSince: profile.member_since,
    },
    listings: page.map(toListingCard),
    totalCount: profile.active_count,
    pageNo,
    rowsPerPage,
  };
}
