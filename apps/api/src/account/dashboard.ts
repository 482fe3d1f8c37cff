/**
 * The signed-in user's overview (issue 26, §2 `/dashboard`): unread conversations, favourites,
 * search alerts, the own adverts with their views and reactions (landlords), and how complete
 * the tenant profile is (tenants). Every count is of the caller's own rows only.
 */
import {
  FolderFilter,
  ListingStatus,
  TenantProfileItem,
  tenantProfileCompleteness,
} from '@rooms/domain';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';

import {
  conversations,
  favoriteListings,
  favoriteTenants,
  listings,
  searchAlerts,
  tenantProfiles,
  users,
} from '../db/schema.js';
import { isVisibleStatus } from '../db/visible-listings.js';
import { isUnreadSql, me } from '../messaging/conversation-queries.js';

import type { Db } from '../db/database.js';
import type { TenantAgeBand, TenantProfileCompleteness } from '@rooms/domain';

/** At most this many adverts are listed on the dashboard (newest first); the count is of all. */
export const DASHBOARD_ADVERTS_MAX = 20;

/** One own advert on the dashboard. */
export interface DashboardAdvert {
  listingID: number;
  /** Null for a wizard draft without a title yet. */
  title: string | null;
  /** ListingStatus (§3). */
  status: number;
  /** Online: status 3, 4 or 10. */
  isActive: boolean;
  /** Times the advert's page was viewed. */
  views: number;
  /** Conversations started about it (reactions). */
  reactions: number;
}

/** The overview of {@link readDashboard}. */
export interface Dashboard {
  /** Conversations in the inbox with unread messages (the header badge's count). */
  unreadConversations: number;
  /** Favourite adverts that are still online. */
  favoriteListings: number;
  /** Favourite tenants whose account still exists. */
  favoriteTenants: number;
  /** Saved search alerts. */
  alerts: number;
  adverts: {
    /** Own adverts online now. */
    activeCount: number;
    /** Own adverts that are not deleted (drafts and offline ones included). */
    totalCount: number;
    /** The newest {@link DASHBOARD_ADVERTS_MAX} of them. */
    items: DashboardAdvert[];
  };
  tenantProfile: {
    /** Whether the user has started a tenant profile. */
    exists: boolean;
    /** Completeness 0 to 100 (0 without a profile, whatever the account has). */
    percent: number;
    /** Items still empty, in page order (all of them without a profile). */
    missing: TenantProfileCompleteness['missing'];
  };
}

/**
 * Reactions of an advert: the conversations about it. The outer column is written out in full:
 * in a one-table select Drizzle leaves columns unqualified, and a bare "id" in the subquery
 * would be the conversation's own.
 */
const reactionsSql = sql<number>`(select count(*)::integer from ${conversations} c where c.listing_id = "listings"."id")`;

/**
 * Reads the overview of a user.
 *
 * @param db the database
 * @param userId the signed-in user
 * @returns the dashboard
 */
export async function readDashboard(db: Db, userId: number): Promise<Dashboard> {
  const own = and(eq(listings.landlordId, userId), ne(listings.status, ListingStatus.Deleted));
  const [
    [unread],
    [favoriteListingCount],
    [favoriteTenantCount],
    [alertCount],
    [advertCounts],
    advertRows,
    [profile],
  ] = await Promise.all([
    db
      .select({ n: count() })
      .from(me)
      .innerJoin(conversations, eq(conversations.id, me.conversationId))
      .where(and(eq(me.userId, userId), eq(me.folder, FolderFilter.Normal), isUnreadSql)),
    db
      .select({ n: count() })
      .from(favoriteListings)
      .innerJoin(listings, eq(listings.id, favoriteListings.listingId))
      .where(and(eq(favoriteListings.userId, userId), isVisibleStatus(listings.status))),
    db
      .select({ n: count() })
      .from(favoriteTenants)
      .innerJoin(users, eq(users.id, favoriteTenants.tenantId))
      .where(and(eq(favoriteTenants.userId, userId), isNull(users.deletedAt))),
    db.select({ n: count() }).from(searchAlerts).where(eq(searchAlerts.userId, userId)),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${isVisibleStatus(listings.status)})::integer`,
      })
      .from(listings)
      .where(own),
    db
      .select({
        listingID: listings.id,
        title: listings.title,
        status: listings.status,
        isActive: sql<boolean>`${isVisibleStatus(listings.status)}`,
        views: listings.views,
        reactions: reactionsSql,
      })
      .from(listings)
      .where(own)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(DASHBOARD_ADVERTS_MAX),
    db
      .select({
        photoKey: users.photoKey,
        occupation: users.occupation,
        introduction: tenantProfiles.introduction,
        languages: tenantProfiles.languages,
        cityIds: tenantProfiles.cityIds,
        maxRentCents: tenantProfiles.maxRentCents,
        moveInDate: tenantProfiles.moveInDate,
        ageBand: tenantProfiles.ageBand,
      })
      .from(tenantProfiles)
      .innerJoin(users, eq(users.id, tenantProfiles.userId))
      .where(eq(tenantProfiles.userId, userId)),
  ]);
  const completeness =
    profile === undefined
      ? null
      : tenantProfileCompleteness({ ...profile, ageBand: profile.ageBand as TenantAgeBand | null });
  return {
    unreadConversations: unread?.n ?? 0,
    favoriteListings: favoriteListingCount?.n ?? 0,
    favoriteTenants: favoriteTenantCount?.n ?? 0,
    alerts: alertCount?.n ?? 0,
    adverts: {
      activeCount: advertCounts?.active ?? 0,
      totalCount: advertCounts?.total ?? 0,
      items: advertRows,
    },
    tenantProfile:
      completeness === null
        ? { exists: false, percent: 0, missing: Object.values(TenantProfileItem) }
        : { exists: true, percent: completeness.percent, missing: completeness.missing },
  };
}
