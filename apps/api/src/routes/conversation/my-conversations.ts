import { enumValues, InboxSort, InboxType } from '@rooms/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { conversations, messages } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  inboxCondition,
  isUnreadSql,
  levelOf,
  LISTING_SUMMARY_COLUMNS,
  MATCH_COLUMNS,
  me,
  otherIsBlockedSql,
  otherIsDeletedSql,
  otherUser,
  selectConversations,
  toConversationListing,
  utcToday,
} from '../../messaging/conversation-queries.js';

import {
  conversationListing,
  folderField,
  inboxRowsPerPageField,
  inboxSortField,
  inboxTypeQueryField,
  matchScoreLevelField,
  isOtherUserBlockedField,
  otherParty,
  pageNoField,
  queryId,
  roleField,
} from './conversation.schema.js';

import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Characters of the last message shown in the inbox. */
export const PREVIEW_LENGTH = 200;

/** Query of `GET /conversation/my-conversations`. */
export const myConversationsQuery = z.object({
  pageNo: pageNoField,
  rowsPerPage: inboxRowsPerPageField,
  sortBy: inboxSortField,
  inboxType: inboxTypeQueryField.default(InboxType.Default),
  listingID: queryId('Only the conversations about this advert').optional(),
});

/** One conversation of an inbox page. */
export const inboxConversation = z.object({
  conversationID: z.number().int(),
  role: roleField,
  folder: folderField,
  isFavorite: z.boolean(),
  isUnread: z.boolean().describe('Marked unread, or has messages the caller has not read'),
  unreadMessageCount: z.number().int().describe('Messages of the other party not read yet'),
  messageCount: z.number().int(),
  lastMessage: z.object({
    preview: z
      .string()
      .describe(`The first ${PREVIEW_LENGTH} characters of the latest message, as typed`),
    sentAt: z.iso.datetime().describe('UTC, ISO 8601'),
    isMine: z.boolean(),
    kind: z.number().int().describe('MessageKind: Reaction 1, Message 2, AutoReply 3'),
  }),
  listing: conversationListing,
  otherParty,
  isOtherUserBlocked: isOtherUserBlockedField,
  matchScoreLevel: matchScoreLevelField.describe(
    "Match score (§3) of the tenant's profile with the advert's preferred tenant: None 0, Low 1, Medium 2, High 3",
  ),
});

/** Totals of one inbox type. */
export const inboxCount = z.object({
  inboxType: z.number().int(),
  totalCount: z.number().int(),
  unreadCount: z.number().int().describe('Conversations of this inbox type that are unread'),
});

/** Answer of `GET /conversation/my-conversations`. */
export const myConversationsResponse = z.object({
  items: z.array(inboxConversation),
  totalCount: z.number().int().describe('Conversations of this inbox type over all pages'),
  pageNo: z.number().int(),
  rowsPerPage: z.number().int(),
  unreadCount: z
    .number()
    .int()
    .describe(
      'Unread conversations in the inbox (inbox type Default): the number the header and drawer show',
    ),
  inboxCounts: z
    .array(inboxCount)
    .describe('Total and unread conversations of every inbox type (§3), in §3 order'),
});

function orderOf(sortBy: InboxSort): SQL[] {
  switch (sortBy) {
    case InboxSort.Newest:
      return [desc(conversations.lastMessageAt), desc(conversations.id)];
    case InboxSort.Oldest:
      return [asc(conversations.lastMessageAt), asc(conversations.id)];
    default:
      return [desc(isUnreadSql), desc(conversations.lastMessageAt), desc(conversations.id)];
  }
}

/** `count(*) filter (where …)` as an integer. */
function countWhere(condition: SQL) {
  return sql<number>`(count(*) filter (where ${condition}))::integer`;
}

/**
 * `GET /conversation/my-conversations?pageNo=&rowsPerPage=&sortBy=&inboxType=&listingID=`
 * (§7, §2 /my-messages/{inboxType}): one page of the signed-in user's conversations of an
 * inbox type, with the §4 folder rules (see `inboxCondition`), optionally only those about one
 * advert. Each has the caller's role (Landlord or Tenant), folder, favourite and unread state,
 * the latest message (preview), the advert, the other party's public fields and the match
 * score. Also the unread count of the inbox (the header's number; §7 has no call of its own
 * for it) and the totals of every inbox type. Only the caller's own conversations.
 *
 * 200; 400 `invalid_request` for pages outside 1..10000, page sizes outside 1..100, an unknown
 * sort or inbox type; 401 anonymous.
 */
