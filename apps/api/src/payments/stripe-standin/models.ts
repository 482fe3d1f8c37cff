/**
 * The shapes the stand-in stores and answers: the fields of the SDK's own types (API version
 * 2026-10-28.endive) that Rooms reads, picked from `stripe`'s declarations so a renamed or
 * retyped field fails the type check here rather than in the API.
 */
import type Stripe from 'stripe';

/** Customer (`cus_…`). */
export type CustomerRecord = Pick<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'created'
  | 'email'
  | 'name'
  | 'description'
  | 'metadata'
  | 'livemode'
  | 'invoice_settings'
  | 'preferred_locales'
> & { balance: number; default_source: null; shipping: null };

/** Product (`prod_…`), created through a price's `product_data`. */
export type ProductRecord = Pick<
  Stripe.Product,
  | 'id'
  | 'object'
  | 'active'
  | 'created'
  | 'updated'
  | 'name'
  | 'description'
  | 'metadata'
  | 'livemode'
  | 'images'
  | 'type'
  | 'url'
>;

/** Price (`price_…`), found by `lookup_key`. */
export type PriceRecord = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'recurring'
  | 'tax_behavior'
  | 'type'
  | 'unit_amount'
  | 'unit_amount_decimal'
>;

/** PaymentIntent (`pi_…`). */
export type PaymentIntentRecord = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'canceled_at'
  | 'cancellation_reason'
  | 'capture_method'
  | 'client_secret'
  | 'confirmation_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'last_payment_error'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'next_action'
  | 'payment_method'
  | 'payment_method_types'
  | 'processing'
  | 'receipt_email'
  | 'setup_future_usage'
  | 'status'
>;

/** PaymentMethod (`pm_…`), made by a confirmation (the stand-in has no real cards or banks). */
export type PaymentMethodRecord = Pick<
  Stripe.PaymentMethod,
  | 'id'
  | 'object'
  | 'created'
  | 'customer'
  | 'livemode'
  | 'metadata'
  | 'type'
  | 'billing_details'
  | 'card'
  | 'ideal'
  | 'bancontact'
  | 'sepa_debit'
>;

/** Charge (`ch_…`), one per payment attempt. */
export type ChargeRecord = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'disputed'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'payment_intent'
  | 'payment_method'
  | 'payment_method_details'
  | 'refunded'
  | 'status'
>;

/** Refund (`re_…`). */
export type RefundRecord = Pick<
  Stripe.Refund,
  | 'id'
  | 'object'
  | 'amount'
  | 'charge'
  | 'created'
  | 'currency'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'status'
>;

/** Dispute (`dp_…`), a chargeback. */
export type DisputeRecord = Pick<
  Stripe.Dispute,
  | 'id'
  | 'object'
  | 'amount'
  | 'charge'
  | 'created'
  | 'currency'
  | 'is_charge_refundable'
  | 'livemode'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'status'
>;

/** Subscription item (`si_…`): the period lives here since API version 2025-03-31. */
export type SubscriptionItemRecord = Pick<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'created'
  | 'current_period_end'
  | 'current_period_start'
  | 'metadata'
  | 'price'
  | 'quantity'
  | 'subscription'
>;

/** Subscription (`sub_…`). */
export type SubscriptionRecord = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancellation_details'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'default_payment_method'
  | 'description'
  | 'ended_at'
  | 'latest_invoice'
  | 'livemode'
  | 'metadata'
  | 'payment_settings'
  | 'start_date'
  | 'status'
> & { items: { object: 'list'; data: SubscriptionItemRecord[]; has_more: boolean; url: string } };

/** Invoice (`in_…`); `_standin_payment_intent` is internal (the SDK shows it through `payments`). */
export type InvoiceRecord = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'default_payment_method'
  | 'description'
  | 'livemode'
  | 'metadata'
  | 'number'
  | 'parent'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'total'
  | 'lines'
> & { _standin_payment_intent: string | null };

/** Event (`evt_…`) as delivered to the webhook endpoint. */
export type EventRecord = Pick<
  Stripe.Event,
  'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'
> & {
  type: StandinEventType;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
};

/** The event types the stand-in emits (payments contract, section A). */
export type StandinEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.processing'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'charge.refunded'
  | 'charge.dispute.created';

/** The payment method types Rooms offers (`ideal`/`bancontact` renew as `sepa_debit`). */
export type StandinPaymentMethodType = 'ideal' | 'card' | 'bancontact' | 'sepa_debit';

/** A Stripe list answer. */
export interface ListAnswer<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** The Stripe API version the stand-in speaks (the one of the installed SDK). */
export const API_VERSION = '2026-10-28.endive';
