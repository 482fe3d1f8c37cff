import { BusinessResultCode, RoomsError } from '@rooms/domain';
import { eq, sql } from 'drizzle-orm';

import { identify } from '../../auth/authenticate.js';
import { listings } from '../../db/schema.js';
import { findListingDetails } from '../../search/listing-reads.js';
import { listingStudentHouse } from '../../student-houses/student-house-store.js';

import { LISTING_PAGE_VIEW_SOURCE, listingDetailsSchema } from './listing-details.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /listing/details?source=&listingId=&psaIdentifier=` (§7): a listing a tenant may see
 * with its photos, city, street, the landlord's public fields and its student house's name and
 * facilities (issue 26). 200; 404 code 1015 'Advert
 * not found' (§8) when missing or not visible; 400 `invalid_request` for a bad id.
 *
 * With `source=detail` (the advert page) the call counts one view of the advert (the `views`
 * "My adverts" shows), unless the caller is its landlord; the answer carries the count before it.
 */
export const listingDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/details', { schema: listingDetailsSchema, preHandler: identify }, async (request) => {
    const details = await findListingDetails(app.database, request.query.listingId);
    if (details === null) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
    if (
      request.query.source === LISTING_PAGE_VIEW_SOURCE &&
      request.user?.id !== details.landlord.id
    ) {
      await app.database.db
        .update(listings)
        .set({ views: sql`${listings.views} + 1` })
        .where(eq(listings.id, details.id));
    }
    return { ...details, studentHouse: await listingStudentHouse(app.database.db, details.id) };
  });
};
