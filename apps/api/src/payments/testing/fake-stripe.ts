/**
 * A Stripe double for tests of the payments core that must not depend on the stand-in: the
 * real SDK client (its webhook signing and checking are the real ones) whose resource calls
 * answer from maps the test fills. Only the calls the core makes are answered.
 */
import { createStripeClient } from '../stripe-client.js';

import type { PaymentsContext } from '../payments-context.js';
import type Stripe from 'stripe';

/** The objects the double answers with, by id; a test changes them to move "Stripe". */
export interface FakeStripeState {
  intents: Map<string, Partial<Stripe.PaymentIntent>>;
  invoices: Map<string, Partial<Stripe.Invoice>>;
  subscriptions: Map<string, Partial<Stripe.Subscription>>;
  /** Every create/update call, for assertions (`resource.method`). */
  calls: string[];
}

/** Stripe's 404 for an unknown id. */
function missing(id: string): Error {
  return Object.assign(new Error(`No such object: '${id}'`), {
    type: 'StripeInvalidRequestError',
    statusCode: 404,
    code: 'resource_missing',
  });
}

/** The object of a map, or Stripe's 404. */
function read<T>(map: Map<string, Partial<T>>, id: string): T {
  const found = map.get(id);
  if (found === undefined) throw missing(id);
  return structuredClone(found) as T;
}

let counter = 0;

/** A new id with Stripe's prefix. */
export function fakeId(prefix: string): string {
  counter += 1;
  return `${prefix}_fake${Date.now().toString(36)}x${counter}`;
}

/** A PaymentIntent as the double keeps it. */
export function fakeIntent(
  id: string,
  status: Stripe.PaymentIntent.Status,
  amount = 1000,
): Partial<Stripe.PaymentIntent> {
  return {
    id,
    object: 'payment_intent',
    amount,
    status,
    client_secret: `${id}_secret_abc123`,
    last_payment_error: null,
    payment_method: null,
    payment_method_types: ['ideal', 'card', 'bancontact'],
    metadata: {},
  };
}

/**
 * A payments context whose Stripe is the double.
 *
 * @returns the context (mode 'stripe': no stand-in control) and the double's state
 */
export function fakePayments(): { context: PaymentsContext; state: FakeStripeState } {
  const state: FakeStripeState = {
    intents: new Map(),
    invoices: new Map(),
    subscriptions: new Map(),
    calls: [],
  };
  const stripe = createStripeClient('sk_test_fake', {
    host: '127.0.0.1',
    port: 9,
    protocol: 'http',
  });
  const fake = stripe as unknown as Record<string, Record<string, unknown>>;
  fake.paymentIntents = {
    retrieve: async (id: string) => read(state.intents, id),
    create: async (params: Stripe.PaymentIntentCreateParams) => {
      state.calls.push('paymentIntents.create');
      const intent = { ...fakeIntent(fakeId('pi'), 'requires_payment_method', params.amount) };
      intent.metadata = params.metadata as Stripe.Metadata;
      state.intents.set(intent.id!, intent);
      return structuredClone(intent);
    },
    update: async (id: string) => {
      state.calls.push('paymentIntents.update');
      return read(state.intents, id);
    },
  };
  fake.invoices = { retrieve: async (id: string) => read(state.invoices, id) };
  fake.subscriptions = { retrieve: async (id: string) => read(state.subscriptions, id) };
  fake.customers = {
    create: async () => {
      state.calls.push('customers.create');
      return { id: fakeId('cus') };
    },
  };
  return {
    context: { stripe, webhookSecret: 'whsec_fakesecret', mode: 'stripe' },
    state,
  };
}

/**
 * A signed event as Stripe POSTs it to the webhook.
 *
 * @param stripe the client (its real `webhooks` helper signs)
 * @param secret the webhook secret
 * @param event the event (id, type, object)
 * @returns the exact body bytes and the `Stripe-Signature` header
 */
export function signedEvent(
  stripe: Stripe,
  secret: string,
  event: { id: string; type: string; object: Record<string, unknown> },
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
