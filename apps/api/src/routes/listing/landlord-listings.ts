import { ErrorCode, RoomsError } from '@rooms/domain';

import { findLandlordListings } from '../../search/listing-reads.js';

import { landlordListingsSchema } from './landlord-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /listing/landlord-listings?landlordID=&pageNo=&rowsPerPage=`: the data of the landlord's
 * public profile (§2 `/offer-a-home/tenant/{landlordID}/displayroomadvert`) — first name, photo,
 * member since and a page of the adverts a tenant may see. Public. 200; 404 `http_404` for an
 * unknown user; 400 `invalid_request` for bad paging or ids (§8).
 */
export const landlordListingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/landlord-listings', { schema: landlordListingsSchema }, async (request) => {
    const { landlordID, pageNo, rowsPerPage } = request.query;
    const page = await findLandlordListings(app.database, landlordID, pageNo, rowsPerPage);
    if (page === null)
      throw new RoomsError({ code: ErrorCode.Http404, message: 'Landlord not found' });
    return page;
  });
};
