import { and, asc, desc, eq, sql } from 'drizzle-orm';

import { streets } from '../db/schema.js';

import { foldedText, normalizeSearchText, rowFold } from './folded-name.js';

import type { Db } from '../db/database.js';

/** Streets returned when the caller gives no limit (`GET /search/streets`). */
export const DEFAULT_STREET_LIMIT = 10;
/** Most streets one call may ask for. */
export const MAX_STREET_LIMIT = 50;
/** Longest accepted query, in characters (after trimming). */
export const MAX_STREET_QUERY_LENGTH = 100;

/** A street of one city, as the address step of the listing wizard offers it. */
export interface StreetOption {
  /** `streets.id`: the `streetId` of `POST /supplyflow/cra-address`. */
  id: number;
  name: string;
  /** The first four digits of the street's postcodes (BAG), null when unknown. */
  postcode4: string | null;
  /** Coordinate of the street, WGS84 degrees. */
  lat: number;
  lng: number;
}

/**
 * Streets of one city whose name starts with the query, or has a later word that does
 * ('laan' finds 'Stationslaan' only by a word start: 'Van Heemstralaan' no, 'Oude Laan' yes),
 * case and diacritics ignored; prefix matches first, then busier streets (BAG addresses).
 * Reads the city's streets through `streets_city_slug_uq` (city_id first): at most a few
 * thousand rows for the biggest city.
 *
 * @param db the Drizzle handle
 * @param options.cityId `cities.id`
 * @param options.query what the user typed, 1..{@link MAX_STREET_QUERY_LENGTH} characters
 * @param options.limit most streets, 1..{@link MAX_STREET_LIMIT}
 * @returns the streets, best first; none for an unknown city
 * @throws the database error when the statement fails (a 500)
 */
export async function searchStreets(
  db: Db,
  options: { cityId: number; query: string; limit: number },
): Promise<StreetOption[]> {
  const folded = foldedText(normalizeSearchText(options.query));
  const name = rowFold(streets.name);
  // starts_with/strpos need no escaping of '%' or '_' typed by the user, unlike LIKE.
  const startsWith = sql`starts_with(${name}, ${folded})`;
  const wordStartsWith = sql`strpos(${name}, ' ' || ${folded}) > 0`;
  return db
    .select({
      id: streets.id,
      name: streets.name,
      postcode4: streets.postcode4,
      lat: streets.lat,
      lng: streets.lng,
    })
    .from(streets)
    .where(and(eq(streets.cityId, options.cityId), sql`(${startsWith} or ${wordStartsWith})`))
    .orderBy(desc(startsWith), desc(streets.addressCount), asc(streets.name), asc(streets.id))
    .limit(options.limit);
}
