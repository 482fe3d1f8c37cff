/**
 * The payment state machine: what happens when a PaymentIntent is confirmed (the browser's step,
 * here `/_standin/confirm`), when a processing SEPA debit settles, when a subscription renews,
 * and the effects on the intent's invoice and subscription — emitting the events in Stripe's
 * order: the intent's event, then the invoice's, then `customer.subscription.updated`.
 *
 *   requires_payment_method ──confirm──▶ succeeded
 *            ▲      │                 ▶ processing ──settle──▶ succeeded | requires_payment_method
 *            └──────┘ failed (last_payment_error set; can be confirmed again)
 */
import { loadObject, type HandlerContext } from './context.js';
import { invalidParam, unexpectedState } from './errors.js';
import { newId } from './ids.js';
import { insertSubscriptionInvoice } from './invoices.js';
import { assertOpen, invoiceOfPaymentIntent } from './payment-intents.js';
import { createPaymentMethod, paymentMethodDetails } from './payment-methods.js';
import { endSubscription, periodEnd, saveSubscription } from './subscriptions.js';

import type {
  ChargeRecord,
  DisputeRecord,
  InvoiceRecord,
  PaymentIntentRecord,
  PaymentMethodRecord,
  StandinPaymentMethodType,
  SubscriptionRecord,
} from './models.js';

/** How a payment attempt ends. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'processing';

/** Subscription statuses a paid invoice makes `active`. */
const REVIVED_BY_PAYMENT: readonly SubscriptionRecord['status'][] = [
  'incomplete',
  'past_due',
  'unpaid',
];

/** The charge of one attempt (a settle updates the attempt's charge instead). */
function chargeOf(
  context: HandlerContext,
  intent: PaymentIntentRecord,
  method: PaymentMethodRecord,
  outcome: PaymentOutcome,
  existing?: ChargeRecord,
  generated?: { chargeId: string; sepaDebit: PaymentMethodRecord },
): ChargeRecord {
  const succeeded = outcome === 'succeeded';
  const failed = outcome === 'failed';
  const details = paymentMethodDetails(method);
  if (generated !== undefined) {
    // Like Stripe: a saved iDEAL/Bancontact payment names the SEPA debit generated from it.
    details[method.type] = {
      ...(details[method.type] as object),
      generated_sepa_debit: generated.sepaDebit.id,
    };
  }
  return {
    id: existing?.id ?? generated?.chargeId ?? newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: succeeded ? intent.amount : 0,
    amount_refunded: 0,
    captured: succeeded,
    created: existing?.created ?? context.now,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_code: failed
      ? method.type === 'card'
        ? 'card_declined'
        : 'payment_method_provider_decline'
      : null,
    failure_message: failed ? 'The payment was declined (stand-in).' : null,
    livemode: false,
    metadata: intent.metadata,
    paid: succeeded,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: details as unknown as ChargeRecord['payment_method_details'],
    refunded: false,
    status: succeeded ? 'succeeded' : failed ? 'failed' : 'pending',
  };
}

/** The intent after an attempt with `method`. */
function intentAfter(
  intent: PaymentIntentRecord,
  method: PaymentMethodRecord,
  charge: ChargeRecord,
  outcome: PaymentOutcome,
): PaymentIntentRecord {
  if (outcome === 'failed') {
    return {
      ...intent,
      status: 'requires_payment_method',
      // Stripe detaches a declined method from the intent and reports it in last_payment_error.
      payment_method: null,
      latest_charge: charge.id,
      last_payment_error: {
        type: 'card_error',
        code: charge.failure_code ?? 'card_declined',
        decline_code: 'generic_decline',
        message: charge.failure_message ?? 'The payment was declined.',
        charge: charge.id,
        payment_method: method as unknown as NonNullable<
          PaymentIntentRecord['last_payment_error']
        >['payment_method'],
      } as PaymentIntentRecord['last_payment_error'],
    };
  }
  return {
    ...intent,
    status: outcome,
    payment_method: method.id,
    latest_charge: charge.id,
    last_payment_error: null,
    amount_received: outcome === 'succeeded' ? intent.amount : 0,
  };
}

/** The method a subscription keeps for renewals: iDEAL and Bancontact renew as SEPA debits. */
async function methodToSave(
  context: HandlerContext,
  method: PaymentMethodRecord,
  customer: string,
  generated?: PaymentMethodRecord,
): Promise<PaymentMethodRecord> {
  if (method.type === 'ideal' || method.type === 'bancontact') {
    return generated ?? createPaymentMethod(context, 'sepa_debit', customer);
  }
  return context.store.put({ ...method, customer });
}

