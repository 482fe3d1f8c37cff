import { toSearchCriteria } from '@rooms/domain';

import { findMapDataSchema } from './find-map-data.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /listing/findmapdata` (§7): compact markers `{ id, lat, lng, rentCents, listingType }`
 * of the listings inside the request's map box, capped. 200; 400 `invalid_request` (§8).
 */
export const findMapDataRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/findmapdata', { schema: findMapDataSchema }, async (request) =>
    app.listingSearch.mapData(toSearchCriteria(request.body)),
  );
};
