/**
 * An advert as the listing wizard reads it (§2 wizard, §3 creation steps, §7
 * `cra-latest-listing-details`, `cra-listing-status`): every wizard field, null while not filled
 * in, with the steps saved and the photo count, so `stepCompletions` of @rooms/domain can judge
 * it. Any status of the landlord's own advert; a Concept's fields of unsaved steps read as null
 * even where the column has a default.
 */
import {
  ListingCreationStep,
  ListingStatus,
  missingSteps,
  resumeStep,
  stepCompletions,
  WIZARD_STEP_FIELDS,
} from '@rooms/domain';
import { and, eq, sql } from 'drizzle-orm';

import { cities, listingPhotos, listings, streets } from '../db/schema.js';

import type { Db, Tx } from '../db/database.js';
import type {
  EnergyLabelWord,
  WizardDraftFields,
  WizardStep,
  WizardStepStatus,
} from '@rooms/domain';
import type { SQL } from 'drizzle-orm';

/** The bit of a §3 step in `listings.wizard_saved_steps`. */
export function stepBit(step: ListingCreationStep): number {
  return 2 ** step;
}

/**
 * The §3 steps whose bit is set in a saved-steps mask.
 *
 * @param mask `listings.wizard_saved_steps`
 * @returns the step numbers, ascending
 */
export function savedStepsOf(mask: number): ListingCreationStep[] {
  return (Object.values(ListingCreationStep) as ListingCreationStep[])
    .filter((step) => (mask & stepBit(step)) !== 0)
    .sort((a, b) => a - b);
}

/** Columns of {@link WIZARD_DRAFT_COLUMNS} (with `cities` and `streets` left-joined). */
export const WIZARD_DRAFT_COLUMNS = {
  listingID: listings.id,
  status: listings.status,
  wizardSavedSteps: listings.wizardSavedSteps,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  publishedAt: listings.publishedAt,
  photoCount: sql<number>`(select count(*) from ${listingPhotos} p where p.listing_id = ${listings.id})::integer`,
  listingType: listings.listingType,
  ownerType: listings.ownerType,
  studentHouseId: listings.studentHouseId,
  cityId: listings.cityId,
  cityName: cities.name,
  citySlug: cities.slug,
  streetId: listings.streetId,
  streetName: streets.name,
  streetSlug: streets.slug,
  houseNumber: listings.houseNumber,
  postcode: listings.postcode,
  lat: listings.lat,
  lng: listings.lng,
  availableFrom: listings.availableFrom,
  availableTo: listings.availableTo,
  rentalPeriod: listings.rentalPeriod,
  surfaceM2: listings.surfaceM2,
  furnishing: listings.furnishing,
  rentCents: listings.rentCents,
  serviceCostsCents: listings.serviceCostsCents,
  depositCents: listings.depositCents,
  utilitiesIncluded: listings.utilitiesIncluded,
  isBathroomPrivate: listings.isBathroomPrivate,
  isToiletPrivate: listings.isToiletPrivate,
  isKitchenPrivate: listings.isKitchenPrivate,
  hasInternet: listings.hasInternet,
  isSmokingInsideAllowed: listings.isSmokingInsideAllowed,
  isPetsInsideAllowed: listings.isPetsInsideAllowed,
  energyLabel: listings.energyLabel,
  languages: listings.languages,
  preferredGenders: listings.preferredGenders,
  preferredAgeMin: listings.preferredAgeMin,
  preferredAgeMax: listings.preferredAgeMax,
  preferredOccupations: listings.preferredOccupations,
  suitableForPersons: listings.suitableForPersons,
  currentResidents: listings.currentResidents,
  currentResidentGenders: listings.currentResidentGenders,
  title: listings.title,
  description: listings.description,
};

type DraftRow = Awaited<ReturnType<typeof selectDraftRows>>[number];

/** The wizard fields of a draft row; a Concept's fields of unsaved steps are null. */
export type WizardDraft = Omit<DraftRow, 'wizardSavedSteps' | 'energyLabel'> &
  WizardDraftFields & {
    savedSteps: ListingCreationStep[];
    energyLabel: EnergyLabelWord | null;
    /** Whether the address can no longer change: the advert was published (publishedAt set). */
    isAddressReadonly: boolean;
  };

