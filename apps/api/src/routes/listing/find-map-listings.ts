import { toSearchCriteria } from '@rooms/domain';

import { findMapListingsSchema } from './find-map-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /listing/findMaplistings` (§7): one page of result cards inside the map box with the
 * total. 200; 400 `invalid_request` (§8).
 */
export const findMapListingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/findMaplistings', { schema: findMapListingsSchema }, async (request) =>
    app.listingSearch.findMap(toSearchCriteria(request.body)),
  );
};
