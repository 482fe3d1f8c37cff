/**
 * Saving the listing wizard's steps (§2 wizard, §7 `POST /supplyflow/cra-*`): every change runs
 * in one transaction with the advert's row locked (`for update`, like the My-adverts actions),
 * scoped to the caller's own adverts (`landlord_id = caller`, not deleted), so another user's
 * advert is never read or changed: it is simply not found (404 code 1015).
 */
import { BusinessResultCode, ErrorCode, ListingStatus, RoomsError } from '@rooms/domain';
import { and, eq, sql } from 'drizzle-orm';

import { listings } from '../db/schema.js';
import { ownListings } from '../my-listings/own-listings.js';
import { changeListings } from '../search/listing-changes.js';

import { selectDraftRows, stepBit, toWizardDraft, wizardStatusOf } from './wizard-draft.js';

import type { Db, Tx } from '../db/database.js';
import type { WizardDraft, WizardStatus } from './wizard-draft.js';
import type { ListingCreationStep, ListingType } from '@rooms/domain';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * Statuses whose advert the landlord may change through the wizard (ours; §4 does not show the
 * transitions): the draft (Concept -1) and every status a landlord's own advert reaches without
 * a moderator — Created 1, Approved 3, Active 4, Inactive 5, AutomaticallyActivated 10,
 * Pending 11. A change keeps the status: a published advert stays published (the steps'
 * rules still apply). Not the moderators' decisions Rejected 2, PossibleAbuse 7, Blocked 8 and
 * Fraud 9; Deleted 6 is not found at all.
 */
export const WIZARD_EDITABLE_STATUSES: readonly ListingStatus[] = [
  ListingStatus.Concept,
  ListingStatus.Created,
  ListingStatus.Approved,
  ListingStatus.Active,
  ListingStatus.Inactive,
  ListingStatus.AutomaticallyActivated,
  ListingStatus.Pending,
];

/**
 * Reads an own advert with its row locked, inside the caller's transaction.
 *
 * @param tx the transaction
 * @param listingId the advert
 * @param landlordId the caller
 * @returns the advert as the wizard reads it
 * @throws RoomsError 1015 (404 'Advert not found') when it does not exist, is another user's or
 *   was deleted; http_403 (403, `data.status`) when a moderator's status keeps it from changing
 */
export async function lockEditableListing(
  tx: Tx,
  listingId: number,
  landlordId: number,
): Promise<WizardDraft> {
  const [row] = await selectDraftRows(
    tx,
    and(eq(listings.id, listingId), ownListings(landlordId)),
    { lock: true },
  );
  if (row === undefined) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
  if (!(WIZARD_EDITABLE_STATUSES as readonly number[]).includes(row.status)) {
    throw new RoomsError({
      code: ErrorCode.Http403,
      message: 'This advert is under review by our moderators and cannot be changed',
      data: { status: row.status },
    });
  }
  return toWizardDraft(row);
}

/**
 * Reads the wizard status of an advert inside a transaction (after a change).
 *
 * @param tx the transaction
 * @param listingId the advert (known to exist)
 */
async function statusInTransaction(tx: Tx, listingId: number): Promise<WizardStatus> {
  const [row] = await selectDraftRows(tx, eq(listings.id, listingId));
  return wizardStatusOf(toWizardDraft(row!));
}

/** What {@link saveWizardStep} saves. */
export interface StepChange {
  /** The §3 step being saved (its bit is set in `wizard_saved_steps`). */
  step: ListingCreationStep;
  /**
   * The columns to set, or a function of the locked advert giving them (it may throw a
   * `RoomsError` to refuse, e.g. when the address is read-only).
   */
  changes:
    | PgUpdateSetSource<typeof listings>
    | ((
        current: WizardDraft,
      ) => PgUpdateSetSource<typeof listings> | Promise<PgUpdateSetSource<typeof listings>>);
  /** Steps whose answers no longer apply after this change (marked unsaved again). */
  clearSteps?: readonly ListingCreationStep[];
}

/**
 * Saves one wizard step of an own advert: locks it ({@link lockEditableListing}), sets the
 * columns, marks the step saved and `updated_at`, and answers the new wizard status. The status
 * of the advert never changes here; nothing is written when a check fails.
 *
 * @param db the database
 * @param listingId the advert
 * @param landlordId the caller
 * @param change the step and its columns
 * @returns the wizard status after the change
 * @throws see {@link lockEditableListing}; whatever `change.changes` throws
 */
export async function saveWizardStep(
  db: Db,
  listingId: number,
  landlordId: number,
  change: StepChange,
): Promise<WizardStatus> {
  return changeListings(db, async (tx) => {
    const current = await lockEditableListing(tx, listingId, landlordId);
    const columns =
      typeof change.changes === 'function' ? await change.changes(current) : change.changes;
    const clearMask = (change.clearSteps ?? []).reduce((mask, step) => mask | stepBit(step), 0);
    await tx
      .update(listings)
      .set({
        ...columns,
        wizardSavedSteps: sql`(${listings.wizardSavedSteps} & ${~clearMask}) | ${stepBit(change.step)}`,
        updatedAt: sql`now()`,
      })
      .where(eq(listings.id, listingId));
    return statusInTransaction(tx, listingId);
  });
}

/**
 * Starts a new advert (§2 `/create-listing/null/listing-type`): a Concept (-1) row of the
 * landlord with only its listing type, the listing-type step saved.
 *
 * @param db the database
 * @param landlordId the caller
 * @param listingType the §3 listing type
 * @returns the new draft's wizard status (its `listingID` is the new id)
 */
export async function createWizardDraft(
  db: Db,
  landlordId: number,
  listingType: ListingType,
): Promise<WizardStatus> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(listings)
      .values({
        landlordId,
        listingType,
        status: ListingStatus.Concept,
        wizardSavedSteps: stepBit(1),
      })
      .returning({ id: listings.id });
    return statusInTransaction(tx, created!.id);
  });
}
