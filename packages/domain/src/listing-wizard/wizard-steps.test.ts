import { describe, expect, it } from 'vitest';

import { ListingCreationStep, ListingType } from '../enums/listing';

import {
  isStepApplicable,
  isStepOptional,
  isWizardStep,
  nextStep,
  previousStep,
  WIZARD_STEPS,
  WizardStep,
  wizardStepNumber,
  wizardStepsFor,
  wizardStepWord,
} from './wizard-steps';

const ORDER = [
  'listing-type',
  'owner-type',
  'student-house',
  'address',
  'availability',
  'surface-furnishing',
  'rental-price',
  'media',
  'details',
  'preferred-tenant',
  'current-residents',
  'title-description',
];

describe('WIZARD_STEPS', () => {
  it('lists the §2 route words in order with their §3 numbers', () => {
    expect(WIZARD_STEPS.map((s) => s.word)).toEqual(ORDER);
    expect(WIZARD_STEPS.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13]);
    expect(Object.values(WizardStep)).toEqual(ORDER);
    expect(WIZARD_STEPS.map((s) => s.step).sort((a, b) => a - b)).toEqual(
      Object.values(ListingCreationStep).sort((a, b) => a - b),
    );
  });

  it('maps words and numbers both ways', () => {
    expect(wizardStepNumber('details')).toBe(10);
    expect(wizardStepNumber('title-description')).toBe(13);
    expect(wizardStepWord(4)).toBe('address');
    expect(wizardStepWord(9)).toBeNull();
    expect(wizardStepWord(0)).toBeNull();
    for (const { word, step } of WIZARD_STEPS) {
      expect(wizardStepWord(wizardStepNumber(word))).toBe(word);
      expect(wizardStepNumber(wizardStepWord(step)!)).toBe(step);
    }
  });

  it('recognises only the twelve step words', () => {
    for (const word of ORDER) expect(isWizardStep(word)).toBe(true);
    for (const other of ['supply-products', 'continue', 'reactivate', 'Address', '', null, 4]) {
      expect(isWizardStep(other)).toBe(false);
    }
  });
});

describe('applicability and optional steps', () => {
  it('asks for the student house only for a StudentResidence', () => {
    expect(isStepApplicable(ListingCreationStep.StudentHouse, ListingType.StudentResidence)).toBe(
      true,
    );
    for (const type of [
      ListingType.Room,
      ListingType.Apartment,
      ListingType.Studio,
      ListingType.Antikraak,
      null,
    ]) {
      expect(isStepApplicable(ListingCreationStep.StudentHouse, type)).toBe(false);
      expect(isStepApplicable(ListingCreationStep.Address, type)).toBe(true);
    }
  });

  it('has media as the only optional step', () => {
    expect(WIZARD_STEPS.filter((s) => isStepOptional(s.step)).map((s) => s.word)).toEqual([
      'media',
    ]);
  });

  it('lists 11 steps, 12 for a StudentResidence', () => {
    expect(wizardStepsFor(ListingType.Room)).toEqual(ORDER.filter((w) => w !== 'student-house'));
    expect(wizardStepsFor(null)).toHaveLength(11);
    expect(wizardStepsFor(ListingType.StudentResidence)).toEqual(ORDER);
  });
});

describe('nextStep and previousStep', () => {
  it('skip the student house unless it applies', () => {
    expect(nextStep('owner-type', ListingType.Room)).toBe('address');
    expect(nextStep('owner-type', ListingType.StudentResidence)).toBe('student-house');
    expect(nextStep('student-house', ListingType.StudentResidence)).toBe('address');
    expect(previousStep('address', ListingType.Apartment)).toBe('owner-type');
    expect(previousStep('address', ListingType.StudentResidence)).toBe('student-house');
  });

  it('end at the first and the last step', () => {
    expect(previousStep('listing-type', ListingType.Room)).toBeNull();
    expect(nextStep('title-description', ListingType.Room)).toBeNull();
    expect(nextStep('listing-type', null)).toBe('owner-type');
  });

  it('walk the whole list forward and back', () => {
    for (const type of [ListingType.Room, ListingType.StudentResidence]) {
      const steps = wizardStepsFor(type);
      const forward: string[] = [steps[0]!];
      let current: WizardStep | null = steps[0]!;
      while ((current = nextStep(current, type)) !== null) forward.push(current);
      expect(forward).toEqual(steps);
      const backward: string[] = [steps.at(-1)!];
      current = steps.at(-1)!;
      while ((current = previousStep(current, type)) !== null) backward.push(current);
      expect(backward).toEqual([...steps].reverse());
    }
  });
});
