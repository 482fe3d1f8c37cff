/**
 * What a subscriber can do with a subscription (issue 27 "Fair subscriptions"): stop the
 * renewal in one step at any time before it (the paid period stays), undo that, and withdraw
 * within 14 days of the first payment (EU right of withdrawal: it ends now and the first payment
 * is refunded). Each action calls Stripe first and then mirrors the result in `subscriptions`,
 * so the account page shows it at once; Stripe's webhook (`customer.subscription.updated`,
 * `charge.refunded`) later confirms the same state and revokes what the refund paid for.
 */
import { ErrorCode, RoomsError } from '@rooms/domain';
import { eq } from 'drizzle-orm';

import { subscriptions, users } from '../../db/schema.js';
import { enqueueEmail } from '../../jobs/email-jobs.js';
import { endSubscriptionEntitlements, revokePayment } from '../entitlements.js';

import { withdrawalEmail } from './lifecycle-emails.js';
import { liveSubscriptionOf, withdrawablePayment } from './subscription-store.js';

import type { Db } from '../../db/database.js';
import type { PaymentsContext } from '../payments-context.js';
import type { SubscriptionRow } from './subscription-store.js';
import type { Locale } from '@rooms/i18n';

/** §8 error when the user has no live subscription (or the id named is not theirs). */
export function noSubscription(): RoomsError {
  return new RoomsError({ code: ErrorCode.Http404, message: 'No subscription', status: 404 });
}

/** Stripe could not be reached or refused: the route answers 502 with §8 code 1127. */
export class ProviderFailure extends Error {
  override readonly name = 'ProviderFailure';
}

async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderFailure('Stripe call failed', { cause: error });
  }
}

/** The user's live subscription, or the §8 404. */
async function liveOrMissing(db: Db, userId: number): Promise<SubscriptionRow> {
  const row = await liveSubscriptionOf(db, userId);
  if (row === undefined) throw noSubscription();
  return row;
}

/**
 * Ends a subscription at Stripe now (`subscriptions.cancel`) unless Stripe has ended it already.
 *
 * @throws ProviderFailure when Stripe fails
 */
export async function cancelAtStripe(payments: PaymentsContext, stripeId: string): Promise<void> {
  await atStripe(async () => {
    const current = await payments.stripe.subscriptions.retrieve(stripeId);
    if (current.status !== 'canceled') await payments.stripe.subscriptions.cancel(stripeId);
  });
}

async function setRenewal(
  db: Db,
  payments: PaymentsContext,
  row: SubscriptionRow,
  cancelAtPeriodEnd: boolean,
  now: Date,
): Promise<void> {
  if (row.cancelAtPeriodEnd === cancelAtPeriodEnd) return;
  await atStripe(() =>
    payments.stripe.subscriptions.update(row.stripeSubscriptionId, {
      cancel_at_period_end: cancelAtPeriodEnd,
    }),
  );
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd, updatedAt: now })
    .where(eq(subscriptions.id, row.id));
}

/**
 * Stops the renewal of the user's live subscription (Stripe `cancel_at_period_end`); the current
 * period stays paid. Doing it twice is harmless.
 *
 * @param db the database
 * @param payments Stripe
 * @param userId the owner (or, from a stop link, the subscription's owner)
 * @param now the current time
 * @throws RoomsError 404 when there is no live subscription; ProviderFailure when Stripe fails
 */
export async function stopRenewal(
  db: Db,
  payments: PaymentsContext,
  userId: number,
  now: Date,
): Promise<void> {
  await setRenewal(db, payments, await liveOrMissing(db, userId), true, now);
}

/**
 * Undoes {@link stopRenewal}: the subscription renews again at the period end. Only an active
 * subscription whose period has not ended can be resumed.
 *
 * @throws RoomsError 404 without a live subscription, 409 (1122) when it is not active;
 *   ProviderFailure when Stripe fails
 */
