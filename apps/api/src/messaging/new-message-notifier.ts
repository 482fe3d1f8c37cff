import { FolderFilter, NEW_MESSAGE_EMAIL_INTERVAL_MINUTES } from '@rooms/domain';
import { isLocale } from '@rooms/i18n';
import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { completeListings } from '../db/complete-listings.js';
import { conversationParticipants, conversations, listings, users } from '../db/schema.js';
import { newMessageEmail } from '../mail/new-message-email.js';

import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';

/** What {@link notifyNewMessage} needs. */
export interface NewMessageNotice {
  conversationId: number;
  /** Who wrote: the other participant is the recipient. */
  senderId: number;
}

/**
 * E-mails the recipient of a new message (issue 6), in the recipient's language, at most once
 * per conversation per {@link NEW_MESSAGE_EMAIL_INTERVAL_MINUTES} minutes. The time of the last
 * e-mail is claimed in the database first (one conditional UPDATE of the recipient's
 * participant row), so the limit holds across restarts and API instances and two concurrent
 * messages never both send. A recipient who reported the conversation (PossibleAbuse) or
 * deleted it gets nothing. When sending fails the claim is released, so the next message tries
 * again.
 *
 * @param db the database
 * @param mailer where e-mails go
 * @param siteUrl the site's origin for the link (`SITE_URL`)
 * @param notice the conversation and the sender
 * @returns true when an e-mail was sent, false when none was due
 * @throws the mailer's error (after releasing the claim)
 */
export async function notifyNewMessage(
  db: Db,
  mailer: Mailer,
  siteUrl: string,
  notice: NewMessageNotice,
): Promise<boolean> {
  const claimedAt = new Date();
  const cutoff = new Date(claimedAt.getTime() - NEW_MESSAGE_EMAIL_INTERVAL_MINUTES * 60 * 1000);
  const recipientRow = and(
    eq(conversationParticipants.conversationId, notice.conversationId),
    ne(conversationParticipants.userId, notice.senderId),
  );
  const [claimed] = await db
    .update(conversationParticipants)
    .set({ lastNotifiedAt: claimedAt })
    .where(
      and(
        recipientRow,
        eq(conversationParticipants.folder, FolderFilter.Normal),
        or(
          isNull(conversationParticipants.lastNotifiedAt),
          lte(conversationParticipants.lastNotifiedAt, cutoff),
        ),
      ),
    )
    .returning({ userId: conversationParticipants.userId });
  if (claimed === undefined) return false;

  const sender = alias(users, 'sender');
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      senderName: sender.firstName,
      // The advert of a conversation was published: its title is set.
      listingTitle: completeListings.title,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, claimed.userId))
    .innerJoin(sender, eq(sender.id, notice.senderId))
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(eq(conversations.id, notice.conversationId));
  if (row === undefined) return false;
  try {
    await mailer.send(
      newMessageEmail({
        to: row.email,
        firstName: row.firstName,
        locale: isLocale(row.locale) ? row.locale : 'nl',
        senderName: row.senderName,
        listingTitle: row.listingTitle,
        siteUrl,
        conversationId: notice.conversationId,
      }),
    );
    return true;
  } catch (error) {
    await db
      .update(conversationParticipants)
      .set({ lastNotifiedAt: null })
      .where(and(recipientRow, sql`${conversationParticipants.lastNotifiedAt} = ${claimedAt}`));
    throw error;
  }
}
