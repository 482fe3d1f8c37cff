/**
 * The data export of GDPR art. 15 and 20 (issue 26, `GET /customer/export`): everything stored
 * about the caller, as one JSON document — the account (without the password hash), the tenant
 * profile, the adverts with their photos' image keys, the messages the caller sent, favourites,
 * search alerts, student houses, automatic replies, the sign-in history (sessions without
 * their tokens), the referrals the user is part of and the cashback (issue 27). Only rows of
 * the caller: every query is keyed on the caller's id, and messages of the other participants of
 * a conversation (or the other side of a referral) are not the caller's data.
 */
import { asc, eq, inArray, or, sql } from 'drizzle-orm';

import {
  cashbacks,
  conversationAutoReplies,
  conversations,
  favoriteListings,
  favoriteTenants,
  listingPhotos,
  listings,
  messages,
  referrals,
  searchAlerts,
  sessions,
  studentHouses,
  tenantProfiles,
  users,
} from '../db/schema.js';

import type { Db } from '../db/database.js';

/** A stored row as JSON: times as ISO 8601 (UTC) text, everything else as stored. */
export type JsonRow = Record<string, unknown>;

/**
 * A row with its `Date` values as ISO 8601 text, so the export reads the same wherever it is
 * opened.
 */
function jsonRow(row: object): JsonRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/** The export document (see {@link exportUserData}). */
export interface DataExport {
  /** When the export was made (ISO 8601, UTC). */
  exportedAt: string;
  account: JsonRow;
  tenantProfile: JsonRow | null;
  /** Own adverts, each with `photos` (image keys in display order). */
  adverts: JsonRow[];
  /** Messages the caller sent, oldest first, with their conversation and advert ids. */
  messagesSent: JsonRow[];
  favoriteListings: JsonRow[];
  favoriteTenants: JsonRow[];
  alerts: JsonRow[];
  studentHouses: JsonRow[];
  autoReplies: JsonRow[];
  /** Sessions (sign-ins): when started, last used, ended; never the token. */
  signIns: JsonRow[];
  /** Referrals as inviter or invited person (role, status, times; not the other person). */
  referrals: JsonRow[];
  /** The cashback of a confirmed rental, or null. */
  cashback: JsonRow | null;
}

/**
 * Collects the caller's data.
 *
 * @param db the database
 * @param userId the signed-in user
 * @param now the time of the export
 * @returns the export document
 * @throws Error when the user row is gone
 */
export async function exportUserData(db: Db, userId: number, now: Date): Promise<DataExport> {
  const [
    [account],
    [profile],
    adverts,
    sent,
    favourites,
    tenants,
    alerts,
    houses,
    replies,
    signIns,
    referred,
    [cashback],
  ] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        locale: users.locale,
        photoKey: users.photoKey,
        gender: users.gender,
        birthDate: users.birthDate,
        occupation: users.occupation,
        premiumUntil: users.premiumUntil,
        tenantSearchUntil: users.tenantSearchUntil,
        productShortDescription: users.productShortDescription,
        alertEmails: users.alertEmails,
        messageEmails: users.messageEmails,
        lastActiveAt: users.lastActiveAt,
        referralCode: users.referralCode,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(tenantProfiles).where(eq(tenantProfiles.userId, userId)),
    db.select().from(listings).where(eq(listings.landlordId, userId)).orderBy(asc(listings.id)),
    db
      .select({
        conversationID: messages.conversationId,
        listingID: conversations.listingId,
        messageID: messages.id,
        seq: messages.seq,
        kind: messages.kind,
        text: messages.body,
        sentAt: messages.createdAt,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(messages.senderId, userId))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db
      .select({ listingID: favoriteListings.listingId, savedAt: favoriteListings.createdAt })
      .from(favoriteListings)
      .where(eq(favoriteListings.userId, userId)),
    db
      .select({ tenantID: favoriteTenants.tenantId, savedAt: favoriteTenants.createdAt })
      .from(favoriteTenants)
      .where(eq(favoriteTenants.userId, userId)),
    db
      .select({
        alertID: searchAlerts.id,
        name: searchAlerts.name,
        frequency: searchAlerts.frequency,
        language: searchAlerts.language,
        searchRequest: searchAlerts.searchRequest,
        pausedAt: searchAlerts.pausedAt,
        lastEmailedAt: searchAlerts.lastEmailedAt,
        createdAt: searchAlerts.createdAt,
      })
      .from(searchAlerts)
      .where(eq(searchAlerts.userId, userId)),
    db.select().from(studentHouses).where(eq(studentHouses.landlordId, userId)),
    db
      .select({
        studentHouseID: conversationAutoReplies.studentHouseId,
        isEnabled: conversationAutoReplies.isEnabled,
        text: conversationAutoReplies.body,
        updatedAt: conversationAutoReplies.updatedAt,
      })
      .from(conversationAutoReplies)
      .where(eq(conversationAutoReplies.landlordId, userId)),
    db
      .select({
        startedAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        role: sql<string>`case when ${referrals.inviterUserId} = ${userId} then 'inviter' else 'invited' end`,
        status: referrals.status,
        joinedAt: referrals.createdAt,
        clearsAt: referrals.clearsAt,
        rewardedAt: referrals.rewardedAt,
      })
      .from(referrals)
      .where(or(eq(referrals.inviterUserId, userId), eq(referrals.invitedUserId, userId)))
      .orderBy(asc(referrals.createdAt), asc(referrals.id)),
    db
      .select({
        status: cashbacks.status,
        amountCents: cashbacks.amountCents,
        listingID: cashbacks.listingId,
        conversationID: cashbacks.conversationId,
        confirmedAt: cashbacks.createdAt,
        refundedAt: cashbacks.refundedAt,
      })
      .from(cashbacks)
      .where(eq(cashbacks.tenantUserId, userId)),
  ]);
  if (account === undefined) throw new Error(`user ${userId} vanished`);
  const photos =
    adverts.length === 0
      ? []
      : await db
          .select({
            listingId: listingPhotos.listingId,
            imageKey: listingPhotos.imageKey,
            position: listingPhotos.position,
            isCover: listingPhotos.isCover,
          })
          .from(listingPhotos)
          .where(
            inArray(
              listingPhotos.listingId,
              adverts.map((advert) => advert.id),
            ),
          )
          .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
  return {
    exportedAt: now.toISOString(),
    account: jsonRow(account),
    tenantProfile: profile === undefined ? null : jsonRow(profile),
    adverts: adverts.map((advert) => ({
      ...jsonRow(advert),
      photos: photos
        .filter((photo) => photo.listingId === advert.id)
        .map(({ imageKey, position, isCover }) => ({ imageKey, position, isCover })),
    })),
    messagesSent: sent.map(jsonRow),
    favoriteListings: favourites.map(jsonRow),
    favoriteTenants: tenants.map(jsonRow),
    alerts: alerts.map(jsonRow),
    studentHouses: houses.map(jsonRow),
    autoReplies: replies.map(jsonRow),
    signIns: signIns.map(jsonRow),
    referrals: referred.map(jsonRow),
    cashback: cashback === undefined ? null : jsonRow(cashback),
  };
}
