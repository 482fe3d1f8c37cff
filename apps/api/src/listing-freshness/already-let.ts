/**
 * Tenants' "already let" reports (issue 28 fresh adverts): one per tenant and advert. When
 * {@link ALREADY_LET_REPORTS_TO_HOLD} tenants reported an online advert since its last
 * confirmation, it is held for moderation (Pending 11, a hold with the rule
 * `already_let_reports` in the back office's queue of held adverts), in the same transaction.
 */
import { ALREADY_LET_REPORTS_TO_HOLD, FraudRule, ListingStatus } from '@rooms/domain';
import { sql } from 'drizzle-orm';

import { VISIBLE_STATUSES_SQL } from '../db/visible-listings.js';
import { recordHold } from '../moderation/listing-holds.js';
import { changeListings } from '../search/listing-changes.js';

import type { Db } from '../db/database.js';

/** What a report did. */
export interface AlreadyLetOutcome {
  /** Reports since the advert's last confirmation, this one included. */
  reportsSinceConfirmation: number;
  /** Whether this report put the advert on hold. */
  held: boolean;
}

/**
 * Records a tenant's "already let" report of an online advert of another user (the caller has
 * checked that) and holds the advert at the threshold. A second report of the same tenant
 * counts once (its time is renewed: it counts again after a newer confirmation).
 *
 * @param db the database
 * @param listingId the advert
 * @param reporterId the reporting user
 * @returns the count and whether the advert was held
 * @throws the PostgreSQL error (nothing is recorded)
 */
export async function reportAlreadyLet(
  db: Db,
  listingId: number,
  reporterId: number,
): Promise<AlreadyLetOutcome> {
  return changeListings(db, async (tx) => {
    await tx.execute(sql`
      insert into listing_let_reports (listing_id, reporter_id) values (${listingId}, ${reporterId})
      on conflict (listing_id, reporter_id) do update set created_at = now()`);
    // The row lock makes concurrent reports count one after the other: one of them holds.
    const [counted] = (
      await tx.execute<{ reports: number; visible: boolean }>(sql`
        select (select count(*)::int from listing_let_reports r
                 where r.listing_id = l.id and r.created_at >= l.confirmed_at) as reports,
               l.status in ${sql.raw(VISIBLE_STATUSES_SQL)} as visible
          from listings l where l.id = ${listingId} for update`)
    ).rows;
    const reports = counted?.reports ?? 0;
    if (counted === undefined || !counted.visible || reports < ALREADY_LET_REPORTS_TO_HOLD) {
      return { reportsSinceConfirmation: reports, held: false };
    }
    await tx.execute(
      sql`update listings set status = ${ListingStatus.Pending}, updated_at = now() where id = ${listingId}`,
    );
    await recordHold(tx, listingId, 'reports', [
      { rule: FraudRule.AlreadyLetReports, facts: { reports } },
    ]);
    return { reportsSinceConfirmation: reports, held: true };
  });
}
