/**
 * The messages of a reported conversation, for the moderator only (issue 28 "the reported
 * messages shown to the moderator, and only to them"): a conversation nobody reported and
 * without scam signs stays private (404), and every opening is written to the audit log
 * (ViewConversation).
 */
import { ErrorCode, ModerationAction, RoomsError } from '@rooms/domain';
import { eq, sql } from 'drizzle-orm';

import { abuseReports, conversations, listings, messages, scamFlags, users } from '../db/schema.js';

import { recordAction } from './audit-log.js';

import type { Db } from '../db/database.js';
import type { Staff } from './staff-access.js';

/** Most messages shown of one conversation (the newest are the reported ones): 500. */
export const REPORTED_CONVERSATION_MAX_MESSAGES = 500;

/** A reported conversation as the moderator reads it. */
export interface ReportedConversationMessages {
  conversationID: number;
  listing: { listingID: number; title: string };
  participants: {
    userID: number;
    firstName: string;
    lastName: string;
    role: 'landlord' | 'tenant';
  }[];
  messages: { messageID: number; senderID: number; body: string; sentAt: string }[];
}

/**
 * Opens a reported conversation and logs the opening.
 *
 * @param db the database
 * @param staff the moderator
 * @param conversationId the conversation
 * @returns the advert, both participants and the messages, oldest first (at most 500, the newest)
 * @throws RoomsError `http_404` (404) when the conversation does not exist, was never reported
 *   and never showed scam signs
 */
export async function reportedConversationMessages(
  db: Db,
  staff: Staff,
  conversationId: number,
): Promise<ReportedConversationMessages> {
  const [conversation] = await db
    .select({
      landlordId: conversations.landlordId,
      tenantId: conversations.tenantId,
      listingID: listings.id,
      title: listings.title,
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(
      sql`${conversations.id} = ${conversationId} and (exists (select 1 from ${abuseReports}
        where ${abuseReports.conversationId} = ${conversations.id}) or exists (select 1 from
        ${scamFlags} where ${scamFlags.conversationId} = ${conversations.id}))`,
    );
  if (conversation === undefined) throw new RoomsError({ code: ErrorCode.Http404 });
  const people = await db
    .select({ userID: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id} in (${conversation.landlordId}, ${conversation.tenantId})`);
  const newest = await db
    .select({
      messageID: messages.id,
      senderID: messages.senderId,
      body: messages.body,
      sentAt: messages.createdAt,
      seq: messages.seq,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(sql`${messages.seq} desc`)
    .limit(REPORTED_CONVERSATION_MAX_MESSAGES);
  await recordAction(db, {
    staffId: staff.id,
    action: ModerationAction.ViewConversation,
    subjectType: 'conversation',
    subjectId: conversationId,
    note: '',
  });
  return {
    conversationID: conversationId,
    listing: { listingID: conversation.listingID, title: conversation.title ?? '' },
    participants: people.map((person) => ({
      ...person,
      role: person.userID === conversation.landlordId ? 'landlord' : 'tenant',
    })),
    messages: newest.reverse().map(({ seq: _seq, sentAt, ...message }) => ({
      ...message,
      sentAt: sentAt.toISOString(),
    })),
  };
}
