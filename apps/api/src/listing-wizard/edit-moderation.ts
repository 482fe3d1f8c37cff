/**
 * The fraud rules again when a published advert is edited (issue 23 "Fraud rules on edits"):
 * without this an advert could pass the checks at publication and then drop its rent to € 50
 * or take another landlord's description and stay online.
 *
 * Which rule runs on which change (ours):
 * - `rent_far_below_city_level` when the rent, the surface or the listing type changed, and
 *   only when the edit leaves the rent below the floor **and** lowers it relative to the city's
 *   level (a rent a moderator already accepted is not held again when it is raised).
 * - `duplicate_description` when the description changed (case and surrounding white space
 *   ignored, as the rule compares).
 * - `new_account_burst` never: it is about publishing many adverts, which an edit does not do.
 *
 * Unchanged fields never trigger a rule, so a photo, an availability date or a title change
 * leaves the advert as it is. The address of a published advert cannot change (409
 * `address_readonly`), so the city the rent is compared with stays the same.
 */
import { FraudRule, ListingStatus } from '@rooms/domain';

import { copiedDescriptionListingId, rentShareOfCityLevel } from './fraud-rules.js';

import type { Tx } from '../db/database.js';
import type { RentLevels } from '../reference-data/rent-levels.js';
import type { FiredRule } from './fraud-rules.js';
import type { WizardDraft } from './wizard-draft.js';

/** The fields of an advert the edit rules read. */
type ModeratedFields = Pick<
  WizardDraft,
  'status' | 'listingType' | 'citySlug' | 'rentCents' | 'surfaceM2' | 'description'
>;

/** Whether an advert with this status was published (any status but the Concept draft). */
export function isPublishedStatus(status: number): boolean {
  return status !== ListingStatus.Concept;
}

/** The text the duplicate rule compares: trimmed, lower case. */
function comparableDescription(text: string | null): string | null {
  return text === null ? null : text.trim().toLowerCase();
}

/**
 * The fraud rules an edit of a published advert fires (see the module comment). A draft
 * (Concept) is never checked here: publishing checks it.
 *
 * @param tx the editing transaction (the advert's row is locked)
 * @param before the advert as it was before the edit
 * @param after the advert after the edit (same transaction)
 * @param landlordId the advert's landlord
 * @param levels the published rent figures (`rentLevels()`)
 * @returns the rules that fired with their facts; empty when the edit may go online as it is
 */
export async function fraudRulesForEdit(
  tx: Tx,
  before: ModeratedFields,
  after: ModeratedFields,
  landlordId: number,
  levels: RentLevels,
): Promise<FiredRule[]> {
  if (!isPublishedStatus(before.status)) return [];
  const fired: FiredRule[] = [];

  const priceChanged =
    before.rentCents !== after.rentCents ||
    before.surfaceM2 !== after.surfaceM2 ||
    before.listingType !== after.listingType;
  if (
    priceChanged &&
    after.rentCents !== null &&
    after.surfaceM2 !== null &&
    after.listingType !== null &&
    after.citySlug !== null
  ) {
    const now = rentShareOfCityLevel(levels, {
      citySlug: after.citySlug,
      listingType: after.listingType,
      rentCents: after.rentCents,
      surfaceM2: after.surfaceM2,
    });
    const was =
      before.rentCents !== null &&
      before.surfaceM2 !== null &&
      before.listingType !== null &&
      before.citySlug !== null
        ? rentShareOfCityLevel(levels, {
            citySlug: before.citySlug,
            listingType: before.listingType,
            rentCents: before.rentCents,
            surfaceM2: before.surfaceM2,
          }).share
        : Infinity;
    if (now.fires && now.share < was) {
      fired.push({ rule: FraudRule.RentFarBelowCityLevel, facts: now.facts });
    }
  }

  const description = comparableDescription(after.description);
  if (description !== null && description !== comparableDescription(before.description)) {
    const copiedListingID = await copiedDescriptionListingId(tx, {
      landlordId,
      description: after.description!,
    });
    if (copiedListingID !== null) {
      fired.push({ rule: FraudRule.DuplicateDescription, facts: { copiedListingID } });
    }
  }
  return fired;
}
