import { asc, desc, type SQL } from 'drizzle-orm';

import { cities } from '../db/schema.js';

import { foldedPrefixCondition, foldedText, normalizeSearchText } from './folded-name.js';

import type { Db } from '../db/database.js';

/** Cities returned when the caller gives no limit (spec §7 `GET /search/cities`). */
export const DEFAULT_CITY_LIMIT = 20;
/** Most cities one call may ask for. */
export const MAX_CITY_LIMIT = 100;
/** Longest accepted prefix filter, in characters (after trimming). */
export const MAX_CITY_QUERY_LENGTH = 100;

/** A city as the city pickers show it. */
export interface CityOption {
  /** `cities.id`. */
  id: number;
  /** Display name, e.g. 'Den Haag'. */
  name: string;
  /** URL slug, e.g. 'den-haag'. */
  slug: string;
  /** Province, e.g. 'Zuid-Holland'. */
  province: string;
  /** Centre coordinate, WGS84 degrees. */
  lat: number;
  lng: number;
}

/**
 * The statement of {@link searchCities}: cities, biggest first (BAG address count, ties by id),
 * optionally only those whose name starts with a prefix, case and diacritics ignored
 * ('s-h' → 's-Hertogenbosch; 'zu' → Zundert, Zuidhorn …). The prefix is a range on
 * `cities_name_prefix_idx`.
 *
 * @param db the Drizzle handle
 * @param prefix normalized prefix (see `normalizeSearchText`); '' for all cities
 * @param limit most rows, 1..{@link MAX_CITY_LIMIT}
 * @returns a Drizzle select of {@link CityOption} rows
 */
export function citiesQuery(db: Db, prefix: string, limit: number) {
  const condition: SQL | undefined =
    prefix === '' ? undefined : foldedPrefixCondition(cities.name, foldedText(prefix));
  return db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      province: cities.province,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .where(condition)
    .orderBy(desc(cities.addressCount), asc(cities.id))
    .limit(limit);
}

/**
 * Cities for the pickers (spec §7 `GET /search/cities`), biggest first.
 *
 * @param db the Drizzle handle
 * @param options.query optional prefix; trimmed and white space collapsed here; '' or absent
 *   for all cities; at most {@link MAX_CITY_QUERY_LENGTH} characters (the route validates)
 * @param options.limit most cities, 1..{@link MAX_CITY_LIMIT}
 * @returns the cities, biggest first
 * @throws the database error when the statement fails (a 500)
 */
export async function searchCities(
  db: Db,
  options: { query?: string | undefined; limit: number },
): Promise<CityOption[]> {
  return citiesQuery(db, normalizeSearchText(options.query ?? ''), options.limit);
}
