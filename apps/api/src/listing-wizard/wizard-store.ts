/**
 * Saving the listing wizard's steps (§2 wizard, §7 `POST /supplyflow/cra-*`): every change runs
 * in one transaction with the advert's row locked (`for update`, like the My-adverts actions),
 * scoped to the caller's own adverts (`landlord_id = caller`, not deleted), so another user's
 * advert is never read or changed: it is simply not found (404 code 1015).
 */
import { BusinessResultCode, ErrorCode, ListingStatus, RoomsError } from '@rooms/domain';
import { and, count, eq, sql } from 'drizzle-orm';

import { listings } from '../db/schema.js';
import { recordHold } from '../moderation/listing-holds.js';
import { ownListings } from '../my-listings/own-listings.js';
import { MAX_OPEN_DRAFTS_PER_LANDLORD } from '../quotas/quotas.js';
import { changeListings } from '../search/listing-changes.js';

import { fraudRulesForEdit, isPublishedStatus } from './edit-moderation.js';
import { rentLevels } from './fraud-rules.js';
import { selectDraftRows, stepBit, toWizardDraft, wizardStatusOf } from './wizard-draft.js';

import type { Db, Tx } from '../db/database.js';
import type { FiredRule } from './fraud-rules.js';
import type { WizardDraft, WizardStatus } from './wizard-draft.js';
import type { ListingCreationStep, ListingType } from '@rooms/domain';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * Statuses whose advert the landlord may change through the wizard (ours; §4 does not show the
 * transitions): the draft (Concept -1) and every status a landlord's own advert reaches without
 * a moderator — Created 1, Approved 3, Active 4, Inactive 5, AutomaticallyActivated 10,
 * Pending 11. A change keeps the status — a published advert stays published (the steps'
 * rules still apply) — unless it fires a fraud rule (`edit-moderation.ts`): then it is Pending. Not the moderators' decisions Rejected 2, PossibleAbuse 7, Blocked 8 and
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
 * Reads an advert as the wizard reads it inside a transaction (after a change).
 *
 * @param tx the transaction
 * @param listingId the advert (known to exist)
 */
async function draftInTransaction(tx: Tx, listingId: number): Promise<WizardDraft> {
  const [row] = await selectDraftRows(tx, eq(listings.id, listingId));
  return toWizardDraft(row!);
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

/** What {@link saveWizardStep} answers. */
export interface SavedWizardStep {
  /** The wizard status after the change (Pending 11 when the edit was held for review). */
  status: WizardStatus;
  /**
   * The fraud rules the edit of a published advert fired (for the log, as at publishing; not
   * sent to the landlord); empty for a draft and for an edit that changes nothing they read.
   */
  firedRules: FiredRule[];
}

/**
 * Saves one wizard step of an own advert: locks it ({@link lockEditableListing}), sets the
 * columns, marks the step saved and `updated_at`, and answers the new wizard status. A draft
 * keeps its status. On a published advert (any status but Concept) the fraud rules whose inputs
 * changed run again (`fraudRulesForEdit`, issue 23): when one fires the advert becomes Pending
 * 11 (out of search until a moderator looks at it), in the same transaction as the change.
 * Nothing is written when a check fails.
 *
 * @param db the database
 * @param listingId the advert
 * @param landlordId the caller
 * @param change the step and its columns
 * @returns the wizard status after the change and the fraud rules that fired
 * @throws see {@link lockEditableListing}; whatever `change.changes` throws
 */
export async function saveWizardStep(
  db: Db,
  listingId: number,
  landlordId: number,
  change: StepChange,
): Promise<SavedWizardStep> {
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
    let after = await draftInTransaction(tx, listingId);
    const firedRules = isPublishedStatus(current.status)
      ? await fraudRulesForEdit(tx, current, after, landlordId, rentLevels())
      : [];
    if (firedRules.length > 0) await recordHold(tx, listingId, 'edit', firedRules);
    if (firedRules.length > 0 && after.status !== ListingStatus.Pending) {
      await tx
        .update(listings)
        .set({ status: ListingStatus.Pending })
        .where(eq(listings.id, listingId));
      after = { ...after, status: ListingStatus.Pending };
    }
    return { status: wizardStatusOf(after), firedRules };
  });
}

/**
 * Advisory-lock class of the per-landlord draft count (`pg_advisory_xact_lock(class, user id)`):
 * two draft creations of one landlord queue up, so concurrent calls cannot pass the limit.
 */
const DRAFT_QUOTA_LOCK_CLASS = 23_001;

/**
 * Starts a new advert (§2 `/create-listing/null/listing-type`): a Concept (-1) row of the
 * landlord with only its listing type, the listing-type step saved — unless the landlord
 * already has {@link MAX_OPEN_DRAFTS_PER_LANDLORD} open drafts (issue 23 quotas; counted under a
 * per-landlord lock, so simultaneous calls cannot overshoot).
 *
 * @param db the database
 * @param landlordId the caller
 * @param listingType the §3 listing type
 * @returns the new draft's wizard status (its `listingID` is the new id)
 * @throws RoomsError `draft_limit_reached` (409) with `data.maxDrafts` at the limit; nothing
 *   is created
 */
export async function createWizardDraft(
  db: Db,
  landlordId: number,
  listingType: ListingType,
): Promise<WizardStatus> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DRAFT_QUOTA_LOCK_CLASS}, ${landlordId})`);
    const [open] = await tx
      .select({ count: count() })
      .from(listings)
      .where(and(eq(listings.landlordId, landlordId), eq(listings.status, ListingStatus.Concept)));
    if ((open?.count ?? 0) >= MAX_OPEN_DRAFTS_PER_LANDLORD) {
      throw new RoomsError({
        code: ErrorCode.DraftLimitReached,
        data: { maxDrafts: MAX_OPEN_DRAFTS_PER_LANDLORD },
      });
    }
    const [created] = await tx
      .insert(listings)
      .values({
        landlordId,
        listingType,
        status: ListingStatus.Concept,
        wizardSavedSteps: stepBit(1),
      })
      .returning({ id: listings.id });
    return wizardStatusOf(await draftInTransaction(tx, created!.id));
  });
}
