/**
 * Where a search looks (§3 location, radius and map box): the place kinds and their SQL
 * conditions. Radius searches use a bounding-box prefilter plus an exact haversine distance
 * check; no PostgreSQL extension is needed.
 *
 * The box is written as latitude/longitude ranges, not as `point(lng, lat) <@ box(...)`: the
 * GiST operator has a constant selectivity estimate (a few rows, whatever the box), which made
 * the planner sort thousands of rows fetched from the heap; the ranges have real column
 * statistics and are served by `listings_visible_geo_idx` (a latitude band, longitude and
 * every filter checked inside the index) or filtered inside the covering sort indexes.
 */
import { sql, type SQL } from 'drizzle-orm';

import { listings } from '../db/schema.js';

import type { GeoBox } from '@rooms/domain';

/** Mean earth radius in km (IUGG), used for every distance of the search. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Length of one degree of latitude in km, rounded down so the prefilter box never undershoots. */
const KM_PER_DEGREE_LAT = 110.5;
/** Extra margin of the prefilter box (the exact check decides). */
const BOX_MARGIN = 1.01;

/**
 * Where a search looks, after the city and street slugs were looked up:
 * - `country`: everywhere (no place given);
 * - `city`: listings of that city (`city_id`, radius 0);
 * - `radius`: within `km` of a point (the city centre or the street);
 * - `box`: inside a map box (map calls);
 * - `nowhere`: an unknown city or street slug — the result is empty, not an error.
 */
export type SearchPlace =
  | { kind: 'country' }
  | { kind: 'city'; cityId: number }
  | { kind: 'radius'; lat: number; lng: number; km: number }
  | { kind: 'box'; box: GeoBox }
  | { kind: 'nowhere' };

/**
 * The smallest latitude/longitude box containing every point within `km` of a centre
 * (slightly larger: it is only the index prefilter of {@link withinRadius}).
 *
 * @param lat centre latitude, degrees
 * @param lng centre longitude, degrees
 * @param km radius, km (> 0)
 * @returns the box in degrees
 */
export function boxAround(lat: number, lng: number, km: number): GeoBox {
  const dLat = (km / KM_PER_DEGREE_LAT) * BOX_MARGIN;
  // Longitude degrees shrink towards the poles: size the box at its pole-most edge.
  const edgeLat = Math.min(89.9, Math.abs(lat) + dLat);
  const dLng = Math.min(180, dLat / Math.cos((edgeLat * Math.PI) / 180));
  return {
    latLo: Math.max(-90, lat - dLat),
    latHi: Math.min(90, lat + dLat),
    lngLo: Math.max(-180, lng - dLng),
    lngHi: Math.min(180, lng + dLng),
  };
}

/**
 * Condition: the listing's point lies in the box (edges included), as ranges on `lat` and `lng`.
 *
 * @param box degrees
 */
export function insideBox(box: GeoBox): SQL {
  return sql`${listings.lat} between ${box.latLo}::float8 and ${box.latHi}::float8 and ${listings.lng} between ${box.lngLo}::float8 and ${box.lngHi}::float8`;
}

/**
 * Condition: the listing is within `km` of a point — the box prefilter (index) AND the exact
 * haversine great-circle distance on a sphere of {@link EARTH_RADIUS_KM}.
 *
 * @param lat centre latitude, degrees
 * @param lng centre longitude, degrees
 * @param km radius, km (> 0)
 */
export function withinRadius(lat: number, lng: number, km: number): SQL {
  const distance = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
    power(sin(radians(${listings.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${listings.lat}))
      * power(sin(radians(${listings.lng} - ${lng}::float8) / 2), 2)))`;
  return sql`${insideBox(boxAround(lat, lng, km))} and ${distance} <= ${km}::float8`;
}

/**
 * The great-circle distance between two points in km (haversine, the same formula as the SQL
 * of {@link withinRadius}).
 */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * The condition of a place (see {@link SearchPlace}); `nowhere` is `false` (callers skip the
 * query altogether), `country` none.
 */
export function placeCondition(place: SearchPlace): SQL | undefined {
  switch (place.kind) {
    case 'country':
      return undefined;
    case 'city':
      return sql`${listings.cityId} = ${place.cityId}`;
    case 'radius':
      return withinRadius(place.lat, place.lng, place.km);
    case 'box':
      return insideBox(place.box);
    case 'nowhere':
      return sql`false`;
  }
}
