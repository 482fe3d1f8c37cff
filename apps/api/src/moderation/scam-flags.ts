/**
 * Counting scam signs for the moderators (issue 28 "Scam warnings"): a landlord's message to a
 * tenant that `scamSignals` of @rooms/domain finds signs in (money before a viewing, a
 * money-transfer service, contact off the platform) is recorded, in the transaction that stores
 * the message; the back office's `scam_signals` queue shows each conversation with open signs.
 * The tenant's warning itself is the site's (it runs the same rules on the text it shows).
 */
import { ModerationAction, scamSignals, ErrorCode, RoomsError } from '@rooms/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';

import { scamFlags } from '../db/schema.js';

import { recordAction } from './audit-log.js';

import type { Db, Tx } from '../db/database.js';
import type { Staff } from './staff-access.js';

/** A message just stored, as {@link flagScamSignals} needs it. */
export interface StoredMessageForFlags {
  conversationId: number;
  messageId: number;
  senderId: number;
  /** The conversation's landlord: only his messages (to the tenant) are checked. */
  landlordId: number;
  body: string;
}

/**
 * Records the scam signs of a landlord's message, if any.
 *
 * @param tx the transaction that stored the message
 * @param message the message, its sender and the conversation's landlord
 * @returns the signs found (empty: nothing recorded)
 */
export async function flagScamSignals(tx: Tx, message: StoredMessageForFlags): Promise<string[]> {
  if (message.senderId !== message.landlordId) return [];
  const signals = scamSignals(message.body);
  if (signals.length === 0) return [];
  await tx.insert(scamFlags).values({
    conversationId: message.conversationId,
    messageId: message.messageId,
    senderId: message.senderId,
    signals,
  });
  return signals;
}

/**
 * Closes a conversation's open scam signs without action.
 *
 * @param db the database
 * @param staff the moderator
 * @param conversationId the conversation
 * @param note the moderator's why
 * @throws RoomsError `http_404` (404) when the conversation has no open signs
 */
export async function dismissScamSignals(
  db: Db,
  staff: Staff,
  conversationId: number,
  note: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const closed = await tx
      .update(scamFlags)
      .set({ resolvedAt: sql`now()`, resolvedBy: staff.id })
      .where(and(eq(scamFlags.conversationId, conversationId), isNull(scamFlags.resolvedAt)))
      .returning({ id: scamFlags.id });
    if (closed.length === 0) throw new RoomsError({ code: ErrorCode.Http404 });
    await recordAction(tx, {
      staffId: staff.id,
      action: ModerationAction.DismissScamSignals,
      subjectType: 'conversation',
      subjectId: conversationId,
      note,
      details: { signs: closed.length },
    });
  });
}
