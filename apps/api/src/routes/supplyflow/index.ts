import { reactivateListingRoute } from './reactivate-listing.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The supply-flow routes of §7 "Listing creation (supply flow)", to be registered with
 * `prefix: '/supplyflow'`. So far `POST cra-reactivate` (used by "My adverts"); the wizard's
 * other calls join here. All need a signed-in user and act only on the caller's own adverts.
 */
export const supplyFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reactivateListingRoute);
};
