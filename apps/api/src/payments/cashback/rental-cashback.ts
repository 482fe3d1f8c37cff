/**
 * Cashback of a confirmed rental (issue 27 "Cashback and referrals"): a landlord who takes an
 * advert offline with reason FoundViaProduct 1 may name the conversation of the tenant who rents
 * it; that tenant gets {@link CASHBACK_PERCENT}% of the last premium payment back, once per tenant
 * ever. Recorded in the deactivation's transaction; the refund itself is a job
 * (`cashback-refund-job.ts`), so Stripe is never called while the advert's row is locked.
 */
import { CashbackStatus, PaymentStatus, PRODUCTS, ProductKind, cashbackCents } from '@rooms/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';

import { cashbacks, conversations, payments } from '../../db/schema.js';

import { enqueueCashbackRefund } from './cashback-refund-job.js';

import type { Tx } from '../../db/database.js';

/** ProductIds of tenant premium (what cashback refunds part of). */
const TENANT_PREMIUM_IDS = PRODUCTS.filter(
  (product) => product.kind === ProductKind.TenantPremium,
).map((product) => product.id);

/** What {@link recordRentalCashback} did. */
export type RentalCashback =
  | { outcome: 'conversation_not_found' }
  /** The tenant had a cashback already: nothing added. */
  | { outcome: 'exists'; tenantUserId: number }
  | { outcome: 'recorded'; tenantUserId: number; cashbackId: number; status: CashbackStatus };

/**
 * Records the cashback of the tenant of a conversation about an advert of the landlord: status
 * Pending with {@link cashbackCents} of the tenant's last paid tenant-premium payment (a refund
 * job queued), or NoPremiumPayment when there is none to refund part of.
 *
 * @param tx the deactivation's transaction
 * @param rental the advert, the conversation named and the landlord (the caller)
 * @returns what happened; `conversation_not_found` when the conversation is not about this
 *   advert or the caller is not its landlord (the caller answers 404 and rolls back)
 */
export async function recordRentalCashback(
  tx: Tx,
  rental: { listingId: number; conversationId: number; landlordId: number },
): Promise<RentalCashback> {
  const [conversation] = await tx
    .select({ tenantId: conversations.tenantId })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, rental.conversationId),
        eq(conversations.listingId, rental.listingId),
        eq(conversations.landlordId, rental.landlordId),
      ),
    );
  if (conversation === undefined) return { outcome: 'conversation_not_found' };
  const tenantUserId = conversation.tenantId;
  const [payment] = await tx
    .select({ id: payments.id, amountCents: payments.amountCents })
    .from(payments)
    .where(
      and(
        eq(payments.userId, tenantUserId),
        eq(payments.status, PaymentStatus.Paid),
        isNotNull(payments.stripePaymentIntentId),
        sql`${payments.productIds} && ${sql.raw(`array[${TENANT_PREMIUM_IDS.join(',')}]::smallint[]`)}`,
      ),
    )
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  const amount = payment === undefined ? 0 : cashbackCents(payment.amountCents);
  const status = amount > 0 ? CashbackStatus.Pending : CashbackStatus.NoPremiumPayment;
  const [inserted] = await tx
    .insert(cashbacks)
    .values({
      tenantUserId,
      listingId: rental.listingId,
      conversationId: rental.conversationId,
      paymentId: amount > 0 ? (payment?.id ?? null) : null,
      amountCents: amount > 0 ? amount : null,
      status,
    })
    .onConflictDoNothing({ target: cashbacks.tenantUserId })
    .returning({ id: cashbacks.id });
  if (inserted === undefined) return { outcome: 'exists', tenantUserId };
  if (status === CashbackStatus.Pending) await enqueueCashbackRefund(tx, inserted.id);
  return { outcome: 'recorded', tenantUserId, cashbackId: inserted.id, status };
}
