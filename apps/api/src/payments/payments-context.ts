import type Stripe from 'stripe';

/**
 * What the payment routes and jobs share (issue 27): the Stripe client and whether it talks to
 * real Stripe or to the local stand-in (`stripe-standin/`), started by `main.ts` when no
 * `STRIPE_SECRET_KEY` is set.
 */
export interface PaymentsContext {
  /** The official SDK client; against the stand-in its host/port/protocol point there. */
  stripe: Stripe;
  /** The secret webhook signatures are checked with (`whsec_…`). */
  webhookSecret: string;
  /** 'standin': development and CI; the stand-in's control endpoints exist. */
  mode: 'stripe' | 'standin';
  /** Base URL of the stand-in (e.g. http://127.0.0.1:12111), only in 'standin' mode. */
  standinUrl?: string;
}
