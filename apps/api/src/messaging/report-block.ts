/**
 * What an abuse report on a conversation blocks (issue 23 "Defence in depth"): once a
 * participant reports a conversation (`POST /conversation/abuse`), the other participant can no
 * longer write to the reporter — no message in that conversation and, when the reporter is the
 * advertiser, no reaction to any of the reporter's adverts (which would open a new conversation
 * with the same person). The reporter still reads the conversation and may still write in it;
 * everyone else, and both people's other conversations, are unaffected. A moderator's decision
 * (not built yet) is what lifts or widens it.
 */
import { ErrorCode, RoomsError } from '@rooms/domain';
import { and, eq, ne, sql } from 'drizzle-orm';

import { abuseReports, conversations } from '../db/schema.js';

import type { Db, Tx } from '../db/database.js';

/**
 * Whether someone other than the sender — the other participant, since only participants can
 * report — reported this conversation.
 *
 * @param db the database or a transaction
 * @param conversationId the conversation
 * @param senderId who wants to write in it
 */
export async function isReportedByOtherParticipant(
  db: Db | Tx,
  conversationId: number,
  senderId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(abuseReports)
    .where(
      and(eq(abuseReports.conversationId, conversationId), ne(abuseReports.reporterId, senderId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether `reporterId` reported a conversation between this landlord and this tenant. */
async function hasReportedConversationBetween(
  db: Db | Tx,
  reporterId: number,
  landlordId: number,
  tenantId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(abuseReports)
    .innerJoin(conversations, eq(conversations.id, abuseReports.conversationId))
    .where(
      and(
        eq(abuseReports.reporterId, reporterId),
        eq(conversations.landlordId, landlordId),
        eq(conversations.tenantId, tenantId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a landlord reported a conversation with this tenant (about any of the landlord's
 * adverts).
 *
 * @param db the database or a transaction
 * @param landlordId the advertiser (the possible reporter)
 * @param tenantId who wants to react
 */
export async function hasLandlordReportedTenant(
  db: Db | Tx,
  landlordId: number,
  tenantId: number,
): Promise<boolean> {
  return hasReportedConversationBetween(db, landlordId, landlordId, tenantId);
}

/**
 * Whether a tenant reported a conversation with this landlord (about any of the landlord's
 * adverts): the landlord can then no longer invite the tenant (`POST /tenant/invite`, issue 26),
 * which would open a new conversation with the reporter.
 *
 * @param db the database or a transaction
 * @param tenantId the tenant (the possible reporter)
 * @param landlordId who wants to invite
 */
export async function hasTenantReportedLandlord(
  db: Db | Tx,
  tenantId: number,
  landlordId: number,
): Promise<boolean> {
  return hasReportedConversationBetween(db, tenantId, landlordId, tenantId);
}

/** The refusal of a blocked message or reaction: 403 `conversation_blocked` (§8, ours). */
export function conversationBlocked(): RoomsError {
  return new RoomsError({ code: ErrorCode.ConversationBlocked });
}
