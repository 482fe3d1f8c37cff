/**
 * The tenant search (§7 `POST /tenant/findtenants`, issue 26): one page of tenant cards and the
 * total for normalised criteria. The 5 km rule is resolved first (`nearby-cities.ts`), the
 * matching ids come from the in-memory index (`tenant-index.ts`), then one statement reads the
 * page's cards by primary key — with the shown-profile condition, so a profile hidden or an
 * account deleted since the index was loaded is left out.
 */
import { sql } from 'drizzle-orm';

import { runQuery } from '../search/run-query.js';

import { nearbyCities } from './nearby-cities.js';
import { favoriteAmong, toTenantCards } from './tenant-cards.js';
import { searchIndex, tenantIndex } from './tenant-index.js';
import { CARD_COLUMNS, intArray, SHOWN_PROFILE, type TenantCardRow } from './tenant-query.js';

import type { Database } from '../db/database.js';
import type { TenantCard } from '../routes/tenant/tenant-card.schema.js';
import type { TenantSearchCriteria } from './criteria.js';

/** One page of the tenant search. */
export interface TenantSearchPage {
  tenants: TenantCard[];
  totalCount: number;
  pageNo: number;
  rowsPerPage: number;
}

/**
 * The cards of some shown profiles, in the order of `ids` (ids no longer shown are left out).
 *
 * @param database the pool
 * @param ids user ids of tenants
 */
export async function shownCardRows(
  database: Database,
  ids: readonly number[],
): Promise<TenantCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await runQuery<TenantCardRow>(
    database,
    sql`select ${CARD_COLUMNS} from tenant_profiles p join users u on u.id = p.user_id
        where p.user_id = any(${intArray(ids)}) and ${SHOWN_PROFILE}`,
  );
  const byId = new Map(rows.map((row) => [row.tenant_id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of a user's favourite tenants. */
async function favoriteIdsOf(database: Database, userId: number): Promise<Set<number>> {
  const rows = await runQuery<{ tenant_id: number }>(
    database,
    sql`select tenant_id from favorite_tenants where user_id = ${userId}::int`,
  );
  return new Set(rows.map((row) => row.tenant_id));
}

/**
 * Runs the tenant search.
 *
 * @param database the pool
 * @param criteria normalised criteria (`toTenantSearchCriteria`)
 * @param callerId the signed-in caller, null when anonymous (cards then have isFavorite null;
 *   `onlyFavorite` then finds nothing)
 * @returns the page; an unknown city gives an empty page, not an error
 * @throws the database error (a 500, or 503 when the pool is busy)
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
    const nearby = await nearbyCities(database, criteria.place);
    if (nearby === null) return empty;
    cityIds = nearby.cityIds;
  }
  if (criteria.onlyFavorite && callerId === null) return empty;
  const [index, favoritesOnly] = await Promise.all([
    tenantIndex(database),
    criteria.onlyFavorite && callerId !== null ? favoriteIdsOf(database, callerId) : null,
  ]);
  const page = searchIndex(index, criteria, cityIds, favoritesOnly);
  const rows = await shownCardRows(database, page.ids);
  const favorites =
    callerId === null
      ? null
      : (favoritesOnly ?? (await favoriteAmong(database, callerId, page.ids)));
  return {
    tenants: toTenantCards(rows, favorites),
    totalCount: page.totalCount,
    pageNo,
    rowsPerPage,
  };
}
