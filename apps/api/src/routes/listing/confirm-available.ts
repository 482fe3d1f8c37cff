import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { confirmByLink, confirmOwnListing } from '../../listing-freshness/confirm-listing.js';

import {
  confirmAvailableLinkBody,
  confirmAvailableLinkResponse,
  confirmAvailableResponse,
  listingIdBody,
} from './my-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The confirmations of fresh adverts (issue 28):
 *
 * - `POST /listing/confirm-available`: the signed-in landlord confirms an own online advert
 *   (status 3, 4 or 10) is still available, from My adverts. 200 with its new `confirmedAt`;
 *   400 malformed body; 401 anonymous; 403 `http_403` (with `data.status`) when it is not online
 *   (an advert that left search comes back with `POST /supplyflow/cra-reactivate`); 404 code
 *   1015 when it is another user's, deleted or unknown.
 * - `POST /listing/confirm-available-link`: the one-click link of a fresh-adverts e-mail, signed
 *   in or not (the token is the key): confirms an online advert, or brings back online one that
 *   left search unconfirmed. 200 with the advert; 400 `confirm_link_invalid` for a malformed or
 *   spent token, or an advert since deleted or taken offline by its landlord or a moderator.
 *
 * Nothing changes on a refusal.
 */
export const confirmAvailableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/confirm-available',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'confirmListingAvailable',
        tags: ['listing'],
        summary: 'Confirm an own online advert is still available',
        body: listingIdBody,
        response: { 200: confirmAvailableResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const confirmed = await confirmOwnListing(
        app.database.db,
        request.body.listingID,
        currentUser(request).id,
      );
      return { ...confirmed, confirmedAt: confirmed.confirmedAt.toISOString() };
    },
  );

  app.post(
    '/confirm-available-link',
    {
      schema: {
        operationId: 'confirmListingAvailableByLink',
        tags: ['listing'],
        summary: "Follow a fresh-adverts e-mail's one-click link (still available, back online)",
        body: confirmAvailableLinkBody,
        response: { 200: confirmAvailableLinkResponse, ...errorResponses() },
      },
    },
    async (request) => {
      const confirmed = await confirmByLink(app.database.db, request.body.token);
      return { ...confirmed, confirmedAt: confirmed.confirmedAt.toISOString() };
    },
  );
};
