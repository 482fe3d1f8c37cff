/**
 * SQL pieces of the tenant search (§7 `POST /tenant/findtenants`): which profiles are shown to
 * others — `visible and searchable` (the partial indexes' predicate) of accounts not deleted —
 * and the card columns.
 */
import { sql, type SQL } from 'drizzle-orm';

/** A PostgreSQL integer array literal, one parameter whatever its length (one statement shape). */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * Profiles shown to others: visible, searchable, of an account not deleted, with the fields a
 * card needs (searchable implies them; checked again so a card can never lack one).
 * Aliases: `p` tenant_profiles, `u` users.
 */
export const SHOWN_PROFILE = sql`p.visible and p.searchable and u.deleted_at is null
  and p.age_band is not null and p.max_rent_cents is not null and p.move_in_date is not null`;

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