export const myConversationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-conversations',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getMyConversations',
        tags: ['conversation'],
        summary: "A page of the signed-in user's conversations of one inbox type",
        querystring: myConversationsQuery,
        response: { 200: myConversationsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      const { pageNo, rowsPerPage, sortBy, inboxType, listingID } = request.query;
      const aboutListing =
        listingID === undefined ? undefined : eq(conversations.listingId, listingID);
      const lastMessage = sql<{
        body: string;
        senderId: number;
        createdAt: string;
        kind: number;
      } | null>`(select json_build_object('body', left(m.body, ${PREVIEW_LENGTH}), 'senderId', m.sender_id,
          'createdAt', m.created_at, 'kind', m.kind)
        from ${messages} m where m.conversation_id = ${conversations.id}
          and m.seq = ${conversations.messageCount})`;

      const inboxTypes = enumValues(InboxType);
      const countColumns: Record<string, SQL<number>> = {};
      for (const type of inboxTypes) {
        countColumns[`total${type}`] = countWhere(inboxCondition(type));
        countColumns[`unread${type}`] = countWhere(sql`${inboxCondition(type)} and ${isUnreadSql}`);
      }

      const [rows, [counts]] = await Promise.all([
        selectConversations(
          db,
          userId,
          {
            conversationID: conversations.id,
            role: me.role,
            folder: me.folder,
            isFavorite: me.isFavorite,
            isUnread: isUnreadSql,
            lastReadSeq: me.lastReadSeq,
            messageCount: conversations.messageCount,
            lastMessage,
            otherUserID: otherUser.id,
            otherFirstName: otherUser.firstName,
            otherPhotoKey: otherUser.photoKey,
            otherIsDeleted: otherIsDeletedSql,
            otherIsBlocked: otherIsBlockedSql,
            ...MATCH_COLUMNS,
            ...LISTING_SUMMARY_COLUMNS,
          },
          {
            where: sql`${inboxCondition(inboxType)} ${aboutListing ? sql`and ${aboutListing}` : sql``}`,
            orderBy: orderOf(sortBy),
            limit: rowsPerPage,
            offset: (pageNo - 1) * rowsPerPage,
          },
        ),
        selectConversations(db, userId, { all: count(), ...countColumns }, { where: aboutListing }),
      ]);
      const today = utcToday(app.clock());
      const totals = counts as Record<string, number> | undefined;
      const inboxCounts = inboxTypes.map((type) => ({
        inboxType: type,
        totalCount: totals?.[`total${type}`] ?? 0,
        unreadCount: totals?.[`unread${type}`] ?? 0,
      }));
      return {
        items: rows.map((row) => ({
          conversationID: row.conversationID,
          role: row.role as 1 | 2,
          folder: row.folder,
          isFavorite: row.isFavorite,
          isUnread: row.isUnread,
          unreadMessageCount: Math.max(0, row.messageCount - row.lastReadSeq),
          messageCount: row.messageCount,
          lastMessage: {
            preview: row.lastMessage?.body ?? '',
            sentAt: new Date(row.lastMessage?.createdAt ?? 0).toISOString(),
            isMine: row.lastMessage?.senderId === userId,
            kind: row.lastMessage?.kind ?? 0,
          },
          listing: toConversationListing(row),
          otherParty: {
            userID: row.otherUserID,
            firstName: row.otherFirstName,
            photoKey: row.otherPhotoKey,
            isDeleted: row.otherIsDeleted,
          },
          isOtherUserBlocked: row.otherIsBlocked,
          matchScoreLevel: levelOf(row, today),
        })),
        totalCount: inboxCounts.find((item) => item.inboxType === inboxType)?.totalCount ?? 0,
        pageNo,
        rowsPerPage,
        unreadCount: inboxCounts[0]?.unreadCount ?? 0,
        inboxCounts,
      };
    },
  );
};
