/**
 * Brings Rooms' rows in step with Stripe's objects as they are now (re-read, never the event's
 * copy): payments through the monotonic state machine, subscriptions with their period and
 * end. Used by the webhook job (`handle-stripe-event.ts`) inside its transaction.
 */
import { PaymentStatus, productById } from '@rooms/domain';
import { eq } from 'drizzle-orm';

import { payments, subscriptions, users } from '../db/schema.js';

import { endSubscriptionEntitlements } from './entitlements.js';
import { canMove, statusOfInvoice, statusOfPaymentIntent } from './payment-state.js';

import type { Tx } from '../db/database.js';
import type Stripe from 'stripe';

/** A `payments` row. */
export type PaymentRow = typeof payments.$inferSelect;

/** A payment that moved: its row after the move, where it came from, what it pays. */
export interface MovedPayment {
  payment: PaymentRow;
  from: PaymentStatus;
  /** A subscription's renewal invoice (not its first one). */
  renewal: boolean;
  /** The billing period of a subscription invoice (what the payment grants). */
  period?: { start: Date; end: Date };
  /** A subscription (Rooms id) that ended while the invoice was read (notice it). */
  endedSubscriptionId?: number;
}

/** Subscription statuses after which nothing renews. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/** A unix-seconds time as a Date. */
function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** The id of an expandable field. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The card-provider method string (§3) of a PaymentIntent, when it is known. */
function methodOf(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method;
  if (method !== null && typeof method === 'object') return method.type;
  return intent.payment_method_types.length === 1 ? (intent.payment_method_types[0] ?? null) : null;
}

/** What a PaymentIntent is read with: its method and charge, for the method and fingerprint. */
const INTENT_EXPAND = ['payment_method', 'latest_charge'];

/**
 * The fingerprint of what paid an intent (self-referral check): the card's, or the IBAN's of a
 * SEPA debit; for iDEAL and Bancontact the IBAN's of the SEPA debit Stripe generated from the
 * payment (only when the method is saved, e.g. for a subscription; else Stripe gives none).
 *
 * @param stripe the client (one more read for a generated SEPA debit)
 * @param intent the intent, read with {@link INTENT_EXPAND}
 * @returns the fingerprint, or null when Stripe gives none
 */
export async function paymentFingerprintOf(
  stripe: Stripe,
  intent: Stripe.PaymentIntent,
): Promise<string | null> {
  const method = intent.payment_method;
  if (method !== null && typeof method === 'object') {
    const direct = method.card?.fingerprint ?? method.sepa_debit?.fingerprint ?? null;
    if (direct !== null) return direct;
  }
  const charge = intent.latest_charge;
  if (charge === null || typeof charge !== 'object') return null;
  const details = charge.payment_method_details;
  const generated =
    details?.ideal?.generated_sepa_debit ?? details?.bancontact?.generated_sepa_debit ?? null;
  if (generated === null) return null;
  const sepa =
    typeof generated === 'string' ? await stripe.paymentMethods.retrieve(generated) : generated;
  return sepa.sepa_debit?.fingerprint ?? null;
}

/** Writes a move of a payment and returns the row after it. */
async function movePayment(
  tx: Tx,
  stripe: Stripe,
  payment: PaymentRow,
  to: PaymentStatus,
  intent: Stripe.PaymentIntent | null,
  now: Date,
): Promise<PaymentRow> {
  const fingerprint =
    to === PaymentStatus.Paid && intent !== null
      ? await paymentFingerprintOf(stripe, intent)
      : null;
  const [moved] = await tx
    .update(payments)
    .set({
      status: to,
      updatedAt: now,
      ...(to === PaymentStatus.Paid ? { paidAt: now } : {}),
      ...(fingerprint === null ? {} : { paymentFingerprint: fingerprint }),
      ...(intent !== null && methodOf(intent) !== null ? { paymentMethod: methodOf(intent) } : {}),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return moved!;
}

/**
 * Records a subscription as Stripe has it now (status, period, stop at period end, end); a
 * subscription Rooms has no row of is added from its metadata (`rooms_user_id`,
 * `rooms_product_ids`). When it ended now, the entitlements of its payments end with it.
 *
 * @returns the Rooms id of the subscription when it ended with this call, else null
 */
export async function syncSubscription(
  tx: Tx,
  stripe: Stripe,
  subscriptionId: string,
  now: Date,
): Promise<number | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  const fields = {
    status: subscription.status,
    currentPeriodStart: item === undefined ? null : fromUnix(item.current_period_start),
    currentPeriodEnd: item === undefined ? null : fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    updatedAt: now,
  };
  let [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscription.id))
    .for('update');
  if (row === undefined) {
    const userId = Number(subscription.metadata.rooms_user_id);
    const productId = Number(subscription.metadata.rooms_product_ids?.split(',')[0]);
    const [user] = Number.isSafeInteger(userId)
      ? await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
      : [];
    if (user === undefined || productById(productId)?.renews !== true) return null;
    [row] = await tx
      .insert(subscriptions)
      .values({ userId, productId, stripeSubscriptionId: subscription.id, ...fields })
      .returning();
  } else {
    await tx.update(subscriptions).set(fields).where(eq(subscriptions.id, row.id));
  }
  if (!ENDED_STATUSES.has(subscription.status) || row!.endedAt !== null) return null;
  const endedAt =
    subscription.ended_at === null || subscription.ended_at === undefined
      ? now
      : fromUnix(subscription.ended_at);
  await tx.update(subscriptions).set({ endedAt }).where(eq(subscriptions.id, row!.id));
  await endSubscriptionEntitlements(tx, row!.id, endedAt, now);
  return row!.id;
}

