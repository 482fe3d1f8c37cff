import { reminderPaymentRoute } from './reminder-payment.js';
import { stripeWebhookRoute } from './stripe-webhook.js';

import type { PaymentRouteOptions } from '../premium/premium-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The card provider's routes (§7 `/{card-provider}/…` with the provider Stripe), to be
 * registered with `prefix: '/stripe'`: the webhook and `createreminderpaymentintent`.
 */
export const stripeRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { config, payments },
) => {
  // Not `options` itself: it carries the prefix, which the children would add again.
  const options = { config, payments };
  await app.register(stripeWebhookRoute, options);
  await app.register(reminderPaymentRoute, options);
};
