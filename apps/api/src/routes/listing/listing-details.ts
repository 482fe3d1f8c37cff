import { BusinessResultCode, RoomsError } from '@rooms/domain';

import { findListingDetails } from '../../search/run-search.js';

import { listingDetailsSchema } from './listing-details.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /listing/details?source=&listingId=&psaIdentifier=` (§7): a listing a tenant may see
 * with its photos, city, street and the landlord's public fields. 200; 404 code 1015 'Advert
 * not found' (§8) when missing or not visible; 400 `invalid_request` for a bad id.
 */
export const listingDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/details', { schema: listingDetailsSchema }, async (request) => {
    const details = await findListingDetails(app.database, request.query.listingId);
    if (details === null) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
    return details;
  });
};
