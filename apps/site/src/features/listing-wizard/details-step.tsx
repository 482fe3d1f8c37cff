'use client';

import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  detailsProblems,
  ENERGY_LABEL_WORDS,
  enumValues,
  LanguageSpoken,
  WizardStep,
} from '@rooms/domain';

import { useWizardStep } from './use-wizard-step';
import { CheckField, FlagsField, TextInput } from './wizard-fields';
import { enumOptions } from './wizard-options';
import { WizardStepForm } from './wizard-step-form';

import type { StepFormProps } from './step-form-props';
import type { DetailsValues, EnergyLabelWord } from '@rooms/domain';

const FACILITIES = [
  'isBathroomPrivate',
  'isToiletPrivate',
  'isKitchenPrivate',
  'hasInternet',
] as const;
const HOUSE_RULES = ['isSmokingInsideAllowed', 'isPetsInsideAllowed'] as const;

/**
 * Step details (§3 step 10, `cra-details`): private bathroom, toilet and kitchen, internet,
 * smoking and pets, the energy label and the languages spoken in the house (§3 flags, at least
 * one).
 */
export function DetailsStep({ listingID, details, backHref }: StepFormProps) {
  const state = useWizardStep<DetailsValues>({
    step: WizardStep.Details,
    listingID,
    initial: {
      isBathroomPrivate: details?.isBathroomPrivate ?? false,
      isToiletPrivate: details?.isToiletPrivate ?? false,
      isKitchenPrivate: details?.isKitchenPrivate ?? false,
      hasInternet: details?.hasInternet ?? false,
      isSmokingInsideAllowed: details?.isSmokingInsideAllowed ?? false,
      isPetsInsideAllowed: details?.isPetsInsideAllowed ?? false,
      energyLabel: (details?.energyLabel ?? 'Unknown') as EnergyLabelWord,
      languages: details?.languages ?? 0,
    },
    fields: ['energyLabel', 'languages'],
    check: (form) => detailsProblems(form),
    toBody: (form) => ({ ...form }),
  });
  const { t, form } = state;
  const checks = (group: 'facilities' | 'houseRules', names: readonly (keyof DetailsValues)[]) => (
    <div>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(`wizard:fields.${group}`)}
      </Typography>
      {names.map((name) => (
        <div key={name}>
          <CheckField
            name={name}
            label={t(`wizard:fields.${name}`)}
            value={form[name] as boolean}
            onChange={(value) => state.set(name, value)}
          />
        </div>
      ))}
    </div>
  );
  return (
    <WizardStepForm state={state} backHref={backHref}>
      {checks('facilities', FACILITIES)}
      {checks('houseRules', HOUSE_RULES)}
      <TextInput
        name="energyLabel"
        select
        label={t('wizard:fields.energyLabel')}
        value={form.energyLabel}
        onValue={(value) => state.set('energyLabel', value as EnergyLabelWord)}
        onBlur={() => state.blur('energyLabel')}
        error={state.fieldError('energyLabel')}
        sx={{ maxWidth: 240 }}
      >
        {ENERGY_LABEL_WORDS.map((label) => (
          <MenuItem key={label} value={label}>
            {label === 'Unknown' ? t('wizard:fields.energyLabelUnknown') : label}
          </MenuItem>
        ))}
      </TextInput>
      <FlagsField
        name="languages"
        legend={t('wizard:fields.languages')}
        options={enumOptions(t, 'language', enumValues(LanguageSpoken))}
        value={form.languages}
        onChange={(value) => state.set('languages', value)}
        onBlur={() => state.blur('languages')}
        error={state.fieldError('languages')}
        columns={3}
      />
    </WizardStepForm>
  );
}
