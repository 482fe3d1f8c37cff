/**
 * Average rent-out time of a city (§7 `GET /listing/averagerentoutdays`).
 *
 * Definition (ours; the spec shows no server behaviour): the rent-out time of a listing is the
 * time between its publication and its deactivation — the `updated_at` of an Inactive (5)
 * listing. The city's average needs at least {@link MIN_CITY_SAMPLE} such listings; otherwise
 * the national average over all Inactive listings is given, and without any, the documented
 * default {@link DEFAULT_RENT_OUT_DAYS}. Served by the partial index
 * `listings_inactive_city_idx` (status 5).
 */
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../db/database.js';

/** Fewest deactivated listings a city needs for its own average. */
export const MIN_CITY_SAMPLE = 5;
/** Answer when no deactivated listing exists at all, in days (ours). */
export const DEFAULT_RENT_OUT_DAYS = 30;

/** The city found for a name: the largest city with that name (or slug). */
export function cityByNameQuery(cityName: string): SQL {
  return sql`select id, name from cities
    where immutable_unaccent(lower(name)) = immutable_unaccent(lower(${cityName})) or slug = lower(${cityName})
    order by address_count desc, id limit 1`;
}

/**
 * Average days between publication and deactivation of Inactive listings, and their number;
 * of one city, or of the country when `cityId` is null.
 */
export function rentOutDaysQuery(cityId: number | null): SQL {
  const city = cityId === null ? sql`` : sql` and city_id = ${cityId}`;
  return sql`select count(*)::int as sample,
      coalesce(avg(extract(epoch from (updated_at - published_at)) / 86400), 0)::float8 as days
    from listings where status = 5 and published_at is not null${city}`;
}

/** The average rent-out time of a city. */
export interface RentOutDays {
  /** The city's name as stored. */
  cityName: string;
  /** Average days from publication to deactivation, rounded to whole days (≥ 0). */
  averageDays: number;
  /** Deactivated listings averaged (0 for the default). */
  sampleSize: number;
  /** What the average is over: the city, the whole country (too few in the city), or the default. */
  basis: 'city' | 'national' | 'default';
}

/**
 * The average rent-out days of a city by name (case and diacritics ignored) or slug.
 *
 * @param db the Drizzle handle
 * @param cityName the name asked for
 * @returns the average, or null when no city has that name (the route answers 404)
 */
export async function averageRentOutDays(db: Db, cityName: string): Promise<RentOutDays | null> {
  const cityResult = await db.execute<{ id: number; name: string }>(cityByNameQuery(cityName));
  const city = cityResult.rows[0];
  if (!city) return null;
  const local = await db.execute<{ sample: number; days: number }>(rentOutDaysQuery(city.id));
  const own = local.rows[0];
  if (own && own.sample >= MIN_CITY_SAMPLE) {
    return {
      cityName: city.name,
      averageDays: Math.round(own.days),
      sampleSize: own.sample,
      basis: 'city',
    };
  }
  const national = (await db.execute<{ sample: number; days: number }>(rentOutDaysQuery(null)))
    .rows[0];
  if (national && national.sample > 0) {
    return {
      cityName: city.name,
      averageDays: Math.round(national.days),
      sampleSize: national.sample,
      basis: 'national',
    };
  }
  return {
    cityName: city.name,
    averageDays: DEFAULT_RENT_OUT_DAYS,
    sampleSize: 0,
    basis: 'default',
  };
}
