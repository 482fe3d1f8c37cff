import { isWizardStep, ListingStatus, nextStep, StepCompletion, WizardStep } from '@rooms/domain';

import type { WizardStepStatus } from '@rooms/domain';

/** The pages after the steps (§2 wizard): check and publish, reactivate, supply products. */
export const AFTER_STEPS = {
  Continue: 'continue',
  Reactivate: 'reactivate',
  SupplyProducts: 'supply-products',
} as const;

/** What the wizard page does with a request. */
export type WizardRoute =
  | { kind: 'not-found' }
  | { kind: 'redirect'; page: string }
  | { kind: 'render'; page: string; reachable: ReadonlySet<string> };

/** One applicable step with its §3 completion (a `WizardStepStatus` as the API sends it). */
export type StepState = Pick<WizardStepStatus, 'word' | 'isOptional'> & { completion: number };

/** The advert as the routing needs it; null before the draft exists. */
export interface RoutedAdvert {
  status: number;
  listingType: number | null;
  steps: readonly StepState[];
}

/**
 * Decides what a wizard address shows (§2 `/create-listing/{listingID}/{step}`), so a step
 * cannot be skipped unless it is optional:
 * - before the draft exists only `listing-type` (anything else goes there);
 * - a step that does not apply (student house of a non-student residence) goes to the next one;
 * - a step after the first unfinished required step goes to that step; those up to it are
 *   reachable (the progress links them);
 * - `continue` (check and publish) and `supply-products` (an advert's boosts, issue 27) need
 *   every required step done; `reactivate` applies to an offline
 *   (Inactive) advert only, else `continue`.
 *
 * @param page the last path segment
 * @param advert the advert, or null for the id `null`
 * @returns render (with the reachable steps), redirect (to a page of the same advert) or not found
 */
export function routeWizard(page: string, advert: RoutedAdvert | null): WizardRoute {
  const known = isWizardStep(page) || Object.values(AFTER_STEPS).includes(page as never);
  if (!known) return { kind: 'not-found' };
  if (advert === null) {
    return page === WizardStep.ListingType
      ? { kind: 'render', page, reachable: new Set([page]) }
      : { kind: 'redirect', page: WizardStep.ListingType };
  }
  const firstMissing = advert.steps.findIndex(
    (step) => !step.isOptional && step.completion !== StepCompletion.Completed,
  );
  const reachableSteps = firstMissing < 0 ? advert.steps : advert.steps.slice(0, firstMissing + 1);
  const reachable = new Set(reachableSteps.map((step) => step.word));
  const missing = firstMissing < 0 ? null : (advert.steps[firstMissing]?.word ?? null);

  if (isWizardStep(page)) {
    if (!advert.steps.some((step) => step.word === page)) {
      return { kind: 'redirect', page: nextStep(page, advert.listingType) ?? AFTER_STEPS.Continue };
    }
    if (!reachable.has(page) && missing !== null) return { kind: 'redirect', page: missing };
    return { kind: 'render', page, reachable };
  }
  if (page === AFTER_STEPS.Reactivate && advert.status !== ListingStatus.Inactive) {
    return { kind: 'redirect', page: AFTER_STEPS.Continue };
  }
  if (missing !== null) return { kind: 'redirect', page: missing };
  return { kind: 'render', page, reachable };
}
