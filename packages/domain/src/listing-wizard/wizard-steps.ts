/**
 * The steps of the listing wizard (§2 "Landlord pages": `/create-listing/{listingID}/{step}`,
 * §3 "Listing creation steps"): their route words in order, their §3 numbers, which ones apply
 * to which listing type and which are optional, and moving forward and back.
 */
import { ListingCreationStep, ListingType } from '../enums/listing';

/** Route word of each data step of the wizard, in the order a landlord goes through them (§2). */
export const WizardStep = {
  ListingType: 'listing-type',
  OwnerType: 'owner-type',
  StudentHouse: 'student-house',
  Address: 'address',
  Availability: 'availability',
  SurfaceFurnishing: 'surface-furnishing',
  RentalPrice: 'rental-price',
  Media: 'media',
  Details: 'details',
  PreferredTenant: 'preferred-tenant',
  CurrentResidents: 'current-residents',
  TitleDescription: 'title-description',
} as const;
/** One of the {@link WizardStep} route words. */
export type WizardStep = (typeof WizardStep)[keyof typeof WizardStep];

/**
 * The data steps in wizard order, each with its §3 `ListingCreationStep` number. The route
 * words after them (§2: supply-products, continue, reactivate) are pages of the site, not steps
 * with data, and have no number.
 */
export const WIZARD_STEPS: readonly {
  readonly word: WizardStep;
  readonly step: ListingCreationStep;
}[] = [
  { word: WizardStep.ListingType, step: ListingCreationStep.ListingType },
  { word: WizardStep.OwnerType, step: ListingCreationStep.OwnerType },
  { word: WizardStep.StudentHouse, step: ListingCreationStep.StudentHouse },
  { word: WizardStep.Address, step: ListingCreationStep.Address },
  { word: WizardStep.Availability, step: ListingCreationStep.Availability },
  { word: WizardStep.SurfaceFurnishing, step: ListingCreationStep.SurfaceFurnishing },
  { word: WizardStep.RentalPrice, step: ListingCreationStep.RentalPrice },
  { word: WizardStep.Media, step: ListingCreationStep.Media },
  { word: WizardStep.Details, step: ListingCreationStep.Details },
  { word: WizardStep.PreferredTenant, step: ListingCreationStep.PreferredTenant },
  { word: WizardStep.CurrentResidents, step: ListingCreationStep.CurrentResidents },
  { word: WizardStep.TitleDescription, step: ListingCreationStep.TitleDescription },
];

/**
 * Steps a landlord may leave out (ours): only Media 8. An advert without photos shows the §2
 * fallback image; photos are strongly encouraged by the site but never block publishing (a
 * landlord without photos at hand can still publish and add them later through the wizard).
 * An optional step that was not done has completion Optional 4 (§3), Completed 3 once done.
 */
export const OPTIONAL_WIZARD_STEPS: readonly ListingCreationStep[] = [ListingCreationStep.Media];

/** The route word for `/null/` before the draft exists (§2: "the id may be the word null"). */
export const NEW_LISTING_ID_WORD = 'null';

/**
 * Type guard for a wizard step route word.
 *
 * @param value any value, for example the `{step}` segment of a wizard URL
 * @returns true for one of the twelve {@link WizardStep} words
 */
export function isWizardStep(value: unknown): value is WizardStep {
  return WIZARD_STEPS.some((entry) => entry.word === value);
}

/**
 * The §3 number of a step.
 *
 * @param word a step route word
 * @returns its `ListingCreationStep` number (e.g. 'details' gives 10)
 */
export function wizardStepNumber(word: WizardStep): ListingCreationStep {
  return WIZARD_STEPS.find((entry) => entry.word === word)!.step;
}

/**
 * The route word of a §3 step number.
 *
 * @param step a `ListingCreationStep` number
 * @returns its route word, or null for a number that is no step (e.g. 9)
 */
export function wizardStepWord(step: number): WizardStep | null {
  return WIZARD_STEPS.find((entry) => entry.step === step)?.word ?? null;
}

/**
 * Whether a step applies to an advert of a listing type: the student-house step only to
 * StudentResidence 16 (§2 "student house (only when it applies)"); every other step always.
 * Before the type is chosen (null) the student-house step does not apply.
 *
 * @param step a §3 step number
 * @param listingType the advert's listing type, null before the first step was saved
 * @returns true when the landlord goes through the step
 */
export function isStepApplicable(step: ListingCreationStep, listingType: number | null): boolean {
  return step !== ListingCreationStep.StudentHouse || listingType === ListingType.StudentResidence;
}

/**
 * Whether a step is optional ({@link OPTIONAL_WIZARD_STEPS}).
 *
 * @param step a §3 step number
 */
export function isStepOptional(step: ListingCreationStep): boolean {
  return OPTIONAL_WIZARD_STEPS.includes(step);
}

/**
 * The steps a landlord goes through for a listing type, in order.
 *
 * @param listingType the advert's listing type, null before it was chosen
 * @returns the route words (11 steps, 12 for a StudentResidence)
 */
export function wizardStepsFor(listingType: number | null): WizardStep[] {
  return WIZARD_STEPS.filter((entry) => isStepApplicable(entry.step, listingType)).map(
    (entry) => entry.word,
  );
}

/**
 * The step after a step, for the "next" button.
 *
 * @param word the current step
 * @param listingType the advert's listing type (decides whether student-house comes next)
 * @returns the next applicable step, or null after title-description (the site continues with
 *   its own pages: preview, supply products, continue)
 */
export function nextStep(word: WizardStep, listingType: number | null): WizardStep | null {
  const after = WIZARD_STEPS.slice(WIZARD_STEPS.findIndex((entry) => entry.word === word) + 1);
  return after.find((entry) => isStepApplicable(entry.step, listingType))?.word ?? null;
}

/**
 * The step before a step, for the "back" button.
 *
 * @param word the current step
 * @param listingType the advert's listing type
 * @returns the previous applicable step, or null on listing-type (the first)
 */
export function previousStep(word: WizardStep, listingType: number | null): WizardStep | null {
  const before = WIZARD_STEPS.slice(
    0,
    WIZARD_STEPS.findIndex((entry) => entry.word === word),
  ).reverse();
  return before.find((entry) => isStepApplicable(entry.step, listingType))?.word ?? null;
}
