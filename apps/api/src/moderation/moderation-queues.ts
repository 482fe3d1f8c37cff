/**
 * The queues of the back office (issue 28) and their figures: adverts held by a fraud rule,
 * open reports on adverts (one item per advert) and open reports on conversations, each oldest
 * first; the overview counts what is open, the age of the oldest item, and the 95th percentile
 * of how long the items closed in the last 30 days waited.
 */
import { ListingStatus, ModerationQueue, type ScamSignal } from '@rooms/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, min, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import {
  abuseReports,
  cities,
  conversations,
  listingHolds,
  listings,
  scamFlags,
  users,
} from '../db/schema.js';

import { MODERATION_USER_COLUMNS, toModerationUser } from './moderation-users.js';

import type { Db } from '../db/database.js';
import type { FiredRule } from '../listing-wizard/fraud-rules.js';
import type { HoldTrigger } from './listing-holds.js';
import type { ModerationUser } from './moderation-users.js';

/** Items per page of every queue: 25. */
export const QUEUE_PAGE_SIZE = 25;

/** Days over which the overview measures handled items: 30. */
export const HANDLED_WINDOW_DAYS = 30;

/** A page of a queue. */
export interface QueuePage<T> {
  total: number;
  page: number;
  pageSize: number;
  items: T[];
}

