/**
 * A recording stand-in for the few Stripe calls the lifecycle makes (subscription update,
 * retrieve and cancel, refund), for tests that need no webhooks. The HTTP stand-in
 * (`stripe-standin/`) covers the whole flow in the end-to-end tests.
 */
import type { PaymentsContext } from '../../payments-context.js';
import type Stripe from 'stripe';

/** One recorded call. */
export interface FakeStripeCall {
  method:
    'subscriptions.update' | 'subscriptions.retrieve' | 'subscriptions.cancel' | 'refunds.create';
  id?: string;
  params?: unknown;
  idempotencyKey?: string;
}

/** The fake and what it saw. */
export interface FakeStripe {
  payments: PaymentsContext;
  calls: FakeStripeCall[];
  /** When true every call throws like an unreachable Stripe. */
  failing: boolean;
  /** Amount the refunds answer, euro cents. */
  refundAmount: number;
}

/**
 * Makes a fake Stripe behind a {@link PaymentsContext} ('standin' mode, no control URL).
 *
 * @param webhookSecret the secret stop links are signed with
 */
export function fakeStripe(webhookSecret = 'whsec_lifecycle_test'): FakeStripe {
  const state: FakeStripe = {
    calls: [],
    failing: false,
    refundAmount: 0,
    payments: undefined as unknown as PaymentsContext,
  };
  const canceled = new Set<string>();
  const record = (call: FakeStripeCall) => {
    if (state.failing) throw new Error('Stripe unreachable (fake)');
    state.calls.push(call);
  };
  const stripe = {
    subscriptions: {
      update: async (id: string, params: unknown) => {
        record({ method: 'subscriptions.update', id, params });
        return { id };
      },
      retrieve: async (id: string) => {
        record({ method: 'subscriptions.retrieve', id });
        return { id, status: canceled.has(id) ? 'canceled' : 'active' };
      },
      cancel: async (id: string) => {
        record({ method: 'subscriptions.cancel', id });
        canceled.add(id);
        return { id, status: 'canceled' };
      },
    },
    refunds: {
      create: async (params: unknown, options?: { idempotencyKey?: string }) => {
        record({ method: 'refunds.create', params, idempotencyKey: options?.idempotencyKey });
        return { id: 're_fake', amount: state.refundAmount };
      },
    },
  } as unknown as Stripe;
  state.payments = { stripe, webhookSecret, mode: 'stripe' };
  return state;
}
