import {
  BusinessResultCode,
  ErrorCode,
  ListingArrivalSource,
  MessageKind,
  reactionMessageProblem,
  RoomsError,
  TENANT_ARRIVAL_SOURCES,
} from '@rooms/domain';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { perUserMessagingRule, REACTION_PER_USER } from '../../auth/rate-limit-rules.js';
import { hitRateLimit, tooManyRequests } from '../../auth/rate-limiter.js';
import { conversationAutoReplies, conversations, messages } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { notifyNewMessage } from '../../messaging/new-message-notifier.js';
import { openConversation } from '../../messaging/open-conversation.js';
import { findOtherUsersListing } from '../../messaging/other-users-listing.js';
import { conversationBlocked, hasLandlordReportedTenant } from '../../messaging/report-block.js';
import {
  appendMessage,
  findMessageByClientKey,
  sendIdempotently,
} from '../../messaging/send-message.js';
import {
  checkReactionAllowed,
  REACTION_RULES,
  reactionRuleOf,
} from '../../payments/reaction-rule.js';

import { bodyId, idempotencyKeyField, queryId } from './conversation.schema.js';

import type { Db, Tx } from '../../db/database.js';
import type { ConversationRouteOptions } from './conversation-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Query of `GET /conversation/listing-reaction`. */
export const listingReactionQuery = z.object({ listingID: queryId('Listing id') });

/** Answer of `GET /conversation/listing-reaction`: what the reaction form is prefilled with. */
export const listingReactionState = z.object({
  listingID: z.number().int(),
  conversationID: z
    .number()
    .int()
    .nullable()
    .describe("The caller's conversation about this listing, null before the first reaction"),
  lastReactionMessage: z
    .string()
    .nullable()
    .describe(
      "The text of the caller's latest reaction: to this listing when there is one, else to any listing (to prefill the form); null when the caller never reacted",
    ),
  reactionRule: z
    .enum(REACTION_RULES)
    .describe(
      'Why the caller may react (issue 27): conversation (one exists: always), premium, unlocked (the landlord unlocked the advert), or premiumRequired (a reaction is refused with 403 `premium_required`)',
    ),
});

/** Body of `POST /conversation/listing-reaction`. */
export const listingReactionBody = z.object({
  listingID: bodyId('Listing id'),
  message: z
    .string()
    .describe(
      'The reaction exactly as typed: 20 to 4000 characters (without surrounding white space), with letters or digits, no control characters but tab and line breaks. An unacceptable text is refused with 10172 and data.reason',
    ),
  arrivalSource: z
    // Invitation (4) is the landlord's (POST /tenant/invite): a tenant cannot claim it.
    .literal(TENANT_ARRIVAL_SOURCES)
    .default(ListingArrivalSource.FromSearchResult)
    .describe(
      'Where the tenant found the advert (§3): FromSearchResult 1 (default), FromMyMatch 2, FromAlertEmail 3',
    ),
  idempotencyKey: idempotencyKeyField.optional(),
});

/** Answer of `POST /conversation/listing-reaction`. */
export const listingReactionResult = z.object({
  conversationID: z.number().int(),
  messageID: z.number().int().describe('The reaction message'),
  isNewConversation: z
    .boolean()
    .describe(
      'True for the first reaction to this listing; false when it was added to the conversation',
    ),
});

/** The visible listing a reaction is about, or 1015; 403 for the caller's own advert. */
function reactableListing(db: Db, listingId: number, userId: number) {
  return findOtherUsersListing(db, listingId, userId, 'You cannot react to your own advert');
}

/** Sends the landlord's auto-reply (the listing's student house first, else the general one). */
async function sendAutoReply(
  tx: Tx,
  conversationId: number,
  landlordId: number,
  studentHouseId: number | null,
): Promise<void> {
  const [reply] = await tx
    .select({ isEnabled: conversationAutoReplies.isEnabled, body: conversationAutoReplies.body })
    .from(conversationAutoReplies)
    .where(
      and(
        eq(conversationAutoReplies.landlordId, landlordId),
        studentHouseId === null
          ? isNull(conversationAutoReplies.studentHouseId)
          : or(
              eq(conversationAutoReplies.studentHouseId, studentHouseId),
              isNull(conversationAutoReplies.studentHouseId),
            ),
      ),
    )
    .orderBy(sql`${conversationAutoReplies.studentHouseId} nulls last`)
    .limit(1);
  if (reply === undefined || !reply.isEnabled || reply.body.trim() === '') return;
  await appendMessage(tx, {
    conversationId,
    senderId: landlordId,
    kind: MessageKind.AutoReply,
    body: reply.body,
  });
}

