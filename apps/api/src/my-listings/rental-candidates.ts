/**
 * The tenants an advert may have been rented to (issue 27 cashback): those with a conversation
 * about it, for the "who rents it?" choice when the landlord takes it offline with reason
 * FoundViaProduct (`POST /listing/deactivate-listing` with `conversationID`).
 */
import { BusinessResultCode, RoomsError } from '@rooms/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';

import { conversations, listings, users } from '../db/schema.js';

import { ownListings } from './own-listings.js';

import type { Db } from '../db/database.js';

/** Candidates listed at most (most recent conversation first). */
export const MAX_RENTAL_CANDIDATES = 50;

/** One tenant with a conversation about the advert. */
export interface RentalCandidate {
  conversationID: number;
  tenantFirstName: string;
  lastMessageAt: Date;
}

/**
 * The tenants with a conversation about an own advert, most recent first (deleted accounts left
 * out).
 *
 * @param db the database
 * @param listingId the advert
 * @param landlordId the caller
 * @throws RoomsError 1015 (404) when the advert does not exist, is another user's or was deleted
 */
export async function rentalCandidates(
  db: Db,
  listingId: number,
  landlordId: number,
): Promise<RentalCandidate[]> {
  const [own] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), ownListings(landlordId)));
  if (own === undefined) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
  return db
    .select({
      conversationID: conversations.id,
      tenantFirstName: users.firstName,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.tenantId))
    .where(
      and(
        eq(conversations.listingId, listingId),
        eq(conversations.landlordId, landlordId),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(MAX_RENTAL_CANDIDATES);
}
