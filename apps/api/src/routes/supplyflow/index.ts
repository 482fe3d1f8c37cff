import { completeAdvertRoute } from './complete-advert.js';
import { mediaRoutes } from './media-routes.js';
import { reactivateListingRoute } from './reactivate-listing.js';
import { wizardDetailsRoutes } from './wizard-details-routes.js';
import { wizardStatusRoutes } from './wizard-status-routes.js';
import { wizardStepRoutes } from './wizard-step-routes.js';

import type { WizardStepRoutesOptions } from './wizard-step-routes.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The supply-flow routes of §7 "Listing creation (supply flow)", to be registered with
 * `prefix: '/supplyflow'`: `POST cra-reactivate` (used by "My adverts"), the listing wizard's
 * reads, steps and publishing, and the photo calls. All need a signed-in user and act only on the
 * caller's own adverts.
 */
export const supplyFlowRoutes: FastifyPluginAsyncZod<WizardStepRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(reactivateListingRoute);
  await app.register(wizardStatusRoutes);
  await app.register(wizardDetailsRoutes);
  await app.register(wizardStepRoutes, { extraForbiddenWords: options.extraForbiddenWords });
  await app.register(completeAdvertRoute);
  await app.register(mediaRoutes);
};
