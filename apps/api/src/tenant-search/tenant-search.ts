/**
 * The tenant search (§7 `POST /tenant/findtenants`, issue 26): one page of tenant cards and the
 * total for normalised criteria. The 5 km rule is resolved first (`nearby-cities.ts`), then one
 * statement reads the page and one counts; the count of the same filters is remembered for
 * {@link TENANT_COUNT_TTL_MS}, so paging and re-sorting cost one statement.
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import { runQuery } from '../search/run-query.js';

import { nearbyCities } from './nearby-cities.js';
import { favoriteAmong, toTenantCards } from './tenant-cards.js';
import { CARD_COLUMNS, tenantConditions, tenantOrder, type TenantCardRow } from './tenant-query.js';

import type { Database } from '../db/database.js';
import type { TenantCard } from '../routes/tenant/tenant-card.schema.js';
import type { TenantSearchCriteria } from './criteria.js';

/**
 * How long a total is remembered, ms: a profile saved or hidden meanwhile shows in the rows at
 * once and in the total within this time.
 */
export const TENANT_COUNT_TTL_MS = 30_000;

/** One page of the tenant search. */
export interface TenantSearchPage {
  tenants: TenantCard[];
  totalCount: number;
  pageNo: number;
  rowsPerPage: number;
}

const countCaches = new WeakMap<Database, LRUCache<string, { count: number }>>();

function countCache(database: Database) {
  let cache = countCaches.get(database);
  if (!cache) {
    cache = new LRUCache({ max: 20_000, ttl: TENANT_COUNT_TTL_MS });
    countCaches.set(database, cache);
  }
  return cache;
}

/**
 * Runs the tenant search.
 *
 * @param database the pool
 * @param criteria normalised criteria (`toTenantSearchCriteria`)
 * @param callerId the signed-in caller, null when anonymous (cards then have isFavorite null)
 * @returns the page; an unknown city gives an empty page, not an error
 * @throws the database error (a 500)
 */
export async function findTenants(
  database: Database,
  criteria: TenantSearchCriteria,
  callerId: number | null,
): Promise<TenantSearchPage> {
  const { pageNo, rowsPerPage } = criteria;
  const empty = { tenants: [], totalCount: 0, pageNo, rowsPerPage };
  let cityIds: readonly number[] | null = null;
  if (criteria.place !== null) {
    const nearby = await nearbyCities(database.db, criteria.place);
    if (nearby === null) return empty;
    cityIds = nearby.cityIds;
  }
  if (criteria.onlyFavorite && callerId === null) return empty;
  const where = tenantConditions(criteria, cityIds, callerId);
  const from = sql`tenant_profiles p join users u on u.id = p.user_id`;

  const countKey = JSON.stringify({ ...criteria, sort: 0, pageNo: 0, rowsPerPage: 0, cityIds });
  const cache = countCache(database);
  const cachedCount = criteria.onlyFavorite ? undefined : cache.get(countKey);
  const [rows, count] = await Promise.all([
    runQuery<TenantCardRow>(
      database,
      sql`select ${CARD_COLUMNS} from ${from} where ${where}
          order by ${tenantOrder(criteria.sort)}
          limit ${rowsPerPage}::int offset ${(pageNo - 1) * rowsPerPage}::int`,
    ),
    cachedCount !== undefined
      ? cachedCount.count
      : runQuery<{ count: number }>(
          database,
          sql`select count(*)::int as count from ${from} where ${where}`,
        ).then(([row]) => row?.count ?? 0),
  ]);
  if (cachedCount === undefined && !criteria.onlyFavorite) cache.set(countKey, { count });
  const favorites =
    callerId === null
      ? null
      : await favoriteAmong(
          database,
          callerId,
          rows.map((row) => row.tenant_id),
        );
  return { tenants: toTenantCards(rows, favorites), totalCount: count, pageNo, rowsPerPage };
}
