'use client';

import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  availabilityProblems,
  DATE_PICKER_MAX,
  DATE_PICKER_MIN,
  enumValues,
  RentalPeriod,
  WizardProblem,
  WizardStep,
} from '@rooms/domain';

import { useWizardStep } from './use-wizard-step';
import { CheckField, TextInput } from './wizard-fields';
import { enumOptions } from './wizard-options';
import { WizardStepForm } from './wizard-step-form';

import type { StepFormProps } from './step-form-props';

interface AvailabilityForm {
  availableFrom: string;
  isTemporary: boolean;
  availableTo: string;
  /** A RentalPeriod value as text, '' for none. */
  rentalPeriod: string;
}

function toValues(form: AvailabilityForm) {
  return {
    availableFrom: form.availableFrom === '' ? null : form.availableFrom,
    availableTo: form.isTemporary && form.availableTo !== '' ? form.availableTo : null,
    rentalPeriod:
      form.isTemporary && form.rentalPeriod !== ''
        ? (Number(form.rentalPeriod) as RentalPeriod)
        : null,
  };
}

/**
 * Step availability (§3 step 5, `cra-availability`): available from (a date), and for a
 * temporary rental until when and the rental period. Dates within 1900..2099 (§5).
 */
export function AvailabilityStep({ listingID, details, backHref }: StepFormProps) {
  const state = useWizardStep<AvailabilityForm>({
    step: WizardStep.Availability,
    listingID,
    initial: {
      availableFrom: details?.availableFrom ?? '',
      isTemporary: details?.availableTo != null,
      availableTo: details?.availableTo ?? '',
      rentalPeriod: details?.rentalPeriod == null ? '' : String(details.rentalPeriod),
    },
    fields: ['availableFrom', 'availableTo', 'rentalPeriod'],
    check: (form) => {
      const problems = availabilityProblems(toValues(form));
      // A temporary rental needs its end date (the API reads a missing one as "indefinite").
      if (form.isTemporary && form.availableTo === '')
        problems.availableTo = WizardProblem.Required;
      return problems;
    },
    toBody: toValues,
  });
  const { t, form } = state;
  const dateLimits = { htmlInput: { min: DATE_PICKER_MIN, max: DATE_PICKER_MAX } };
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <TextInput
        name="availableFrom"
        type="date"
        label={t('wizard:fields.availableFrom')}
        value={form.availableFrom}
        onValue={(value) => state.set('availableFrom', value)}
        onBlur={() => state.blur('availableFrom')}
        error={state.fieldError('availableFrom')}
        slotProps={{ inputLabel: { shrink: true }, ...dateLimits }}
        sx={{ maxWidth: 320 }}
      />
      <CheckField
        name="isTemporary"
        label={t('wizard:fields.isTemporary')}
        value={form.isTemporary}
        onChange={(value) => state.set('isTemporary', value)}
      />
      {form.isTemporary ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput
            name="availableTo"
            type="date"
            label={t('wizard:fields.availableTo')}
            value={form.availableTo}
            onValue={(value) => state.set('availableTo', value)}
            onBlur={() => state.blur('availableTo')}
            error={state.fieldError('availableTo')}
            slotProps={{ inputLabel: { shrink: true }, ...dateLimits }}
          />
          <TextInput
            name="rentalPeriod"
            select
            label={t('wizard:fields.rentalPeriod')}
            value={form.rentalPeriod}
            onValue={(value) => state.set('rentalPeriod', value)}
            onBlur={() => state.blur('rentalPeriod')}
            error={state.fieldError('rentalPeriod')}
          >
            <MenuItem value="">{t('wizard:fields.rentalPeriodNone')}</MenuItem>
            {enumOptions(t, 'rentalPeriod', enumValues(RentalPeriod)).map((option) => (
              <MenuItem key={option.value} value={String(option.value)}>
                {option.label}
              </MenuItem>
            ))}
          </TextInput>
        </Box>
      ) : null}
    </WizardStepForm>
  );
}
