/**
 * A moderator's decisions on an advert (issue 28): approve (Approved 3, online), reject with a
 * reason the landlord reads (Rejected 2), or take it out of search as PossibleAbuse 7 or Fraud 9.
 * Each decision closes the advert's open hold and open reports, writes the audit log and — for
 * approve and reject — queues the landlord's e-mail, all in one transaction that also tells the
 * search cache about the change.
 */
import {
  ErrorCode,
  ListingStatus,
  ModerationAction,
  ReportOutcome,
  RoomsError,
  BusinessResultCode,
} from '@rooms/domain';
import { localeOrDefault } from '@rooms/i18n';
import { and, eq, isNull, sql } from 'drizzle-orm';

import { abuseReports, listingHolds, listings, users } from '../db/schema.js';
import { enqueueEmail } from '../jobs/email-jobs.js';
import { changeListings } from '../search/listing-changes.js';

import { recordAction } from './audit-log.js';
import { advertApprovedEmail, advertRejectedEmail } from './moderation-emails.js';

import type { Db, Tx } from '../db/database.js';
import type { Staff } from './staff-access.js';
import type { RejectionReason } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** Statuses a moderator may approve from: held, marked or rejected before. */
export const APPROVABLE_STATUSES: readonly number[] = [
  ListingStatus.Pending,
  ListingStatus.PossibleAbuse,
  ListingStatus.Rejected,
  ListingStatus.Fraud,
];

/** Statuses no decision applies to: an unfinished draft, a deleted advert. */
const UNDECIDABLE_STATUSES: readonly number[] = [ListingStatus.Concept, ListingStatus.Deleted];

interface LockedAdvert {
  status: number;
  title: string;
  landlord: { to: string; firstName: string; locale: Locale; deleted: boolean };
}

/** Locks the advert's row for the decision; 404 code 1015 when it does not exist. */
async function lockAdvert(tx: Tx, listingId: number): Promise<LockedAdvert> {
  const [row] = await tx
    .select({
      status: listings.status,
      title: listings.title,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      deletedAt: users.deletedAt,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.landlordId))
    .where(eq(listings.id, listingId))
    .for('update', { of: listings });
  if (row === undefined || UNDECIDABLE_STATUSES.includes(row.status)) {
    throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
  }
  return {
    status: row.status,
    title: row.title ?? '',
    landlord: {
      to: row.email,
      firstName: row.firstName,
      locale: localeOrDefault(row.locale),
      deleted: row.deletedAt !== null,
    },
  };
}

/** Closes the advert's open hold and open reports as handled by this moderator. */
async function closeAdvertItems(tx: Tx, listingId: number, staff: Staff): Promise<void> {
  await tx
    .update(listingHolds)
    .set({ resolvedAt: sql`now()`, resolvedBy: staff.id })
    .where(and(eq(listingHolds.listingId, listingId), isNull(listingHolds.resolvedAt)));
  await tx
    .update(abuseReports)
    .set({ resolvedAt: sql`now()`, resolvedBy: staff.id, outcome: ReportOutcome.ActionTaken })
    .where(and(eq(abuseReports.listingId, listingId), isNull(abuseReports.resolvedAt)));
}

async function setStatus(
  tx: Tx,
  listingId: number,
  status: number,
  rejectionReason: RejectionReason | null,
): Promise<void> {
  await tx
    .update(listings)
    .set({ status, rejectionReason, updatedAt: sql`now()` })
    .where(eq(listings.id, listingId));
}

/**
 * Approves an advert: Approved 3, in search at once.
 *
 * @param db the database
 * @param staff the moderator
 * @param listingId the advert
 * @param note the moderator's why (may be empty)
 * @param siteUrl the site's origin (the e-mail's link)
 * @throws RoomsError 1015 (404) no such advert (or a draft or deleted one); `invalid_request`
 *   (400) when it is not held, marked or rejected
 */
export async function approveAdvert(
  db: Db,
  staff: Staff,
  listingId: number,
  note: string,
  siteUrl: string,
): Promise<void> {
  await changeListings(db, async (tx) => {
    const advert = await lockAdvert(tx, listingId);
    if (!APPROVABLE_STATUSES.includes(advert.status)) {
      throw new RoomsError({
        code: ErrorCode.InvalidRequest,
        message: 'Only a held, marked or rejected advert can be approved',
      });
    }
    await setStatus(tx, listingId, ListingStatus.Approved, null);
    await closeAdvertItems(tx, listingId, staff);
    await recordAction(tx, {
      staffId: staff.id,
      action: ModerationAction.ApproveAdvert,
      subjectType: 'listing',
      subjectId: listingId,
      note,
      details: { from: advert.status },
    });
    if (!advert.landlord.deleted) {
      await enqueueEmail(tx, advertApprovedEmail(advert.landlord, advert.title, siteUrl));
    }
  });
}

/**
 * Rejects an advert: Rejected 2, out of search, with the reason the landlord reads on My adverts
 * and in the e-mail.
 *
 * @param db the database
 * @param staff the moderator
 * @param listingId the advert
 * @param reason the RejectionReason
 * @param note the moderator's why (required by the route with reason Other)
 * @param siteUrl the site's origin
 * @throws RoomsError 1015 (404) no such advert, a draft or a deleted one
 */
export async function rejectAdvert(
  db: Db,
  staff: Staff,
  listingId: number,
  reason: RejectionReason,
  note: string,
  siteUrl: string,
): Promise<void> {
  await changeListings(db, async (tx) => {
    const advert = await lockAdvert(tx, listingId);
    await setStatus(tx, listingId, ListingStatus.Rejected, reason);
    await closeAdvertItems(tx, listingId, staff);
    await recordAction(tx, {
      staffId: staff.id,
      action: ModerationAction.RejectAdvert,
      subjectType: 'listing',
      subjectId: listingId,
      note,
      details: { from: advert.status, reason },
    });
    if (!advert.landlord.deleted) {
      await enqueueEmail(tx, advertRejectedEmail(advert.landlord, advert.title, reason, siteUrl));
    }
  });
}

/**
 * Takes an advert out of search as PossibleAbuse 7 or Fraud 9. The landlord is not e-mailed
 * (a fraudster is not told what gave him away); My adverts shows the status.
 *
 * @param db the database
 * @param staff the moderator
 * @param listingId the advert
 * @param status PossibleAbuse 7 or Fraud 9
 * @param note the moderator's why
 * @throws RoomsError 1015 (404) no such advert, a draft or a deleted one
 */
export async function markAdvert(
  db: Db,
  staff: Staff,
  listingId: number,
  status: typeof ListingStatus.PossibleAbuse | typeof ListingStatus.Fraud,
  note: string,
): Promise<void> {
  await changeListings(db, async (tx) => {
    const advert = await lockAdvert(tx, listingId);
    await setStatus(tx, listingId, status, null);
    await closeAdvertItems(tx, listingId, staff);
    await recordAction(tx, {
      staffId: staff.id,
      action:
        status === ListingStatus.Fraud
          ? ModerationAction.MarkFraud
          : ModerationAction.MarkPossibleAbuse,
      subjectType: 'listing',
      subjectId: listingId,
      note,
      details: { from: advert.status, to: status },
    });
  });
}
