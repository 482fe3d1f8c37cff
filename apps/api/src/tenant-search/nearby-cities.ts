/**
 * The cities a tenant search in a city covers (§3, §9: tenant search radius fixed at 5 km): the
 * searched city and every city whose centre lies within {@link TENANT_SEARCH_RADIUS_KM} of its
 * centre. A tenant matches when one of the cities sought is among them, so the query needs only
 * `city_ids && array[...]` on the GIN index of `tenant_profiles` (no distance per profile).
 * Cities are reference data (written by the seed only), so each lookup is remembered.
 */
import { TENANT_SEARCH_RADIUS_KM } from '@rooms/domain';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import { cities } from '../db/schema.js';
import { boxAround, distanceKm } from '../search/geometry.js';

import type { Db } from '../db/database.js';

/** How long a lookup is remembered, milliseconds (cities change only with a reseed). */
export const NEARBY_CITIES_TTL_MS = 10 * 60_000;

/** A searched city and the ids of the cities within 5 km of it (itself included). */
export interface NearbyCities {
  readonly cityId: number;
  readonly cityName: string;
  /** Ids of the cities whose centre is within 5 km of the searched city's centre, ascending. */
  readonly cityIds: readonly number[];
}

const caches = new WeakMap<Db, LRUCache<string, { found: NearbyCities | null }>>();

/**
 * The cities within {@link TENANT_SEARCH_RADIUS_KM} km of a city, looked up by slug or by name
 * (case-insensitive; a name shared by several places picks the largest).
 *
 * @param db the database
 * @param key `{ slug }` or `{ name }`
 * @returns the city and its neighbours; null when no city has that slug or name
 * @throws the database error (a 500)
 */
export async function nearbyCities(
  db: Db,
  key: { slug: string } | { name: string },
): Promise<NearbyCities | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 5_000, ttl: NEARBY_CITIES_TTL_MS });
    caches.set(db, cache);
  }
  const cacheKey = 'slug' in key ? `s:${key.slug.toLowerCase()}` : `n:${key.name.toLowerCase()}`;
  const known = cache.get(cacheKey);
  if (known) return known.found;
  const found = await lookUp(db, key);
  cache.set(cacheKey, { found });
  return found;
}

async function lookUp(
  db: Db,
  key: { slug: string } | { name: string },
): Promise<NearbyCities | null> {
  const where =
    'slug' in key
      ? eq(cities.slug, key.slug.toLowerCase())
      : eq(sql`lower(${cities.name})`, key.name.toLowerCase());
  const [city] = await db
    .select({ id: cities.id, name: cities.name, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(where)
    .orderBy(desc(cities.addressCount))
    .limit(1);
  if (!city) return null;
  const box = boxAround(city.lat, city.lng, TENANT_SEARCH_RADIUS_KM);
  const candidates = await db
    .select({ id: cities.id, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(
      and(between(cities.lat, box.latLo, box.latHi), between(cities.lng, box.lngLo, box.lngHi)),
    );
  const cityIds = candidates
    .filter((c) => distanceKm(city.lat, city.lng, c.lat, c.lng) <= TENANT_SEARCH_RADIUS_KM)
    .map((c) => c.id)
    .sort((a, b) => a - b);
  return { cityId: city.id, cityName: city.name, cityIds };
}
