import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { ownListingPhotos } from '../../images/listing-photos.js';

import { listingPhotos, photoListingQuery } from './media.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /supplyflow/cra-photos?listingID=` (ours, issue 5; the wizard's media step): the photos
 * of an own advert, any status but deleted, in display order.
 *
 * 200 with the photos; 400 `invalid_request` for a malformed id; 401 anonymous; 404 code 1015
 * when the advert does not exist, is another user's or was deleted.
 */
export const mediaPhotosRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cra-photos',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'listingPhotos',
        tags: ['supplyflow'],
        summary: 'The photos of an own advert in display order',
        querystring: photoListingQuery,
        response: { 200: listingPhotos, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { listingID } = request.query;
      return {
        listingID,
        photos: await ownListingPhotos(app.database.db, listingID, currentUser(request).id),
      };
    },
  );
};
