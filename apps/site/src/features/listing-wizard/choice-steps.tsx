'use client';

import {
  enumValues,
  ListingType,
  listingTypeProblems,
  OwnerType,
  ownerTypeProblems,
  WizardStep,
} from '@rooms/domain';

import { useWizardStep } from './use-wizard-step';
import { ChoiceField } from './wizard-fields';
import { enumOptions } from './wizard-options';
import { WizardStepForm } from './wizard-step-form';

import type { StepFormProps } from './step-form-props';

/** Step listing-type (§3 step 1, `cra-roomtype`): Room, Apartment, Studio, Anti-squat, Student residence. */
export function ListingTypeStep({ listingID, details, backHref }: StepFormProps) {
  const state = useWizardStep({
    step: WizardStep.ListingType,
    listingID,
    initial: { listingType: (details?.listingType ?? null) as ListingType | null },
    fields: ['listingType'],
    check: (form) => listingTypeProblems(form),
    toBody: (form) => form,
  });
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <ChoiceField
        name="listingType"
        legend={state.t('wizard:fields.listingType')}
        options={enumOptions(state.t, 'listingType', enumValues(ListingType), 'listingTypeHint')}
        value={state.form.listingType}
        onChange={(value) => state.set('listingType', Number(value) as ListingType)}
        onBlur={() => state.blur('listingType')}
        error={state.fieldError('listingType')}
      />
    </WizardStepForm>
  );
}

/** Step owner-type (§3 step 2, `cra-ownertype`): owner, housemate, estate agent, other. */
export function OwnerTypeStep({ listingID, details, backHref }: StepFormProps) {
  const state = useWizardStep({
    step: WizardStep.OwnerType,
    listingID,
    initial: { ownerType: (details?.ownerType ?? null) as OwnerType | null },
    fields: ['ownerType'],
    check: (form) => ownerTypeProblems(form),
    toBody: (form) => form,
  });
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <ChoiceField
        name="ownerType"
        legend={state.t('wizard:fields.ownerType')}
        options={enumOptions(state.t, 'ownerType', enumValues(OwnerType))}
        value={state.form.ownerType}
        onChange={(value) => state.set('ownerType', Number(value) as OwnerType)}
        onBlur={() => state.blur('ownerType')}
        error={state.fieldError('ownerType')}
      />
    </WizardStepForm>
  );
}
