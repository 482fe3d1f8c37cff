/**
 * `/v1/subscriptions`: create (always `default_incomplete`: the first invoice waits for the
 * browser's confirmation), retrieve, list, update (`cancel_at_period_end`, `metadata`) and
 * cancel. Every change emits `customer.subscription.*` with `previous_attributes`.
 */
import { isDeepStrictEqual } from 'node:util';

import { loadObject, type HandlerContext } from './context.js';
import { invalidParam, unexpectedState } from './errors.js';
import { addInterval, newId } from './ids.js';
import { insertSubscriptionInvoice } from './invoices.js';
import {
  mergeMetadata,
  objectParam,
  optionalBoolean,
  optionalInteger,
  optionalObjectArray,
  optionalString,
  optionalStringArray,
  requiredString,
} from './params.js';
import { paymentMethodTypes } from './payment-intents.js';

import type { FormObject } from './form-body.js';
import type {
  InvoiceRecord,
  PaymentIntentRecord,
  PriceRecord,
  SubscriptionItemRecord,
  SubscriptionRecord,
} from './models.js';

/** Statuses after which a subscription cannot change any more. */
const ENDED: readonly SubscriptionRecord['status'][] = ['canceled', 'incomplete_expired'];

/** Stripe's `cancellation_details` with a reason. */
function cancellationDetails(
  reason: 'cancellation_requested' | 'payment_failed' | null,
): SubscriptionRecord['cancellation_details'] {
  return {
    comment: null,
    feedback: null,
    feedback_option: null,
    reason,
  } as SubscriptionRecord['cancellation_details'];
}

/** The end of a period that starts at `start` for an item's price. */
export function periodEnd(price: PriceRecord, start: number): number {
  return addInterval(
    start,
    price.recurring?.interval ?? 'month',
    price.recurring?.interval_count ?? 1,
  );
}

/**
 * Stores a changed subscription and emits `customer.subscription.updated` with the earlier
 * values of the top-level fields that changed (nothing is emitted when nothing changed).
 */
export async function saveSubscription(
  context: HandlerContext,
  before: SubscriptionRecord,
  after: SubscriptionRecord,
): Promise<SubscriptionRecord> {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof SubscriptionRecord)[]) {
    if (!isDeepStrictEqual(before[key], after[key])) previous[key] = before[key];
  }
  if (Object.keys(previous).length === 0) return before;
  await context.store.put(after);
  await context.events.emit('customer.subscription.updated', after, previous);
  return after;
}

