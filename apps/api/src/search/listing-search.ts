/**
 * The listing search of §7 — `findlistings`, `count`, `findMaplistings`, `findmapdata` — and the
 * question search alerts ask of it (which of these listings would it find?), behind one
 * interface with two implementations: plain SQL, and the in-memory index of this process (SQL
 * while the index loads or cannot be trusted). The app builds one of them once, from
 * `SEARCH_INDEX` (`install-listing-search.ts`); routes use `app.listingSearch`.
 *
 * Both implementations share what is not about finding: the place lookup (`resolve-place.ts`),
 * the search cache of answers (`search-cache.ts`: the same search asked again before any listing
 * changed is answered from memory) and the count cache of large totals (`count-cache.ts`).
 */
import { countKey, createCountCache } from './count-cache.js';
import { MAP_MARKER_CAP } from './listing-queries.js';
import { mapBox, resolvePlace } from './resolve-place.js';
import { toMapMarker, type ListingCard, type MapMarker } from './result-mapping.js';
import { searchCacheOf } from './search-cache.js';
import { indexFinder, sqlFinder, type SearchFinder } from './search-finders.js';

import type { Database } from '../db/database.js';
import type { SearchPlace } from './geometry.js';
import type { LiveListingIndex } from './live-listing-index.js';
import type { GeoBox, SearchCriteria } from '@rooms/domain';

/** One page of result cards and the total over all pages. */
export interface ListingPage {
  listings: ListingCard[];
  /** Matching visible listings over all pages. */
  totalCount: number;
  pageNo: number;
  rowsPerPage: number;
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
 * Which search a question is about: the list search (`find`, `count`: the place is the city,
 * street and radius) or the map search (`findMap`, `mapData`: the place is the map box).
 */
export type SearchView = 'list' | 'map';

/** The listing search of one app. Every method throws database errors (a 500). */
export interface ListingSearch {
  /** `POST /listing/findlistings`: a page of result cards of the list search, and the total. */
  find(criteria: SearchCriteria): Promise<ListingPage>;
  /**
   * `POST /listing/count`: how many listings `find` finds over all pages (counts of 2,000 or
   * more may be up to 30 s old: `count-cache.ts`).
   */
  count(criteria: SearchCriteria): Promise<number>;
  /**
   * `POST /listing/findMaplistings`: a page of result cards inside the map box (the box
   * replaces city, street and radius; every other filter applies), with the total.
   */
  findMap(criteria: SearchCriteria): Promise<ListingPage>;
  /**
   * `POST /listing/findmapdata`: compact markers of the listings inside the map box matching
   * the filters, newest first, at most {@link MAP_MARKER_CAP}.
   */
  mapData(criteria: SearchCriteria): Promise<MarkerSet>;
  /**
   * Which of the listings `listingIds` the search would return on any page (visible now, in
   * the place, every filter; page, page size, sort and top-advert offset play no part). Not
   * cached: it answers for the listings as they are.
   *
   * @param view `list` (default) asks about `find`, `map` about `findMap`
   * @returns the matching ids, ascending, each once
   */
  matches(
    criteria: SearchCriteria,
    listingIds: readonly number[],
    view?: SearchView,
  ): Promise<number[]>;
}

/** The weight of a page in the search cache: its cards. */
const rowsOfPage = (page: ListingPage) => page.listings.length;

/**
 * The search over one finder: places, the search cache (per database, shared with the writers
 * that invalidate it) and a count cache of its own.
 */
function listingSearchOver(database: Database, finder: SearchFinder): ListingSearch {
  const answers = searchCacheOf(database.db);
  const counts = createCountCache();

  const placeOf = async (criteria: SearchCriteria, view: SearchView): Promise<SearchPlace> =>
    view === 'map' ? { kind: 'box', box: mapBox(criteria) } : resolvePlace(database, criteria);

  const pageAt = async (criteria: SearchCriteria, place: SearchPlace): Promise<ListingPage> => {
    const frame = { pageNo: criteria.pageNo, rowsPerPage: criteria.rowsPerPage };
    if (place.kind === 'nowhere') return { listings: [], totalCount: 0, ...frame };
    // A cached large count lets the index stop once the page is filled.
    const key = countKey(place, criteria);
    const known = counts.get(key);
    const found = await finder.page(criteria, place, known);
    if (known === undefined) counts.set(key, found.totalCount);
    return { ...found, ...frame };
  };

  const countAt = async (criteria: SearchCriteria, place: SearchPlace): Promise<number> => {
    if (place.kind === 'nowhere') return 0;
    const key = countKey(place, criteria);
    const cached = counts.get(key);
    if (cached !== undefined) return cached;
    const count = await finder.count(criteria, place);
    counts.set(key, count);
    return count;
  };

  return {
    find: (criteria) =>
      answers.remember(`findlistings ${JSON.stringify(criteria)}`, rowsOfPage, async () =>
        pageAt(criteria, await placeOf(criteria, 'list')),
      ),
    async count(criteria) {
      const answer = await answers.remember(
        `count ${JSON.stringify(criteria)}`,
        () => 1,
        async () => ({ count: await countAt(criteria, await placeOf(criteria, 'list')) }),
      );
      return answer.count;
    },
    findMap: (criteria) =>
      answers.remember(`findMaplistings ${JSON.stringify(criteria)}`, rowsOfPage, async () =>
        pageAt(criteria, await placeOf(criteria, 'map')),
      ),
    mapData: (criteria) =>
      answers.remember(
        `findmapdata ${JSON.stringify(criteria)}`,
        (set: MarkerSet) => set.markers.length,
        async () => {
          const box = mapBox(criteria);
          const found = await finder.markers(criteria, box);
          const truncated = found.length > MAP_MARKER_CAP;
          const rows = truncated ? found.slice(0, MAP_MARKER_CAP) : found;
          return { markers: rows.map(toMapMarker), truncated, cap: MAP_MARKER_CAP, box };
        },
      ),
    async matches(criteria, listingIds, view = 'list') {
      if (listingIds.length === 0) return [];
      const place = await placeOf(criteria, view);
      if (place.kind === 'nowhere') return [];
      return finder.matching(criteria, place, listingIds);
    },
  };
}

/**
 * The search that runs every call in SQL (`SEARCH_INDEX=sql`, or an app without background
 * work: no index is kept).
 *
 * @param database the pool
 */
export function createSqlListingSearch(database: Database): ListingSearch {
  return listingSearchOver(database, sqlFinder(database));
}

/**
 * The search that answers from the in-memory index while it can be trusted and from SQL
 * otherwise (`SEARCH_INDEX=memory`); the same answers either way.
 *
 * @param database the pool
 * @param index the index of this process (loaded and kept in step by the app's listener)
 */
export function createIndexListingSearch(
  database: Database,
  index: LiveListingIndex,
): ListingSearch {
  return listingSearchOver(database, indexFinder(database, index, sqlFinder(database)));
}
