import { toSearchCriteria } from '@rooms/domain';

import { countListingsSchema } from './count-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /listing/count` (§7): `{ count }`, the number of visible listings matching the §3
 * search (as findlistings' totalCount). 200; 400 `invalid_request` for bad input (§8).
 */
export const countListingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/count', { schema: countListingsSchema }, async (request) => ({
    count: await app.listingSearch.count(toSearchCriteria(request.body)),
  }));
};
