import { ListingStatus, MyListingAction } from '@rooms/domain';
import { sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { changeOwnListing, toListingState } from '../../my-listings/own-listings.js';

import { listingIdQuery, listingState } from './my-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `DELETE /listing/delete-listing?listingID=` (§7): the signed-in landlord deletes an own advert:
 * status Deleted 6. The row stays in the database (conversations about it keep their advert) but
 * the advert is never shown again — not in search, `/listing/details` or "My adverts" — and every
 * later call about it answers 404 (a draft whose wizard is unfinished, never shown, is removed
 * instead). Drafts, online and offline adverts can be deleted; adverts held
 * by moderation (PossibleAbuse 7, Blocked 8, Fraud 9) cannot.
 *
 * 200 with the advert's last state (status 6); 400 `invalid_request` for a bad id; 401
 * anonymous; 403 `http_403` (with `data.status`) for an advert held by moderation; 404 code 1015
 * when it does not exist, is another user's or was already deleted. Nothing changes on a refusal.
 */
export const deleteListingRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/delete-listing',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'deleteListing',
        tags: ['listing'],
        summary: 'Delete an own advert (kept in the database, never shown again)',
        querystring: listingIdQuery,
        response: { 200: listingState, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await changeOwnListing(
        app.database.db,
        MyListingAction.Delete,
        request.query.listingID,
        currentUser(request).id,
        { status: ListingStatus.Deleted, updatedAt: sql`now()` },
      );
      return toListingState(row);
    },
  );
};
