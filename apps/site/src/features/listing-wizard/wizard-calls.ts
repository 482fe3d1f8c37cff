import { WizardStep } from '@rooms/domain';

import { browserApi } from '../../client/browser-api';

import type { paths } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';

/** `GET /supplyflow/cra-listing-status` and every step POST: where the advert's wizard stands. */
export type WizardStatus =
  paths['/supplyflow/cra-listing-status']['get']['responses'][200]['content']['application/json'];

/** `GET /supplyflow/cra-latest-listing-details`: every wizard field of the landlord's advert. */
export type WizardDetails =
  paths['/supplyflow/cra-latest-listing-details']['get']['responses'][200]['content']['application/json'];

/** The data steps: every wizard step but media, which saves through its own calls. */
export type DataStep = Exclude<WizardStep, typeof WizardStep.Media>;

/** The `POST /supplyflow/*` call of each data step (§7 "Listing creation (supply flow)"). */
export const STEP_CALLS = {
  [WizardStep.ListingType]: '/supplyflow/cra-roomtype',
  [WizardStep.OwnerType]: '/supplyflow/cra-ownertype',
  [WizardStep.StudentHouse]: '/supplyflow/cra-studenthouse',
  [WizardStep.Address]: '/supplyflow/cra-address',
  [WizardStep.Availability]: '/supplyflow/cra-availability',
  [WizardStep.SurfaceFurnishing]: '/supplyflow/cra-surface-furnishing',
  [WizardStep.RentalPrice]: '/supplyflow/cra-rentalprice',
  [WizardStep.Details]: '/supplyflow/cra-details',
  [WizardStep.PreferredTenant]: '/supplyflow/cra-preferredtenant',
  [WizardStep.CurrentResidents]: '/supplyflow/cra-currentresidents',
  [WizardStep.TitleDescription]: '/supplyflow/cra-title-description',
} as const satisfies Record<DataStep, keyof paths>;

/** The POST of one step as the form sends it: its body is checked by the step's own rules. */
type StepPost = (path: string, init: { body: unknown }) => Promise<{ data?: WizardStatus }>;

/**
 * Saves one step of the advert (`POST /supplyflow/cra-*` with the create-listing body).
 *
 * @param locale the page's language (Accept-Language, the language of §8 messages)
 * @param step the data step
 * @param listingID the draft's id, or null on the first step (the call creates the draft)
 * @param values the step's fields, already checked with the step's rules of `@rooms/domain`
 * @returns the advert's wizard status after saving (its `listingID` names a new draft)
 * @throws RoomsError (§8) when the API refuses: 400 with field problems, 10064/10065 forbidden
 *   text, 404 not the caller's advert, 409 address read-only …
 */
export async function saveStep(
  locale: Locale,
  step: DataStep,
  listingID: number | null,
  values: Record<string, unknown>,
): Promise<WizardStatus> {
  // openapi-fetch types each path's body; the step forms check theirs with the shared rules.
  const post = browserApi(locale).POST as unknown as StepPost;
  const { data } = await post(STEP_CALLS[step], { body: { ...values, listingID } });
  if (data === undefined) throw new Error(`empty answer of ${STEP_CALLS[step]}`);
  return data;
}
