/**
 * A student house's address, through the wizard's address machinery (§2 wizard step `address`):
 * a city and a street of the geography, a house number and a Dutch postcode, the point resolved
 * from the street with the same deterministic offset as an advert's.
 */
import { normalizeHouseNumber, normalizePostcode } from '@rooms/domain';

import { addressPoint, resolveStreetPoint } from '../listing-wizard/wizard-address.js';

import type { Db } from '../db/database.js';

/** An address as stored on a house. */
export interface HouseAddress {
  cityId: number;
  streetId: number;
  /** Normalised: '12A'. */
  houseNumber: string;
  /** Normalised: '1234 AB'. */
  postcode: string;
  /** WGS84 degrees. */
  lat: number;
  lng: number;
}

/**
 * Checks and resolves an address whose form the body schema already judged (`addressProblems`).
 *
 * @throws RoomsError invalid_request (400) `body.cityId` / `body.streetId` `not_found`, or
 *   `body.streetId` `not_in_city` (see `resolveStreetPoint`)
 */
export async function resolveHouseAddress(
  db: Db,
  typed: { cityId: number; streetId: number; houseNumber: string; postcode: string },
): Promise<HouseAddress> {
  const street = await resolveStreetPoint(db, typed.cityId, typed.streetId);
  // The body's rules passed, so both normalise.
  const houseNumber = normalizeHouseNumber(typed.houseNumber)!;
  return {
    cityId: typed.cityId,
    streetId: typed.streetId,
    houseNumber,
    postcode: normalizePostcode(typed.postcode)!,
    ...addressPoint(street, `${typed.streetId}/${houseNumber}`),
  };
}
