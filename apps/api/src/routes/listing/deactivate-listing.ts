import { ListingStatus, MyListingAction } from '@rooms/domain';
import { sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { changeOwnListing, toListingState } from '../../my-listings/own-listings.js';

import { deactivateListingBody, listingState } from './my-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /listing/deactivate-listing` (§7, §3 deactivation reasons): the signed-in landlord takes
 * an own online advert (status 3, 4 or 10) offline with one of the §3 deactivation reasons: status
 * Inactive 5, the reason recorded, `updated_at` the deactivation time (the average rent-out days
 * count from it). The advert leaves search and `/listing/details` at once and is listed under
 * the filter Inactive; `POST /supplyflow/cra-reactivate` brings it back.
 *
 * 200 with the advert's new state; 400 `invalid_request` for a malformed body or a reason that is
 * not a §3 deactivation reason; 401 anonymous; 403 `http_403` (with `data.status`) when the
 * advert is not online; 404 code 1015 when it does not exist, is another user's or was deleted.
 * Nothing changes on a refusal.
 */
export const deactivateListingRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/deactivate-listing',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'deactivateListing',
        tags: ['listing'],
        summary: 'Take an own advert offline with a deactivation reason',
        body: deactivateListingBody,
        response: { 200: listingState, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { listingID, reason } = request.body;
      const row = await changeOwnListing(
        app.database.db,
        MyListingAction.Deactivate,
        listingID,
        currentUser(request).id,
        { status: ListingStatus.Inactive, deactivationReason: reason, updatedAt: sql`now()` },
      );
      return toListingState(row);
    },
  );
};