export async function resumeRenewal(
  db: Db,
  payments: PaymentsContext,
  userId: number,
  now: Date,
): Promise<void> {
  const row = await liveOrMissing(db, userId);
  if (row.status !== 'active' || (row.currentPeriodEnd !== null && row.currentPeriodEnd <= now)) {
    throw new RoomsError({ code: 1122, message: 'This subscription can no longer be resumed' });
  }
  await setRenewal(db, payments, row, false, now);
}

/**
 * The subscription a stop link names, if it is still live and its owner's.
 *
 * @param db the database
 * @param subscriptionId from the verified token
 * @returns the owner's id, or undefined
 */
export async function ownerOfSubscription(
  db: Db,
  subscriptionId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row?.userId;
}

/**
 * EU withdrawal: within 14 days of the subscription's first payment the subscription ends now
 * (Stripe `subscriptions.cancel`), the first payment is refunded in full (`refunds.create`, one
 * refund per payment by its idempotency key) and an acknowledgement e-mail is queued with the
 * row's change; premium ends at once (the payment's entitlement is revoked).
 *
 * @param db the database
 * @param payments Stripe
 * @param userId the owner
 * @param now the current time
 * @returns the refunded amount, euro cents
 * @throws RoomsError 404 without a live subscription, 409 `withdrawal_period_over` after the 14
 *   days (or when already refunded); ProviderFailure when Stripe fails
 */
export async function withdraw(
  db: Db,
  payments: PaymentsContext,
  userId: number,
  now: Date,
): Promise<{ refundedCents: number }> {
  const row = await liveOrMissing(db, userId);
  const payment = await withdrawablePayment(db, row, now);
  if (payment?.paymentIntentId == null) {
    throw new RoomsError({
      code: ErrorCode.WithdrawalPeriodOver,
      message: 'The 14-day withdrawal period of this subscription is over',
    });
  }
  const { paymentIntentId } = payment;
  await cancelAtStripe(payments, row.stripeSubscriptionId);
  const refund = await atStripe(() =>
    payments.stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        metadata: { rooms_payment_id: String(payment.paymentId), rooms_reason: 'withdrawal' },
      },
      { idempotencyKey: `rooms-withdrawal-${payment.paymentId}` },
    ),
  );
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({
        status: 'canceled',
        cancelAtPeriodEnd: false,
        withdrawnAt: now,
        endedAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id));
    // Premium ends now: the refunded payment's period is revoked (Stripe's `charge.refunded`
    // will find it done), and no other period of the subscription outlives the withdrawal.
    await revokePayment(tx, payment.paymentId, now);
    await endSubscriptionEntitlements(tx, row.id, now, now);
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    if (user !== undefined) {
      await enqueueEmail(
        tx,
        withdrawalEmail(
          { to: user.email, firstName: user.firstName, locale: user.locale as Locale },
          { productId: row.productId, refundedCents: refund.amount, withdrawnAt: now },
        ),
      );
    }
  });
  return { refundedCents: refund.amount };
}

/**
 * Account deletion: ends every subscription of the user at Stripe now (no refund: deleting the
 * account is not a withdrawal) and marks the rows ended, so nothing renews for a deleted account.
 *
 * @param db the database
 * @param payments Stripe
 * @param userId the account being deleted
 * @param now the current time
 * @throws ProviderFailure when Stripe fails (the deletion should then not go ahead)
 */
export async function cancelSubscriptionsForDeletion(
  db: Db,
  payments: PaymentsContext,
  userId: number,
  now: Date,
): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const row = await liveSubscriptionOf(db, userId);
    if (row === undefined) return cancelled;
    await cancelAtStripe(payments, row.stripeSubscriptionId);
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false, endedAt: now, updatedAt: now })
        .where(eq(subscriptions.id, row.id));
      await endSubscriptionEntitlements(tx, row.id, now, now);
    });
    cancelled += 1;
  }
}
