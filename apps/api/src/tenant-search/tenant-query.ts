/**
 * SQL of the tenant search (§7 `POST /tenant/findtenants`): the conditions of the criteria, the
 * sort orders (§3 tenant sorting) and the card columns. Only profiles shown to others —
 * `visible and searchable` (the partial indexes' predicate) of accounts not deleted — ever match.
 */
import { TenantSort } from '@rooms/domain';
import { sql, type SQL } from 'drizzle-orm';

import type { TenantSearchCriteria } from './criteria.js';

/** A PostgreSQL integer array literal, one parameter whatever its length (one statement shape). */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * Profiles shown to others: visible, searchable, of an account not deleted, with the fields a
 * card needs (searchable implies them; checked again so a card can never lack one).
 * Aliases: `p` tenant_profiles, `u` users.
 */
export const SHOWN_PROFILE = sql`p.visible and p.searchable and u.deleted_at is null
  and p.age_band is not null and p.max_rent_cents is not null and p.move_in_date is not null`;

/**
 * The conditions of the criteria, joined with `and` (module comment of `criteria.ts`).
 *
 * @param criteria normalised criteria
 * @param cityIds ids of the cities within 5 km of the searched city; null = whole country
 * @param callerId the signed-in caller (for onlyFavorite); null = anonymous
 */
export function tenantConditions(
  criteria: TenantSearchCriteria,
  cityIds: readonly number[] | null,
  callerId: number | null,
): SQL {
  const c = criteria;
  const parts: SQL[] = [SHOWN_PROFILE];
  if (cityIds !== null) parts.push(sql`p.city_ids && ${intArray(cityIds)}`);
  if (c.minBudgetCents !== null) parts.push(sql`p.max_rent_cents >= ${c.minBudgetCents}::int`);
  if (c.surfaceM2 !== null)
    parts.push(sql`(p.min_surface_m2 is null or p.min_surface_m2 <= ${c.surfaceM2}::int)`);
  if (c.furnishingMask !== 0)
    parts.push(sql`(p.furnishings = 0 or p.furnishings & ${c.furnishingMask}::int <> 0)`);
  if (c.periodMask !== 0)
    parts.push(
      sql`(p.availability_periods = 0 or p.availability_periods & ${c.periodMask}::int <> 0)`,
    );
  if (c.maxHousehold !== null) parts.push(sql`p.household_size <= ${c.maxHousehold}::int`);
  if (c.genders.length > 0) parts.push(sql`u.gender = any(${intArray(c.genders)})`);
  if (c.ageBands !== null) parts.push(sql`p.age_band = any(${intArray(c.ageBands)})`);
  if (c.occupationMask !== 0)
    parts.push(sql`coalesce(u.occupation, 0) & ${c.occupationMask}::int <> 0`);
  if (c.smokersOnly) parts.push(sql`p.smoker`);
  if (c.petOwnersOnly) parts.push(sql`p.has_pets`);
  if (c.roommates !== null)
    parts.push(sql`(p.roommate_max is null or p.roommate_max >= ${c.roommates}::int)`);
  if (c.roommateGenderMask !== 0)
    parts.push(
      sql`(p.roommate_genders = 0 or p.roommate_genders & ${c.roommateGenderMask}::int <> 0)`,
    );
  if (c.withPhotoOnly) parts.push(sql`u.photo_key is not null`);
  if (c.onlyFavorite)
    parts.push(
      callerId === null
        ? sql`false`
        : sql`exists (select 1 from favorite_tenants f
            where f.user_id = ${callerId}::int and f.tenant_id = p.user_id)`,
    );
  return sql.join(parts, sql` and `);
}

/**
 * ORDER BY of a tenant sort (§3), always ending on the user id so pages are stable:
 * Recommended — most complete first, then most recently active; MostRecent — profile updated
 * most recently; HighToLow / LowToHigh — budget.
 */
export function tenantOrder(sort: TenantSort): SQL {
  switch (sort) {
    case TenantSort.MostRecent:
      return sql`p.updated_at desc, p.user_id desc`;
    case TenantSort.HighToLow:
      return sql`p.max_rent_cents desc, p.user_id desc`;
    case TenantSort.LowToHigh:
      return sql`p.max_rent_cents asc, p.user_id asc`;
    case TenantSort.Recommended:
    default:
      return sql`p.completeness desc, u.last_active_at desc nulls last, p.user_id desc`;
  }
}

/** Card columns (aliases `p`, `u`), named as the card rows of `tenant-cards.ts`. */
export const CARD_COLUMNS = sql`p.user_id as tenant_id, u.first_name, u.photo_key,
  p.age_band, coalesce(u.occupation, 0) as occupation, p.max_rent_cents,
  p.move_in_date::text as move_in_date,
  array(select c.name from unnest(p.city_ids) with ordinality as x(id, n)
        join cities c on c.id = x.id order by x.n) as cities,
  to_char(u.last_active_at at time zone 'UTC', 'YYYY-MM-DD') as last_active_on`;

/** One row of {@link CARD_COLUMNS}. */
export interface TenantCardRow extends Record<string, unknown> {
  tenant_id: number;
  first_name: string;
  photo_key: string | null;
  age_band: number;
  occupation: number;
  max_rent_cents: number;
  move_in_date: string;
  cities: string[];
  last_active_on: string | null;
}
