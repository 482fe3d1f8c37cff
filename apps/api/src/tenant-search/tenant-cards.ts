/**
 * Tenant cards (issue 26): the rows of `CARD_COLUMNS` as the API answers them, with the caller's
 * favourites marked.
 */
import { sql } from 'drizzle-orm';

import { runQuery } from '../search/run-query.js';

import { intArray, type TenantCardRow } from './tenant-query.js';

import type { Database } from '../db/database.js';
import type { TenantCard } from '../routes/tenant/tenant-card.schema.js';

/**
 * Which of some tenants are favourites of a user.
 *
 * @param database the pool
 * @param userId the caller
 * @param tenantIds the tenants on the page
 * @returns the ids among them the caller favourited
 */
export async function favoriteAmong(
  database: Database,
  userId: number,
  tenantIds: readonly number[],
): Promise<Set<number>> {
  if (tenantIds.length === 0) return new Set();
  const rows = await runQuery<{ tenant_id: number }>(
    database,
    sql`select tenant_id from favorite_tenants
        where user_id = ${userId}::int and tenant_id = any(${intArray(tenantIds)})`,
  );
  return new Set(rows.map((row) => row.tenant_id));
}

/**
 * Cards of card rows.
 *
 * @param rows rows of `CARD_COLUMNS`
 * @param favorites the caller's favourites among them; null for an anonymous caller
 */
export function toTenantCards(
  rows: readonly TenantCardRow[],
  favorites: ReadonlySet<number> | null,
): TenantCard[] {
  return rows.map((row) => ({
    tenantID: row.tenant_id,
    firstName: row.first_name,
    photoKey: row.photo_key,
    ageBand: row.age_band,
    occupation: row.occupation,
    maxRentCents: row.max_rent_cents,
    moveInDate: row.move_in_date,
    cities: row.cities,
    lastActiveOn: row.last_active_on,
    isFavorite: favorites === null ? null : favorites.has(row.tenant_id),
  }));
}
