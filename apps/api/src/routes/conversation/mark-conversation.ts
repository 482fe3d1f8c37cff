import { ConversationAction, enumValues, FolderFilter } from '@rooms/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { conversationParticipants, conversations } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';

import { conversationNotFound } from './conversation-not-found.js';
import { bodyId } from './conversation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Most conversations one mark request acts on. */
export const MAX_MARKED_CONVERSATIONS = 100;

/** Body of `POST /conversation/mark` (§7 "mark request"). */
export const markBody = z.object({
  conversationIDs: z
    .array(bodyId('Conversation id'))
    .min(1)
    .max(MAX_MARKED_CONVERSATIONS)
    .describe(`The conversations to act on, 1 to ${MAX_MARKED_CONVERSATIONS}`),
  action: z
    .literal(enumValues(ConversationAction) as [ConversationAction, ...ConversationAction[]])
    .describe(
      'Action (§3): Unread 1, Read 2, Favorite 3, Unfavorite 4, Trash 5, Delete 6, Restore 7',
    ),
});

/** The caller's state of one conversation after the action. */
export const markedConversation = z.object({
  conversationID: z.number().int(),
  folder: z
    .number()
    .int()
    .describe('FolderFilter (§3): Normal 1, Trash 2, Deleted 3, PossibleAbuse 4'),
  isFavorite: z.boolean(),
  isUnread: z.boolean(),
});

/** Answer of `POST /conversation/mark`. */
export const markResponse = z.object({
  conversations: z.array(markedConversation).describe('In the order of the request'),
});

const P = conversationParticipants;

/** The column changes of each action for the caller's participant rows (§4). */
function changesOf(action: ConversationAction) {
  switch (action) {
    case ConversationAction.Unread:
      return { markedUnread: true };
    case ConversationAction.Read:
      return {
        markedUnread: false,
        lastReadSeq: sql`(select ${conversations.messageCount} from ${conversations} where ${conversations.id} = ${P.conversationId})`,
      };
    case ConversationAction.Favorite:
      return { isFavorite: true };
    case ConversationAction.Unfavorite:
      return { isFavorite: false };
    case ConversationAction.Trash:
      return {
        folder: sql`case when ${P.folder} = ${FolderFilter.Normal} then ${FolderFilter.Trash}::smallint else ${P.folder} end`,
      };
    case ConversationAction.Restore:
      return {
        folder: sql`case when ${P.folder} = ${FolderFilter.Trash} then ${FolderFilter.Normal}::smallint else ${P.folder} end`,
      };
    default:
      return { folder: FolderFilter.Deleted };
  }
}

/**
 * `POST /conversation/mark` (§7, §3 actions, §4): applies one action to some of the signed-in
 * user's conversations, for the caller only (the other participant's view is untouched):
 * - Read / Unread: reads everything up to now / marks it unread until it is read again;
 * - Favorite / Unfavorite: the favourite flag (the Favorite inbox shows favourites in the inbox);
 * - Trash: inbox -> trash; Restore: trash -> inbox (other folders stay as they are);
 * - Delete: gone from every inbox type and from `details` for the caller, until a new message
 *   in the conversation brings it back to the inbox.
 * All or nothing: when one id is not a conversation of the caller (or one the caller deleted),
 * the answer is 404 and nothing changes.
 *
 * 200 with each conversation's new state; 400 `invalid_request` for a malformed body or an
 * unknown action; 401 anonymous; 404 `http_404` as said.
 */
export const markConversationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mark',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'markConversations',
        tags: ['conversation'],
        summary: 'Read, unread, favourite, unfavourite, trash, restore or delete conversations',
        body: markBody,
        response: { 200: markResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const ids = [...new Set(request.body.conversationIDs)];
      const rows = await app.database.db.transaction(async (tx) => {
        const updated = await tx
          .update(P)
          .set(changesOf(request.body.action))
          .where(
            and(
              eq(P.userId, userId),
              inArray(P.conversationId, ids),
              ne(P.folder, FolderFilter.Deleted),
            ),
          )
          .returning({
            conversationID: P.conversationId,
            folder: P.folder,
            isFavorite: P.isFavorite,
            isUnread: sql<boolean>`${P.markedUnread} or ${P.lastReadSeq} < (select ${conversations.messageCount} from ${conversations} where ${conversations.id} = ${P.conversationId})`,
          });
        // Rolls the whole request back: some id is not the caller's.
        if (updated.length !== ids.length) throw conversationNotFound();
        return updated;
      });
      const byId = new Map(rows.map((row) => [row.conversationID, row]));
      return { conversations: ids.map((id) => byId.get(id)!) };
    },
  );
};
