import { FolderFilter, NEW_MESSAGE_EMAIL_INTERVAL_MINUTES } from '@rooms/domain';
import { isLocale } from '@rooms/i18n';
import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { completeListings } from '../db/complete-listings.js';
import { conversationParticipants, conversations, listings, users } from '../db/schema.js';
import { enqueueEmail } from '../jobs/email-jobs.js';
import { newMessageEmail } from '../mail/new-message-email.js';

import type { Db, Tx } from '../db/database.js';

/** What {@link notifyNewMessage} needs. */
export interface NewMessageNotice {
  conversationId: number;
  /** Who wrote: the other participant is the recipient. */
  senderId: number;
}

/**
 * Queues an e-mail to the recipient of a new message (issue 6), in the recipient's language, at
 * most once per conversation per {@link NEW_MESSAGE_EMAIL_INTERVAL_MINUTES} minutes. The time of
 * the last e-mail is claimed in the database (one conditional UPDATE of the recipient's
 * participant row) in the same transaction as the e-mail job, so the limit holds across
 * restarts and API instances, two concurrent messages never both send, and a claimed e-mail is
 * never lost (the job runner retries it when SMTP fails). A recipient who reported the
 * conversation (PossibleAbuse) or deleted it, who switched new-message e-mails off
 * (`users.message_emails`, issue 26) or whose account was deleted gets nothing.
 *
 * @param db the database
 * @param siteUrl the site's origin for the link (`SITE_URL`)
 * @param notice the conversation and the sender
 * @returns true when an e-mail was queued, false when none was due
 * @throws the PostgreSQL error (nothing claimed, nothing queued)
 */
export async function notifyNewMessage(
  db: Db,
  siteUrl: string,
  notice: NewMessageNotice,
): Promise<boolean> {
  return db.transaction((tx) => claimAndQueue(tx, siteUrl, notice));
}

async function claimAndQueue(db: Tx, siteUrl: string, notice: NewMessageNotice): Promise<boolean> {
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
        // The recipient's setting (`/account/settings`, issue 26); a deleted account has it off.
        sql`exists (select 1 from ${users} where ${users.id} = ${conversationParticipants.userId} and ${users.messageEmails} and ${users.deletedAt} is null)`,
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
  await enqueueEmail(
    db,
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
}