/** The invoice's and its subscription's part of an attempt's outcome. */
async function applyToInvoice(
  context: HandlerContext,
  invoice: InvoiceRecord,
  method: PaymentMethodRecord,
  outcome: PaymentOutcome,
  firstAttempt: boolean,
  generated?: PaymentMethodRecord,
): Promise<void> {
  const subscriptionId = invoice.parent?.subscription_details?.subscription as string | undefined;
  const before = subscriptionId
    ? await context.store.get<SubscriptionRecord>(subscriptionId)
    : undefined;
  const attempted: InvoiceRecord = {
    ...invoice,
    attempted: true,
    attempt_count: invoice.attempt_count + (firstAttempt ? 1 : 0),
  };
  if (outcome === 'succeeded') {
    const paid = await context.store.put({
      ...attempted,
      status: 'paid' as const,
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      status_transitions: { ...invoice.status_transitions, paid_at: context.now },
    });
    await context.events.emit('invoice.paid', paid);
    if (!before) return;
    const after: SubscriptionRecord = { ...before };
    if (REVIVED_BY_PAYMENT.includes(before.status)) after.status = 'active';
    if (before.payment_settings?.save_default_payment_method === 'on_subscription') {
      after.default_payment_method = (
        await methodToSave(context, method, before.customer as string, generated)
      ).id;
    }
    await saveSubscription(context, before, after);
    return;
  }
  await context.store.put(attempted);
  if (outcome === 'processing') return;
  await context.events.emit('invoice.payment_failed', attempted);
  // A failed renewal makes the subscription past_due; a failed first payment leaves it incomplete.
  if (before && before.status === 'active' && invoice.billing_reason !== 'subscription_create') {
    await saveSubscription(context, before, { ...before, status: 'past_due' });
  }
}

/**
 * The SEPA debit Stripe generates from a succeeded iDEAL or Bancontact payment whose method is
 * saved (`setup_future_usage`, or a subscription saving its default method): a `sepa_debit`
 * payment method of the customer with the IBAN's fingerprint, `generated_from` the charge.
 */
async function generatedSepaDebit(
  context: HandlerContext,
  intent: PaymentIntentRecord,
  invoice: InvoiceRecord | undefined,
  method: PaymentMethodRecord,
  outcome: PaymentOutcome,
): Promise<{ chargeId: string; sepaDebit: PaymentMethodRecord } | undefined> {
  if (outcome !== 'succeeded' || (method.type !== 'ideal' && method.type !== 'bancontact')) {
    return undefined;
  }
  const customer = intent.customer as string | null;
  if (customer === null) return undefined;
  let saved = intent.setup_future_usage !== null && intent.setup_future_usage !== undefined;
  const subscriptionId = invoice?.parent?.subscription_details?.subscription as string | undefined;
  if (!saved && subscriptionId) {
    const subscription = await context.store.get<SubscriptionRecord>(subscriptionId);
    saved = subscription?.payment_settings?.save_default_payment_method === 'on_subscription';
  }
  if (!saved) return undefined;
  const chargeId = newId('ch');
  const sepaDebit = await createPaymentMethod(context, 'sepa_debit', customer);
  const withOrigin = await context.store.put({
    ...sepaDebit,
    sepa_debit: {
      ...(sepaDebit.sepa_debit as object),
      generated_from: { charge: chargeId, setup_attempt: null },
    } as unknown as PaymentMethodRecord['sepa_debit'],
  });
  return { chargeId, sepaDebit: withOrigin };
}

/** One attempt: charge, intent, the intent's event, then the invoice's effects. */
async function attempt(
  context: HandlerContext,
  intent: PaymentIntentRecord,
  method: PaymentMethodRecord,
  outcome: PaymentOutcome,
  existingCharge?: ChargeRecord,
): Promise<PaymentIntentRecord> {
  const invoice = await invoiceOfPaymentIntent(context, intent.id);
  const generated = await generatedSepaDebit(context, intent, invoice, method, outcome);
  const charge = await context.store.put(
    chargeOf(context, intent, method, outcome, existingCharge, generated),
  );
  const after = await context.store.put(intentAfter(intent, method, charge, outcome));
  const eventType =
    outcome === 'succeeded'
      ? 'payment_intent.succeeded'
      : outcome === 'failed'
        ? 'payment_intent.payment_failed'
        : 'payment_intent.processing';
  await context.events.emit(eventType, after);
  if (invoice)
    await applyToInvoice(
      context,
      invoice,
      method,
      outcome,
      existingCharge === undefined,
      generated?.sepaDebit,
    );
  return after;
}

/**
 * Confirms a PaymentIntent as the customer's browser would, with a new payment method.
 *
 * @param type default: `sepa_debit` for `processing` when allowed, else the intent's first type
 * @throws 400 when the intent is not awaiting payment or the type is not allowed on it
 */
export async function confirmPaymentIntent(
  context: HandlerContext,
  intent: PaymentIntentRecord,
  outcome: PaymentOutcome,
  type?: StandinPaymentMethodType,
): Promise<PaymentIntentRecord> {
  assertOpen(intent, 'confirmed');
  const allowed = intent.payment_method_types as StandinPaymentMethodType[];
  const chosen =
    type ??
    (outcome === 'processing' && allowed.includes('sepa_debit')
      ? 'sepa_debit'
      : (allowed[0] ?? 'card'));
  if (!allowed.includes(chosen)) {
    throw invalidParam(
      'paymentMethodType',
      `The PaymentIntent does not allow ${chosen} (allowed: ${allowed.join(', ')}).`,
    );
  }
  const method = await createPaymentMethod(context, chosen, intent.customer as string | null);
  return attempt(context, intent, method, outcome);
}

