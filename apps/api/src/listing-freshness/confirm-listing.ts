/**
 * Confirming that an advert is still available (issue 28 fresh adverts): by its landlord on My
 * adverts, or by whoever holds the one-click link of a fresh-adverts e-mail. Either sets
 * `confirmed_at` to now, which spends the open link and the reminder mark (trigger of migration
 * 0021); the link also brings back an advert the freshness job took offline.
 */
import {
  AutomaticDeactivationReason,
  ErrorCode,
  ListingStatus,
  MyListingAction,
  RoomsError,
  VISIBLE_LISTING_STATUSES,
} from '@rooms/domain';
import { and, eq, sql } from 'drizzle-orm';

import { listings } from '../db/schema.js';
import { changeOwnListing } from '../my-listings/own-listings.js';
import { changeListings } from '../search/listing-changes.js';

import { parseConfirmationToken } from './confirmation-link.js';

import type { Db } from '../db/database.js';

/** An advert after a confirmation. */
export interface ConfirmedListing {
  listingID: number;
  status: number;
  confirmedAt: Date;
  /** The advert's title, for the confirmation page of the link. */
  title: string;
  /** True when the link brought back an advert the freshness job had taken offline. */
  reactivated: boolean;
}

/**
 * The landlord confirms an own online advert (`POST /listing/confirm-available`).
 *
 * @param db the database
 * @param listingId the advert
 * @param landlordId the caller
 * @returns the advert's state and new confirmation time
 * @throws RoomsError 1015 (404) when it is not the caller's or deleted; http_403 (403) with
 *   `data.status` when it is not online
 */
export async function confirmOwnListing(
  db: Db,
  listingId: number,
  landlordId: number,
): Promise<{ listingID: number; status: number; confirmedAt: Date }> {
  const row = await changeOwnListing(db, MyListingAction.Confirm, listingId, landlordId, {
    confirmedAt: sql`now()`,
  });
  const [confirmed] = await db
    .select({ confirmedAt: listings.confirmedAt })
    .from(listings)
    .where(eq(listings.id, listingId));
  return { listingID: row.listingID, status: row.status, confirmedAt: confirmed!.confirmedAt };
}

function linkInvalid(): RoomsError {
  return new RoomsError({ code: ErrorCode.ConfirmLinkInvalid });
}

/**
 * Follows a one-click link (`POST /listing/confirm-available-link`): an online advert is
 * confirmed; one the freshness job took offline comes back online (Active 4) and is confirmed.
 *
 * @param db the database
 * @param token the link's token
 * @returns the advert after it
 * @throws RoomsError `confirm_link_invalid` (400) when the token is malformed or not the
 *   advert's open link (spent by a confirmation, replaced by a newer e-mail), or the advert was
 *   since deleted or taken offline by its landlord or a moderator. Nothing changes then.
 */
export async function confirmByLink(db: Db, token: string): Promise<ConfirmedListing> {
  const parsed = parseConfirmationToken(token);
  if (parsed === null) throw linkInvalid();
  return changeListings(db, async (tx) => {
    const [advert] = await tx
      .select({
        status: listings.status,
        deactivationReason: listings.deactivationReason,
      })
      .from(listings)
      .where(
        and(eq(listings.id, parsed.listingId), eq(listings.confirmationTokenHash, parsed.hash)),
      )
      .for('update');
    if (advert === undefined) throw linkInvalid();
    const offlineForFreshness =
      advert.status === ListingStatus.Inactive &&
      advert.deactivationReason === AutomaticDeactivationReason.NotConfirmed;
    const isVisible = (VISIBLE_LISTING_STATUSES as readonly number[]).includes(advert.status);
    if (!isVisible && !offlineForFreshness) throw linkInvalid();
    const [updated] = await tx
      .update(listings)
      .set(
        offlineForFreshness
          ? { status: ListingStatus.Active, updatedAt: sql`now()` }
          : { confirmedAt: sql`now()` },
      )
      .where(eq(listings.id, parsed.listingId))
      .returning({
        listingID: listings.id,
        status: listings.status,
        confirmedAt: listings.confirmedAt,
        title: listings.title,
      });
    return { ...updated!, title: updated!.title ?? '', reactivated: offlineForFreshness };
  });
}
