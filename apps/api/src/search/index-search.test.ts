import { toSearchCriteria, type SearchCriteria, type SearchRequestInput } from '@rooms/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRandom, type Random } from '../seed/random.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { indexRowsQuery, type IndexRow } from './index-facts.js';
import { indexPage } from './index-search.js';
import { listingCount, withListingChanges, type ListingIndex } from './listing-index.js';
import { countQuery } from './listing-queries.js';
import {
  createIndexListingSearch,
  createSqlListingSearch,
  type ListingPage,
  type ListingSearch,
} from './listing-search.js';
import {
  listenForListingChanges,
  parseListingChange,
  type ListingsChangeListener,
} from './listings-change-listener.js';
import { createLiveListingIndex, type LiveListingIndex } from './live-listing-index.js';
import { mapBox, resolvePlace } from './resolve-place.js';
import { runQuery } from './run-query.js';
import { insertBulkListings } from './testing/bulk-listings.js';
import {
  ALL_SORTS,
  bulkSearchPlaces,
  SEARCH_VARIANTS,
  type SearchWhere,
} from './testing/search-variants.js';

import type { SearchPlace } from './geometry.js';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The two implementations of `ListingSearch` — the in-memory index and SQL — answer every search
 * alike: the same cards in the same order (also when a known total lets the index stop early),
 * the same totals and counts, the same markers, and the same answer to `matches` (which is
 * exactly the listings some page shows), over 20,000 bulk listings, for the shapes of the plan
 * test and for 300 random filter mixes; and the index stays exact while another connection
 * changes listings (the notifications of migration 0011, applied listing by listing).
 */

const LISTINGS = 20_000;
let database: TestDatabase;
let other: pg.Client;
let index: LiveListingIndex;
let listener: ListingsChangeListener;
const errors: unknown[] = [];
let places: Record<string, SearchWhere>;

const silentLog = {
  warn: () => {},
  info: () => {},
  error: () => {},
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertBulkListings(database.pool, LISTINGS, 120);
  const city = await database.pool.query<{ lat: number; lng: number }>(
    "select lat, lng from cities where slug = 'city-1'",
  );
  places = bulkSearchPlaces(city.rows[0]!);
  // Batches of 7,000 rows: the load crosses batch boundaries.
  const log = { info: () => {}, error: (error: unknown) => errors.push(error) };
  index = createLiveListingIndex(database, log as unknown as FastifyBaseLogger, {
    loadBatchRows: 7000,
  });
  listener = await listenForListingChanges({
    connection: database.pool.options,
    notifier: database.pool,
    subscriber: {
      listening: () => void index.reload(),
      lost: () => index.disable(),
      changed: (change) => void index.apply(change),
    },
    log: silentLog,
  });
  await index.idle();
  other = new pg.Client(database.pool.options);
  await other.connect();
}, 120_000);

afterAll(async () => {
  await other.end();
  await listener.close();
  index.close();
  await database.drop();
});

/** A snapshot made by the test itself, searched instead of the live one while set. */
let pinned: ListingIndex | null = null;

function snapshot(): ListingIndex {
  const current = pinned ?? index.current();
  if (!current) throw new Error('the index is not trusted');
  return current;
}

/**
 * Both implementations of the search over the test database, with fresh count caches: SQL, and
 * the index — whose snapshot is {@link snapshot}, so a search it cannot answer from memory
 * fails instead of quietly falling back to SQL.
 */
function bothSearches(): { viaSql: ListingSearch; viaIndex: ListingSearch } {
  return {
    viaSql: createSqlListingSearch(database),
    viaIndex: createIndexListingSearch(database, { ...index, current: snapshot }),
  };
}

/** Request fields that are no filter: the place, paging and sort, informational fields. */
type NotAFilter =
  | 'location'
  | 'citySlug'
  | 'streetSlug'
  | 'streetName'
  | 'radiusId'
  | 'listingSortOptionId'
  | 'pageNo'
  | 'rowsPerPage'
  | 'variant'
  | 'searchview'
  | 'topAdOffset'
  | 'lat_lo'
  | 'lng_lo'
  | 'lat_hi'
  | 'lng_hi';

const some = (random: Random, values: readonly number[]) => values.filter(() => random.chance(0.4));

/**
 * A random valid value of every search filter of the request. Keyed by the request type: a
 * filter added to `ListingSearchRequest` does not compile until it has a generator here, so the
 * random searches below compare index and SQL on it too.
 */
