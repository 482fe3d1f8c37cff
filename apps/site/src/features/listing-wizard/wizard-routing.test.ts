import { ListingStatus, ListingType, StepCompletion, WizardStep } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { routeWizard } from './wizard-routing';

import type { RoutedAdvert } from './wizard-routing';
import type { WizardStepStatus } from '@rooms/domain';

const { Completed, NotStarted, Optional } = StepCompletion;

function advert(
  completions: Partial<Record<string, StepCompletion>>,
  options: { status?: number; listingType?: number } = {},
): RoutedAdvert {
  const words = [
    WizardStep.ListingType,
    WizardStep.OwnerType,
    WizardStep.Address,
    WizardStep.Media,
    WizardStep.TitleDescription,
  ];
  const steps: WizardStepStatus[] = words.map((word, index) => ({
    step: index + 1,
    word,
    completion: completions[word] ?? (word === WizardStep.Media ? Optional : NotStarted),
    isOptional: word === WizardStep.Media,
  })) as WizardStepStatus[];
  return {
    status: options.status ?? ListingStatus.Concept,
    listingType: options.listingType ?? ListingType.Room,
    steps,
  };
}

describe('routeWizard', () => {
  it('shows only the listing-type step before the draft exists', () => {
    expect(routeWizard('listing-type', null)).toMatchObject({ kind: 'render' });
    expect(routeWizard('address', null)).toEqual({ kind: 'redirect', page: 'listing-type' });
    expect(routeWizard('continue', null)).toEqual({ kind: 'redirect', page: 'listing-type' });
  });

  it('answers unknown pages with not found', () => {
    expect(routeWizard('payment', null)).toEqual({ kind: 'not-found' });
    expect(routeWizard('', advert({}))).toEqual({ kind: 'not-found' });
  });

  it('does not let a required step be skipped', () => {
    const draft = advert({ 'listing-type': Completed });
    const route = routeWizard('owner-type', draft);
    expect(route).toMatchObject({ kind: 'render' });
    if (route.kind === 'render')
      expect([...route.reachable]).toEqual(['listing-type', 'owner-type']);
    expect(routeWizard('title-description', draft)).toEqual({
      kind: 'redirect',
      page: 'owner-type',
    });
    expect(routeWizard('continue', draft)).toEqual({ kind: 'redirect', page: 'owner-type' });
  });

  it('lets the optional media step be left out', () => {
    const draft = advert({
      'listing-type': Completed,
      'owner-type': Completed,
      address: Completed,
    });
    expect(routeWizard('title-description', draft)).toMatchObject({ kind: 'render' });
  });

  it('skips a step that does not apply to the advert', () => {
    const draft = advert({ 'listing-type': Completed });
    expect(routeWizard('student-house', draft)).toEqual({ kind: 'redirect', page: 'address' });
  });

  it('opens check-and-publish once every required step is done', () => {
    const done = advert({
      'listing-type': Completed,
      'owner-type': Completed,
      address: Completed,
      'title-description': Completed,
    });
    expect(routeWizard('continue', done)).toMatchObject({ kind: 'render', page: 'continue' });
    expect(routeWizard('supply-products', done)).toMatchObject({
      kind: 'render',
      page: 'supply-products',
    });
    expect(routeWizard('reactivate', done)).toEqual({ kind: 'redirect', page: 'continue' });
    const offline = advert(
      {
        'listing-type': Completed,
        'owner-type': Completed,
        address: Completed,
        'title-description': Completed,
      },
      { status: ListingStatus.Inactive },
    );
    expect(routeWizard('reactivate', offline)).toMatchObject({
      kind: 'render',
      page: 'reactivate',
    });
  });
});
