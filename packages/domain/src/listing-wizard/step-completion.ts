/**
 * Step completion of a listing-wizard draft (§3 "Step completion": NotStarted 1, Partially 2,
 * Completed 3, Optional 4), computed from the advert's fields — the same function gives the
 * API's `cra-listing-status` answer and the site's progress indicator.
 */
import { ListingCreationStep, ListingStatus, StepCompletion } from '../enums/listing';

import {
  addressProblems,
  availabilityProblems,
  currentResidentsProblems,
  detailsProblems,
  hasNoProblems,
  listingTypeProblems,
  ownerTypeProblems,
  preferredTenantProblems,
  rentalPriceProblems,
  studentHouseProblems,
  surfaceFurnishingProblems,
  titleDescriptionProblems,
} from './wizard-rules';
import { isStepApplicable, isStepOptional, WIZARD_STEPS } from './wizard-steps';

import type {
  AddressValues,
  AvailabilityValues,
  CurrentResidentsValues,
  DetailsValues,
  ListingTypeValues,
  OwnerTypeValues,
  PreferredTenantValues,
  RentalPriceValues,
  StudentHouseValues,
  SurfaceFurnishingValues,
  TitleDescriptionValues,
  WizardInput,
  WizardProblems,
} from './wizard-rules';
import type { WizardStep } from './wizard-steps';

/**
 * What step completion needs of an advert: its status, the steps saved while it was a draft,
 * how many photos it has, and every wizard field (null while not filled in). The API's
 * `cra-latest-listing-details` answer has all of these.
 */
export type WizardDraftFields = WizardInput<
  ListingTypeValues &
    OwnerTypeValues &
    StudentHouseValues &
    AddressValues &
    AvailabilityValues &
    SurfaceFurnishingValues &
    RentalPriceValues &
    DetailsValues &
    PreferredTenantValues &
    CurrentResidentsValues &
    TitleDescriptionValues
> & {
  /** ListingStatus (§3); Concept -1 while the wizard is unfinished. */
  status: number;
  /**
   * §3 step numbers the landlord saved at least once. Fields with a default value (facilities,
   * preferred tenant, residents) count only once their step was saved. An advert that is no
   * longer a Concept was complete when published: every step counts as saved.
   */
  savedSteps: readonly number[];
  /** Photos of the advert (step Media 8). */
  photoCount: number;
};

/** The completion of one step. */
export interface WizardStepStatus {
  /** §3 ListingCreationStep number. */
  step: ListingCreationStep;
  /** Route word of the step (§2). */
  word: WizardStep;
  /** §3 StepCompletion. */
  completion: StepCompletion;
  /** Whether the step may be left out ({@link OPTIONAL_WIZARD_STEPS}). */
  isOptional: boolean;
}

const RULES: Record<
  Exclude<ListingCreationStep, typeof ListingCreationStep.Media>,
  (draft: WizardDraftFields) => WizardProblems<string>
> = {
  [ListingCreationStep.ListingType]: listingTypeProblems,
  [ListingCreationStep.OwnerType]: ownerTypeProblems,
  [ListingCreationStep.StudentHouse]: studentHouseProblems,
  [ListingCreationStep.Address]: addressProblems,
  [ListingCreationStep.Availability]: availabilityProblems,
  [ListingCreationStep.SurfaceFurnishing]: surfaceFurnishingProblems,
  [ListingCreationStep.RentalPrice]: rentalPriceProblems,
  [ListingCreationStep.Details]: detailsProblems,
  [ListingCreationStep.PreferredTenant]: preferredTenantProblems,
  [ListingCreationStep.CurrentResidents]: currentResidentsProblems,
  [ListingCreationStep.TitleDescription]: titleDescriptionProblems,
};

/**
 * The completion of one step of a draft:
 * - Media 8: Completed with at least one photo, else Optional;
 * - a step not saved yet: NotStarted (Optional for an optional step);
 * - a saved step whose stored values pass its rules: Completed;
 * - a saved step whose values no longer pass them (a field emptied or made invalid since, for
 *   example by an older version of the rules): Partially.
 *
 * @param step a §3 step number
 * @param draft the advert
 * @returns the §3 StepCompletion
 */
export function stepCompletion(
  step: ListingCreationStep,
  draft: WizardDraftFields,
): StepCompletion {
  if (step === ListingCreationStep.Media) {
    return draft.photoCount > 0 ? StepCompletion.Completed : StepCompletion.Optional;
  }
  const saved = draft.status !== ListingStatus.Concept || draft.savedSteps.includes(step);
  if (!saved) return isStepOptional(step) ? StepCompletion.Optional : StepCompletion.NotStarted;
  return hasNoProblems(RULES[step](draft)) ? StepCompletion.Completed : StepCompletion.Partially;
}

/**
 * The completion of every step that applies to the draft (the student-house step only for a
 * StudentResidence), in wizard order.
 *
 * @param draft the advert
 * @returns one {@link WizardStepStatus} per applicable step
 */
export function stepCompletions(draft: WizardDraftFields): WizardStepStatus[] {
  return WIZARD_STEPS.filter((entry) =>
    isStepApplicable(entry.step, draft.listingType ?? null),
  ).map((entry) => ({
    step: entry.step,
    word: entry.word,
    completion: stepCompletion(entry.step, draft),
    isOptional: isStepOptional(entry.step),
  }));
}

/**
 * The steps that keep an advert from being published: required steps that are not Completed.
 *
 * @param statuses the answer of {@link stepCompletions}
 * @returns their route words in wizard order; empty when the advert may be published
 */
export function missingSteps(statuses: readonly WizardStepStatus[]): WizardStep[] {
  return statuses
    .filter((status) => !status.isOptional && status.completion !== StepCompletion.Completed)
    .map((status) => status.word);
}

/**
 * The step to resume a draft at ("continue where you left off"): the first step that is
 * NotStarted or Partially (an optional step left out is not waited for); null when none is.
 *
 * @param statuses the answer of {@link stepCompletions}
 */
export function resumeStep(statuses: readonly WizardStepStatus[]): WizardStep | null {
  return (
    statuses.find(
      (status) =>
        status.completion === StepCompletion.NotStarted ||
        status.completion === StepCompletion.Partially,
    )?.word ?? null
  );
}