const RANDOM_FILTERS: {
  [K in Exclude<keyof SearchRequestInput, NotAFilter>]-?: (random: Random) => SearchRequestInput[K];
} = {
  listingTypeIds: (random) => some(random, [1, 2, 4, 8, 16, 17, 18, 19]),
  maxRentalPriceId: (random) => random.int(300, 2800),
  surfaceMinimumId: (random) => random.int(6, 80),
  suitableForGenderIds: (random) => some(random, [1, 2, 4, 8]),
  furnishings: (random) => some(random, [1, 2, 4]),
  availabilityPeriods: (random) => some(random, [1, 2]),
  availableFromDate: (random) => `2027-0${random.int(1, 3)}-${10 + random.int(0, 18)}`,
  isBathroomPrivate: () => true,
  isToiletPrivate: () => true,
  isKitchenPrivate: () => true,
  hasInternet: () => true,
  isSmokingInsideAllowed: () => true,
  isPetsInsideAllowed: () => true,
  suitableForNumberOfPersonsId: (random) => random.int(1, 2),
  candidateAge: (random) => random.int(16, 70),
  suitableForStatusIds: (random) => some(random, [1, 2, 4, 8]),
  roommateMaxNumberId: (random) => random.int(1, 4),
  roommateGenderIds: (random) => some(random, [1, 2, 4, 8]),
  ownerTypeIds: (random) => some(random, [1, 2, 4, 8]),
  topAdsOnly: () => true,
};

/**
 * A random §3 request: each filter present with probability 0.3 (top adverts only: 0.1, with
 * a random offset), valid values only, a random sort, page and page size.
 */
function randomRequest(random: Random): SearchRequestInput {
  const request: SearchRequestInput = {
    listingSortOptionId: random.pick(ALL_SORTS),
    pageNo: random.chance(0.7) ? 1 : random.int(2, 30),
    rowsPerPage: random.pick([10, 20, 100]),
  };
  const filters = request as Record<string, unknown>;
  for (const [field, value] of Object.entries(RANDOM_FILTERS)) {
    if (random.chance(field === 'topAdsOnly' ? 0.1 : 0.3)) filters[field] = value(random);
  }
  if (request.topAdsOnly === true) request.topAdOffset = random.int(0, 5);
  return request;
}

/** Listing ids to ask `matches` about besides a page's: some of every kind, some unknown. */
const probeRandom = createRandom('index-search-test:probes');
function probeIds(): number[] {
  return Array.from({ length: 60 }, () => probeRandom.int(1, LISTINGS + 100));
}

/** The place a search through the interface resolves, for the direct index calls. */
async function placeOf(criteria: SearchCriteria, where: SearchWhere): Promise<SearchPlace> {
  return where.view === 'map'
    ? { kind: 'box', box: mapBox(criteria) }
    : resolvePlace(database, criteria);
}

/**
 * Differences between the two implementations' answers of one search ('' when none): the page
 * (cards, total), asked twice (the second time a large total is cached and the index stops once
 * the page is filled), the count, and which of the page's and some other listings match.
 */
async function difference(request: SearchRequestInput, where: SearchWhere): Promise<string> {
  const criteria = toSearchCriteria({ ...request, ...where.request });
  const { viaSql, viaIndex } = bothSearches();
  const find = (search: ListingSearch) =>
    where.view === 'map' ? search.findMap(criteria) : search.find(criteria);
  const label = `${JSON.stringify(request)} in ${JSON.stringify(where)}`;
  const ids = (page: ListingPage) => page.listings.map((card) => card.id).join(',');
  const fromSql = await find(viaSql);
  for (const attempt of ['first', 'again']) {
    const fromIndex = await find(viaIndex);
    if (fromIndex.totalCount !== fromSql.totalCount) {
      return `${label} (${attempt}): total ${fromIndex.totalCount}, SQL ${fromSql.totalCount}`;
    }
    if (JSON.stringify(fromIndex) !== JSON.stringify(fromSql)) {
      return `${label} (${attempt}): ids ${ids(fromIndex)}, SQL ${ids(fromSql)}`;
    }
  }
  if (where.view === 'list') {
    const [sqlCount, indexCount] = await Promise.all([
      viaSql.count(criteria),
      viaIndex.count(criteria),
    ]);
    if (sqlCount !== fromSql.totalCount || indexCount !== sqlCount) {
      return `${label}: count ${indexCount}, SQL ${sqlCount}, page total ${fromSql.totalCount}`;
    }
  }
  // With any total known (not only a cached large one) the walk stops early: the same page.
  const early = indexPage(
    snapshot(),
    criteria,
    await placeOf(criteria, where),
    Date.now(),
    fromSql.totalCount,
  );
  if (early.ids.join(',') !== ids(fromSql)) {
    return `${label}: ids with a known total ${early.ids.join(',')}, SQL ${ids(fromSql)}`;
  }
  const probes = [...fromSql.listings.map((card) => card.id), ...probeIds()];
  const [sqlMatches, indexMatches] = await Promise.all([
    viaSql.matches(criteria, probes, where.view),
    viaIndex.matches(criteria, probes, where.view),
  ]);
  if (indexMatches.join(',') !== sqlMatches.join(',')) {
    return `${label}: matches ${indexMatches.join(',')}, SQL ${sqlMatches.join(',')}`;
  }
  const matching = new Set(sqlMatches);
  if (!fromSql.listings.every((card) => matching.has(card.id))) {
    return `${label}: a listing of the page does not match`;
  }
  return '';
}

