import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { rentalCandidates } from '../../my-listings/rental-candidates.js';

import { rentalCandidatesAnswer, rentalCandidatesQuery } from './rental-candidates.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /listing/rental-candidates?listingID=` (issue 27 cashback, My adverts' deactivate dialog):
 * the tenants who have a conversation about the signed-in landlord's own advert, most recent
 * first, at most 50, each with the conversation to name as `conversationID` when the advert is
 * taken offline with reason FoundViaProduct (that tenant gets cashback). First names only.
 *
 * 200 `{ candidates }`; 400 `invalid_request` for a malformed id; 401 anonymous; 404 code 1015
 * when the advert does not exist, is another user's or was deleted.
 */
export const rentalCandidatesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rental-candidates',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getRentalCandidates',
        tags: ['listing'],
        summary: 'Tenants with a conversation about an own advert (who may rent it)',
        querystring: rentalCandidatesQuery,
        response: { 200: rentalCandidatesAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const rows = await rentalCandidates(
        app.database.db,
        request.query.listingID,
        currentUser(request).id,
      );
      return {
        candidates: rows.map((row) => ({
          ...row,
          lastMessageAt: row.lastMessageAt.toISOString(),
        })),
      };
    },
  );
};
