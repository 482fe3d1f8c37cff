/**
 * Invoices of subscriptions: made (finalized, with their PaymentIntent) when a subscription
 * starts or renews; `/v1/invoices` retrieve and list.
 */
import { loadObject, type HandlerContext } from './context.js';
import { newId } from './ids.js';
import { optionalString } from './params.js';
import { insertPaymentIntent } from './payment-intents.js';

import type { FormObject } from './form-body.js';
import type {
  InvoiceRecord,
  PaymentIntentRecord,
  StandinPaymentMethodType,
  SubscriptionRecord,
} from './models.js';

/** A new invoice of a subscription for its current period, and the intent that pays it. */
export interface NewInvoice {
  invoice: InvoiceRecord;
  intent: PaymentIntentRecord;
}

/** Invoice numbers count up per stand-in database, like an account's invoice sequence. */
async function nextNumber(context: HandlerContext): Promise<string> {
  const count = (await context.store.list('invoice')).length + 1;
  return `STANDIN-${String(count).padStart(4, '0')}`;
}

/**
 * Makes a finalized (`open`) invoice for the subscription's current period with one line per
 * item, and its PaymentIntent (payment method types from the subscription's `payment_settings`).
 *
 * @param billingReason `subscription_create` for the first, `subscription_cycle` for renewals
 */
export async function insertSubscriptionInvoice(
  context: HandlerContext,
  subscription: SubscriptionRecord,
  billingReason: 'subscription_create' | 'subscription_cycle',
): Promise<NewInvoice> {
  const id = newId('in');
  const lines = subscription.items.data.map((item) => ({
    id: newId('il'),
    object: 'line_item' as const,
    amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    currency: subscription.currency,
    description: `${item.quantity ?? 1} × ${item.price.nickname ?? item.price.lookup_key ?? item.price.id}`,
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      subscription_item_details: {
        subscription: subscription.id,
        subscription_item: item.id,
        proration: false,
      },
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: String(item.price.unit_amount),
    },
    quantity: item.quantity ?? 1,
  }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const customer = subscription.customer as string;
  const types = subscription.payment_settings?.payment_method_types ?? ['card'];
  const intent = await insertPaymentIntent(context, {
    amount: total,
    currency: subscription.currency,
    customer,
    description:
      billingReason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    // Stripe does not copy the subscription's metadata onto the invoice's PaymentIntent.
    metadata: {},
    paymentMethodTypes: types as StandinPaymentMethodType[],
  });
  const first = subscription.items.data[0];
  const invoice: InvoiceRecord = {
    id,
    object: 'invoice',
    amount_due: total,
    amount_paid: 0,
    amount_remaining: total,
    attempt_count: 0,
    attempted: false,
    billing_reason: billingReason,
    collection_method: 'charge_automatically',
    created: context.now,
    currency: subscription.currency,
    customer,
    default_payment_method: null,
    description: null,
    livemode: false,
    metadata: {},
    number: await nextNumber(context),
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    period_start: first?.current_period_start ?? context.now,
    period_end: first?.current_period_end ?? context.now,
    status: 'open',
    status_transitions: {
      finalized_at: context.now,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: total,
    total,
    lines: {
      object: 'list',
      data: lines as unknown as InvoiceRecord['lines']['data'],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    _standin_payment_intent: intent.id,
  };
  await context.store.put(invoice);
  return { invoice, intent };
}

/** GET /v1/invoices/:id */
export async function retrieveInvoice(context: HandlerContext, id: string): Promise<InvoiceRecord> {
  return loadObject<InvoiceRecord>(context, id, 'invoice');
}

/** GET /v1/invoices (`customer`, `subscription`, `status`), newest first. */
export async function listInvoices(
  context: HandlerContext,
  params: FormObject,
): Promise<InvoiceRecord[]> {
  const filter: Record<string, unknown> = {};
  const customer = optionalString(params, 'customer');
  const subscription = optionalString(params, 'subscription');
  const status = optionalString(params, 'status');
  if (customer) filter.customer = customer;
  if (subscription) filter.parent = { subscription_details: { subscription } };
  if (status) filter.status = status;
  return context.store.list<InvoiceRecord>('invoice', filter);
}
