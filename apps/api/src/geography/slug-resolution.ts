import { and, eq } from 'drizzle-orm';

import { cities, streets } from '../db/schema.js';
import { slugify } from '../reference-data/slug.js';

import type { Db } from '../db/database.js';

/**
 * Slug look-ups of the search pages (spec §7 `GET /gis/slugs/{citySlugId}` and
 * `GET /gis/slugs/{streetSlugId}?cityId=`): the site's URLs carry slugs ('/huren/den-haag'),
 * the page needs the place's id, display name and coordinate.
 *
 * Slugs follow the one rule of `slugify` (src/reference-data/slug.ts, which also made the stored
 * slugs): lowercase, diacritics removed, runs of other characters → '-', trimmed. A requested
 * slug is passed through the same function first, so 'Den-Haag' or 'den haag' find 'den-haag'.
 */

/** A city found by its slug. */
export interface CitySlugMatch {
  cityId: number;
  cityName: string;
  citySlug: string;
  /** Centre coordinate, WGS84 degrees. */
  lat: number;
  lng: number;
  province: string;
}

/** A street of a city found by its slug. */
export interface StreetSlugMatch {
  streetId: number;
  streetName: string;
  streetSlug: string;
  cityId: number;
  cityName: string;
  citySlug: string;
  /** The street's coordinate, WGS84 degrees. */
  lat: number;
  lng: number;
}

/**
 * The canonical form of a requested slug.
 *
 * @param slug as found in a URL, e.g. 'den-haag' or 'Den-Haag'
 * @returns the slug as stored; '' when it has no letters or digits (matches nothing)
 */
export function canonicalSlug(slug: string): string {
  return slugify(slug);
}

/**
 * The statement of {@link findCityBySlug}, on `cities_slug_uq`.
 *
 * @param db the Drizzle handle
 * @param canonical a canonical slug (see {@link canonicalSlug})
 * @returns a Drizzle select of at most one {@link CitySlugMatch}
 */
export function cityBySlugQuery(db: Db, canonical: string) {
  return db
    .select({
      cityId: cities.id,
      cityName: cities.name,
      citySlug: cities.slug,
      lat: cities.lat,
      lng: cities.lng,
      province: cities.province,
    })
    .from(cities)
    .where(eq(cities.slug, canonical))
    .limit(1);
}

/**
 * The statement of {@link findStreetBySlug}, on `streets_city_slug_uq`.
 *
 * @param db the Drizzle handle
 * @param canonical a canonical street slug (see {@link canonicalSlug})
 * @param cityId `cities.id` of the street's city, 1..2147483647
 * @returns a Drizzle select of at most one {@link StreetSlugMatch}
 */
export function streetBySlugQuery(db: Db, canonical: string, cityId: number) {
  return db
    .select({
      streetId: streets.id,
      streetName: streets.name,
      streetSlug: streets.slug,
      cityId: cities.id,
      cityName: cities.name,
      citySlug: cities.slug,
      lat: streets.lat,
      lng: streets.lng,
    })
    .from(streets)
    .innerJoin(cities, eq(cities.id, streets.cityId))
    .where(and(eq(streets.cityId, cityId), eq(streets.slug, canonical)))
    .limit(1);
}

/**
 * Finds a city by its slug.
 *
 * @param db the Drizzle handle
 * @param slug the city slug, e.g. 'den-haag' or 's-hertogenbosch' (normalised by {@link canonicalSlug})
 * @returns the city, or null when no city has that slug
 * @throws the database error when the look-up fails (a 500)
 */
export async function findCityBySlug(db: Db, slug: string): Promise<CitySlugMatch | null> {
  const canonical = canonicalSlug(slug);
  if (canonical === '') return null;
  const [row] = await cityBySlugQuery(db, canonical);
  return row ?? null;
}

/**
 * Finds a street of a city by its slug.
 *
 * @param db the Drizzle handle
 * @param slug the street slug, unique within its city, e.g. 'kalverstraat' (normalised by
 *   {@link canonicalSlug})
 * @param cityId `cities.id` of the street's city, 1..2147483647
 * @returns the street with its city, or null when the city has no street with that slug (or
 *   the city does not exist)
 * @throws the database error when the look-up fails (a 500)
 */
export async function findStreetBySlug(
  db: Db,
  slug: string,
  cityId: number,
): Promise<StreetSlugMatch | null> {
  const canonical = canonicalSlug(slug);
  if (canonical === '') return null;
  const [row] = await streetBySlugQuery(db, canonical, cityId);
  return row ?? null;
}
