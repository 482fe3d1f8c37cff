/**
 * Sort orders and pagination of a listing search (§3 "Listing sorting", §5 default NewestFirst).
 * Every order ends in the listing id, so equal keys never swap between pages; each order matches
 * a partial index on visible listings (with and without `city_id` in front).
 */
import { ListingSort } from '@rooms/domain';
import { sql, type SQL } from 'drizzle-orm';

import { listings } from '../db/schema.js';

/** One key of a sort order: a listings column and its direction. */
export interface SortKey {
  /** Column name in `listings` (also the name the page subquery gives it). */
  column: 'published_at' | 'rent_cents' | 'surface_m2' | 'available_from' | 'id';
  descending: boolean;
  /**
   * NULLS LAST on a descending key: the newest-first indexes are `DESC NULLS LAST` (Drizzle's
   * `.desc()`), while the other descending orders scan an ascending index backwards (NULLS FIRST).
   */
  nullsLast?: boolean;
}

const COLUMNS = {
  published_at: listings.publishedAt,
  rent_cents: listings.rentCents,
  surface_m2: listings.surfaceM2,
  available_from: listings.availableFrom,
  id: listings.id,
} as const;

/**
 * The keys of a sort order: NewestFirst = published_at desc, id desc; PriceAscending = rent
 * asc, id asc; PriceDescending = rent desc, id desc; Surface = largest first (m² desc, id desc);
 * Availability = soonest available first (available_from asc, id asc).
 *
 * @param sort a {@link ListingSort} value
 * @returns the keys, the id last
 */
export function sortKeys(sort: ListingSort): SortKey[] {
  switch (sort) {
    case ListingSort.PriceAscending:
      return [
        { column: 'rent_cents', descending: false },
        { column: 'id', descending: false },
      ];
    case ListingSort.PriceDescending:
      return [
        { column: 'rent_cents', descending: true },
        { column: 'id', descending: true },
      ];
    case ListingSort.Surface:
      return [
        { column: 'surface_m2', descending: true },
        { column: 'id', descending: true },
      ];
    case ListingSort.Availability:
      return [
        { column: 'available_from', descending: false },
        { column: 'id', descending: false },
      ];
    case ListingSort.NewestFirst:
      return [
        { column: 'published_at', descending: true, nullsLast: true },
        { column: 'id', descending: true, nullsLast: true },
      ];
  }
}

function direction(key: SortKey): string {
  if (!key.descending) return 'asc';
  return key.nullsLast === true ? 'desc nulls last' : 'desc';
}

/**
 * ORDER BY items of the keys over the `listings` table.
 *
 * @param keys from {@link sortKeys}
 */
export function orderByListings(keys: readonly SortKey[]): SQL {
  return sql.join(
    keys.map((key) => sql`${COLUMNS[key.column]} ${sql.raw(direction(key))}`),
    sql`, `,
  );
}

/**
 * ORDER BY items of the keys over a subquery alias whose columns carry the listings names.
 *
 * @param alias a trusted SQL alias (ours, never input)
 * @param keys from {@link sortKeys}
 */
export function orderByAlias(alias: string, keys: readonly SortKey[]): SQL {
  return sql.raw(keys.map((key) => `${alias}.${key.column} ${direction(key)}`).join(', '));
}

/** LIMIT and OFFSET of a page. */
export interface PageWindow {
  /** Rows of the page (1..100). */
  limit: number;
  /** Rows before it: (pageNo - 1) × rowsPerPage, plus a top-advert rotation offset. */
  offset: number;
}

/**
 * The window of a page.
 *
 * @param pageNo page number from 1 (validated ≤ 10,000)
 * @param rowsPerPage rows per page (validated 1..100)
 * @param extraOffset rows skipped before page 1 (topAdOffset), default 0
 */
export function pageWindow(pageNo: number, rowsPerPage: number, extraOffset = 0): PageWindow {
  return { limit: rowsPerPage, offset: (pageNo - 1) * rowsPerPage + extraOffset };
}
