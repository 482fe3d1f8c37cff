import { BusinessResultCode, RoomsError } from '@rooms/domain';
import { and, eq } from 'drizzle-orm';

import { listings, payments } from '../../db/schema.js';

import type { Db } from '../../db/database.js';

/** A `payments` row. */
export type PaymentRow = typeof payments.$inferSelect;

/**
 * One of the user's payments, by id or PaymentIntent id.
 *
 * @throws RoomsError 1120 (404) when it does not exist or is another user's
 */
export async function ownPayment(
  db: Db,
  userId: number,
  by: { paymentId: number } | { intentId: string },
): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        'paymentId' in by
          ? eq(payments.id, by.paymentId)
          : eq(payments.stripePaymentIntentId, by.intentId),
      ),
    );
  if (payment === undefined) throw new RoomsError({ code: BusinessResultCode.TransactionNotFound });
  return payment;
}

/**
 * One of the landlord's adverts, with its boosts.
 *
 * @throws RoomsError 1015 (404) when it does not exist or is another user's
 */
export async function ownListing(
  db: Db,
  userId: number,
  listingId: number,
): Promise<{ id: number; topAdvertUntil: Date | null; unlockedUntil: Date | null }> {
  const [listing] = await db
    .select({
      id: listings.id,
      topAdvertUntil: listings.topAdvertUntil,
      unlockedUntil: listings.unlockedUntil,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.landlordId, userId)));
  if (listing === undefined) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
  return listing;
}
