'use client';

import Box from '@mui/material/Box';
import {
  currentResidentsProblems,
  GenderPreference,
  preferredTenantProblems,
  TenantOccupation,
  enumValues,
  WizardStep,
} from '@rooms/domain';

import { numberText, wholeNumber } from './form-values';
import { useWizardStep } from './use-wizard-step';
import { FlagsField, TextInput } from './wizard-fields';
import { enumOptions } from './wizard-options';
import { WizardStepForm } from './wizard-step-form';

import type { StepFormProps } from './step-form-props';
import type { WizardTranslate } from './wizard-problems';

/** Men, women, mixed: the genders a group of people can have (§3 GenderPreference). */
const SPECIFIC_GENDERS = [GenderPreference.Male, GenderPreference.Female, GenderPreference.Mixed];

function genderOptions(t: WizardTranslate, withNotImportant: boolean) {
  const options = enumOptions(t, 'gender', SPECIFIC_GENDERS);
  return withNotImportant
    ? [
        ...options,
        { value: GenderPreference.NotImportant, label: t('wizard:fields.genderNotImportant') },
      ]
    : options;
}

interface PreferredTenantForm {
  preferredGenders: number;
  preferredAgeMin: string;
  preferredAgeMax: string;
  preferredOccupations: number;
  suitableForPersons: string;
}

function preferredValues(form: PreferredTenantForm) {
  return {
    preferredGenders: form.preferredGenders === 0 ? null : form.preferredGenders,
    preferredAgeMin: wholeNumber(form.preferredAgeMin),
    preferredAgeMax: wholeNumber(form.preferredAgeMax),
    preferredOccupations: form.preferredOccupations === 0 ? null : form.preferredOccupations,
    suitableForPersons: wholeNumber(form.suitableForPersons),
  };
}

/**
 * Step preferred-tenant (§3 step 11, `cra-preferredtenant`): genders (men, women, mixed, or
 * "not important" alone), age range, occupations (§3 flags) and how many persons it suits.
 */
export function PreferredTenantStep({ listingID, details, backHref }: StepFormProps) {
  const state = useWizardStep<PreferredTenantForm>({
    step: WizardStep.PreferredTenant,
    listingID,
    initial: {
      preferredGenders: details?.preferredGenders ?? GenderPreference.NotImportant,
      preferredAgeMin: numberText(details?.preferredAgeMin ?? 18),
      preferredAgeMax: numberText(details?.preferredAgeMax ?? 99),
      preferredOccupations: details?.preferredOccupations ?? 0,
      suitableForPersons: numberText(details?.suitableForPersons ?? 1),
    },
    fields: [
      'preferredGenders',
      'preferredAgeMin',
      'preferredAgeMax',
      'preferredOccupations',
      'suitableForPersons',
    ],
    check: (form) => preferredTenantProblems(preferredValues(form)),
    toBody: preferredValues,
  });
  const { t, form } = state;
  const number = (name: 'preferredAgeMin' | 'preferredAgeMax' | 'suitableForPersons') => (
    <TextInput
      name={name}
      label={t(`wizard:fields.${name}`)}
      value={form[name]}
      onValue={(value) => state.set(name, value)}
      onBlur={() => state.blur(name)}
      error={state.fieldError(name)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <FlagsField
        name="preferredGenders"
        legend={t('wizard:fields.preferredGenders')}
        options={genderOptions(t, true)}
        exclusive={GenderPreference.NotImportant}
        value={form.preferredGenders}
        onChange={(value) => state.set('preferredGenders', value)}
        onBlur={() => state.blur('preferredGenders')}
        error={state.fieldError('preferredGenders')}
        columns={2}
      />
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: '1fr 1fr' }}
      >
        <Box component="legend" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('wizard:fields.preferredAge')}
        </Box>
        {number('preferredAgeMin')}
        {number('preferredAgeMax')}
      </Box>
      <FlagsField
        name="preferredOccupations"
        legend={t('wizard:fields.preferredOccupations')}
        options={enumOptions(t, 'occupation', enumValues(TenantOccupation))}
        value={form.preferredOccupations}
        onChange={(value) => state.set('preferredOccupations', value)}
        onBlur={() => state.blur('preferredOccupations')}
        error={state.fieldError('preferredOccupations')}
        columns={2}
      />
      <Box sx={{ maxWidth: 320 }}>{number('suitableForPersons')}</Box>
    </WizardStepForm>
  );
}

interface ResidentsForm {
  currentResidents: string;
  currentResidentGenders: number;
}

function residentValues(form: ResidentsForm) {
  const count = wholeNumber(form.currentResidents);
  return {
    currentResidents: count,
    // Nobody else lives there: the genders are not asked and are sent as none.
    currentResidentGenders:
      count === 0 ? 0 : form.currentResidentGenders === 0 ? null : form.currentResidentGenders,
  };
}

/**
 * Step current-residents (§3 step 12, `cra-currentresidents`): how many people live there
 * besides the new tenant and, when there are any, their genders.
 */
export function CurrentResidentsStep({ listingID, details, backHref }: StepFormProps) {
  const state = useWizardStep<ResidentsForm>({
    step: WizardStep.CurrentResidents,
    listingID,
    initial: {
      currentResidents: numberText(details?.currentResidents),
      currentResidentGenders: details?.currentResidentGenders ?? 0,
    },
    fields: ['currentResidents', 'currentResidentGenders'],
    check: (form) => currentResidentsProblems(residentValues(form)),
    toBody: residentValues,
  });
  const { t, form } = state;
  const count = wholeNumber(form.currentResidents);
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <TextInput
        name="currentResidents"
        label={t('wizard:fields.currentResidents')}
        value={form.currentResidents}
        onValue={(value) => state.set('currentResidents', value)}
        onBlur={() => state.blur('currentResidents')}
        error={state.fieldError('currentResidents')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 240 }}
      />
      {count !== null && count > 0 ? (
        <FlagsField
          name="currentResidentGenders"
          legend={t('wizard:fields.currentResidentGenders')}
          options={genderOptions(t, false)}
          value={form.currentResidentGenders}
          onChange={(value) => state.set('currentResidentGenders', value)}
          onBlur={() => state.blur('currentResidentGenders')}
          error={state.fieldError('currentResidentGenders')}
        />
      ) : null}
    </WizardStepForm>
  );
}
