/**
 * The listing reads of §7 that are no search: one listing's details, and a landlord's public
 * profile with a page of their listings. Plain SQL (`listing-queries.ts`), mapped to the
 * response objects (`result-mapping.ts`). The searches are in `listing-search.ts`.
 */
import { landlordReplyTime } from '../messaging/reply-time.js';

import {
  landlordListingsQuery,
  landlordProfileQuery,
  listingDetailsQuery,
} from './listing-queries.js';
import {
  toListingCard,
  toListingDetails,
  type CardRow,
  type DetailsRow,
  type ListingDetails,
} from './result-mapping.js';
import { runQuery } from './run-query.js';

import type { Database } from '../db/database.js';
import type { ListingPage } from './listing-search.js';
import type { ReplyTime } from '@rooms/domain';

/**
 * `GET /listing/details`: one listing a tenant may see (status 3, 4 or 10), or null when it is
 * missing or not visible.
 *
 * @param listingId listing id
 */
export async function findListingDetails(
  database: Database,
  listingId: number,
): Promise<(ListingDetails & { landlordReplyTime: ReplyTime | null }) | null> {
  const row = (await runQuery<DetailsRow>(database, listingDetailsQuery(listingId)))[0];
  if (!row) return null;
  // The landlord's reply figures (issue 28) go with the advert: tenants judge him by them.
  const replyTime = await landlordReplyTime(database, row.landlord_id);
  return { ...toListingDetails(row), landlordReplyTime: replyTime };
}

/** A landlord's public fields (§2 landlord public profile). */
export interface LandlordProfile {
  id: number;
  firstName: string;
  /** Image key of the profile photo (served at /image/{key}), null without one. */
  photoKey: string | null;
  /** When the account was made, ISO 8601 UTC. */
  memberSince: string;
  /** The landlord's reply figures (issue 28); null below 5 reactions in 90 days. */
  replyTime: ReplyTime | null;
}

/** A landlord's public profile with one page of their visible listings. */
export interface LandlordListingPage extends ListingPage {
  landlord: LandlordProfile;
}

/**
 * `GET /listing/landlord-listings`: the landlord's public fields and a page of their listings a
 * tenant may see (status 3, 4 or 10), newest published first; null when the user does not exist.
 *
 * @param database the pool
 * @param landlordId user id
 * @param pageNo page number from 1
 * @param rowsPerPage page size, 1..100
 */
export async function findLandlordListings(
  database: Database,
  landlordId: number,
  pageNo: number,
  rowsPerPage: number,
): Promise<LandlordListingPage | null> {
  const [profiles, page, replyTime] = await Promise.all([
    runQuery<{
      id: number;
      first_name: string;
      photo_key: string | null;
      member_since: string;
      active_count: number;
    }>(database, landlordProfileQuery(landlordId)),
    runQuery<CardRow>(database, landlordListingsQuery(landlordId, pageNo, rowsPerPage)),
    landlordReplyTime(database, landlordId),
  ]);
  const profile = profiles[0];
  if (!profile) return null;
  return {
    landlord: {
      id: profile.id,
      firstName: profile.first_name,
      photoKey: profile.photo_key,
      memberSince: profile.member_since,
      replyTime,
    },
    listings: page.map(toListingCard),
    totalCount: profile.active_count,
    pageNo,
    rowsPerPage,
  };
}
