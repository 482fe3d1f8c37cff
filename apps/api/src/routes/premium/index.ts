import { billingRoutes } from './billing.js';
import { cashbackRoute } from './cashback.js';
import { paymentStepRoutes } from './payment-steps.js';
import { productsRoute } from './products.js';
import { referralsRoute } from './referrals.js';
import { standinConfirmRoute } from './standin-confirm.js';
import { subscriptionRoutes } from './subscription-routes.js';
import { supplyProductsRoutes } from './supply-products.js';

import type { PaymentRouteOptions } from './premium-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The premium routes (§7 `/premium/*`, issue 27), to be registered with `prefix: '/premium'`:
 * products, paying (`paymentstep1` … `paymentstepfinal`), advert boosts (`supplyproducts`), the
 * billing address check, the stand-in's payment form, the subscription routes, and the user's
 * referrals and cashback (`referrals`, `cashback`).
 */
export const premiumRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { config, payments },
) => {
  // Not `options` itself: it carries the prefix, which the children would add again.
  const options = { config, payments };
  await app.register(productsRoute, options);
  await app.register(paymentStepRoutes, options);
  await app.register(supplyProductsRoutes, options);
  await app.register(billingRoutes, options);
  await app.register(standinConfirmRoute, options);
  await app.register(subscriptionRoutes, options);
  await app.register(referralsRoute);
  await app.register(cashbackRoute);
};
