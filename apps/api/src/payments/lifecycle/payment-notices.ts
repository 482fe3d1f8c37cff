import { eq, sql } from 'drizzle-orm';

import { payments, subscriptions } from '../../db/schema.js';

import { FreeSource, GRACE_DAYS, grantFreePeriod } from './free-periods.js';
import { enqueueNotice } from './notice-job.js';

import type { Tx } from '../../db/database.js';

/**
 * What happens around a payment besides the entitlement (issue 27 "Fair subscriptions"): the
 * payments core calls these inside the transaction of the webhook job that moved the payment,
 * so an e-mail job commits with the state change or not at all. Owned by the subscription
 * lifecycle; the core only calls them.
 */
export interface PaymentNotices {
  /** A payment became Paid 2 (first payment, renewal, one-off): the receipt e-mail with VAT. */
  paid(tx: Tx, paymentId: number): Promise<void>;
  /**
   * A renewal invoice of a subscription failed: the payment-reminder e-mail and the 3-day grace.
   * `paymentId` is the failed renewal payment (its `stripe_payment_intent_id` is what
   * `/payment-reminder?paymentIntentId=` pays).
   */
  renewalFailed(tx: Tx, paymentId: number): Promise<void>;
  /** A subscription ended (cancelled, withdrawn, unpaid after the grace): nothing renews. */
  subscriptionEnded(tx: Tx, subscriptionId: number): Promise<void>;
}

const DAY_MS = 86_400_000;

/**
 * The lifecycle's notices. The e-mails are composed by a `subscription_notice` job queued in the
 * caller's transaction (the job knows the site's origin for the links; one job per payment and
 * kind, so a replayed event sends nothing twice); the grace period is granted in the transaction
 * itself, so premium never lapses between the failed charge and the e-mail.
 */
export const paymentNotices: PaymentNotices = {
  paid: async (tx, paymentId) => {
    await enqueueNotice(tx, { kind: 'receipt', paymentId });
  },
  renewalFailed: async (tx, paymentId) => {
    const [failed] = await tx
      .select({ userId: payments.userId, subscriptionId: payments.subscriptionId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (failed?.subscriptionId == null) return;
    const [subscription] = await tx
      .select({ productId: subscriptions.productId })
      .from(subscriptions)
      .where(eq(subscriptions.id, failed.subscriptionId));
    if (subscription === undefined) return;
    // Once per failed payment: a replayed failure event neither stretches the grace nor mails twice.
    const { rows } = await tx.execute<{ granted: boolean }>(
      sql`select exists(select 1 from entitlements e join payments p on p.id = ${paymentId}
            where e.user_id = p.user_id and e.source = ${FreeSource.Grace}
              and e.product_id = ${subscription.productId}
              and e.created_at >= p.created_at) as granted`,
    );
    if (rows[0]?.granted === true) return;
    const startsAt = new Date();
    await grantFreePeriod(tx, {
      userId: failed.userId,
      productId: subscription.productId,
      source: FreeSource.Grace,
      startsAt,
      endsAt: new Date(startsAt.getTime() + GRACE_DAYS * DAY_MS),
    });
    await enqueueNotice(tx, { kind: 'paymentReminder', paymentId });
  },
  subscriptionEnded: async (tx, subscriptionId) => {
    await tx
      .update(subscriptions)
      .set({ endedAt: sql`coalesce(${subscriptions.endedAt}, now())`, cancelAtPeriodEnd: false })
      .where(eq(subscriptions.id, subscriptionId));
  },
};
