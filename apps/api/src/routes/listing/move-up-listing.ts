import { ErrorCode, isRoomsError, MOVE_UP_INTERVAL_HOURS, MyListingAction } from '@rooms/domain';
import { sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { changeOwnListing, toListingState } from '../../my-listings/own-listings.js';

import { listingIdBody, listingState } from './my-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /listing/moveup` (§7): the signed-in landlord moves an own online advert (status 3, 4 or
 * 10) to the top of the "newest first" search results: its publication time becomes now. At most
 * once per advert in {@link MOVE_UP_INTERVAL_HOURS} hours.
 *
 * 200 with the advert's new state; 400 `invalid_request` for a malformed body; 401 anonymous;
 * 403 `http_403` (with `data.status`) when the advert is not online; 404 code 1015 when it does
 * not exist, is another user's or was deleted; 429 `move_up_too_soon` with
 * `data.retryAfterSeconds`, `data.nextMoveUpAt` (ISO 8601) and a `Retry-After` header when it
 * was moved up less than 24 hours ago. Nothing changes on a refusal.
 */
export const moveUpListingRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/moveup',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'moveUpListing',
        tags: ['listing'],
        summary: 'Move an own online advert to the top of the newest search results',
        description: `At most once per advert in ${MOVE_UP_INTERVAL_HOURS} hours; sooner: 429 move_up_too_soon.`,
        body: listingIdBody,
        response: { 200: listingState, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      try {
        const row = await changeOwnListing(
          app.database.db,
          MyListingAction.MoveUp,
          request.body.listingID,
          currentUser(request).id,
          { publishedAt: sql`now()`, movedUpAt: sql`now()`, updatedAt: sql`now()` },
        );
        return toListingState(row);
      } catch (error) {
        if (isRoomsError(error) && error.code === ErrorCode.MoveUpTooSoon) {
          const { retryAfterSeconds } = error.data as { retryAfterSeconds: number };
          reply.header('retry-after', String(retryAfterSeconds));
        }
        throw error;
      }
    },
  );
};
