'use client';

import Alert from '@mui/material/Alert';
import { studentHouseProblems, WizardStep } from '@rooms/domain';

import { useWizardStep } from './use-wizard-step';
import { WizardStepForm } from './wizard-step-form';

import type { StepFormProps } from './step-form-props';

/**
 * Step student-house (§3 step 3, only for a student residence; `cra-studenthouse`). Landlords
 * have no student houses yet (the `/studenthouse` page is to come), so the step says so and
 * saves "not part of one" (`studentHouseId: null`).
 */
export function StudentHouseStep({ listingID, backHref }: StepFormProps) {
  const state = useWizardStep({
    step: WizardStep.StudentHouse,
    listingID,
    initial: { studentHouseId: null },
    fields: ['studentHouseId'],
    check: (form) => studentHouseProblems(form),
    toBody: (form) => form,
  });
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <Alert severity="info">{state.t('wizard:steps.student-house.none')}</Alert>
    </WizardStepForm>
  );
}
