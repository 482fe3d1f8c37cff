/**
 * The address step of the listing wizard (§2 wizard step `address`, issue 5 "Address: city and
 * street from the real geography …, the coordinate resolved from the street; read-only once the
 * advert has been published").
 */
import { ErrorCode, RoomsError } from '@rooms/domain';
import { eq } from 'drizzle-orm';

import { cities, streets } from '../db/schema.js';

import type { Db, Tx } from '../db/database.js';

/** Largest distance of an advert's point from its street's point, in metres: 40. */
export const ADDRESS_OFFSET_MAX_M = 40;

const METRES_PER_DEGREE_LAT = 111_195;

/** FNV-1a 32-bit hash of a text, as a number 0..2^32-1. */
function fnv1a(text: string): number {
  let hash = 0x81_1c_9d_c5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01_00_01_93) >>> 0;
  }
  return hash;
}

/**
 * The point of an address: the street's representative point moved by a deterministic offset
 * of at most {@link ADDRESS_OFFSET_MAX_M} metres, so adverts on one street do not stack on the
 * map, and the same address always gets the same point.
 *
 * @param street the street's point, WGS84 degrees
 * @param addressKey what makes the address unique on the street (street id and house number)
 * @returns latitude and longitude in WGS84 degrees, rounded to 6 decimals (≈ 0.1 m)
 */
export function addressPoint(
  street: { lat: number; lng: number },
  addressKey: string,
): { lat: number; lng: number } {
  const hash = fnv1a(addressKey);
  const angle = ((hash & 0xff_ff) / 0x1_00_00) * 2 * Math.PI;
  const distanceM = ((hash >>> 16) / 0x1_00_00) * ADDRESS_OFFSET_MAX_M;
  const lat = street.lat + (Math.sin(angle) * distanceM) / METRES_PER_DEGREE_LAT;
  const lng =
    street.lng +
    (Math.cos(angle) * distanceM) /
      (METRES_PER_DEGREE_LAT * Math.cos((street.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** A 400 `invalid_request` naming one body field, in the shape of request validation. */
function fieldError(field: string, message: string): RoomsError {
  return new RoomsError({
    code: ErrorCode.InvalidRequest,
    data: { fields: [{ field: `body.${field}`, message }] },
  });
}

/**
 * Checks a city and a street of the geography (`/gis/*` suggestions give their ids) and reads
 * the street's point.
 *
 * @param db the database or a transaction
 * @param cityId the city
 * @param streetId the street
 * @returns the street's point, WGS84 degrees
 * @throws RoomsError invalid_request (400) with field `body.cityId` message `not_found` for an
 *   unknown city, `body.streetId` `not_found` for an unknown street and `not_in_city` for a
 *   street of another city
 */
export async function resolveStreetPoint(
  db: Db | Tx,
  cityId: number,
  streetId: number,
): Promise<{ lat: number; lng: number }> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (city === undefined) throw fieldError('cityId', 'not_found');
  const [street] = await db
    .select({ cityId: streets.cityId, lat: streets.lat, lng: streets.lng })
    .from(streets)
    .where(eq(streets.id, streetId));
  if (street === undefined) throw fieldError('streetId', 'not_found');
  if (street.cityId !== cityId) throw fieldError('streetId', 'not_in_city');
  return { lat: street.lat, lng: street.lng };
}

/**
 * Refuses a change of the address of an advert that was published.
 *
 * @param isAddressReadonly whether the advert was published (publishedAt set)
 * @throws RoomsError `address_readonly` (409) when it was
 */
export function assertAddressWritable(isAddressReadonly: boolean): void {
  if (isAddressReadonly) throw new RoomsError({ code: ErrorCode.AddressReadonly });
}
