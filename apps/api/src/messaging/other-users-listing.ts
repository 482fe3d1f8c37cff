import { BusinessResultCode, ErrorCode, RoomsError } from '@rooms/domain';
import { and, eq } from 'drizzle-orm';

import { listings } from '../db/schema.js';
import { isVisibleStatus } from '../db/visible-listings.js';

import type { Db } from '../db/database.js';

/** The fields of a listing a reaction or a report needs. */
export interface OtherUsersListing {
  id: number;
  landlordId: number;
  studentHouseId: number | null;
}

/**
 * A visible listing (status 3, 4 or 10) of another user than the caller: what a tenant may
 * react to (§7 listing-reaction) or report (§7 `/listing/abuse`).
 *
 * @param db the database
 * @param listingId the listing asked for
 * @param userId the caller
 * @param ownMessage the message of the 403 when the listing is the caller's own
 * @returns the listing's id, landlord and student house
 * @throws RoomsError 1015 (404, 'Advert not found') when it does not exist or is not visible;
 *   http_403 (403) with `ownMessage` when the caller is its landlord
 */
export async function findOtherUsersListing(
  db: Db,
  listingId: number,
  userId: number,
  ownMessage: string,
): Promise<OtherUsersListing> {
  const [listing] = await db
    .select({
      id: listings.id,
      landlordId: listings.landlordId,
      studentHouseId: listings.studentHouseId,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), isVisibleStatus(listings.status)));
  if (listing === undefined) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
  if (listing.landlordId === userId) {
    throw new RoomsError({ code: ErrorCode.Http403, message: ownMessage });
  }
  return listing;
}