/**
 * A subscription invoice as Stripe has it now: the subscription first (so an end is known
 * before the invoice grants), then the invoice's payment (a renewal Rooms has not seen gets a
 * row), moved to the status of the invoice and its PaymentIntent.
 *
 * @returns the move, or null when nothing moved or the invoice is not a Rooms subscription's
 */
export async function syncInvoice(
  tx: Tx,
  stripe: Stripe,
  invoiceId: string,
  now: Date,
): Promise<MovedPayment | null> {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (invoiceId === '' || subscriptionId === null) return null;
  const ended = await syncSubscription(tx, stripe, subscriptionId, now);
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  if (subscription === undefined) return null;
  const intentId =
    invoice.payments?.data
      .map((entry) => idOf(entry.payment.payment_intent))
      .find((id) => id !== null) ?? null;
  let [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.stripeInvoiceId, invoice.id))
    .for('update');
  if (payment === undefined) {
    // A renewal: Stripe made the invoice; Rooms records it as a payment of its own.
    await tx
      .insert(payments)
      .values({
        userId: subscription.userId,
        productIds: [subscription.productId],
        subscriptionId: subscription.id,
        amountCents: invoice.amount_due > 0 ? invoice.amount_due : invoice.total,
        stripeInvoiceId: invoice.id,
        stripePaymentIntentId: intentId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.stripeInvoiceId, invoice.id))
      .for('update');
    if (payment === undefined) return null;
  } else if (payment.stripePaymentIntentId === null && intentId !== null) {
    await tx
      .update(payments)
      .set({ stripePaymentIntentId: intentId })
      .where(eq(payments.id, payment.id));
  }
  const intent =
    intentId === null
      ? null
      : await stripe.paymentIntents.retrieve(intentId, { expand: INTENT_EXPAND });
  const from = payment.status as PaymentStatus;
  const to = statusOfInvoice(invoice, intent);
  if (!canMove(from, to)) return null;
  const line = invoice.lines.data[0];
  let period =
    line === undefined
      ? undefined
      : { start: fromUnix(line.period.start), end: fromUnix(line.period.end) };
  const [current] = await tx
    .select({ endedAt: subscriptions.endedAt })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscription.id));
  // A subscription that ended before its period did (withdrawal) grants only up to its end.
  if (period !== undefined && current?.endedAt && current.endedAt < period.end) {
    period = { start: period.start, end: current.endedAt };
  }
  return {
    payment: await movePayment(tx, stripe, payment, to, intent, now),
    from,
    renewal: invoice.billing_reason === 'subscription_cycle',
    ...(period === undefined ? {} : { period }),
    ...(ended === null ? {} : { endedSubscriptionId: ended }),
  };
}

/**
 * A PaymentIntent as Stripe has it now. The intent of a subscription invoice is judged with
 * its invoice ({@link syncInvoice}); one Rooms did not create is ignored.
 *
 * @returns the move, or null when nothing moved
 */
export async function syncPaymentIntent(
  tx: Tx,
  stripe: Stripe,
  intentId: string,
  now: Date,
): Promise<MovedPayment | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.stripePaymentIntentId, intentId))
    .for('update');
  if (payment === undefined) return null;
  if (payment.stripeInvoiceId !== null) {
    return syncInvoice(tx, stripe, payment.stripeInvoiceId, now);
  }
  const intent = await stripe.paymentIntents.retrieve(intentId, { expand: INTENT_EXPAND });
  const from = payment.status as PaymentStatus;
  const to = statusOfPaymentIntent(intent);
  if (!canMove(from, to)) return null;
  return {
    payment: await movePayment(tx, stripe, payment, to, intent, now),
    from,
    renewal: false,
  };
}
