import { describe, expect, it } from 'vitest';

import { ListingStatus, ListingType, StepCompletion } from '../enums/listing';

import { missingSteps, resumeStep, stepCompletion, stepCompletions } from './step-completion';

import type { WizardDraftFields } from './step-completion';

/** A draft with every step's fields filled in and valid; which steps count as saved is the test's. */
function fullDraft(overrides: Partial<WizardDraftFields> = {}): WizardDraftFields {
  return {
    status: ListingStatus.Concept,
    savedSteps: [1, 2, 4, 5, 6, 7, 10, 11, 12, 13],
    photoCount: 0,
    listingType: ListingType.Room,
    ownerType: 1,
    studentHouseId: null,
    cityId: 1,
    streetId: 2,
    houseNumber: '12',
    postcode: '9711 LA',
    availableFrom: '2030-01-01',
    availableTo: null,
    rentalPeriod: null,
    surfaceM2: 14,
    furnishing: 4,
    rentCents: 45_000,
    serviceCostsCents: 0,
    depositCents: 0,
    utilitiesIncluded: true,
    isBathroomPrivate: false,
    isToiletPrivate: false,
    isKitchenPrivate: false,
    hasInternet: true,
    isSmokingInsideAllowed: false,
    isPetsInsideAllowed: false,
    energyLabel: 'A',
    languages: 3,
    preferredGenders: 8,
    preferredAgeMin: 18,
    preferredAgeMax: 30,
    preferredOccupations: 1,
    suitableForPersons: 1,
    currentResidents: 0,
    currentResidentGenders: 0,
    title: 'Kamer in het centrum',
    description: 'Een lichte kamer op de tweede verdieping, vlak bij het centrum en het station.',
    ...overrides,
  };
}

/** A brand-new draft: only the listing type saved. */
const NEW_DRAFT: WizardDraftFields = {
  status: ListingStatus.Concept,
  savedSteps: [1],
  photoCount: 0,
  listingType: ListingType.Apartment,
};

describe('stepCompletion', () => {
  it('marks saved valid steps Completed and unsaved ones NotStarted', () => {
    expect(stepCompletion(1, NEW_DRAFT)).toBe(StepCompletion.Completed);
    expect(stepCompletion(2, NEW_DRAFT)).toBe(StepCompletion.NotStarted);
    expect(stepCompletion(13, NEW_DRAFT)).toBe(StepCompletion.NotStarted);
  });

  it('does not count default values of an unsaved step', () => {
    // The database has defaults for the preferred tenant; not saved means not started.
    const draft = fullDraft({ savedSteps: [1, 2] });
    expect(stepCompletion(11, draft)).toBe(StepCompletion.NotStarted);
    expect(stepCompletion(12, draft)).toBe(StepCompletion.NotStarted);
  });

  it('marks a saved step whose values no longer pass Partially', () => {
    expect(stepCompletion(13, fullDraft({ title: 'Kort' }))).toBe(StepCompletion.Partially);
    expect(stepCompletion(4, fullDraft({ postcode: null }))).toBe(StepCompletion.Partially);
  });

  it('makes media Optional without photos and Completed with one', () => {
    expect(stepCompletion(8, fullDraft())).toBe(StepCompletion.Optional);
    expect(stepCompletion(8, fullDraft({ photoCount: 1 }))).toBe(StepCompletion.Completed);
  });

  it('counts every step as saved once the advert is no longer a Concept', () => {
    const published = fullDraft({ status: ListingStatus.AutomaticallyActivated, savedSteps: [] });
    expect(stepCompletion(11, published)).toBe(StepCompletion.Completed);
    expect(stepCompletion(13, published)).toBe(StepCompletion.Completed);
  });
});

describe('stepCompletions, missingSteps and resumeStep', () => {
  it('lists the applicable steps in order, without the student house for a room', () => {
    const statuses = stepCompletions(NEW_DRAFT);
    expect(statuses.map((s) => s.step)).toEqual([1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13]);
    expect(statuses[0]).toEqual({
      step: 1,
      word: 'listing-type',
      completion: StepCompletion.Completed,
      isOptional: false,
    });
    expect(statuses.find((s) => s.word === 'media')).toMatchObject({
      completion: StepCompletion.Optional,
      isOptional: true,
    });
    expect(missingSteps(statuses)).toEqual([
      'owner-type',
      'address',
      'availability',
      'surface-furnishing',
      'rental-price',
      'details',
      'preferred-tenant',
      'current-residents',
      'title-description',
    ]);
    expect(resumeStep(statuses)).toBe('owner-type');
  });

  it('needs nothing more of a complete draft, photos or not', () => {
    const statuses = stepCompletions(fullDraft());
    expect(missingSteps(statuses)).toEqual([]);
    expect(resumeStep(statuses)).toBeNull();
  });

  it('asks a StudentResidence for its student-house step', () => {
    const draft = fullDraft({ listingType: ListingType.StudentResidence });
    const statuses = stepCompletions(draft);
    expect(statuses.map((s) => s.word)).toContain('student-house');
    expect(missingSteps(statuses)).toEqual(['student-house']);
    expect(resumeStep(statuses)).toBe('student-house');
    const saved = stepCompletions({ ...draft, savedSteps: [...draft.savedSteps, 3] });
    expect(missingSteps(saved)).toEqual([]);
  });

  it('resumes at a Partially step', () => {
    expect(resumeStep(stepCompletions(fullDraft({ rentCents: 1 })))).toBe('rental-price');
  });

  it('lists a draft without a listing type without the student house', () => {
    const statuses = stepCompletions({ status: -1, savedSteps: [], photoCount: 0 });
    expect(statuses).toHaveLength(11);
    expect(resumeStep(statuses)).toBe('listing-type');
  });
});
