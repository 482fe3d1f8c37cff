import { and, asc, between, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { conversationParticipants, conversations, messages } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  findConversationForUser,
  levelOf,
  toConversationListing,
  utcToday,
} from '../../messaging/conversation-queries.js';

import { conversationNotFound } from './conversation-not-found.js';
import {
  conversationListing,
  folderField,
  inboxTypeQueryField,
  matchScoreLevelField,
  messageRowsPerPageField,
  isOtherUserBlockedField,
  otherParty,
  pageNoField,
  queryId,
  roleField,
} from './conversation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Query of `GET /conversation/details`. */
export const conversationDetailsQuery = z.object({
  conversationID: queryId('Conversation id'),
  pageNo: pageNoField.describe('Page of messages, from 1 (the newest messages)'),
  rowsPerPage: messageRowsPerPageField,
  inboxType: inboxTypeQueryField
    .optional()
    .describe('The inbox the conversation was opened from (§2 URL); navigation only'),
  fromListingID: queryId(
    'The advert the inbox was filtered on (§2 URL); navigation only',
  ).optional(),
});

/** One message of a conversation. */
export const conversationMessage = z.object({
  messageID: z.number().int(),
  seq: z.number().int().describe('Position in the conversation: 1, 2, 3 …'),
  kind: z.number().int().describe('MessageKind: Reaction 1, Message 2, AutoReply 3'),
  text: z.string().describe('Exactly as typed; show it as text (escaped), never as HTML'),
  sentAt: z.iso.datetime().describe('UTC, ISO 8601'),
  isMine: z.boolean().describe('Sent by the caller'),
});

/** Answer of `GET /conversation/details`. */
export const conversationDetailsResponse = z.object({
  conversationID: z.number().int(),
  role: roleField,
  folder: folderField,
  isFavorite: z.boolean(),
  arrivalSource: z
    .number()
    .int()
    .describe(
      'ListingArrivalSource (§3) of the first reaction: 1 search result, 2 my match, 3 alert e-mail; 4 (ours) the landlord invited the tenant (POST /tenant/invite)',
    ),
  listing: conversationListing,
  otherParty,
  isOtherUserBlocked: isOtherUserBlockedField,
  matchScoreLevel: matchScoreLevelField,
  messages: z.array(conversationMessage).describe('This page, oldest first'),
  totalMessageCount: z.number().int(),
  pageNo: z.number().int(),
  rowsPerPage: z.number().int(),
});

/**
 * `GET /conversation/details?conversationID=&pageNo=&rowsPerPage=&inboxType=&fromListingID=`
 * (§7, §2 /my-messages/{inboxType}/conversation/{conversationID}): a conversation of the
 * signed-in user — the caller's role (§3: Landlord when the caller is the advertiser, else
 * Tenant), folder and favourite flag, the advert, the other party's public fields, the match
 * score and one page of messages. Page 1 holds the newest `rowsPerPage` messages, page 2 the
 * ones before, each page oldest first. Opening a conversation marks it read for the caller.
 *
 * 200; 400 `invalid_request` for bad paging or ids; 401 anonymous; 404 `http_404` when the
 * conversation does not exist, is not the caller's or was deleted by the caller (nothing is
 * revealed or changed).
 */
export const conversationDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/details',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getConversationDetails',
        tags: ['conversation'],
        summary: 'A conversation with a page of its messages; marks it read',
        querystring: conversationDetailsQuery,
        response: { 200: conversationDetailsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      const { conversationID, pageNo, rowsPerPage } = request.query;
      const header = await findConversationForUser(db, conversationID, userId);
      if (header === null) throw conversationNotFound();

      const newest = header.messageCount - (pageNo - 1) * rowsPerPage;
      const page =
        newest < 1
          ? []
          : await db
              .select({
                messageID: messages.id,
                seq: messages.seq,
                kind: messages.kind,
                text: messages.body,
                sentAt: messages.createdAt,
                senderId: messages.senderId,
              })
              .from(messages)
              .where(
                and(
                  eq(messages.conversationId, conversationID),
                  between(messages.seq, Math.max(1, newest - rowsPerPage + 1), newest),
                ),
              )
              .orderBy(asc(messages.seq));

      // Read up to everything there is now (messages sent meanwhile stay unread).
      await db
        .update(conversationParticipants)
        .set({
          lastReadSeq: sql`greatest(${conversationParticipants.lastReadSeq}, (select ${conversations.messageCount} from ${conversations} where ${conversations.id} = ${conversationID}))`,
          markedUnread: false,
        })
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationID),
            eq(conversationParticipants.userId, userId),
          ),
        );

      return {
        conversationID,
        role: header.role as 1 | 2,
        folder: header.folder,
        isFavorite: header.isFavorite,
        arrivalSource: header.arrivalSource,
        listing: toConversationListing(header),
        otherParty: {
          userID: header.otherUserID,
          firstName: header.otherFirstName,
          photoKey: header.otherPhotoKey,
          isDeleted: header.otherIsDeleted,
        },
        isOtherUserBlocked: header.otherIsBlocked,
        matchScoreLevel: levelOf(header, utcToday(app.clock())),
        messages: page.map(({ senderId, sentAt, ...message }) => ({
          ...message,
          sentAt: sentAt.toISOString(),
          isMine: senderId === userId,
        })),
        totalMessageCount: header.messageCount,
        pageNo,
        rowsPerPage,
      };
    },
  );
};