/**
 * Ends a processing payment (a SEPA debit's result days later).
 *
 * @throws 400 when the intent is not processing
 */
export async function settlePaymentIntent(
  context: HandlerContext,
  intent: PaymentIntentRecord,
  outcome: 'succeeded' | 'failed',
): Promise<PaymentIntentRecord> {
  if (intent.status !== 'processing' || !intent.payment_method || !intent.latest_charge) {
    throw unexpectedState(
      `This PaymentIntent's status is ${intent.status}, not processing.`,
      'payment_intent_unexpected_state',
    );
  }
  const method = await loadObject<PaymentMethodRecord>(
    context,
    intent.payment_method as string,
    'payment_method',
  );
  const charge = await loadObject<ChargeRecord>(context, intent.latest_charge as string, 'charge');
  return attempt(context, intent, method, outcome, charge);
}

/**
 * Renews a subscription now: the current period ends, the next starts (`customer.subscription.updated`),
 * a `subscription_cycle` invoice is charged off-session with the saved method. A subscription set
 * to cancel at period end is canceled instead (`customer.subscription.deleted`).
 *
 * @returns the subscription afterwards
 * @throws 400 when the subscription is not active/past_due or has no saved payment method
 */
export async function renewSubscription(
  context: HandlerContext,
  subscription: SubscriptionRecord,
  outcome: PaymentOutcome,
): Promise<SubscriptionRecord> {
  if (subscription.status !== 'active' && subscription.status !== 'past_due') {
    throw unexpectedState(
      `A ${subscription.status} subscription does not renew.`,
      'subscription_unexpected_state',
    );
  }
  if (subscription.cancel_at_period_end)
    return endSubscription(context, subscription, 'cancellation_requested');
  if (!subscription.default_payment_method) {
    throw unexpectedState(
      'The subscription has no saved payment method to charge.',
      'subscription_payment_method_missing',
    );
  }
  const method = await loadObject<PaymentMethodRecord>(
    context,
    subscription.default_payment_method as string,
    'payment_method',
  );
  const renewed: SubscriptionRecord = {
    ...subscription,
    items: {
      ...subscription.items,
      data: subscription.items.data.map((item) => ({
        ...item,
        current_period_start: context.now,
        current_period_end: periodEnd(item.price, context.now),
      })),
    },
  };
  const { invoice, intent } = await insertSubscriptionInvoice(
    context,
    renewed,
    'subscription_cycle',
  );
  renewed.latest_invoice = invoice.id;
  await saveSubscription(context, subscription, renewed);
  await attempt(context, intent, method, outcome);
  return loadObject<SubscriptionRecord>(context, subscription.id, 'subscription');
}

/**
 * Moves the end of the current period (tests of the renewal reminder); emits
 * `customer.subscription.updated`.
 *
 * @param currentPeriodEnd unix seconds, not before the period's start
 */
export async function movePeriodEnd(
  context: HandlerContext,
  subscription: SubscriptionRecord,
  currentPeriodEnd: number,
): Promise<SubscriptionRecord> {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw unexpectedState(
      'A canceled subscription has no period to move.',
      'subscription_unexpected_state',
    );
  }
  const start = subscription.items.data[0]?.current_period_start ?? 0;
  if (currentPeriodEnd <= start)
    throw invalidParam('currentPeriodEnd', 'The period must end after it starts.');
  return saveSubscription(context, subscription, {
    ...subscription,
    cancel_at: subscription.cancel_at_period_end ? currentPeriodEnd : subscription.cancel_at,
    items: {
      ...subscription.items,
      data: subscription.items.data.map((item) => ({
        ...item,
        current_period_end: currentPeriodEnd,
      })),
    },
  });
}

/**
 * A chargeback on a succeeded payment: a `needs_response` dispute and `charge.dispute.created`.
 *
 * @throws 400 when the payment has not succeeded or is already disputed
 */
export async function disputePayment(
  context: HandlerContext,
  intent: PaymentIntentRecord,
): Promise<DisputeRecord> {
  if (intent.status !== 'succeeded' || !intent.latest_charge) {
    throw unexpectedState(
      `Only a succeeded payment can be disputed (status ${intent.status}).`,
      'payment_intent_unexpected_state',
    );
  }
  const charge = await loadObject<ChargeRecord>(context, intent.latest_charge as string, 'charge');
  if (charge.disputed) throw unexpectedState('This charge is already disputed.', 'charge_disputed');
  await context.store.put({ ...charge, disputed: true });
  const dispute: DisputeRecord = {
    id: newId('dp'),
    object: 'dispute',
    amount: charge.amount - charge.amount_refunded,
    charge: charge.id,
    created: context.now,
    currency: charge.currency,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: intent.id,
    reason: 'fraudulent',
    status: 'needs_response',
  };
  await context.store.put(dispute);
  await context.events.emit('charge.dispute.created', dispute);
  return dispute;
}
