import { FolderFilter, MessageKind } from '@rooms/domain';
import { and, eq, ne, sql } from 'drizzle-orm';

import { conversationParticipants, conversations, messages } from '../db/schema.js';
import { flagScamSignals } from '../moderation/scam-flags.js';

import type { Db, Tx } from '../db/database.js';

/** A stored message as the send functions return it. */
export interface StoredMessage {
  id: number;
  conversationId: number;
  senderId: number;
  /** Position in the conversation: 1, 2, 3 … */
  seq: number;
  /** MessageKind: Reaction 1, Message 2, AutoReply 3. */
  kind: number;
  /** The text exactly as typed. */
  body: string;
  createdAt: Date;
}

/** What {@link appendMessage} stores. */
export interface NewMessage {
  conversationId: number;
  senderId: number;
  kind: MessageKind;
  /** The text exactly as typed (already checked). */
  body: string;
  /** ListingArrivalSource of a reaction (§3); null otherwise. */
  arrivalSource?: number | null;
  /** The sender's idempotency key, or null. */
  clientKey?: string | null;
}

const STORED_MESSAGE_COLUMNS = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  seq: messages.seq,
  kind: messages.kind,
  body: messages.body,
  createdAt: messages.createdAt,
};

/** Thrown inside a send transaction to roll it back when the idempotency key was used already. */
class DuplicateSend extends Error {
  constructor(readonly existing: StoredMessage) {
    super('duplicate send');
  }
}

/**
 * The message a user already sent with an idempotency key.
 *
 * @param db the database or a transaction
 * @param senderId the sender
 * @param clientKey the sender's idempotency key
 * @returns the message, or null when the key has not been used
 */
export async function findMessageByClientKey(
  db: Db | Tx,
  senderId: number,
  clientKey: string,
): Promise<StoredMessage | null> {
  const [row] = await db
    .select(STORED_MESSAGE_COLUMNS)
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
  return row ?? null;
}

/**
 * Appends a message to a conversation inside the caller's transaction (§3, §4):
 * takes the conversation's row lock and increments `message_count`, so concurrent sends are
 * numbered 1, 2, 3 … in the order they commit, never lose a message and never share a number;
 * then updates both participants: the sender has read everything up to this message (an
 * auto-reply does not count as the landlord's own reply for the Unreplied inbox), and a
 * conversation in Trash or Deleted returns to the inbox (Normal) of the recipient — and of the
 * sender, unless the message is an auto-reply. A reported conversation (PossibleAbuse) stays
 * out of the reporter's inbox.
 *
 * Does not check that the sender is a participant: callers do (on the row) before calling.
 *
 * @param tx an open transaction
 * @param message what to store
 * @returns the stored message
 * @throws DuplicateSend (internal) when the sender's `clientKey` is already used; see {@link sendMessage}
 */
export async function appendMessage(tx: Tx, message: NewMessage): Promise<StoredMessage> {
  const [locked] = await tx
    .update(conversations)
    .set({
      messageCount: sql`${conversations.messageCount} + 1`,
      // The time under the lock (not the transaction's start): times follow the numbering.
      lastMessageAt: sql`clock_timestamp()`,
    })
    .where(eq(conversations.id, message.conversationId))
    .returning({ seq: conversations.messageCount, landlordId: conversations.landlordId });
  if (locked === undefined) throw new Error(`conversation ${message.conversationId} vanished`);
  if (message.clientKey) {
    // Under the row lock: a concurrent retry with the same key has committed by now.
    const existing = await findMessageByClientKey(tx, message.senderId, message.clientKey);
    if (existing !== null) throw new DuplicateSend(existing);
  }
  const [stored] = await tx
    .insert(messages)
    .values({
      conversationId: message.conversationId,
      senderId: message.senderId,
      seq: locked.seq,
      kind: message.kind,
      body: message.body,
      arrivalSource: message.arrivalSource ?? null,
      clientKey: message.clientKey ?? null,
      createdAt: sql`clock_timestamp()`,
    })
    .returning(STORED_MESSAGE_COLUMNS);
  // A landlord's message with scam signs is counted for the moderators (issue 28).
  await flagScamSignals(tx, {
    conversationId: message.conversationId,
    messageId: stored!.id,
    senderId: message.senderId,
    landlordId: locked.landlordId,
    body: message.body,
  });
  const isSender = sql`${conversationParticipants.userId} = ${message.senderId}`;
  const countsAsSent = message.kind !== MessageKind.AutoReply;
  await tx
    .update(conversationParticipants)
    .set({
      lastReadSeq: sql`case when ${isSender} then ${locked.seq}::integer else ${conversationParticipants.lastReadSeq} end`,
      markedUnread: sql`case when ${isSender} then false else ${conversationParticipants.markedUnread} end`,
      lastSentSeq: countsAsSent
        ? sql`case when ${isSender} then ${locked.seq}::integer else ${conversationParticipants.lastSentSeq} end`
        : sql`${conversationParticipants.lastSentSeq}`,
      folder: sql`case when ${conversationParticipants.folder} in (${FolderFilter.Trash}, ${FolderFilter.Deleted})
        and (not ${isSender} or ${countsAsSent}) then ${FolderFilter.Normal}::smallint
        else ${conversationParticipants.folder} end`,
    })
    .where(eq(conversationParticipants.conversationId, message.conversationId));
  return stored!;
}

/** The answer of {@link sendMessage}. */
export interface SendResult {
  message: StoredMessage;
  /** True when the idempotency key had been used: nothing was stored, `message` is the first one. */
  duplicate: boolean;
}

function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pgError = e as { code?: unknown; constraint?: unknown };
    if (pgError.code === '23505' && pgError.constraint === constraint) return true;
  }
  return false;
}

/**
 * Runs a send in its own transaction, idempotently: when the sender's idempotency key was used
 * before (found first, found again under the row lock, or met as a unique violation when two
 * retries race on different conversations) nothing is stored and the first message is returned.
 *
 * @param db the database
 * @param clientKey the sender's idempotency key, or null for none
 * @param senderId the sender
 * @param work the transaction body; calls {@link appendMessage} once or more and returns the
 *   message to answer with
 * @returns the message and whether it was a duplicate
 */
export async function sendIdempotently(
  db: Db,
  clientKey: string | null,
  senderId: number,
  work: (tx: Tx) => Promise<StoredMessage>,
): Promise<SendResult> {
  try {
    return { message: await db.transaction(work), duplicate: false };
  } catch (error) {
    if (error instanceof DuplicateSend) return { message: error.existing, duplicate: true };
    if (clientKey !== null && isUniqueViolationOf(error, 'messages_sender_client_key_uq')) {
      const existing = await findMessageByClientKey(db, senderId, clientKey);
      if (existing !== null) return { message: existing, duplicate: true };
    }
    throw error;
  }
}

/**
 * Whether a user takes part in a conversation that they have not deleted: the check on the
 * caller's own participant row that every call acting on a conversation makes.
 *
 * @param db the database or a transaction
 * @param conversationId the conversation asked for
 * @param userId the caller
 * @returns the caller's participant row fields, or null (not a participant, or deleted)
 */
export async function findActiveParticipant(
  db: Db | Tx,
  conversationId: number,
  userId: number,
): Promise<{ role: number; folder: number } | null> {
  const [row] = await db
    .select({ role: conversationParticipants.role, folder: conversationParticipants.folder })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        ne(conversationParticipants.folder, FolderFilter.Deleted),
      ),
    );
  return row ?? null;
}