/**
 * `GET /conversation/listing-reaction?listingID=` and `POST /conversation/listing-reaction`
 * (§7, §2 /react-to-listing/{listingID}).
 *
 * GET: what the reaction form of a visible listing starts with — the caller's conversation
 * about it (or null) and the text of the caller's latest reaction (to this listing, else to any
 * listing), so a tenant does not retype their introduction.
 *
 * POST: a tenant reacts to a visible listing (status 3, 4 or 10). One conversation per tenant
 * and listing: the first reaction starts it (between the tenant and the advertiser, recording
 * the §3 arrival source), later reactions are added to it (and bring it back to the inbox of
 * both when it was in the trash or deleted). On a new conversation the landlord's enabled
 * auto-reply (of the listing's student house, else the general one) follows as a message. The
 * landlord is e-mailed (at most once per conversation per 15 minutes). With an
 * `idempotencyKey`, a retried reaction stores nothing new and answers as the first time.
 *
 * Errors (§8): 400 `invalid_request` for a malformed body; 400 code 10172 'Invalid listing
 * reaction message' with `data.reason` (empty, too_short, too_long, control_characters,
 * malformed_text, no_letters) for an unacceptable text; 401 anonymous; 403 `http_403` for the
 * caller's own advert, or `conversation_blocked` when the advertiser reported a conversation
 * with the caller (`messaging/report-block.ts`; not counted), or `premium_required` for a first
 * reaction without premium to an advert that is not unlocked (`payments/reaction-rule.ts`; not
 * counted); 404 code 1015 for a listing that
 * does not exist or is not visible;
 * 429 `http_429` after 20 reactions per user per hour.
 */
export const listingReactionRoute: FastifyPluginAsyncZod<ConversationRouteOptions> = async (
  app,
  { config },
) => {
  app.get(
    '/listing-reaction',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getListingReaction',
        tags: ['conversation'],
        summary: 'What the reaction form of a listing is prefilled with',
        querystring: listingReactionQuery,
        response: { 200: listingReactionState, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      const { listingID } = request.query;
      await reactableListing(db, listingID, userId);
      const [conversation] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.tenantId, userId), eq(conversations.listingId, listingID)));
      const [last] = await db
        .select({ body: messages.body })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            eq(messages.senderId, userId),
            eq(messages.kind, MessageKind.Reaction),
            eq(conversations.tenantId, userId),
          ),
        )
        .orderBy(
          desc(sql`${conversations.listingId} = ${listingID}`),
          desc(messages.createdAt),
          desc(messages.id),
        )
        .limit(1);
      return {
        listingID,
        conversationID: conversation?.id ?? null,
        lastReactionMessage: last?.body ?? null,
        reactionRule: await reactionRuleOf(db, userId, listingID, new Date()),
      };
    },
  );

  app.post(
    '/listing-reaction',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'reactToListing',
        tags: ['conversation'],
        summary: 'React to an advert: start the conversation or add to it',
        body: listingReactionBody,
        response: { 200: listingReactionResult, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const tenantId = currentUser(request).id;
      const { listingID, message, arrivalSource } = request.body;
      const clientKey = request.body.idempotencyKey ?? null;
      const reason = reactionMessageProblem(message);
      if (reason !== null) {
        throw new RoomsError({
          code: BusinessResultCode.InvalidListingReactionMessage,
          data: { reason },
        });
      }
      const listing = await reactableListing(db, listingID, tenantId);

      const earlier =
        clientKey === null ? null : await findMessageByClientKey(db, tenantId, clientKey);
      if (earlier === null) {
        if (await hasLandlordReportedTenant(db, listing.landlordId, tenantId)) {
          throw conversationBlocked();
        }
        // Premium, an unlocked advert or an existing conversation (issue 27); not counted.
        await checkReactionAllowed(db, tenantId, listing.id, new Date());
        const limit = await hitRateLimit(
          db,
          perUserMessagingRule(REACTION_PER_USER, config.MESSAGE_RATE_LIMIT_FACTOR),
          String(tenantId),
          app.clock(),
        );
        if (limit.limited) throw tooManyRequests(reply, limit);
      }

      let isNewConversation = false;
      const { message: stored, duplicate } =
        earlier !== null
          ? { message: earlier, duplicate: true }
          : await sendIdempotently(db, clientKey, tenantId, async (tx) => {
              const conversation = await openConversation(tx, {
                listingId: listing.id,
                tenantId,
                landlordId: listing.landlordId,
                arrivalSource,
              });
              isNewConversation = conversation.isNew;
              const conversationId = conversation.id;
              const reaction = await appendMessage(tx, {
                conversationId,
                senderId: tenantId,
                kind: MessageKind.Reaction,
                body: message,
                arrivalSource,
                clientKey,
              });
              if (isNewConversation) {
                await sendAutoReply(tx, conversationId, listing.landlordId, listing.studentHouseId);
              }
              return reaction;
            });

      if (duplicate) {
        // The key belongs to an earlier reaction: answer as then, if it was about this listing.
        const [about] = await db
          .select({ listingId: conversations.listingId })
          .from(conversations)
          .where(eq(conversations.id, stored.conversationId));
        if (stored.kind !== MessageKind.Reaction || about?.listingId !== listingID) {
          throw new RoomsError({
            code: ErrorCode.InvalidRequest,
            message: 'This idempotency key was used for another message',
            data: { fields: [{ field: 'body.idempotencyKey', message: 'already used' }] },
          });
        }
        const [first] = await db
          .select({ seq: messages.seq })
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, stored.conversationId),
              eq(messages.senderId, tenantId),
              eq(messages.kind, MessageKind.Reaction),
            ),
          )
          .orderBy(messages.seq)
          .limit(1);
        return {
          conversationID: stored.conversationId,
          messageID: stored.id,
          isNewConversation: first?.seq === stored.seq,
        };
      }

      notifyNewMessage(db, config.SITE_URL, {
        conversationId: stored.conversationId,
        senderId: tenantId,
      }).catch((error: unknown) =>
        request.log.error({ err: error }, 'new-message e-mail not queued'),
      );
      return { conversationID: stored.conversationId, messageID: stored.id, isNewConversation };
    },
  );
};
