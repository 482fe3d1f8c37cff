/**
 * Rows of a paid renewing subscription for lifecycle tests: the `subscriptions` row, its paid
 * first payment and the entitlement that payment bought, the user's premium end set from it.
 */
import { PaymentStatus, ProductKind, productById } from '@rooms/domain';
import { eq } from 'drizzle-orm';

import { entitlements, payments, subscriptions, users } from '../../../db/schema.js';
import { EntitlementSource } from '../../entitlements.js';

import type { Db } from '../../../db/database.js';

let counter = 0;
const DAY_MS = 86_400_000;

/** What {@link insertPaidSubscription} made. */
export interface PaidSubscription {
  subscriptionId: number;
  stripeSubscriptionId: string;
  paymentId: number;
  paymentIntentId: string;
  periodEnd: Date;
}

/**
 * Inserts a subscription paid `paidDaysAgo` days ago whose period ends in `periodEndsInDays`.
 *
 * @param db the test database
 * @param userId the subscriber
 * @param options product (default 258), when it was paid and when the period ends
 */
export async function insertPaidSubscription(
  db: Db,
  userId: number,
  options: { productId?: number; paidDaysAgo?: number; periodEndsInDays?: number } = {},
): Promise<PaidSubscription> {
  counter += 1;
  const productId = options.productId ?? 258;
  const product = productById(productId)!;
  const now = Date.now();
  const paidAt = new Date(now - (options.paidDaysAgo ?? 2) * DAY_MS);
  const periodEnd = new Date(now + (options.periodEndsInDays ?? 28) * DAY_MS);
  const stripeSubscriptionId = `sub_test_${userId}_${counter}`;
  const paymentIntentId = `pi_test_${userId}_${counter}`;
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId,
      productId,
      stripeSubscriptionId,
      status: 'active',
      currentPeriodStart: paidAt,
      currentPeriodEnd: periodEnd,
    })
    .returning({ id: subscriptions.id });
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      productIds: [productId],
      subscriptionId: subscription!.id,
      amountCents: product.priceCents,
      status: PaymentStatus.Paid,
      stripePaymentIntentId: paymentIntentId,
      stripeInvoiceId: `in_test_${userId}_${counter}`,
      paymentMethod: 'ideal',
      paidAt,
      createdAt: paidAt,
    })
    .returning({ id: payments.id });
  await db.insert(entitlements).values({
    kind: product.kind === ProductKind.TenantSearchAccess ? 2 : 1,
    userId,
    productId,
    paymentId: payment!.id,
    source: EntitlementSource.Paid,
    startsAt: paidAt,
    endsAt: periodEnd,
  });
  await db.update(users).set({ premiumUntil: periodEnd }).where(eq(users.id, userId));
  return {
    subscriptionId: subscription!.id,
    stripeSubscriptionId,
    paymentId: payment!.id,
    paymentIntentId,
    periodEnd,
  };
}
