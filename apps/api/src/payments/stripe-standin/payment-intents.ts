/** `/v1/payment_intents`: create, retrieve, update and cancel. Confirmation is a control call. */
import { randomBytes } from 'node:crypto';

import { loadObject, type HandlerContext } from './context.js';
import { invalidParam, unexpectedState } from './errors.js';
import { newId } from './ids.js';
import {
  mergeMetadata,
  objectParam,
  optionalBoolean,
  optionalInteger,
  optionalString,
  optionalStringArray,
  requiredString,
} from './params.js';

import type { FormObject } from './form-body.js';
import type { InvoiceRecord, PaymentIntentRecord, StandinPaymentMethodType } from './models.js';

/** The payment method types the stand-in can pay with. */
export const PAYMENT_METHOD_TYPES: readonly StandinPaymentMethodType[] = [
  'card',
  'ideal',
  'bancontact',
  'sepa_debit',
];

/** Stripe's smallest charge in euro, in cents. */
const MIN_AMOUNT_CENTS = 50;

/** Stripe's largest charge, in cents (99,999,999). */
const MAX_AMOUNT_CENTS = 99_999_999;

/** Statuses in which a PaymentIntent can still be changed, confirmed or canceled. */
const OPEN_STATUSES: readonly PaymentIntentRecord['status'][] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

/**
 * The intent, when it still awaits its payment (can be updated, confirmed or canceled).
 *
 * @param action for the message: what cannot be done ("updated", "confirmed", "canceled")
 * @throws 400 `payment_intent_unexpected_state` otherwise
 */
export function assertOpen(intent: PaymentIntentRecord, action: string): PaymentIntentRecord {
  if (!OPEN_STATUSES.includes(intent.status)) {
    throw unexpectedState(
      `This PaymentIntent's status is ${intent.status}, it cannot be ${action}.`,
      'payment_intent_unexpected_state',
    );
  }
  return intent;
}

/** Validates a `payment_method_types` list against the types the stand-in knows. */
export function paymentMethodTypes(
  types: string[],
  param = 'payment_method_types',
): StandinPaymentMethodType[] {
  if (types.length === 0) throw invalidParam(param, 'payment_method_types must not be empty.');
  for (const type of types) {
    if (!PAYMENT_METHOD_TYPES.includes(type as StandinPaymentMethodType)) {
      throw invalidParam(
        param,
        `The payment method type "${type}" is invalid.`,
        'payment_method_invalid_parameter',
      );
    }
  }
  return [...new Set(types)] as StandinPaymentMethodType[];
}

/** Validates an amount in cents. */
function amountOf(value: number | undefined, required: boolean): number | undefined {
  if (value === undefined) {
    if (required)
      throw invalidParam('amount', 'Missing required param: amount.', 'parameter_missing');
    return undefined;
  }
  if (value < MIN_AMOUNT_CENTS)
    throw invalidParam('amount', 'Amount must be at least €0.50 eur', 'amount_too_small');
  if (value > MAX_AMOUNT_CENTS)
    throw invalidParam('amount', 'Amount must be no more than €999,999.99', 'amount_too_large');
  return value;
}

/** The fields of a new PaymentIntent that the caller decides. */
export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  paymentMethodTypes: StandinPaymentMethodType[];
  /** The list the caller asked for (`allowed_payment_method_types`), null when it did not. */
  allowedPaymentMethodTypes?: StandinPaymentMethodType[] | null;
  receiptEmail?: string | null;
  setupFutureUsage?: PaymentIntentRecord['setup_future_usage'];
}

/** Makes and stores a PaymentIntent awaiting its payment method (also used for invoices). */
export async function insertPaymentIntent(
  context: HandlerContext,
  fields: NewPaymentIntent,
): Promise<PaymentIntentRecord> {
  const id = newId('pi');
  const intent: PaymentIntentRecord = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: (fields.allowedPaymentMethodTypes ??
      null) as PaymentIntentRecord['allowed_payment_method_types'],
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
    confirmation_method: 'automatic',
    created: context.now,
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata,
    next_action: null,
    payment_method: null,
    payment_method_types: fields.paymentMethodTypes,
    processing: null,
    receipt_email: fields.receiptEmail ?? null,
    setup_future_usage: fields.setupFutureUsage ?? null,
    status: 'requires_payment_method',
  };
  return context.store.put(intent);
}

/**
 * The requested payment method types: `allowed_payment_method_types` (the name in the SDK's
 * types of this API version) or `payment_method_types` (the older name, still accepted).
 */
function requestedTypes(params: FormObject): StandinPaymentMethodType[] | undefined {
  const allowed = optionalStringArray(params, 'allowed_payment_method_types');
  if (allowed) return paymentMethodTypes(allowed, 'allowed_payment_method_types');
  const types = optionalStringArray(params, 'payment_method_types');
  return types ? paymentMethodTypes(types) : undefined;
}

/** The customer named by a `customer` parameter, checked to exist. */
async function customerParam(
  context: HandlerContext,
  params: FormObject,
): Promise<string | null | undefined> {
  const customer = optionalString(params, 'customer');
  if (customer === undefined) return undefined;
  if (customer === '') return null;
  await loadObject(context, customer, 'customer', 'customer');
  return customer;
}

