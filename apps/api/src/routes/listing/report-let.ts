import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { reportAlreadyLet } from '../../listing-freshness/already-let.js';
import { securityEvent } from '../../logging/security-event.js';
import { findOtherUsersListing } from '../../messaging/other-users-listing.js';
import { countReport } from '../../moderation/report-rate-limit.js';

import { listingIdBody, reportLetResponse } from './my-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /listing/report-let` (issue 28 fresh adverts): the signed-in user reports that an online
 * advert of another user is already let; one report per user and advert. Three reports since
 * the advert's last confirmation hold it for moderation (Pending 11, queue of held adverts);
 * the answer does not say whether it did.
 *
 * 200; 400 `invalid_request` for a malformed body; 401 anonymous; 403 `http_403` for the caller's
 * own advert; 404 code 1015 when the advert does not exist or is not online; 429 `http_429`
 * beyond 10 reports an hour (shared with the abuse reports).
 */
export const reportLetRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/report-let',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'reportListingAlreadyLet',
        tags: ['listing'],
        summary: 'Report that an advert is already let',
        body: listingIdBody,
        response: { 200: reportLetResponse, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      const { listingID } = request.body;
      await findOtherUsersListing(db, listingID, userId, 'You cannot report your own advert');
      await countReport(db, reply, userId, app.clock());
      const outcome = await reportAlreadyLet(db, listingID, userId);
      securityEvent(request.log, 'already_let_reported', {
        userId,
        address: request.ip,
        listingId: listingID,
        held: outcome.held,
      });
      return { listingID };
    },
  );
};
