import { ListingStatus, MyListingAction } from '@rooms/domain';
import { sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { listings } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { changeOwnListing, toListingState } from '../../my-listings/own-listings.js';
import { listingIdBody, listingState } from '../listing/my-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /supplyflow/cra-reactivate` (§7 supply flow, §2 wizard step `reactivate`): the signed-in
 * landlord puts an own advert that was deactivated (Inactive 5) back online: status Active 4,
 * back in search and `/listing/details` at its old publication time (moving it up is a call of
 * its own). The latest deactivation reason stays on record.
 *
 * 200 with the advert's new state; 400 `invalid_request` for a malformed body; 401 anonymous;
 * 403 `http_403` (with `data.status`) when the advert is not Inactive (only what the landlord
 * deactivated comes back this way; moderators' decisions do not); 404 code 1015 when it does not
 * exist, is another user's or was deleted. Nothing changes on a refusal.
 */
export const reactivateListingRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cra-reactivate',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'reactivateListing',
        tags: ['supplyflow'],
        summary: 'Put an own deactivated advert back online',
        body: listingIdBody,
        response: { 200: listingState, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await changeOwnListing(
        app.database.db,
        MyListingAction.Reactivate,
        request.body.listingID,
        currentUser(request).id,
        {
          status: ListingStatus.Active,
          publishedAt: sql`coalesce(${listings.publishedAt}, now())`,
          updatedAt: sql`now()`,
        },
      );
      return toListingState(row);
    },
  );
};
