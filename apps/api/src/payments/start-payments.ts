import { randomBytes } from 'node:crypto';

import { createStripeClient } from './stripe-client.js';
import { startStripeStandin } from './stripe-standin/index.js';

import type { ApiConfig } from '../env.js';
import type { PaymentsContext } from './payments-context.js';

/** The secret key the API uses against the stand-in (any `sk_test_…` is accepted there). */
export const STANDIN_SECRET_KEY = 'sk_test_rooms_standin';

/** A running payments context and how to stop what it started. */
export interface StartedPayments {
  context: PaymentsContext;
  /** Stops the stand-in (nothing to stop against Stripe). */
  close: () => Promise<void>;
}

/**
 * Builds the payments context of the API process (issue 27): with STRIPE_SECRET_KEY the real
 * Stripe; without it the local stand-in is started on STRIPE_STANDIN_PORT with a webhook secret
 * of its own (random per start) and the API's own `/stripe/webhook` as webhook URL.
 *
 * @param config the API configuration
 * @param databaseUrl direct URL of the API's database (the stand-in keeps its state there)
 * @param warn where a stand-in that could not start (port taken) is reported; payments then
 *   fail at once instead of the API not starting
 * @returns the context and its closer
 */
export async function startPayments(
  config: Pick<
    ApiConfig,
    'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_STANDIN_PORT' | 'PORT'
  >,
  databaseUrl: string,
  warn: (line: string) => void = console.warn,
): Promise<StartedPayments> {
  if (config.STRIPE_SECRET_KEY !== undefined && config.STRIPE_WEBHOOK_SECRET !== undefined) {
    return {
      context: {
        stripe: createStripeClient(config.STRIPE_SECRET_KEY),
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        mode: 'stripe',
      },
      close: async () => {},
    };
  }
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url').replaceAll(/[-_]/g, 'x')}`;
  let standin;
  try {
    standin = await startStripeStandin({
      port: config.STRIPE_STANDIN_PORT,
      webhookUrl: `http://127.0.0.1:${config.PORT}/stripe/webhook`,
      webhookSecret,
      databaseUrl,
    });
  } catch (error) {
    // Development only (production has keys): the API still starts, payments fail at once.
    warn(`Stripe stand-in not started (${(error as Error).message}): payments are unavailable`);
    return { context: offlinePaymentsContext(), close: async () => {} };
  }
  return {
    context: {
      stripe: createStripeClient(STANDIN_SECRET_KEY, {
        host: standin.host,
        port: standin.port,
        protocol: 'http',
      }),
      webhookSecret,
      mode: 'standin',
      standinUrl: standin.url,
    },
    close: () => standin.close(),
  };
}

/**
 * A context for processes that take no payments (the OpenAPI writer, route tests of other
 * features): its client points at a closed port, so any Stripe call fails at once.
 */
export function offlinePaymentsContext(): PaymentsContext {
  return {
    stripe: createStripeClient(STANDIN_SECRET_KEY, {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
    }),
    webhookSecret: 'whsec_offline',
    mode: 'standin',
  };
}
