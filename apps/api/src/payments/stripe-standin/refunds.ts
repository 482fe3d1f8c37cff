/** `/v1/refunds`: refund all or part of a succeeded payment; emits `charge.refunded`. */
import { loadObject, type HandlerContext } from './context.js';
import { invalidParam, unexpectedState } from './errors.js';
import { newId } from './ids.js';
import { mergeMetadata, optionalInteger, optionalString } from './params.js';

import type { FormObject } from './form-body.js';
import type { ChargeRecord, PaymentIntentRecord, RefundRecord } from './models.js';

const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

/** The charge a refund names (`payment_intent` or `charge`), which must have succeeded. */
async function refundedCharge(context: HandlerContext, params: FormObject): Promise<ChargeRecord> {
  const intentId = optionalString(params, 'payment_intent');
  const chargeId = optionalString(params, 'charge');
  if (intentId) {
    const intent = await loadObject<PaymentIntentRecord>(
      context,
      intentId,
      'payment_intent',
      'payment_intent',
    );
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      throw unexpectedState(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    return loadObject<ChargeRecord>(context, intent.latest_charge as string, 'charge');
  }
  if (chargeId) {
    const charge = await loadObject<ChargeRecord>(context, chargeId, 'charge', 'charge');
    if (charge.status !== 'succeeded')
      throw unexpectedState(`Charge ${charge.id} has not succeeded.`, 'charge_not_refundable');
    return charge;
  }
  throw invalidParam(
    'payment_intent',
    'One of the following params should be provided for this request: payment_intent or charge.',
    'parameter_missing',
  );
}

/**
 * POST /v1/refunds (`payment_intent` or `charge`, `amount` in cents (default: what is left),
 * `reason`, `metadata`). Refunds succeed at once.
 *
 * @throws 400 `charge_already_refunded` when nothing is left, `amount_too_large` above it
 */
export async function createRefund(
  context: HandlerContext,
  params: FormObject,
): Promise<RefundRecord> {
  const charge = await refundedCharge(context, params);
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0)
    throw unexpectedState(
      `Charge ${charge.id} has already been refunded.`,
      'charge_already_refunded',
    );
  const amount = optionalInteger(params, 'amount') ?? left;
  if (amount < 1 || amount > left) {
    throw invalidParam(
      'amount',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`,
      'amount_too_large',
    );
  }
  const reason = optionalString(params, 'reason');
  if (reason !== undefined && !REASONS.has(reason))
    throw invalidParam('reason', `Invalid reason: ${reason}`);
  const refund: RefundRecord = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: context.now,
    currency: charge.currency,
    metadata: mergeMetadata({}, params),
    payment_intent: charge.payment_intent,
    reason: (reason as RefundRecord['reason']) ?? null,
    status: 'succeeded',
  };
  await context.store.put(refund);
  const refunded = await context.store.put({
    ...charge,
    amount_refunded: charge.amount_refunded + amount,
    refunded: charge.amount_refunded + amount === charge.amount,
  });
  await context.events.emit('charge.refunded', refunded, {
    amount_refunded: charge.amount_refunded,
    refunded: charge.refunded,
  });
  return refund;
}
