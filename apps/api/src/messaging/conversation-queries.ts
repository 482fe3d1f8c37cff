import { FolderFilter, InboxType, matchScore } from '@rooms/domain';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';

import { completeListings } from '../db/complete-listings.js';
import {
  cities,
  conversationParticipants,
  conversations,
  listings,
  streets,
  users,
} from '../db/schema.js';
import { isVisibleStatus } from '../db/visible-listings.js';
import { isBlockedSql } from '../moderation/moderation-users.js';

import type { Db, Tx } from '../db/database.js';
import type { MatchScoreLevel } from '@rooms/domain';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/**
 * Query parts shared by the conversation calls (§3, §4, §7). Every query starts from the
 * caller's own participant row (`me`), so a conversation of other users is never read: it
 * simply is not found.
 */

/** The caller's participant row. */
export const me = alias(conversationParticipants, 'me');
/** The other participant's row of the same conversation. */
export const them = alias(conversationParticipants, 'them');
/** The other participant's account. */
export const otherUser = alias(users, 'other_user');
/** The tenant's account (for the match score). */
export const tenantUser = alias(users, 'tenant_user');

/** Cover photo key of the conversation's listing (the first cover, else the first photo). */
export const coverPhotoKey = sql<string | null>`(
  select p.image_key from listing_photos p
  where p.listing_id = ${listings.id}
  order by p.is_cover desc, p.position asc, p.id asc
  limit 1)`;

/** Whether the other participant deleted their account (issue 26: "a deleted user"). */
export const otherIsDeletedSql = sql<boolean>`(${otherUser.deletedAt} is not null)`;

/** Whether a moderator blocked the other participant (issue 28: the "blocked user" label). */
export const otherIsBlockedSql = isBlockedSql(otherUser);

/** Whether the conversation is unread for the caller: marked unread, or newer messages exist. */
export const isUnreadSql = sql<boolean>`(${me.markedUnread} or ${conversations.messageCount} > ${me.lastReadSeq})`;

/**
 * The §4 folder rule of an inbox type for the caller (ours where §4 is silent):
 * Default: the inbox (folder Normal); All: inbox and trash; Favorite: favourites in the inbox;
 * Trash: the trash; ActiveListings / InactiveListings: the inbox, adverts online (status 3, 4,
 * 10) / offline; Unreplied: the inbox, where the other party wrote after the caller's last own
 * message. Deleted and reported (PossibleAbuse) conversations are in no inbox type.
 *
 * @param inboxType the §3 inbox type
 * @returns the SQL condition over `me`, `them` and `listings`
 */
export function inboxCondition(inboxType: InboxType): SQL {
  const inbox = eq(me.folder, FolderFilter.Normal);
  switch (inboxType) {
    case InboxType.All:
      return sql`${me.folder} in (${FolderFilter.Normal}, ${FolderFilter.Trash})`;
    case InboxType.Favorite:
      return and(inbox, eq(me.isFavorite, true)) as SQL;
    case InboxType.Trash:
      return eq(me.folder, FolderFilter.Trash);
    case InboxType.ActiveListings:
      return and(inbox, isVisibleStatus(listings.status)) as SQL;
    case InboxType.InactiveListings:
      return and(inbox, sql`not ${isVisibleStatus(listings.status)}`) as SQL;
    case InboxType.Unreplied:
      return and(inbox, sql`${them.lastSentSeq} > ${me.lastSentSeq}`) as SQL;
    default:
      return inbox;
  }
}

/** Columns of the conversation's advert for {@link toConversationListing}. */
export const LISTING_SUMMARY_COLUMNS = {
  listingID: listings.id,
  // A conversation is about an advert that was published (never a draft): title and rent are set.
  title: completeListings.title,
  listingType: listings.listingType,
  status: listings.status,
  isActive: sql<boolean>`${isVisibleStatus(listings.status)}`,
  cityName: cities.name,
  citySlug: cities.slug,
  streetName: streets.name,
  streetSlug: streets.slug,
  rentCents: completeListings.rentCents,
  coverPhotoKey,
};

/** Columns the match score reads: the tenant's profile and the advert's preferred tenant. */
export const MATCH_COLUMNS = {
  tenantGender: tenantUser.gender,
  tenantBirthDate: tenantUser.birthDate,
  tenantOccupation: tenantUser.occupation,
  preferredGenders: listings.preferredGenders,
  preferredAgeMin: listings.preferredAgeMin,
  preferredAgeMax: listings.preferredAgeMax,
  preferredOccupations: listings.preferredOccupations,
};

/** A row with {@link MATCH_COLUMNS}. */
export interface MatchRow {
  tenantGender: number | null;
  tenantBirthDate: string | null;
  tenantOccupation: number | null;
  preferredGenders: number;
  preferredAgeMin: number;
  preferredAgeMax: number;
  preferredOccupations: number;
}

/** Today's date in UTC, 'YYYY-MM-DD', for ages. */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The match score of a row with {@link MATCH_COLUMNS} (domain `matchScore`, §3).
 *
 * @param row the tenant's profile and the advert's preferences
 * @param today 'YYYY-MM-DD'
 */
