import { AbuseReason, enumValues, FolderFilter } from '@rooms/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { abuseReports, conversationParticipants } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';
import { findActiveParticipant } from '../../messaging/send-message.js';
import { countReport } from '../../moderation/report-rate-limit.js';

import { conversationNotFound } from './conversation-not-found.js';
import { abuseCommentField, bodyId } from './conversation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /conversation/abuse`. */
export const reportConversationBody = z.object({
  conversationID: bodyId('Conversation id'),
  reason: z
    .literal(enumValues(AbuseReason) as [AbuseReason, ...AbuseReason[]])
    .describe('Abuse reason (§3): Spam 1, Scam 2, Agency 3, InappropriateBehavior 4, NoShow 5'),
  comment: abuseCommentField,
});

/** Answer of `POST /conversation/abuse`. */
export const reportConversationResponse = z.object({
  conversationID: z.number().int(),
  reason: z.number().int(),
  folder: z
    .literal(FolderFilter.PossibleAbuse)
    .describe("The reporter's folder now: PossibleAbuse 4, in no inbox type"),
});

/**
 * `POST /conversation/abuse` (§7, §3 abuse reasons): the signed-in participant reports a
 * conversation. The report is stored for moderation (one per reporter and conversation; a
 * second report replaces reason and comment) and the conversation leaves the reporter's inbox:
 * their folder becomes PossibleAbuse, shown in no inbox type (the other participant's view is
 * unchanged and is not told). From then on the other participant can no longer write to the
 * reporter: sending in this conversation, and reacting to the reporter's adverts, is answered
 * 403 `conversation_blocked` (`messaging/report-block.ts`, issue 23); the reporter can still
 * read it (and write).
 *
 * 200; 400 `invalid_request` for a malformed body or an unknown reason; 401 anonymous; 404
 * `http_404` when the conversation does not exist, is not the caller's or was deleted by the
 * caller; 429 `http_429` beyond 10 reports an hour (issue 28).
 */
export const reportConversationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/abuse',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'reportConversation',
        tags: ['conversation'],
        summary: 'Report a conversation; it leaves the reporter’s inbox',
        body: reportConversationBody,
        response: { 200: reportConversationResponse, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { conversationID, reason, comment } = request.body;
      await app.database.db.transaction(async (tx) => {
        if ((await findActiveParticipant(tx, conversationID, userId)) === null) {
          throw conversationNotFound();
        }
        await countReport(app.database.db, reply, userId, app.clock());
        await tx
          .insert(abuseReports)
          .values({ reporterId: userId, conversationId: conversationID, reason, comment })
          .onConflictDoUpdate({
            target: [abuseReports.reporterId, abuseReports.conversationId],
            // A new report on a closed one opens it again: the moderator sees it anew.
            set: { reason, comment, resolvedAt: null, resolvedBy: null, outcome: null },
          });
        await tx
          .update(conversationParticipants)
          .set({ folder: FolderFilter.PossibleAbuse })
          .where(
            and(
              eq(conversationParticipants.conversationId, conversationID),
              eq(conversationParticipants.userId, userId),
            ),
          );
      });
      securityEvent(request.log, 'abuse_reported', {
        userId,
        address: request.ip,
        conversationId: conversationID,
        reason,
      });
      return { conversationID, reason, folder: FolderFilter.PossibleAbuse };
    },
  );
};
