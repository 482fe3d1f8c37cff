/**
 * Publishing an advert at the end of the wizard (`POST /supplyflow/cra-complete-create-advert`,
 * issue 5 "Completing the wizard publishes the advert: status AutomaticallyActivated, or Pending
 * when a fraud rule fires").
 */
import { ErrorCode, ListingStatus, RoomsError } from '@rooms/domain';
import { eq, sql } from 'drizzle-orm';

import { listings } from '../db/schema.js';
import { recordHold } from '../moderation/listing-holds.js';
import { changeListings } from '../search/listing-changes.js';

import { firedFraudRules, rentLevels } from './fraud-rules.js';
import { wizardStatusOf } from './wizard-draft.js';
import { lockEditableListing } from './wizard-store.js';

import type { Db } from '../db/database.js';
import type { FiredRule } from './fraud-rules.js';

/** The advert after `cra-complete-create-advert`. */
export interface PublishResult {
  listingID: number;
  /** AutomaticallyActivated 10 or Pending 11 after publishing; the unchanged status otherwise. */
  status: number;
  /** When it was published, ISO 8601 UTC. */
  publishedAt: string | null;
  /** Whether it waits for a moderator (status Pending 11) before it shows in search. */
  isPendingReview: boolean;
  /** The fraud rules that fired now (for the log; not sent to the landlord). */
  firedRules: FiredRule[];
}

/**
 * Publishes a draft of the landlord: locks it, checks that every required step is Completed
 * (`missingSteps` of @rooms/domain; Media is optional), runs the fraud rules and sets the status
 * (AutomaticallyActivated 10, or Pending 11 when a rule fired) and `published_at` (now). An
 * advert that is no longer a Concept (already published, or edited after publishing) is answered
 * unchanged: completing twice publishes once.
 *
 * @param db the database
 * @param listingId the advert
 * @param landlordId the caller
 * @returns the advert's new state
 * @throws RoomsError 1015 (404) not found / not the caller's; http_403 (403) under moderation;
 *   `listing_incomplete` (409) with `data.missingSteps` (route words) when a required step is
 *   not Completed
 */
export async function publishAdvert(
  db: Db,
  listingId: number,
  landlordId: number,
): Promise<PublishResult> {
  return changeListings(db, async (tx) => {
    const draft = await lockEditableListing(tx, listingId, landlordId);
    const publishedAtOf = (date: Date | null) => date?.toISOString() ?? null;
    if (draft.status !== ListingStatus.Concept) {
      return {
        listingID: draft.listingID,
        status: draft.status,
        publishedAt: publishedAtOf(draft.publishedAt),
        isPendingReview: draft.status === ListingStatus.Pending,
        firedRules: [],
      };
    }
    const { missingSteps } = wizardStatusOf(draft);
    if (missingSteps.length > 0) {
      throw new RoomsError({ code: ErrorCode.ListingIncomplete, data: { missingSteps } });
    }
    // Every required step is Completed, so the wizard columns are set (the CHECK agrees).
    const firedRules = await firedFraudRules(
      tx,
      {
        listingID: draft.listingID,
        landlordId,
        listingType: draft.listingType!,
        citySlug: draft.citySlug!,
        rentCents: draft.rentCents!,
        surfaceM2: draft.surfaceM2!,
        description: draft.description!,
      },
      rentLevels(),
    );
    const status =
      firedRules.length === 0 ? ListingStatus.AutomaticallyActivated : ListingStatus.Pending;
    const [updated] = await tx
      .update(listings)
      .set({ status, publishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(listings.id, listingId))
      .returning({ status: listings.status, publishedAt: listings.publishedAt });
    if (firedRules.length > 0) await recordHold(tx, listingId, 'publish', firedRules);
    return {
      listingID: listingId,
      status: updated!.status,
      publishedAt: publishedAtOf(updated!.publishedAt),
      isPendingReview: status === ListingStatus.Pending,
      firedRules,
    };
  });
}
