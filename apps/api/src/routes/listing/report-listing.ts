import { enumValues, ListingAbuseReason } from '@rooms/domain';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { abuseReports } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';
import { findOtherUsersListing } from '../../messaging/other-users-listing.js';
import { countReport } from '../../moderation/report-rate-limit.js';
import { abuseCommentField, bodyId } from '../conversation/conversation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /listing/abuse`. */
export const reportListingBody = z
  .object({
    listingID: bodyId('Listing id'),
    reason: z
      .literal(enumValues(ListingAbuseReason) as [ListingAbuseReason, ...ListingAbuseReason[]])
      .describe(
        'Listing abuse reason (§3): Spam 1, Scam 2, Agency 3, InappropriateBehavior 4, NoShow 5, Other 6 (needs a comment)',
      ),
    comment: abuseCommentField,
  })
  .refine((body) => body.reason !== ListingAbuseReason.Other || body.comment.trim() !== '', {
    path: ['comment'],
    message: 'a comment is required with reason Other',
  });

/** Answer of `POST /listing/abuse`. */
export const reportListingResponse = z.object({
  listingID: z.number().int(),
  reason: z.number().int(),
});

/**
 * `POST /listing/abuse` (§7, §3 listing abuse reasons): the signed-in user reports a visible
 * advert (status 3, 4 or 10) for moderation; one report per user and advert (a second one
 * replaces reason and comment). The advert stays online: moderators decide.
 *
 * 200; 400 `invalid_request` for a malformed body, an unknown reason or reason Other without a
 * comment; 401 anonymous; 403 `http_403` for the caller's own advert; 404 code 1015 when the
 * advert does not exist or is not visible; 429 `http_429` beyond 10 reports an hour (issue 28).
 */
export const reportListingRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/abuse',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'reportListing',
        tags: ['listing'],
        summary: 'Report an advert for moderation',
        body: reportListingBody,
        response: { 200: reportListingResponse, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      const { listingID, reason, comment } = request.body;
      await findOtherUsersListing(db, listingID, userId, 'You cannot report your own advert');
      await countReport(db, reply, userId, app.clock());
      await db
        .insert(abuseReports)
        .values({ reporterId: userId, listingId: listingID, reason, comment })
        .onConflictDoUpdate({
          target: [abuseReports.reporterId, abuseReports.listingId],
          // A new report on a closed one opens it again: the moderator sees it anew.
          set: { reason, comment, resolvedAt: null, resolvedBy: null, outcome: null },
        });
      securityEvent(request.log, 'abuse_reported', {
        userId,
        address: request.ip,
        listingId: listingID,
        reason,
      });
      return { listingID, reason };
    },
  );
};
