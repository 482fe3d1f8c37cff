import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { arrangeListingPhotos } from '../../images/listing-photos.js';

import { createMediaBody, listingPhotos } from './media.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /supplyflow/cra-create-media` (§7 supply flow, §2 wizard step `media`, issue 5): the
 * signed-in landlord sets an own advert's photos to exactly `photoIDs`, in that order, with
 * `coverPhotoID` as the cover (default the first); photos left out are deleted, their stored
 * images too (unless something else still uses the key). An empty list removes every photo.
 *
 * 200 with the advert's photos; 400 `invalid_request` for a malformed body, ids that are not
 * photos of this advert, repeated ids or a cover outside the list; 401 anonymous; 404 code 1015
 * when the advert does not exist, is another user's or was deleted. Nothing changes on a refusal.
 */
export const createMediaRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cra-create-media',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'arrangeListingPhotos',
        tags: ['supplyflow'],
        summary: "Order, choose the cover of and delete an own advert's photos",
        body: createMediaBody,
        response: { 200: listingPhotos, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { listingID, photoIDs, coverPhotoID } = request.body;
      const arranged = await arrangeListingPhotos(
        app.database.db,
        listingID,
        currentUser(request).id,
        photoIDs,
        coverPhotoID,
      );
      for (const key of arranged.orphanedImageKeys) {
        // After the commit: a failure leaves an unused file, never a photo without its image.
        await app.images.remove(key).catch((error: unknown) => {
          request.log.warn({ err: error, imageKey: key }, 'could not remove a deleted photo');
        });
      }
      return { listingID, photos: arranged.photos };
    },
  );
};
