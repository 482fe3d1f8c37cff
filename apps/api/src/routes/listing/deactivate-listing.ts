import {
  DeactivationReason,
  ErrorCode,
  ListingStatus,
  MyListingAction,
  RoomsError,
} from '@rooms/domain';
import { sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { changeOwnListing, toListingState } from '../../my-listings/own-listings.js';
import { recordRentalCashback } from '../../payments/cashback/rental-cashback.js';
import { conversationNotFound } from '../conversation/conversation-not-found.js';

import { deactivateListingBody, listingState } from './my-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The 400 for a `conversationID` with a reason other than FoundViaProduct. */
function conversationWithoutRental(): RoomsError {
  return new RoomsError({
    code: ErrorCode.InvalidRequest,
    data: {
      fields: [
        {
          field: 'body.conversationID',
          message: 'only with reason FoundViaProduct (1): names the tenant who rents the advert',
        },
      ],
    },
  });
}

/**
 * `POST /listing/deactivate-listing` (§7, §3 deactivation reasons): the signed-in landlord takes
 * an own online advert (status 3, 4 or 10) offline with one of the §3 deactivation reasons: status
 * Inactive 5, the reason recorded, `updated_at` the deactivation time (the average rent-out days
 * count from it). The advert leaves search and `/listing/details` at once and is listed under
 * the filter Inactive; `POST /supplyflow/cra-reactivate` brings it back.
 *
 * With reason FoundViaProduct 1 the landlord may name the conversation of the tenant who rents
 * it (`conversationID`, from `GET /listing/rental-candidates`): in the same transaction that
 * tenant's cashback is recorded (issue 27, `payments/cashback/rental-cashback.ts`) — once per
 * tenant ever; a tenant who has one already gets nothing more and the advert still goes offline.
 *
 * 200 with the advert's new state; 400 `invalid_request` for a malformed body, a reason that is
 * not a §3 deactivation reason, or a `conversationID` with another reason than FoundViaProduct;
 * 401 anonymous; 403 `http_403` (with `data.status`) when the advert is not online; 404 code
 * 1015 when it does not exist, is another user's or was deleted; 404 `http_404` when the
 * conversation is not about this advert or the caller is not its landlord. Nothing changes on a
 * refusal.
 */
export const deactivateListingRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/deactivate-listing',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'deactivateListing',
        tags: ['listing'],
        summary: 'Take an own advert offline with a deactivation reason (and name the tenant)',
        body: deactivateListingBody,
        response: { 200: listingState, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { listingID, reason, conversationID } = request.body;
      if (conversationID !== undefined && reason !== DeactivationReason.FoundViaProduct) {
        throw conversationWithoutRental();
      }
      const landlordId = currentUser(request).id;
      const row = await changeOwnListing(
        app.database.db,
        MyListingAction.Deactivate,
        listingID,
        landlordId,
        { status: ListingStatus.Inactive, deactivationReason: reason, updatedAt: sql`now()` },
        conversationID === undefined
          ? undefined
          : async (tx) => {
              const rental = await recordRentalCashback(tx, {
                listingId: listingID,
                conversationId: conversationID,
                landlordId,
              });
              if (rental.outcome === 'conversation_not_found') throw conversationNotFound();
            },
      );
      return toListingState(row);
    },
  );
};
