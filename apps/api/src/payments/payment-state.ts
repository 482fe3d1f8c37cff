/**
 * The payment state machine (issue 27 "Webhooks"): the status a payment takes from what Stripe
 * says now, and which moves are allowed. Moves only go forward, so duplicated, late and
 * reordered events end in the same state: a paid payment is never un-paid by a late
 * `payment_failed`, and a refund or chargeback is final.
 */
import { PaymentStatus } from '@rooms/domain';

import type Stripe from 'stripe';

/** Rank of each status: a move to a lower rank is refused. */
const RANK: Readonly<Record<PaymentStatus, number>> = {
  [PaymentStatus.StartedNotSent]: 0,
  [PaymentStatus.PendingInput]: 1,
  // Failures rank with the pending states: the customer may try again (another method) and
  // the same PaymentIntent can still end paid.
  [PaymentStatus.Failed]: 1,
  [PaymentStatus.Refused]: 1,
  [PaymentStatus.Error]: 1,
  [PaymentStatus.ValidationFailure]: 1,
  [PaymentStatus.TechnicalFailure]: 1,
  [PaymentStatus.Processing]: 2,
  [PaymentStatus.PendingAndSuccess]: 2,
  // Processing may still fail (SEPA refused days later): rank 2 may move to these.
  [PaymentStatus.FailedPermanently]: 3,
  [PaymentStatus.Cancelled]: 3,
  [PaymentStatus.Paid]: 4,
  [PaymentStatus.Refund]: 5,
  [PaymentStatus.Chargeback]: 5,
};

/** Statuses after which nothing changes any more. */
const FINAL: ReadonlySet<PaymentStatus> = new Set([PaymentStatus.Refund, PaymentStatus.Chargeback]);

/**
 * Whether a payment may move from one status to another.
 *
 * @param from its stored status
 * @param to the status Stripe's current object gives
 * @returns true for a forward move; also a failure after processing (a SEPA debit refused) and
 *   a retry after a failure (processing or paid); false for the same status, any move out of a
 *   final status, and any move back (paid to failed, processing to started)
 */
export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to || FINAL.has(from)) return false;
  if (RANK[from] === 2 && RANK[to] === 1) return true;
  return RANK[to] > RANK[from] || (RANK[to] === RANK[from] && RANK[to] === 1);
}

/**
 * The status a move ends in: `to` when {@link canMove} allows it, else `from`.
 *
 * @param from the stored status
 * @param to the status of Stripe's object
 */
export function nextStatus(from: PaymentStatus, to: PaymentStatus): PaymentStatus {
  return canMove(from, to) ? to : from;
}

/**
 * The payment status of a PaymentIntent as Stripe shows it now.
 *
 * @param intent the PaymentIntent (re-read from Stripe)
 * @returns succeeded → Paid; processing → Processing; canceled → Cancelled; waiting for a
 *   method after an attempt (`last_payment_error`) → Failed; waiting for the customer's action
 *   → PendingInput; otherwise StartedNotSent
 */
export function statusOfPaymentIntent(
  intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>,
): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return PaymentStatus.Paid;
    case 'processing':
      return PaymentStatus.Processing;
    case 'canceled':
      return PaymentStatus.Cancelled;
    case 'requires_action':
      return PaymentStatus.PendingInput;
    case 'requires_payment_method':
      return intent.last_payment_error ? PaymentStatus.Failed : PaymentStatus.StartedNotSent;
    default:
      return PaymentStatus.StartedNotSent;
  }
}

/**
 * The payment status of a subscription's invoice, with its PaymentIntent when there is one.
 *
 * @param invoice the invoice (re-read)
 * @param intent its PaymentIntent, or null
 * @returns paid → Paid; void or uncollectible → Cancelled; otherwise the PaymentIntent's
 *   status (an open invoice without one: StartedNotSent)
 */
export function statusOfInvoice(
  invoice: Pick<Stripe.Invoice, 'status'>,
  intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'> | null,
): PaymentStatus {
  if (invoice.status === 'paid') return PaymentStatus.Paid;
  if (invoice.status === 'void' || invoice.status === 'uncollectible')
    return PaymentStatus.Cancelled;
  return intent === null ? PaymentStatus.StartedNotSent : statusOfPaymentIntent(intent);
}