export function scoreOf(row: MatchRow, today: string) {
  return matchScore(
    {
      gender: row.tenantGender,
      birthDate: row.tenantBirthDate,
      occupation: row.tenantOccupation,
    },
    {
      genders: row.preferredGenders,
      ageMin: row.preferredAgeMin,
      ageMax: row.preferredAgeMax,
      occupations: row.preferredOccupations,
    },
    today,
  );
}

/**
 * The match score level of a row with {@link MATCH_COLUMNS}.
 *
 * @returns None 0 .. High 3
 */
export function levelOf(row: MatchRow, today: string): MatchScoreLevel {
  return scoreOf(row, today).level;
}

/** Conditions, order and page of {@link selectConversations}. */
export interface ConversationQueryOptions {
  where?: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

/**
 * Reads the conversations of the caller with the other participant, the other party's
 * account, the tenant's account, the advert, its city and street joined. The condition
 * `me.user_id = userId` is always part of the query.
 *
 * @param db the database or a transaction
 * @param userId the caller
 * @param columns the select list (over `me`, `them`, `otherUser`, `tenantUser`,
 *   `conversations`, `listings`, `cities`, `streets`)
 * @param options further conditions, order, limit and offset
 * @returns the rows
 */
export async function selectConversations<T extends SelectedFields>(
  db: Db | Tx,
  userId: number,
  columns: T,
  options: ConversationQueryOptions = {},
): Promise<SelectResultFields<T>[]> {
  let query = db
    .select(columns as SelectedFields)
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .innerJoin(them, and(eq(them.conversationId, conversations.id), ne(them.userId, me.userId)))
    .innerJoin(otherUser, eq(otherUser.id, them.userId))
    .innerJoin(tenantUser, eq(tenantUser.id, conversations.tenantId))
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(streets, eq(streets.id, listings.streetId))
    .where(and(eq(me.userId, userId), options.where))
    .$dynamic();
  if (options.orderBy !== undefined) query = query.orderBy(...options.orderBy);
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  return (await query) as SelectResultFields<T>[];
}

/** Columns of {@link findConversationForUser}. */
const HEADER_COLUMNS = {
  conversationID: conversations.id,
  arrivalSource: conversations.arrivalSource,
  messageCount: conversations.messageCount,
  role: me.role,
  folder: me.folder,
  isFavorite: me.isFavorite,
  lastReadSeq: me.lastReadSeq,
  markedUnread: me.markedUnread,
  otherUserID: otherUser.id,
  otherFirstName: otherUser.firstName,
  otherPhotoKey: otherUser.photoKey,
  otherIsDeleted: otherIsDeletedSql,
  otherIsBlocked: otherIsBlockedSql,
  ...MATCH_COLUMNS,
  ...LISTING_SUMMARY_COLUMNS,
};

/** A row with {@link LISTING_SUMMARY_COLUMNS}. */
export interface ListingSummaryRow {
  listingID: number;
  title: string;
  listingType: number;
  status: number;
  isActive: boolean;
  cityName: string;
  citySlug: string;
  streetName: string;
  streetSlug: string;
  rentCents: number;
  coverPhotoKey: string | null;
}

/** What {@link findConversationForUser} returns. */
export interface ConversationHeader extends MatchRow, ListingSummaryRow {
  conversationID: number;
  arrivalSource: number;
  messageCount: number;
  role: number;
  folder: number;
  isFavorite: boolean;
  lastReadSeq: number;
  markedUnread: boolean;
  otherUserID: number;
  otherFirstName: string;
  otherPhotoKey: string | null;
  otherIsDeleted: boolean;
  otherIsBlocked: boolean;
}

/**
 * A conversation the caller takes part in and has not deleted: the caller's role and folder,
 * the other party, the advert and the match columns. The participant check is part of the one
 * query (`me.user_id = userId`), so another user's conversation id finds nothing.
 *
 * @param db the database or a transaction
 * @param conversationId the conversation asked for
 * @param userId the caller
 * @returns the header, or null when the conversation does not exist, is not the caller's, or
 *   the caller deleted it
 */
export async function findConversationForUser(
  db: Db | Tx,
  conversationId: number,
  userId: number,
): Promise<ConversationHeader | null> {
  const [row] = await selectConversations(db, userId, HEADER_COLUMNS, {
    where: and(eq(me.conversationId, conversationId), ne(me.folder, FolderFilter.Deleted)),
  });
  return row ?? null;
}

/**
 * The advert fields of a header or inbox row, as the `conversationListing` schema has them.
 */
export function toConversationListing(r: ListingSummaryRow) {
  return {
    listingID: r.listingID,
    title: r.title,
    listingType: r.listingType,
    status: r.status,
    isActive: r.isActive,
    cityName: r.cityName,
    citySlug: r.citySlug,
    streetName: r.streetName,
    streetSlug: r.streetSlug,
    rentCents: r.rentCents,
    coverPhotoKey: r.coverPhotoKey,
  };
}
