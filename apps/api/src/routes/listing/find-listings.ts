import { toSearchCriteria } from '@rooms/domain';

import { findListingsSchema } from './find-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /listing/findlistings` (§7): one page of result cards of the §3 search and the total.
 * 200; 400 `invalid_request` with the failing fields for bad input (§8).
 */
export const findListingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/findlistings', { schema: findListingsSchema }, async (request) =>
    app.listingSearch.find(toSearchCriteria(request.body)),
  );
};