/**
 * Selects advert rows (any status) as the wizard reads them, with city and street left-joined,
 * newest first.
 *
 * @param db the database or a transaction
 * @param where the condition (ownership included by the caller)
 * @param options `lock`: lock the advert rows (`for update of listings`, in a transaction);
 *   `limit`: at most this many rows
 */
export async function selectDraftRows(
  db: Db | Tx,
  where: SQL | undefined,
  options: { lock?: boolean; limit?: number } = {},
) {
  let query = db
    .select(WIZARD_DRAFT_COLUMNS)
    .from(listings)
    .leftJoin(cities, eq(cities.id, listings.cityId))
    .leftJoin(streets, eq(streets.id, listings.streetId))
    .where(where)
    .orderBy(sql`${listings.createdAt} desc`, sql`${listings.id} desc`)
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  return options.lock ? query.for('update', { of: listings }) : query;
}

/** Fields of a step a Concept has not saved: shown as null (the column may hold a default). */
const STEP_NAMES_BY_FIELD = new Map<string, ListingCreationStep>(
  Object.entries(WIZARD_STEP_FIELDS).flatMap(([step, fields]) =>
    fields.map((field) => [field, Number(step) as ListingCreationStep] as const),
  ),
);

/**
 * A row of {@link selectDraftRows} as the wizard reads it: saved steps as numbers, the fields
 * of a Concept's unsaved steps as null (and the place names with the address), the read-only
 * flag of the address.
 *
 * @param row the row
 * @returns the draft
 */
export function toWizardDraft(row: DraftRow): WizardDraft {
  const { wizardSavedSteps, ...fields } = row;
  const savedSteps = savedStepsOf(wizardSavedSteps);
  const draft: Record<string, unknown> = { ...fields };
  if (row.status === ListingStatus.Concept) {
    for (const [field, step] of STEP_NAMES_BY_FIELD) {
      if (!savedSteps.includes(step)) draft[field] = null;
    }
    if (!savedSteps.includes(ListingCreationStep.Address)) {
      for (const field of ['cityName', 'citySlug', 'streetName', 'streetSlug', 'lat', 'lng'])
        draft[field] = null;
    }
  }
  return {
    ...(draft as Omit<WizardDraft, 'savedSteps' | 'isAddressReadonly'>),
    savedSteps,
    isAddressReadonly: row.publishedAt !== null,
  };
}

/** What `GET cra-listing-status` and every step POST answer. */
export interface WizardStatus {
  listingID: number;
  status: number;
  listingType: number | null;
  isAddressReadonly: boolean;
  steps: WizardStepStatus[];
  missingSteps: WizardStep[];
  resumeStep: WizardStep | null;
  isComplete: boolean;
  /** Whether the advert waits for a moderator (status Pending 11), as publishing answers it. */
  isPendingReview: boolean;
}

/**
 * The wizard status of a draft: step completion (§3) of every applicable step, the required
 * steps still missing and where to resume.
 *
 * @param draft the draft
 */
export function wizardStatusOf(draft: WizardDraft): WizardStatus {
  const steps = stepCompletions(draft);
  const missing = missingSteps(steps);
  return {
    listingID: draft.listingID,
    status: draft.status,
    listingType: draft.listingType ?? null,
    isAddressReadonly: draft.isAddressReadonly,
    steps,
    missingSteps: missing,
    resumeStep: resumeStep(steps),
    isComplete: missing.length === 0,
    isPendingReview: draft.status === ListingStatus.Pending,
  };
}

/**
 * One advert of the landlord as the wizard reads it (any status but Deleted).
 *
 * @param db the database or a transaction
 * @param listingId the advert
 * @param ownCondition the ownership condition (`ownListings(caller)`)
 * @returns the draft, or null when it is not found
 */
export async function findWizardDraft(
  db: Db | Tx,
  listingId: number,
  ownCondition: SQL,
): Promise<WizardDraft | null> {
  const [row] = await selectDraftRows(db, and(eq(listings.id, listingId), ownCondition));
  return row === undefined ? null : toWizardDraft(row);
}
