/**
 * The job of one stored Stripe event (issue 27 "Webhooks"): it re-reads the event's object from
 * Stripe (the event may be late, duplicated or out of order; the object is the truth now),
 * moves the payment through the state machine, records the subscription, grants or revokes the
 * entitlements and calls the lifecycle's notices — all in one transaction, serialised per
 * Stripe customer so two jobs never write from reads of different moments.
 */
import { PaymentStatus } from '@rooms/domain';
import { eq, sql } from 'drizzle-orm';

import { payments as paymentsTable, stripeEvents } from '../db/schema.js';

import { grantPayment, revokePayment } from './entitlements.js';
import { paymentNotices } from './lifecycle/payment-notices.js';
import { canMove } from './payment-state.js';
import { referralPaymentPaid, referralPaymentReversed } from './referrals/referral-progress.js';
import {
  syncInvoice,
  syncPaymentIntent,
  syncSubscription,
  type MovedPayment,
} from './stripe-sync.js';

import type { Db, Tx } from '../db/database.js';
import type { PaymentsContext } from './payments-context.js';
import type Stripe from 'stripe';

/** A stored event as the job reads it. */
interface StoredEvent {
  id: string;
  type: string;
  objectId: string;
  payload: Stripe.Event;
}

/** The customer id of an event's object, the key the jobs of one customer are serialised on. */
function lockKeyOf(event: StoredEvent): string {
  const object = event.payload.data.object as { customer?: unknown };
  const customer =
    typeof object.customer === 'string'
      ? object.customer
      : ((object.customer as { id?: string } | null | undefined)?.id ?? undefined);
  return `stripe:${customer ?? event.objectId}`;
}

/**
 * A refund or chargeback of a payment: status Refund/Chargeback (final), entitlements revoked,
 * a referral it was clearing reversed. Only a full refund revokes; a partial one (cashback)
 * leaves the payment paid.
 */
async function reversePayment(
  tx: Tx,
  intentId: string,
  to: typeof PaymentStatus.Refund | typeof PaymentStatus.Chargeback,
  now: Date,
): Promise<void> {
  const [payment] = await tx
    .select()
    .from(paymentsTable)
    .where(eq(paymentsTable.stripePaymentIntentId, intentId))
    .for('update');
  if (payment === undefined || !canMove(payment.status as PaymentStatus, to)) return;
  await tx
    .update(paymentsTable)
    .set({ status: to, reversedAt: now, updatedAt: now })
    .where(eq(paymentsTable.id, payment.id));
  await revokePayment(tx, payment.id, now);
  await referralPaymentReversed(tx, payment.id);
}

/** The PaymentIntent id a charge or dispute names. */
function intentIdOf(object: { payment_intent?: unknown }): string | null {
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  return (intent as { id?: string } | null | undefined)?.id ?? null;
}

/** After a payment moved: grant on Paid, the lifecycle's notices, the referral's progress. */
async function afterMove(
  tx: Tx,
  moved: MovedPayment,
  period: { start: Date; end: Date } | undefined,
  now: Date,
): Promise<void> {
  const { payment } = moved;
  if (moved.endedSubscriptionId !== undefined) {
    await paymentNotices.subscriptionEnded(tx, moved.endedSubscriptionId);
  }
  if (payment.status === PaymentStatus.Paid) {
    // The row the move returned (in this transaction, under its lock): no second read.
    await grantPayment(tx, payment, now, period);
    await paymentNotices.paid(tx, payment.id);
    await referralPaymentPaid(tx, payment, now);
  } else if (
    moved.renewal &&
    (payment.status === PaymentStatus.Failed || payment.status === PaymentStatus.FailedPermanently)
  ) {
    await paymentNotices.renewalFailed(tx, payment.id);
  }
}

/**
 * Handles one stored event once: re-reads its object, applies it, marks the event handled. An
 * event already handled, or unknown, is skipped; a Stripe failure throws (the job is retried).
 *
 * @param db the application's database
 * @param context Stripe (or the stand-in)
 * @param eventId Stripe's event id
 * @param clock the current time (tests)
 */
export async function handleStripeEvent(
  db: Db,
  context: PaymentsContext,
  eventId: string,
  clock: () => Date = () => new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [event] = (await tx
      .select({
        id: stripeEvents.id,
        type: stripeEvents.type,
        objectId: stripeEvents.objectId,
        payload: stripeEvents.payload,
        handledAt: stripeEvents.handledAt,
      })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, eventId))) as (StoredEvent & { handledAt: Date | null })[];
    if (event === undefined || event.handledAt !== null) return;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKeyOf(event)}))`);
    const now = clock();
    const { stripe } = context;
    const object = event.payload.data.object as { payment_intent?: unknown; refunded?: unknown };
    if (event.type.startsWith('payment_intent.')) {
      const moved = await syncPaymentIntent(tx, stripe, event.objectId, now);
      if (moved !== null) await afterMove(tx, moved, moved.period, now);
    } else if (event.type.startsWith('invoice.')) {
      const moved = await syncInvoice(tx, stripe, event.objectId, now);
      if (moved !== null) await afterMove(tx, moved, moved.period, now);
    } else if (event.type.startsWith('customer.subscription.')) {
      const ended = await syncSubscription(tx, stripe, event.objectId, now);
      if (ended !== null) await paymentNotices.subscriptionEnded(tx, ended);
    } else if (event.type === 'charge.refunded') {
      // Signed by Stripe, and final whatever comes later: the charge in the event is enough.
      const intentId = intentIdOf(object);
      if (intentId !== null && object.refunded === true) {
        await reversePayment(tx, intentId, PaymentStatus.Refund, now);
      }
    } else if (event.type === 'charge.dispute.created') {
      const intentId = intentIdOf(object);
      if (intentId !== null) await reversePayment(tx, intentId, PaymentStatus.Chargeback, now);
    }
    await tx.update(stripeEvents).set({ handledAt: now }).where(eq(stripeEvents.id, eventId));
  });
}
