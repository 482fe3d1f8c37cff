/** What `GET /premium/cashback` answers (issue 27): the user's cashback, if any. */
import { eq } from 'drizzle-orm';

import { cashbacks, listings } from '../../db/schema.js';

import type { Db } from '../../db/database.js';
import type { CashbackStatus } from '@rooms/domain';

/** A tenant's cashback. */
export interface CashbackState {
  status: CashbackStatus;
  /** The refund, euro cents; null when nothing is paid out. */
  amountCents: number | null;
  /** The rented advert's title (null when it has none or is gone). */
  listingTitle: string | null;
  /** When the landlord confirmed the rental. */
  confirmedAt: Date;
  refundedAt: Date | null;
}

/**
 * The cashback of a tenant (at most one per tenant), or null.
 *
 * @param db the database
 * @param userId the signed-in user
 */
export async function cashbackOf(db: Db, userId: number): Promise<CashbackState | null> {
  const [row] = await db
    .select({
      status: cashbacks.status,
      amountCents: cashbacks.amountCents,
      listingTitle: listings.title,
      confirmedAt: cashbacks.createdAt,
      refundedAt: cashbacks.refundedAt,
    })
    .from(cashbacks)
    .leftJoin(listings, eq(listings.id, cashbacks.listingId))
    .where(eq(cashbacks.tenantUserId, userId));
  return row === undefined ? null : { ...row, status: row.status as CashbackStatus };
}
