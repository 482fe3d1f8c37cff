/**
 * The cities a tenant search in a city covers (§3, §9: tenant search radius fixed at 5 km): the
 * searched city and every city whose centre lies within {@link TENANT_SEARCH_RADIUS_KM} of its
 * centre. A tenant matches when one of the cities sought is among them, so the query needs only
 * `city_ids && array[...]` on the GIN index of `tenant_profiles` (no distance per profile).
 * Cities are reference data (written by the seed only), so each lookup is remembered.
 */
import { TENANT_SEARCH_RADIUS_KM } from '@rooms/domain';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import { boxAround, distanceKm } from '../search/geometry.js';
import { runQuery } from '../search/run-query.js';

import type { Database } from '../db/database.js';

/** How long a lookup is remembered, milliseconds (cities change only with a reseed). */
export const NEARBY_CITIES_TTL_MS = 10 * 60_000;

/** A searched city and the ids of the cities within 5 km of it (itself included). */
export interface NearbyCities {
  readonly cityId: number;
  readonly cityName: string;
  /** Ids of the cities whose centre is within 5 km of the searched city's centre, ascending. */
  readonly cityIds: readonly number[];
}

const caches = new WeakMap<Database, LRUCache<string, { found: NearbyCities | null }>>();

/**
 * The cities within {@link TENANT_SEARCH_RADIUS_KM} km of a city, looked up by slug or by name
 * (case-insensitive; a name shared by several places picks the largest).
 *
 * @param database the pool
 * @param key `{ slug }` or `{ name }`
 * @returns the city and its neighbours; null when no city has that slug or name
 * @throws the database error (a 500)
 */
export async function nearbyCities(
  database: Database,
  key: { slug: string } | { name: string },
): Promise<NearbyCities | null> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new LRUCache({ max: 5_000, ttl: NEARBY_CITIES_TTL_MS });
    caches.set(database, cache);
  }
  const cacheKey = 'slug' in key ? `s:${key.slug.toLowerCase()}` : `n:${key.name.toLowerCase()}`;
  const known = cache.get(cacheKey);
  if (known) return known.found;
  const found = await lookUp(database, key);
  cache.set(cacheKey, { found });
  return found;
}

interface CityRow extends Record<string, unknown> {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

async function lookUp(
  database: Database,
  key: { slug: string } | { name: string },
): Promise<NearbyCities | null> {
  const where =
    'slug' in key
      ? sql`slug = ${key.slug.toLowerCase()}`
      : sql`lower(name) = ${key.name.toLowerCase()}`;
  const [city] = await runQuery<CityRow>(
    database,
    sql`select id, name, lat, lng from cities where ${where} order by address_count desc, id limit 1`,
  );
  if (!city) return null;
  const box = boxAround(city.lat, city.lng, TENANT_SEARCH_RADIUS_KM);
  const candidates = await runQuery<CityRow>(
    database,
    sql`select id, name, lat, lng from cities
        where lat between ${box.latLo}::float8 and ${box.latHi}::float8
          and lng between ${box.lngLo}::float8 and ${box.lngHi}::float8`,
  );
  const cityIds = candidates
    .filter((c) => distanceKm(city.lat, city.lng, c.lat, c.lng) <= TENANT_SEARCH_RADIUS_KM)
    .map((c) => c.id)
    .sort((a, b) => a - b);
  return { cityId: city.id, cityName: city.name, cityIds };
}
