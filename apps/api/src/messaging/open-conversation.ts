import { UserPageRole } from '@rooms/domain';
import { and, eq } from 'drizzle-orm';

import { conversationParticipants, conversations } from '../db/schema.js';

import type { Tx } from '../db/database.js';
import type { ListingArrivalSource } from '@rooms/domain';

/** Who a conversation is between, and about which listing. */
export interface ConversationParties {
  listingId: number;
  tenantId: number;
  landlordId: number;
  /** Recorded only when the conversation is made now (§3; Invitation 4 is ours). */
  arrivalSource: ListingArrivalSource;
}

/**
 * The conversation of a tenant about a listing (one per tenant and listing, §3), made with both
 * participants when there is none yet — inside the caller's send transaction, so a concurrent
 * first message meets the unique index and reuses the other's row.
 *
 * @param tx an open transaction
 * @param parties listing, tenant, landlord and the arrival source of a new conversation
 * @returns its id and whether it was made now
 */
export async function openConversation(
  tx: Tx,
  parties: ConversationParties,
): Promise<{ id: number; isNew: boolean }> {
  const { listingId, tenantId, landlordId } = parties;
  const [created] = await tx
    .insert(conversations)
    .values(parties)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created !== undefined) {
    await tx.insert(conversationParticipants).values([
      { conversationId: created.id, userId: tenantId, role: UserPageRole.Tenant },
      { conversationId: created.id, userId: landlordId, role: UserPageRole.Landlord },
    ]);
    return { id: created.id, isNew: true };
  }
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.listingId, listingId)));
  return { id: existing!.id, isNew: false };
}
