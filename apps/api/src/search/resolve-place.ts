/**
 * Looks up the place of a search (§3 location: city slug, street slug, radius) in the database.
 * Cities and streets are reference data (written by the seed, never by a request), so each
 * lookup is remembered for {@link PLACE_CACHE_TTL_MS}: a search then needs no extra round trip.
 */
import { DEFAULT_REGION_BOX, type GeoBox, type SearchCriteria } from '@rooms/domain';
import { LRUCache } from 'lru-cache';

import { placeLookupQuery } from './listing-queries.js';
import { runQuery } from './run-query.js';

import type { Database } from '../db/database.js';
import type { SearchPlace } from './geometry.js';

/** How long a looked-up city or street is remembered, milliseconds. */
export const PLACE_CACHE_TTL_MS = 10 * 60_000;
/** Most lookups remembered (each a few numbers). */
const PLACE_CACHE_MAX_ENTRIES = 20_000;

/** Remembered lookups per pool (the app has one; every test file its own). */
const placeCaches = new WeakMap<Database, LRUCache<string, { row: PlaceRow | null }>>();

/** The city (and street) row of two slugs, remembered; null when the city is unknown. */
async function lookUpPlace(
  database: Database,
  citySlug: string,
  streetSlug: string | null,
): Promise<PlaceRow | null> {
  let cache = placeCaches.get(database);
  if (!cache) {
    cache = new LRUCache({ max: PLACE_CACHE_MAX_ENTRIES, ttl: PLACE_CACHE_TTL_MS });
    placeCaches.set(database, cache);
  }
  const key = JSON.stringify([citySlug, streetSlug]);
  const known = cache.get(key);
  if (known) return known.row;
  const [row] = await runQuery<PlaceRow>(database, placeLookupQuery(citySlug, streetSlug));
  cache.set(key, { row: row ?? null });
  return row ?? null;
}

interface PlaceRow extends Record<string, unknown> {
  id: number;
  lat: number;
  lng: number;
  street_lat: number | null;
  street_lng: number | null;
}

/**
 * The place of a list search (§3, §5): no city slug = the whole country; an unknown city slug,
 * or a street slug that is not a street of the city, = nowhere (an empty result, not an
 * error); radius 0 = inside the city (`city_id`); radius > 0 = within that many km of the
 * street's coordinate when a street is given, else of the city centre.
 *
 * @param database the pool
 * @param criteria normalised criteria (slugs lower-cased)
 * @returns the place to search
 * @throws the database error when the lookup fails (a 500)
 */
export async function resolvePlace(
  database: Database,
  criteria: SearchCriteria,
): Promise<SearchPlace> {
  if (criteria.citySlug === null) return { kind: 'country' };
  const row = await lookUpPlace(database, criteria.citySlug, criteria.streetSlug);
  if (!row) return { kind: 'nowhere' };
  if (criteria.streetSlug !== null && (row.street_lat === null || row.street_lng === null)) {
    return { kind: 'nowhere' };
  }
  if (criteria.radiusKm === 0) return { kind: 'city', cityId: row.id };
  return {
    kind: 'radius',
    lat: row.street_lat ?? row.lat,
    lng: row.street_lng ?? row.lng,
    km: criteria.radiusKm,
  };
}

/**
 * The box of a map call: the request's `lat_lo/lng_lo/lat_hi/lng_hi`, or §9's default region
 * box around the Netherlands when the request has no complete box.
 *
 * @param criteria normalised criteria
 * @returns the box, degrees
 */
export function mapBox(criteria: SearchCriteria): GeoBox {
  return (
    criteria.box ?? {
      latLo: DEFAULT_REGION_BOX.seLat,
      lngLo: DEFAULT_REGION_BOX.nwLng,
      latHi: DEFAULT_REGION_BOX.nwLat,
      lngHi: DEFAULT_REGION_BOX.seLng,
    }
  );
}