/**
 * POST /v1/payment_intents (`amount`, `currency`, `customer`, `allowed_payment_method_types` or
 * `payment_method_types`,
 * `automatic_payment_methods[enabled]`, `metadata`, `description`, `receipt_email`,
 * `setup_future_usage`). `confirm=true` is refused: confirmation is the browser's step, here the
 * control endpoint's.
 */
export async function createPaymentIntent(
  context: HandlerContext,
  params: FormObject,
): Promise<PaymentIntentRecord> {
  if (optionalBoolean(params, 'confirm')) {
    throw invalidParam('confirm', 'The stand-in confirms through POST /_standin/confirm only.');
  }
  const types = requestedTypes(params);
  const automatic = optionalBoolean(objectParam(params, 'automatic_payment_methods'), 'enabled');
  const setupFutureUsage = optionalString(params, 'setup_future_usage');
  if (
    setupFutureUsage !== undefined &&
    setupFutureUsage !== 'off_session' &&
    setupFutureUsage !== 'on_session'
  ) {
    throw invalidParam('setup_future_usage', `Invalid setup_future_usage: ${setupFutureUsage}`);
  }
  return insertPaymentIntent(context, {
    amount: amountOf(optionalInteger(params, 'amount'), true) as number,
    currency: requiredString(params, 'currency').toLowerCase(),
    customer: (await customerParam(context, params)) ?? null,
    description: optionalString(params, 'description') ?? null,
    metadata: mergeMetadata({}, params),
    // Automatic payment methods: what Rooms' Dashboard would enable for euro payments.
    paymentMethodTypes: types ?? (automatic ? ['card', 'ideal', 'bancontact'] : ['card']),
    allowedPaymentMethodTypes: types ?? null,
    receiptEmail: optionalString(params, 'receipt_email') ?? null,
    setupFutureUsage: (setupFutureUsage as PaymentIntentRecord['setup_future_usage']) ?? null,
  });
}

/** GET /v1/payment_intents/:id */
export async function retrievePaymentIntent(
  context: HandlerContext,
  id: string,
): Promise<PaymentIntentRecord> {
  return loadObject<PaymentIntentRecord>(context, id, 'payment_intent');
}

/**
 * POST /v1/payment_intents/:id (`amount`, `metadata`, `description`,
 * `allowed_payment_method_types`/`payment_method_types`,
 * `receipt_email`, `customer`); only while the intent awaits its payment.
 */
export async function updatePaymentIntent(
  context: HandlerContext,
  id: string,
  params: FormObject,
): Promise<PaymentIntentRecord> {
  const intent = assertOpen(
    await loadObject<PaymentIntentRecord>(context, id, 'payment_intent'),
    'updated',
  );
  const amount = amountOf(optionalInteger(params, 'amount'), false);
  if (amount !== undefined && (await invoiceOfPaymentIntent(context, id))) {
    throw invalidParam('amount', "The amount of an invoice's PaymentIntent cannot be changed.");
  }
  const types = requestedTypes(params);
  const customer = await customerParam(context, params);
  const description = optionalString(params, 'description');
  const receiptEmail = optionalString(params, 'receipt_email');
  return context.store.put({
    ...intent,
    amount: amount ?? intent.amount,
    customer: customer === undefined ? intent.customer : customer,
    description: description === undefined ? intent.description : description || null,
    metadata: mergeMetadata(intent.metadata, params),
    payment_method_types: types ?? intent.payment_method_types,
    allowed_payment_method_types: types
      ? (types as PaymentIntentRecord['allowed_payment_method_types'])
      : intent.allowed_payment_method_types,
    receipt_email: receiptEmail === undefined ? intent.receipt_email : receiptEmail || null,
  });
}

/**
 * POST /v1/payment_intents/:id/cancel (`cancellation_reason`); emits `payment_intent.canceled`.
 *
 * @throws 400 for an invoice's intent (Stripe: void the invoice instead) or a finished intent
 */
export async function cancelPaymentIntent(
  context: HandlerContext,
  id: string,
  params: FormObject,
): Promise<PaymentIntentRecord> {
  const intent = assertOpen(
    await loadObject<PaymentIntentRecord>(context, id, 'payment_intent'),
    'canceled',
  );
  if (await invoiceOfPaymentIntent(context, id)) {
    throw unexpectedState(
      'You cannot cancel this PaymentIntent because it was created by an invoice.',
      'payment_intent_unexpected_state',
    );
  }
  const reason = optionalString(params, 'cancellation_reason') ?? 'requested_by_customer';
  const canceled = await context.store.put({
    ...intent,
    status: 'canceled' as const,
    canceled_at: context.now,
    cancellation_reason: reason as PaymentIntentRecord['cancellation_reason'],
  });
  await context.events.emit('payment_intent.canceled', canceled);
  return canceled;
}

/** The invoice a PaymentIntent pays, if it was made for one. */
export async function invoiceOfPaymentIntent(
  context: HandlerContext,
  paymentIntentId: string,
): Promise<InvoiceRecord | undefined> {
  const [invoice] = await context.store.list<InvoiceRecord>('invoice', {
    _standin_payment_intent: paymentIntentId,
  });
  return invoice;
}