/** The subscription's items for its prices, each with its first period starting now. */
async function itemsOf(
  context: HandlerContext,
  subscriptionId: string,
  items: FormObject[],
): Promise<SubscriptionItemRecord[]> {
  if (items.length === 0 || items.length > 20)
    throw invalidParam('items', 'A subscription needs 1 to 20 items.');
  return Promise.all(
    items.map(async (item, index) => {
      const price = await loadObject<PriceRecord>(
        context,
        requiredString(item, 'price'),
        'price',
        `items[${index}][price]`,
      );
      if (!price.recurring) {
        throw invalidParam(
          `items[${index}][price]`,
          'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        );
      }
      const quantity = optionalInteger(item, 'quantity') ?? 1;
      if (quantity < 1 || quantity > 100)
        throw invalidParam(`items[${index}][quantity]`, 'Invalid quantity');
      return {
        id: newId('si'),
        object: 'subscription_item' as const,
        created: context.now,
        current_period_start: context.now,
        current_period_end: periodEnd(price, context.now),
        metadata: mergeMetadata({}, item),
        price: price as SubscriptionItemRecord['price'],
        quantity,
        subscription: subscriptionId,
      };
    }),
  );
}

/**
 * POST /v1/subscriptions (`customer`, `items[][price|quantity]`, `payment_behavior`,
 * `payment_settings[payment_method_types|save_default_payment_method]`, `metadata`,
 * `description`, `cancel_at_period_end`). Starts `incomplete` with an open first invoice and
 * emits `customer.subscription.created`. Whatever `payment_behavior` says, the stand-in behaves
 * as `default_incomplete` (Rooms' only one).
 */
export async function createSubscription(
  context: HandlerContext,
  params: FormObject,
): Promise<SubscriptionRecord> {
  const customer = await loadObject(
    context,
    requiredString(params, 'customer'),
    'customer',
    'customer',
  );
  const id = newId('sub');
  const items = await itemsOf(context, id, optionalObjectArray(params, 'items') ?? []);
  const currencies = new Set(items.map((item) => item.price.currency));
  if (currencies.size > 1)
    throw invalidParam('items', 'All prices of a subscription must have the same currency.');
  const settings = objectParam(params, 'payment_settings');
  const types = optionalStringArray(settings, 'payment_method_types');
  const save = optionalString(settings, 'save_default_payment_method') ?? 'off';
  if (save !== 'off' && save !== 'on_subscription') {
    throw invalidParam('payment_settings[save_default_payment_method]', `Invalid value: ${save}`);
  }
  const first = items[0] as SubscriptionItemRecord;
  const subscription: SubscriptionRecord = {
    id,
    object: 'subscription',
    billing_cycle_anchor: context.now,
    cancel_at: null,
    cancel_at_period_end: optionalBoolean(params, 'cancel_at_period_end') ?? false,
    canceled_at: null,
    cancellation_details: cancellationDetails(null),
    collection_method: 'charge_automatically',
    created: context.now,
    currency: first.price.currency,
    customer: customer.id,
    default_payment_method: null,
    description: optionalString(params, 'description') ?? null,
    ended_at: null,
    latest_invoice: null,
    livemode: false,
    metadata: mergeMetadata({}, params),
    payment_settings: {
      payment_method_options: null,
      payment_method_types: types
        ? paymentMethodTypes(types, 'payment_settings[payment_method_types]')
        : null,
      save_default_payment_method: save,
    } as SubscriptionRecord['payment_settings'],
    start_date: context.now,
    status: 'incomplete',
    items: {
      object: 'list',
      data: items,
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
  };
  if (subscription.cancel_at_period_end) subscription.cancel_at = first.current_period_end;
  const { invoice } = await insertSubscriptionInvoice(context, subscription, 'subscription_create');
  subscription.latest_invoice = invoice.id;
  await context.store.put(subscription);
  await context.events.emit('customer.subscription.created', subscription);
  return subscription;
}

/** GET /v1/subscriptions/:id */
export async function retrieveSubscription(
  context: HandlerContext,
  id: string,
): Promise<SubscriptionRecord> {
  return loadObject<SubscriptionRecord>(context, id, 'subscription');
}

/** GET /v1/subscriptions (`customer`, `status`; default: all but canceled, like Stripe). */
export async function listSubscriptions(
  context: HandlerContext,
  params: FormObject,
): Promise<SubscriptionRecord[]> {
  const filter: Record<string, unknown> = {};
  const customer = optionalString(params, 'customer');
  const status = optionalString(params, 'status');
  if (customer) filter.customer = customer;
  if (status && status !== 'all') filter.status = status;
  const found = await context.store.list<SubscriptionRecord>('subscription', filter);
  return status ? found : found.filter((s) => s.status !== 'canceled');
}

/**
 * POST /v1/subscriptions/:id (`cancel_at_period_end`, `metadata`, `description`,
 * `default_payment_method`).
 *
 * @throws 400 for an ended subscription
 */
export async function updateSubscription(
  context: HandlerContext,
  id: string,
  params: FormObject,
): Promise<SubscriptionRecord> {
  const before = await loadObject<SubscriptionRecord>(context, id, 'subscription');
  if (ENDED.includes(before.status)) {
    throw unexpectedState(
      `A canceled subscription can only update its cancellation_details and metadata.`,
      'resource_missing',
    );
  }
  const atPeriodEnd = optionalBoolean(params, 'cancel_at_period_end');
  const description = optionalString(params, 'description');
  const method = optionalString(params, 'default_payment_method');
  if (method) await loadObject(context, method, 'payment_method', 'default_payment_method');
  const after: SubscriptionRecord = {
    ...before,
    metadata: mergeMetadata(before.metadata, params),
    description: description === undefined ? before.description : description || null,
    default_payment_method: method === undefined ? before.default_payment_method : method || null,
  };
  if (atPeriodEnd !== undefined && atPeriodEnd !== before.cancel_at_period_end) {
    after.cancel_at_period_end = atPeriodEnd;
    after.cancel_at = atPeriodEnd ? (before.items.data[0]?.current_period_end ?? null) : null;
    // Stripe sets canceled_at when a cancellation is scheduled, and clears it when it is undone.
    after.canceled_at = atPeriodEnd ? context.now : null;
    after.cancellation_details = cancellationDetails(atPeriodEnd ? 'cancellation_requested' : null);
  }
  return saveSubscription(context, before, after);
}

/**
 * Ends a subscription now: status `canceled`, an open invoice voided (its intent canceled), and
 * `customer.subscription.deleted` emitted. Used by DELETE and by a renewal after
 * `cancel_at_period_end`.
 */
export async function endSubscription(
  context: HandlerContext,
  subscription: SubscriptionRecord,
  reason: 'cancellation_requested' | 'payment_failed',
): Promise<SubscriptionRecord> {
  const open = await context.store.list<InvoiceRecord>('invoice', {
    status: 'open',
    parent: { subscription_details: { subscription: subscription.id } },
  });
  for (const invoice of open) {
    await context.store.put({
      ...invoice,
      status: 'void' as const,
      amount_remaining: 0,
      status_transitions: { ...invoice.status_transitions, voided_at: context.now },
    });
    const intent = invoice._standin_payment_intent
      ? await context.store.get<PaymentIntentRecord>(invoice._standin_payment_intent)
      : undefined;
    if (intent && intent.status !== 'succeeded' && intent.status !== 'canceled') {
      await context.store.put({
        ...intent,
        status: 'canceled' as const,
        canceled_at: context.now,
        cancellation_reason: 'void_invoice' as const,
      });
    }
  }
  const ended: SubscriptionRecord = {
    ...subscription,
    // Canceling explicitly makes even an incomplete subscription `canceled` (Stripe's
    // `incomplete_expired` is the 23-hour timeout, which the stand-in does not simulate).
    status: 'canceled',
    canceled_at: subscription.canceled_at ?? context.now,
    ended_at: context.now,
    cancellation_details: cancellationDetails(reason),
  };
  await context.store.put(ended);
  await context.events.emit('customer.subscription.deleted', ended);
  return ended;
}

/**
 * DELETE /v1/subscriptions/:id (`prorate`, `invoice_now` are accepted and ignored: Rooms
 * refunds through `/v1/refunds`).
 *
 * @throws 400 for an already canceled subscription
 */
export async function cancelSubscription(
  context: HandlerContext,
  id: string,
): Promise<SubscriptionRecord> {
  const subscription = await loadObject<SubscriptionRecord>(context, id, 'subscription');
  if (ENDED.includes(subscription.status)) {
    throw unexpectedState(`This subscription is already canceled.`, 'subscription_canceled');
  }
  return endSubscription(context, subscription, 'cancellation_requested');
}
