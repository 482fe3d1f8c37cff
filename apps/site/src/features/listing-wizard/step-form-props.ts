import type { WizardDetails } from './wizard-calls';

/** What the wizard page hands every step form. */
export interface StepFormProps {
  /** The draft's id; null on the first step before it exists. */
  listingID: number | null;
  /** The advert's saved fields (null before the draft exists). */
  details: WizardDetails | null;
  /** The previous step's address; null on the first step. */
  backHref: string | null;
}