async function differences(
  searches: readonly (readonly [SearchRequestInput, SearchWhere])[],
): Promise<string[]> {
  const found: string[] = [];
  for (const [request, where] of searches) {
    const diff = await difference(request, where);
    if (diff !== '') found.push(diff);
  }
  return found;
}

function randomSearches(seed: number, count: number): [SearchRequestInput, SearchWhere][] {
  const random = createRandom(`index-search-test:${seed}`);
  const placeList = Object.values(places);
  return Array.from({ length: count }, () => [randomRequest(random), random.pick(placeList)]);
}

describe('the index search answers as the SQL search does (ListingSearch, both implementations)', () => {
  it('loads every visible listing', async () => {
    const [visible] = await runQuery<{ count: number }>(
      database,
      countQuery(toSearchCriteria({}), { kind: 'country' }),
    );
    expect(listingCount(snapshot())).toBe(visible!.count);
    expect(visible!.count).toBeGreaterThan(LISTINGS * 0.9);
    expect(await bothSearches().viaIndex.count(toSearchCriteria({}))).toBe(visible!.count);
    expect(errors).toEqual([]);
  });

  it('every place × sort × filter mix of the plan test', async () => {
    const searches: [SearchRequestInput, SearchWhere][] = [];
    for (const where of Object.values(places)) {
      for (const sort of ALL_SORTS) {
        for (const variant of Object.values(SEARCH_VARIANTS)) {
          searches.push([{ ...variant, listingSortOptionId: sort }, where]);
        }
      }
    }
    expect(await differences(searches)).toEqual([]);
  }, 120_000);

  it('300 random filter mixes, and they are not all empty', async () => {
    const searches = randomSearches(7, 300);
    expect(await differences(searches)).toEqual([]);
    const { viaIndex } = bothSearches();
    let nonEmpty = 0;
    for (const [request, where] of searches) {
      const criteria = toSearchCriteria({ ...request, ...where.request });
      const page = await (where.view === 'map'
        ? viaIndex.findMap(criteria)
        : viaIndex.find(criteria));
      if (page.totalCount > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  }, 120_000);

  it('matches: a listing matches if and only if some page of the search shows it', async () => {
    const random = createRandom('index-search-test:every-page');
    let checked = 0;
    for (let attempt = 0; attempt < 200 && checked < 12; attempt++) {
      const request = randomRequest(random);
      const where = random.pick(Object.values(places));
      const criteria = toSearchCriteria({ ...request, ...where.request, rowsPerPage: 100 });
      const { viaSql, viaIndex } = bothSearches();
      const first = await viaSql.find({ ...criteria, pageNo: 1 });
      if (where.view !== 'list' || first.totalCount === 0 || first.totalCount > 400) continue;
      checked++;
      const shown: number[] = [];
      for (let pageNo = 1; (pageNo - 1) * 100 < first.totalCount; pageNo++) {
        const page = await viaSql.find({ ...criteria, pageNo });
        shown.push(...page.listings.map((card) => card.id));
      }
      // Every listing id there is, and then some: exactly the shown ones match.
      const everyId = Array.from({ length: LISTINGS + 100 }, (_, i) => i + 1);
      const expected = [...new Set(shown)].sort((a, b) => a - b);
      expect(await viaSql.matches(criteria, everyId)).toEqual(expected);
      expect(await viaIndex.matches(criteria, everyId)).toEqual(expected);
    }
    expect(checked).toBe(12);
  }, 120_000);

  it('map markers of boxes, newest first, up to the cap', async () => {
    const boxes = [
      places.cityBox!.request,
      { lat_lo: 50, lng_lo: 3, lat_hi: 54, lng_hi: 8 },
      { lat_lo: 52, lng_lo: 5, lat_hi: 51, lng_hi: 6 },
    ];
    const { viaSql, viaIndex } = bothSearches();
    let truncated = 0;
    for (const box of boxes) {
      for (const variant of Object.values(SEARCH_VARIANTS)) {
        const criteria = toSearchCriteria({ ...variant, ...box });
        const fromSql = await viaSql.mapData(criteria);
        expect(await viaIndex.mapData(criteria)).toEqual(fromSql);
        if (fromSql.truncated) truncated++;
      }
    }
    // The cap was reached (and reported) at least once.
    expect(truncated).toBeGreaterThan(0);
  });
});

describe('the index follows changes made by another connection', () => {
  it('updates, listings taken offline and back, inserts, deletes, photos', async () => {
    await other.query(
      'update listings set rent_cents = rent_cents + 5000 where id in (select id from listings where status in (3, 4, 10) order by id limit 40)',
    );
    await other.query(
      'update listings set status = 5 where id in (select id from listings where status in (3, 4, 10) order by id desc limit 30)',
    );
    await other.query(
      'update listings set status = 10, published_at = now() where id in (select id from listings where status = 5 order by id limit 25)',
    );
    await other.query(
      `insert into listings (landlord_id, listing_type, owner_type, status, city_id, street_id,
         house_number, postcode, lat, lng, surface_m2, furnishing, rent_cents, available_from, title,
         description, published_at, top_advert_until)
       select landlord_id, listing_type, owner_type, 4, city_id, street_id, house_number, postcode,
         lat + 0.001, lng, surface_m2, furnishing, rent_cents - 100, available_from, 'Copy',
         description, now(), now() + interval '1 day'
       from listings where status in (3, 4, 10) order by id limit 20`,
    );
    await other.query(
      'delete from listings where id in (select id from listings where status in (3, 4, 10) order by id limit 10 offset 100)',
    );
    await other.query(
      `insert into listing_photos (listing_id, image_key, position, is_cover)
       select id, 'photo-' || id, 0, true from listings order by id limit 5`,
    );
    await index.catchUp();
    const [visible] = await runQuery<{ count: number }>(
      database,
      countQuery(toSearchCriteria({}), { kind: 'country' }),
    );
    expect(listingCount(snapshot())).toBe(visible!.count);
    // Applied as a delta over the base, not by loading again.
    expect(snapshot().deadCount).toBeGreaterThan(0);
    expect(snapshot().delta.facts.size).toBeGreaterThan(0);
    expect(await differences(randomSearches(11, 120))).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('merging the delta into the base (compaction) keeps every answer', async () => {
    const current = snapshot();
    const ids = current.deltaRows.slice(0, 3).map((row) => row.id);
    const rows = await runQuery<IndexRow>(database, indexRowsQuery({ ids }));
    const merged = await withListingChanges(current, ids, rows, 0);
    pinned = merged;
    try {
      expect(merged.delta.facts.size).toBe(0);
      expect(merged.deadCount).toBe(0);
      expect(listingCount(merged)).toBe(listingCount(current));
      expect(await differences(randomSearches(17, 120))).toEqual([]);
    } finally {
      pinned = null;
    }
  }, 60_000);

  it('a change too large for one notification: everything is loaded again', async () => {
    const before = snapshot();
    await other.query('update listings set surface_m2 = surface_m2 + 1 where status in (3, 4, 10)');
    await index.catchUp();
    // A full load distrusts the old snapshot at once (catchUp may return then): wait for it.
    await index.idle();
    expect(snapshot()).not.toBe(before);
    expect(await differences(randomSearches(13, 60))).toEqual([]);
  }, 60_000);
});

describe('notification payloads', () => {
  it('ids, everything, and catch-up tokens', () => {
    expect(parseListingChange('12,7,300')).toEqual({ kind: 'ids', ids: [12, 7, 300] });
    expect(parseListingChange('*')).toEqual({ kind: 'all' });
    expect(parseListingChange('')).toEqual({ kind: 'all' });
    expect(parseListingChange('12,x')).toEqual({ kind: 'all' });
    expect(parseListingChange('sync:41-3')).toEqual({ kind: 'sync', token: '41-3' });
  });
});
