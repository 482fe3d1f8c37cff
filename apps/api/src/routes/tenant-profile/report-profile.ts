import { AbuseReason, enumValues, ErrorCode, RoomsError } from '@rooms/domain';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { abuseReports } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';
import { countReport } from '../../moderation/report-rate-limit.js';
import { isTenantProfileShown } from '../../tenant-profiles/public-tenant-profile.js';
import { abuseCommentField, bodyId } from '../conversation/conversation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /tenant/abuse`. */
export const reportProfileBody = z.object({
  tenantID: bodyId('Tenant (user) id of the profile'),
  reason: z
    .literal(enumValues(AbuseReason) as [AbuseReason, ...AbuseReason[]])
    .describe('Abuse reason (§3): Spam 1, Scam 2, Agency 3, InappropriateBehavior 4, NoShow 5'),
  comment: abuseCommentField,
});

/**
 * `POST /tenant/abuse` (ours, issue 28 "flagged tenant profiles"): the signed-in user reports a
 * tenant's public profile to the moderators; one report per user and profile (a second one
 * replaces reason and comment and opens a closed one again). The profile stays shown:
 * moderators decide.
 *
 * 200; 400 `invalid_request` for a malformed body or an unknown reason; 401 anonymous; 403
 * `http_403` for the caller's own profile; 404 `http_404` when the profile is not shown; 429
 * `http_429` beyond 10 reports an hour.
 */
export const reportProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/abuse',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'reportTenantProfile',
        tags: ['tenant'],
        summary: "Report a tenant's profile for moderation",
        body: reportProfileBody,
        response: {
          200: z.object({ tenantID: z.number().int(), reason: z.number().int() }),
          ...errorResponses(401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      const { tenantID, reason, comment } = request.body;
      if (tenantID === userId) {
        throw new RoomsError({
          code: ErrorCode.Http403,
          message: 'You cannot report your own profile',
        });
      }
      if (!(await isTenantProfileShown(db, tenantID))) {
        throw new RoomsError({ code: ErrorCode.Http404, message: 'Tenant profile not found' });
      }
      await countReport(db, reply, userId, app.clock());
      await db
        .insert(abuseReports)
        .values({ reporterId: userId, tenantUserId: tenantID, reason, comment })
        .onConflictDoUpdate({
          target: [abuseReports.reporterId, abuseReports.tenantUserId],
          set: { reason, comment, resolvedAt: null, resolvedBy: null, outcome: null },
        });
      securityEvent(request.log, 'abuse_reported', { userId, address: request.ip, reason });
      return { tenantID, reason };
    },
  );
};
