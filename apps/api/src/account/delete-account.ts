/**
 * Deleting an account (GDPR art. 17, issue 26, `POST /customer/delete-account`). In one
 * transaction:
 *
 * - the adverts are removed the way "delete" removes them elsewhere (`DELETE
 *   /listing/delete-listing`): status Deleted 6, never shown again (search, details, alerts),
 *   the row kept so that the other party's conversations keep their advert; an unfinished
 *   draft, which nothing refers to, is removed outright. Their photos' rows go with them;
 * - the tenant profile, favourites (own ones, and other people's favourites of this tenant),
 *   search alerts, student houses, automatic replies, sessions, reset tokens, pending sign-ups
 *   to the address and the known sign-in clients are deleted;
 * - the `users` row stays, emptied: a unique address nobody can have (`.invalid`, RFC 2606),
 *   a password hash no password matches, no name, photo, birth date, gender or occupation, no
 *   e-mails, `deleted_at` set. Messages the user sent stay in the other party's conversations,
 *   shown as from "a deleted user"; nobody can write to the account any more
 *   (messaging/deleted-participant.ts). The address is free again: signing in with it fails like
 *   an unknown account, and registering with it makes a new account;
 * - a job is queued that cancels the account's subscriptions at Stripe (issue 27), so nothing
 *   renews for a deleted account;
 * - referrals (issue 27): the referral code stops working (emptied with the row), invitations
 *   from or of the account that were not rewarded are deleted (a reward still waiting is never
 *   given); rewarded ones stay as the other account's record of its reward, pointing at the
 *   emptied row. A cashback stays (a money row like the payments, ids and amounts only; a
 *   refund under way still reaches the card it came from).
 */
import { randomBytes } from 'node:crypto';

import { ListingStatus, ReferralStatus } from '@rooms/domain';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';

import { loginAccountSubject } from '../auth/login-attempts.js';
import { subjectHash } from '../auth/rate-limiter.js';
import { COMPLETE_LISTING_COLUMNS } from '../db/complete-listings.js';
import {
  conversationAutoReplies,
  favoriteListings,
  favoriteTenants,
  listingPhotos,
  listings,
  loginKnownClients,
  passwordResetTokens,
  pendingRegistrations,
  referrals,
  searchAlerts,
  sessions,
  studentHouses,
  tenantProfiles,
  users,
} from '../db/schema.js';
import { enqueueCancellationForDeletion } from '../payments/lifecycle/deletion-job.js';
import { changeListings } from '../search/listing-changes.js';

import type { Db } from '../db/database.js';

/** Domain of the addresses that replace a deleted account's e-mail (RFC 2606: never delivered). */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

/**
 * Stored instead of a deleted account's password hash: not an argon2 hash, so
 * `verifyPassword` answers false for every password.
 */
export const DELETED_PASSWORD_HASH = '!deleted';

/** What {@link deleteAccount} removed, for the log and the tests. */
export interface DeletedAccount {
  /** Adverts set to Deleted or, for unfinished drafts, removed. */
  adverts: number;
  /** Sessions ended (all of them, the current one included). */
  sessions: number;
}

/**
 * Deletes an account as described above, in one transaction; the search cache and index of this
 * process show the removed adverts before it returns (`changeListings`).
 *
 * @param db the database
 * @param userId the account to delete (the caller, whose password was checked)
 * @param now the time of deletion
 * @returns counts of what was removed; null when the account was already deleted (nothing done)
 */
export async function deleteAccount(
  db: Db,
  userId: number,
  now: Date,
): Promise<DeletedAccount | null> {
  return changeListings(db, async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (user === undefined) return null;

    const own = eq(listings.landlordId, userId);
    const ownIds = tx.select({ id: listings.id }).from(listings).where(own);
    await tx.delete(listingPhotos).where(inArray(listingPhotos.listingId, ownIds));
    const unfinished = and(
      own,
      eq(listings.status, ListingStatus.Concept),
      or(...COMPLETE_LISTING_COLUMNS.map((column) => isNull(listings[column]))),
    );
    const drafts = await tx.delete(listings).where(unfinished).returning({ id: listings.id });
    const removed = await tx
      .update(listings)
      .set({ status: ListingStatus.Deleted, studentHouseId: null, updatedAt: now })
      .where(and(own, ne(listings.status, ListingStatus.Deleted)))
      .returning({ id: listings.id });

    // Nothing renews for a deleted account: a job cancels its subscriptions at Stripe.
    await enqueueCancellationForDeletion(tx, userId);
    await tx.delete(tenantProfiles).where(eq(tenantProfiles.userId, userId));
    await tx.delete(favoriteListings).where(eq(favoriteListings.userId, userId));
    await tx
      .delete(favoriteTenants)
      .where(or(eq(favoriteTenants.userId, userId), eq(favoriteTenants.tenantId, userId)));
    await tx.delete(searchAlerts).where(eq(searchAlerts.userId, userId));
    await tx.delete(conversationAutoReplies).where(eq(conversationAutoReplies.landlordId, userId));
    await tx.delete(studentHouses).where(eq(studentHouses.landlordId, userId));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ revokedAt: sessions.revokedAt });
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx
      .delete(referrals)
      .where(
        and(
          or(eq(referrals.inviterUserId, userId), eq(referrals.invitedUserId, userId)),
          ne(referrals.status, ReferralStatus.Rewarded),
        ),
      );
    await tx
      .delete(pendingRegistrations)
      .where(sql`lower(${pendingRegistrations.email}) = lower(${user.email})`);
    await tx
      .delete(loginKnownClients)
      .where(
        eq(loginKnownClients.accountKey, subjectHash(loginAccountSubject({ id: userId }, ''))),
      );

    await tx
      .update(users)
      .set({
        email: `deleted-${userId}-${randomBytes(12).toString('base64url')}@${DELETED_EMAIL_DOMAIN}`,
        passwordHash: DELETED_PASSWORD_HASH,
        firstName: '',
        lastName: '',
        photoKey: null,
        gender: null,
        birthDate: null,
        occupation: null,
        productShortDescription: null,
        alertEmails: false,
        messageEmails: false,
        lastActiveAt: null,
        referralCode: null,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    return {
      adverts: drafts.length + removed.length,
      sessions: ended.filter((session) => session.revokedAt === null).length,
    };
  });
}
