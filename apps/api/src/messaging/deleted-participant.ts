/**
 * Conversations with a deleted account (issue 26, GDPR art. 17) or a blocked one (issue 28): the
 * messages stay readable for the other participant, shown as from "a deleted user" or with the
 * "blocked user" label, but nobody can write to that account any more (403
 * `conversation_blocked`, §8).
 */
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';

import { conversationParticipants, users } from '../db/schema.js';
import { isBlockedNow } from '../moderation/moderation-users.js';

import type { Db, Tx } from '../db/database.js';

/**
 * Whether the other participant of a conversation deleted their account or is blocked now.
 *
 * @param db the database or a transaction
 * @param conversationId the conversation
 * @param senderId who wants to write in it
 */
export async function isOtherParticipantUnreachable(
  db: Db | Tx,
  conversationId: number,
  senderId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        ne(conversationParticipants.userId, senderId),
        or(isNotNull(users.deletedAt), isBlockedNow),
      ),
    )
    .limit(1);
  return row !== undefined;
}
