'use client';

import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import {
  enumValues,
  Furnishing,
  rentalPriceProblems,
  surfaceFurnishingProblems,
  WizardStep,
} from '@rooms/domain';
import { useLocale } from '@rooms/i18n/client';

import { centsText, euroCents, numberText, wholeNumber } from './form-values';
import { RentCheckStepPanel } from './rent-check-step-panel';
import { useWizardStep } from './use-wizard-step';
import { CheckField, ChoiceField, TextInput } from './wizard-fields';
import { enumOptions } from './wizard-options';
import { WizardStepForm } from './wizard-step-form';

import type { StepFormProps } from './step-form-props';

interface SurfaceForm {
  surfaceM2: string;
  furnishing: Furnishing | null;
}

function surfaceValues(form: SurfaceForm) {
  return { surfaceM2: wholeNumber(form.surfaceM2), furnishing: form.furnishing };
}

/** Step surface-furnishing (§3 step 6, `cra-surface-furnishing`): whole m² and the furnishing. */
export function SurfaceFurnishingStep({ listingID, details, backHref }: StepFormProps) {
  const state = useWizardStep<SurfaceForm>({
    step: WizardStep.SurfaceFurnishing,
    listingID,
    initial: {
      surfaceM2: numberText(details?.surfaceM2),
      furnishing: (details?.furnishing ?? null) as Furnishing | null,
    },
    fields: ['surfaceM2', 'furnishing'],
    check: (form) => surfaceFurnishingProblems(surfaceValues(form)),
    toBody: surfaceValues,
  });
  const { t, form } = state;
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <TextInput
        name="surfaceM2"
        label={t('wizard:fields.surfaceM2')}
        value={form.surfaceM2}
        onValue={(value) => state.set('surfaceM2', value)}
        onBlur={() => state.blur('surfaceM2')}
        error={state.fieldError('surfaceM2')}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">m²</InputAdornment> },
        }}
        sx={{ maxWidth: 240 }}
      />
      <ChoiceField
        name="furnishing"
        legend={t('wizard:fields.furnishing')}
        options={enumOptions(t, 'furnishing', enumValues(Furnishing))}
        value={form.furnishing}
        onChange={(value) => state.set('furnishing', Number(value) as Furnishing)}
        onBlur={() => state.blur('furnishing')}
        error={state.fieldError('furnishing')}
      />
    </WizardStepForm>
  );
}

interface PriceForm {
  rentCents: string;
  serviceCostsCents: string;
  depositCents: string;
  utilitiesIncluded: boolean;
}

function priceValues(form: PriceForm) {
  return {
    rentCents: euroCents(form.rentCents),
    serviceCostsCents: euroCents(form.serviceCostsCents),
    depositCents: euroCents(form.depositCents),
    utilitiesIncluded: form.utilitiesIncluded,
  };
}

/**
 * Step rental-price (§3 step 7, `cra-rentalprice`): rent and service costs per month and the
 * deposit, typed in euros in Dutch or English notation ('1.250,50', '1250.50'), sent in cents.
 * For a room, the legal rent check under the fields follows the rent as it is typed (advice,
 * never a reason to refuse the step).
 */
export function RentalPriceStep({ listingID, details, backHref }: StepFormProps) {
  const locale = useLocale();
  const state = useWizardStep<PriceForm>({
    step: WizardStep.RentalPrice,
    listingID,
    initial: {
      rentCents: '',
      serviceCostsCents: '0',
      depositCents: '0',
      utilitiesIncluded: false,
      ...(details?.rentCents == null
        ? {}
        : {
            rentCents: centsText(details.rentCents, locale),
            serviceCostsCents: centsText(details.serviceCostsCents, locale),
            depositCents: centsText(details.depositCents, locale),
            utilitiesIncluded: details.utilitiesIncluded ?? false,
          }),
    },
    fields: ['rentCents', 'serviceCostsCents', 'depositCents'],
    check: (form) => rentalPriceProblems(priceValues(form)),
    toBody: priceValues,
  });
  const { t, form } = state;
  const euro = {
    htmlInput: { inputMode: 'decimal' as const },
    input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
  };
  const amount = (name: 'rentCents' | 'serviceCostsCents' | 'depositCents', hint?: string) => (
    <TextInput
      name={name}
      label={t(`wizard:fields.${name}`)}
      hint={hint}
      value={form[name]}
      onValue={(value) => state.set(name, value)}
      onBlur={() => state.blur(name)}
      error={state.fieldError(name)}
      slotProps={euro}
    />
  );
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {amount('rentCents')}
        {amount('serviceCostsCents', t('wizard:fields.serviceCostsHint'))}
        {amount('depositCents')}
      </Box>
      <CheckField
        name="utilitiesIncluded"
        label={t('wizard:fields.utilitiesIncluded')}
        value={form.utilitiesIncluded}
        onChange={(value) => state.set('utilitiesIncluded', value)}
      />
      <RentCheckStepPanel
        details={details}
        rentCents={euroCents(form.rentCents)}
        utilitiesIncluded={form.utilitiesIncluded}
      />
    </WizardStepForm>
  );
}