/** The size and age of one queue. */
export interface QueueFigures {
  queue: ModerationQueue;
  open: number;
  /** When the oldest open item arrived (ISO); null when the queue is empty. */
  oldestOpenAt: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const offsetOf = (page: number) => (page - 1) * QUEUE_PAGE_SIZE;

/** Open holds of adverts still waiting (a held advert the landlord deleted no longer counts). */
const openHold = and(isNull(listingHolds.resolvedAt), eq(listings.status, ListingStatus.Pending));
/** Open reports on adverts that still exist for the landlord (not deleted). */
const openAdvertReport = and(
  isNull(abuseReports.resolvedAt),
  isNotNull(abuseReports.listingId),
  ne(listings.status, ListingStatus.Deleted),
);
const openProfileReport = and(
  isNull(abuseReports.resolvedAt),
  isNotNull(abuseReports.tenantUserId),
);
const openConversationReport = and(
  isNull(abuseReports.resolvedAt),
  isNotNull(abuseReports.conversationId),
);

/**
 * The figures of the back office's first screen.
 *
 * @param db the database
 * @returns the five queues (open items, oldest open) and the handled items of the last 30 days
 *   with the 95th percentile of their wait in hours (null when none)
 */
export async function moderationOverview(db: Db): Promise<{
  queues: QueueFigures[];
  handled: { last30Days: number; p95AgeHours: number | null };
}> {
  const [held] = await db
    .select({ open: count(), oldest: min(listingHolds.createdAt) })
    .from(listingHolds)
    .innerJoin(listings, eq(listings.id, listingHolds.listingId))
    .where(openHold);
  const [advertReports] = await db
    .select({
      open: sql<number>`count(distinct ${abuseReports.listingId})::int`,
      oldest: min(abuseReports.createdAt),
    })
    .from(abuseReports)
    .innerJoin(listings, eq(listings.id, abuseReports.listingId))
    .where(openAdvertReport);
  const [conversationReports] = await db
    .select({ open: count(), oldest: min(abuseReports.createdAt) })
    .from(abuseReports)
    .where(openConversationReport);
  const [flaggedProfiles] = await db
    .select({
      open: sql<number>`count(distinct ${abuseReports.tenantUserId})::int`,
      oldest: min(abuseReports.createdAt),
    })
    .from(abuseReports)
    .where(openProfileReport);
  const [scamSignals] = await db
    .select({
      open: sql<number>`count(distinct ${scamFlags.conversationId})::int`,
      oldest: min(scamFlags.createdAt),
    })
    .from(scamFlags)
    .where(isNull(scamFlags.resolvedAt));
  const handled = await db.execute<{ handled: number; p95_hours: number | null }>(sql`
    select count(*)::int as handled,
      percentile_cont(0.95) within group (order by extract(epoch from resolved_at - created_at) / 3600)
        as p95_hours
    from (
      select created_at, resolved_at from listing_holds where resolved_at is not null
      union all
      select created_at, resolved_at from abuse_reports where resolved_at is not null
      union all
      select created_at, resolved_at from scam_flags where resolved_at is not null
    ) closed
    where resolved_at > now() - make_interval(days => ${HANDLED_WINDOW_DAYS})`);
  const closed = handled.rows[0];
  const figures = (queue: ModerationQueue, row?: { open: number; oldest: Date | null }) => ({
    queue,
    open: row?.open ?? 0,
    oldestOpenAt: iso(row?.oldest ?? null),
  });
  return {
    queues: [
      figures(ModerationQueue.HeldAdverts, held),
      figures(ModerationQueue.AdvertReports, advertReports),
      figures(ModerationQueue.ConversationReports, conversationReports),
      figures(ModerationQueue.ScamSignals, scamSignals),
      figures(ModerationQueue.FlaggedProfiles, flaggedProfiles),
    ],
    handled: {
      last30Days: closed?.handled ?? 0,
      p95AgeHours:
        closed?.p95_hours === null || closed?.p95_hours === undefined
          ? null
          : Math.round(Number(closed.p95_hours) * 10) / 10,
    },
  };
}

/** An advert held by the fraud rules, with what fired. */
export interface HeldAdvert {
  holdID: number;
  listingID: number;
  title: string;
  listingType: number;
  cityName: string;
  rentCents: number;
  surfaceM2: number;
  status: number;
  heldAt: string;
  trigger: HoldTrigger;
  rules: FiredRule[];
  landlord: ModerationUser;
}

/**
 * A page of held adverts, oldest first.
 *
 * @param db the database
 * @param page 1-based page
 */
export async function heldAdvertsPage(db: Db, page: number): Promise<QueuePage<HeldAdvert>> {
  const [total] = await db
    .select({ count: count() })
    .from(listingHolds)
    .innerJoin(listings, eq(listings.id, listingHolds.listingId))
    .where(openHold);
  const rows = await db
    .select({
      holdID: listingHolds.id,
      listingID: listings.id,
      title: listings.title,
      listingType: listings.listingType,
      cityName: cities.name,
      rentCents: listings.rentCents,
      surfaceM2: listings.surfaceM2,
      status: listings.status,
      heldAt: listingHolds.createdAt,
      trigger: listingHolds.trigger,
      rules: listingHolds.rules,
      landlord: MODERATION_USER_COLUMNS,
    })
    .from(listingHolds)
    .innerJoin(listings, eq(listings.id, listingHolds.listingId))
    .innerJoin(users, eq(users.id, listings.landlordId))
    .leftJoin(cities, eq(cities.id, listings.cityId))
    .where(openHold)
    .orderBy(asc(listingHolds.createdAt), asc(listingHolds.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset(offsetOf(page));
  return {
    total: total?.count ?? 0,
    page,
    pageSize: QUEUE_PAGE_SIZE,
    items: rows.map((row) => ({
      ...row,
      title: row.title ?? '',
      cityName: row.cityName ?? '',
      rentCents: row.rentCents ?? 0,
      surfaceM2: row.surfaceM2 ?? 0,
      heldAt: row.heldAt.toISOString(),
      trigger: row.trigger as HoldTrigger,
      rules: row.rules as FiredRule[],
      landlord: toModerationUser(row.landlord),
    })),
  };
}

/** An advert with open reports and the reports. */
/** An open report as a queue item lists it, oldest first. */
export interface OpenReport {
  reportID: number;
  reason: number;
  comment: string;
  createdAt: string;
  reporterFirstName: string;
}

/**
 * The open reports on the given adverts or tenant profiles, grouped by what they are about.
 *
 * @param db the database
 * @param about the column the reports name their subject in (`listing_id`, `tenant_user_id`)
 * @param ids the subjects of the page
 * @returns each subject's open reports, oldest first
 */
async function openReportsOf(
  db: Db,
  about: typeof abuseReports.listingId | typeof abuseReports.tenantUserId,
  ids: readonly number[],
): Promise<Map<number, OpenReport[]>> {
  const bySubject = new Map<number, OpenReport[]>();
  if (ids.length === 0) return bySubject;
  const reporters = alias(users, 'reporters');
  const rows = await db
    .select({
      subject: about,
      reportID: abuseReports.id,
      reason: abuseReports.reason,
      comment: abuseReports.comment,
      createdAt: abuseReports.createdAt,
      reporterFirstName: reporters.firstName,
    })
    .from(abuseReports)
    .innerJoin(reporters, eq(reporters.id, abuseReports.reporterId))
    .where(and(isNull(abuseReports.resolvedAt), inArray(about, [...ids])))
    .orderBy(asc(abuseReports.createdAt), asc(abuseReports.id));
  for (const { subject, createdAt, ...report } of rows) {
    const list = bySubject.get(subject!) ?? [];
    list.push({ ...report, createdAt: createdAt.toISOString() });
    bySubject.set(subject!, list);
  }
  return bySubject;
}

export interface ReportedAdvert {
  listingID: number;
  title: string;
  cityName: string;
  status: number;
  landlord: ModerationUser;
  oldestReportAt: string;
  reports: OpenReport[];
}

/**
 * A page of reported adverts (one item per advert), the longest-waiting report first.
 *
 * @param db the database
 * @param page 1-based page
 */
export async function reportedAdvertsPage(
  db: Db,
  page: number,
): Promise<QueuePage<ReportedAdvert>> {
  const [total] = await db
    .select({ count: sql<number>`count(distinct ${abuseReports.listingId})::int` })
    .from(abuseReports)
    .innerJoin(listings, eq(listings.id, abuseReports.listingId))
    .where(openAdvertReport);
  const oldest = min(abuseReports.createdAt);
  const adverts = await db
    .select({
      listingID: listings.id,
      title: listings.title,
      cityName: cities.name,
      status: listings.status,
      landlord: MODERATION_USER_COLUMNS,
      oldestReportAt: oldest,
    })
    .from(abuseReports)
    .innerJoin(listings, eq(listings.id, abuseReports.listingId))
    .innerJoin(users, eq(users.id, listings.landlordId))
    .leftJoin(cities, eq(cities.id, listings.cityId))
    .where(openAdvertReport)
    .groupBy(listings.id, cities.name, users.id)
    .orderBy(asc(oldest), asc(listings.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset(offsetOf(page));
  const reports = await openReportsOf(
    db,
    abuseReports.listingId,
    adverts.map((advert) => advert.listingID),
  );
  return {
    total: total?.count ?? 0,
    page,
    pageSize: QUEUE_PAGE_SIZE,
    items: adverts.map((advert) => ({
      ...advert,
      title: advert.title ?? '',
      cityName: advert.cityName ?? '',
      landlord: toModerationUser(advert.landlord),
      oldestReportAt: advert.oldestReportAt!.toISOString(),
      reports: reports.get(advert.listingID) ?? [],
    })),
  };
}

/** An open report on a conversation. */
export interface ReportedConversation {
  reportID: number;
  conversationID: number;
  reason: number;
  comment: string;
  createdAt: string;
  reporter: { userID: number; firstName: string };
  reported: ModerationUser;
  listing: { listingID: number; title: string };
}

/**
 * A page of open conversation reports, oldest first. The reported person is the conversation's
 * other participant.
 *
 * @param db the database
 * @param page 1-based page
 */
export async function reportedConversationsPage(
  db: Db,
  page: number,
): Promise<QueuePage<ReportedConversation>> {
  const [total] = await db
    .select({ count: count() })
    .from(abuseReports)
    .where(openConversationReport);
  const reporters = alias(users, 'reporters');
  const rows = await db
    .select({
      reportID: abuseReports.id,
      conversationID: conversations.id,
      reason: abuseReports.reason,
      comment: abuseReports.comment,
      createdAt: abuseReports.createdAt,
      reporterID: reporters.id,
      reporterFirstName: reporters.firstName,
      reported: MODERATION_USER_COLUMNS,
      listingID: listings.id,
      title: listings.title,
    })
    .from(abuseReports)
    .innerJoin(conversations, eq(conversations.id, abuseReports.conversationId))
    .innerJoin(reporters, eq(reporters.id, abuseReports.reporterId))
    .innerJoin(
      users,
      sql`${users.id} = case when ${conversations.landlordId} = ${abuseReports.reporterId}
        then ${conversations.tenantId} else ${conversations.landlordId} end`,
    )
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(openConversationReport)
    .orderBy(asc(abuseReports.createdAt), asc(abuseReports.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset(offsetOf(page));
  return {
    total: total?.count ?? 0,
    page,
    pageSize: QUEUE_PAGE_SIZE,
    items: rows.map((row) => ({
      reportID: row.reportID,
      conversationID: row.conversationID,
      reason: row.reason,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      reporter: { userID: row.reporterID, firstName: row.reporterFirstName },
      reported: toModerationUser(row.reported),
      listing: { listingID: row.listingID, title: row.title ?? '' },
    })),
  };
}

/** A conversation with open scam signs in the landlord's messages. */
export interface ScamSignalConversation {
  conversationID: number;
  listing: { listingID: number; title: string };
  /** The landlord who wrote the messages. */
  sender: ModerationUser;
  tenant: { userID: number; firstName: string };
  /** Every sign found in the open messages, each once. */
  signals: ScamSignal[];
  flaggedMessages: number;
  oldestFlagAt: string;
}

/**
 * A page of conversations with open scam signs, the longest-waiting first.
 *
 * @param db the database
 * @param page 1-based page
 */
export async function scamSignalConversationsPage(
  db: Db,
  page: number,
): Promise<QueuePage<ScamSignalConversation>> {
  const open = isNull(scamFlags.resolvedAt);
  const [total] = await db
    .select({ count: sql<number>`count(distinct ${scamFlags.conversationId})::int` })
    .from(scamFlags)
    .where(open);
  const tenants = alias(users, 'tenants');
  const oldest = min(scamFlags.createdAt);
  const rows = await db
    .select({
      conversationID: conversations.id,
      listingID: listings.id,
      title: listings.title,
      sender: MODERATION_USER_COLUMNS,
      tenantID: tenants.id,
      tenantFirstName: tenants.firstName,
      signals: sql<ScamSignal[]>`(select array_agg(distinct sign order by sign)
        from scam_flags f, unnest(f.signals) as sign
        where f.conversation_id = ${conversations.id} and f.resolved_at is null)`,
      flaggedMessages: sql<number>`count(*)::int`,
      oldestFlagAt: oldest,
    })
    .from(scamFlags)
    .innerJoin(conversations, eq(conversations.id, scamFlags.conversationId))
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(users, eq(users.id, conversations.landlordId))
    .innerJoin(tenants, eq(tenants.id, conversations.tenantId))
    .where(open)
    .groupBy(conversations.id, listings.id, users.id, tenants.id)
    .orderBy(asc(oldest), asc(conversations.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset(offsetOf(page));
  return {
    total: total?.count ?? 0,
    page,
    pageSize: QUEUE_PAGE_SIZE,
    items: rows.map((row) => ({
      conversationID: row.conversationID,
      listing: { listingID: row.listingID, title: row.title ?? '' },
      sender: toModerationUser(row.sender),
      tenant: { userID: row.tenantID, firstName: row.tenantFirstName },
      signals: row.signals,
      flaggedMessages: row.flaggedMessages,
      oldestFlagAt: row.oldestFlagAt!.toISOString(),
    })),
  };
}

/** A tenant profile with open reports and the reports. */
export interface FlaggedProfile {
  tenant: ModerationUser;
  oldestReportAt: string;
  reports: OpenReport[];
}

/**
 * A page of reported tenant profiles (one item per profile), the longest-waiting report first.
 *
 * @param db the database
 * @param page 1-based page
 */
export async function flaggedProfilesPage(
  db: Db,
  page: number,
): Promise<QueuePage<FlaggedProfile>> {
  const [total] = await db
    .select({ count: sql<number>`count(distinct ${abuseReports.tenantUserId})::int` })
    .from(abuseReports)
    .where(openProfileReport);
  const oldest = min(abuseReports.createdAt);
  const tenants = await db
    .select({ tenant: MODERATION_USER_COLUMNS, oldestReportAt: oldest })
    .from(abuseReports)
    .innerJoin(users, eq(users.id, abuseReports.tenantUserId))
    .where(openProfileReport)
    .groupBy(users.id)
    .orderBy(asc(oldest), asc(users.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset(offsetOf(page));
  const reports = await openReportsOf(
    db,
    abuseReports.tenantUserId,
    tenants.map((row) => row.tenant.userID),
  );
  return {
    total: total?.count ?? 0,
    page,
    pageSize: QUEUE_PAGE_SIZE,
    items: tenants.map((row) => ({
      tenant: toModerationUser(row.tenant),
      oldestReportAt: row.oldestReportAt!.toISOString(),
      reports: reports.get(row.tenant.userID) ?? [],
    })),
  };
}
