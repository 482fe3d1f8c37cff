import { ListingSort, toSearchCriteria } from '@rooms/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { cityByNameQuery, rentOutDaysQuery } from './average-rent-out.js';
import {
  cardsByIdsQuery,
  countQuery,
  findListingsQuery,
  listingDetailsQuery,
  mapMarkersQuery,
  placeLookupQuery,
} from './listing-queries.js';
import { mapBox } from './resolve-place.js';
import { renderQuery } from './run-query.js';
import { insertBulkListings } from './testing/bulk-listings.js';
import { ALL_SORTS, bulkPlaces, SEARCH_VARIANTS } from './testing/search-variants.js';

import type { SearchPlace } from './geometry.js';

/**
 * "Every query the search and detail calls run has an index plan without a sequential scan on
 * listings at 100,000 rows": EXPLAIN of every statement shape the listing routes produce,
 * built by the same functions the routes use, over 100,000 listings in 300 cities — the custom
 * plan and the generic plan a prepared statement may switch to.
 */

const LISTINGS = 100_000;
let database: TestDatabase;
let largestCityCentre: { lat: number; lng: number };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(query: SQL): Promise<PlanNode> {
  const result = await database.db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    sql`explain (format json) ${query}`,
  );
  const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  return plan;
}

/**
 * The generic plan of a statement (what a prepared statement may run with after five
 * executions: parameters unknown), by `EXPLAIN (GENERIC_PLAN)` on its `$n` text.
 */
async function genericPlanOf(query: SQL): Promise<PlanNode> {
  const { text } = renderQuery(query);
  const result = await database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (generic_plan, format json) ${text}`,
  );
  const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  return plan;
}

/**
 * Sequential scans on listings in the custom plan (with the values) and in the generic plan
 * of a statement; both should have none.
 */
async function listingSeqScans(query: SQL): Promise<string[]> {
  const scans: string[] = [];
  for (const [kind, plan] of [
    ['custom', await planOf(query)],
    ['generic', await genericPlanOf(query)],
  ] as const) {
    scans.push(
      ...nodes(plan)
        .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'listings')
        .map((node) => `${kind} plan: Seq Scan on listings, filter ${node.Filter ?? 'none'}`),
    );
  }
  return scans;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertBulkListings(database.pool, LISTINGS);
  const city = await database.pool.query<{ lat: number; lng: number }>(
    "select lat, lng from cities where slug = 'city-1'",
  );
  largestCityCentre = city.rows[0] as { lat: number; lng: number };
}, 120_000);

afterAll(async () => {
  await database.drop();
});

const places = () => bulkPlaces(largestCityCentre);

describe('query plans at 100,000 listings: no sequential scan on listings', () => {
  it('findlistings, findMaplistings and count: every place × sort × filter mix', async () => {
    const failures: string[] = [];
    for (const [placeName, place] of Object.entries(places())) {
      for (const sort of ALL_SORTS) {
        for (const [variantName, variant] of Object.entries(SEARCH_VARIANTS)) {
          const criteria = toSearchCriteria({ ...variant, listingSortOptionId: sort });
          for (const [queryName, query] of [
            ['page', findListingsQuery(criteria, place)],
            ['count', countQuery(criteria, place)],
          ] as const) {
            const scans = await listingSeqScans(query);
            if (scans.length > 0)
              failures.push(`${queryName} ${placeName} sort ${sort} ${variantName}: ${scans[0]}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('findmapdata: markers of a city box, a radius-sized box and the default region box', async () => {
    const { lat, lng } = largestCityCentre;
    const boxes = [
      { latLo: lat - 0.05, lngLo: lng - 0.08, latHi: lat + 0.05, lngHi: lng + 0.08 },
      { latLo: lat - 0.2, lngLo: lng - 0.3, latHi: lat + 0.2, lngHi: lng + 0.3 },
      mapBox(toSearchCriteria({})),
    ];
    const failures: string[] = [];
    for (const box of boxes) {
      for (const variant of Object.values(SEARCH_VARIANTS)) {
        const scans = await listingSeqScans(mapMarkersQuery(toSearchCriteria(variant), box));
        if (scans.length > 0) failures.push(`${JSON.stringify(box)}: ${scans[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('details, the cards of index results, the place lookup and the rent-out average', async () => {
    for (const query of [
      listingDetailsQuery(12_345),
      cardsByIdsQuery([7, 5000, 12_345, 99_000]),
      placeLookupQuery('city-1', null),
      placeLookupQuery('city-1', 'street-2'),
      cityByNameQuery('City 1'),
      rentOutDaysQuery(1),
      rentOutDaysQuery(null),
    ]) {
      expect(await listingSeqScans(query)).toEqual([]);
    }
  });

  it('the plans use the search indexes (the test data is really planned, not trivially small)', async () => {
    const plan = await planOf(
      findListingsQuery(toSearchCriteria({ listingSortOptionId: ListingSort.PriceAscending }), {
        kind: 'city',
        cityId: 1,
      }),
    );
    const indexNames = nodes(plan)
      .map((node) => node['Index Name'])
      .filter(Boolean);
    expect(indexNames).toContain('listings_visible_city_rent_idx');
    const radius = await planOf(countQuery(toSearchCriteria({}), places().radius5 as SearchPlace));
    expect(nodes(radius).map((node) => node['Index Name'])).toContain('listings_visible_geo_idx');
  });
});
