'use client';

import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { addressProblems, nextStep, WizardStep } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { browserApi } from '../../client/browser-api';

import { fieldId, useWizardStep } from './use-wizard-step';
import { TextInput } from './wizard-fields';
import { wizardPath } from './wizard-paths';
import { WizardStepForm } from './wizard-step-form';

import type { StepFormProps } from './step-form-props';

/** A chosen city or street: its id and name. */
export interface Place {
  id: number;
  name: string;
  /** The street's postcode digits (BAG), to help fill in the postcode. */
  postcode4?: string | null;
}

/** The form; `cityId` and `streetId` hold the chosen place (named after the call's fields). */
interface AddressForm {
  cityId: Place | null;
  streetId: Place | null;
  houseNumber: string;
  postcode: string;
}

/** Suggestions wait for this many ms of typing calm before asking the API. */
const SUGGESTION_DELAY_MS = 200;

/** The text once it has not changed for {@link SUGGESTION_DELAY_MS}. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SUGGESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** Cities whose name starts with the typed text (`GET /search/cities`), biggest first (also the student house form's). */
export function useCityOptions(text: string): Place[] {
  const locale = useLocale();
  const query = useSettled(text.trim());
  const { data } = useQuery({
    queryKey: ['wizard', 'cities', query],
    queryFn: async ({ signal }) =>
      (
        await browserApi(locale).GET('/search/cities', {
          params: { query: { query, limit: 10 } },
          signal,
        })
      ).data?.items ?? [],
    enabled: query !== '',
    staleTime: 5 * 60_000,
  });
  return (data ?? []).map((city) => ({ id: city.id, name: city.name }));
}

/** Streets of the chosen city starting with the typed text (`GET /search/streets`). */
export function useStreetOptions(cityId: number | null, text: string): Place[] {
  const locale = useLocale();
  const query = useSettled(text.trim());
  const { data } = useQuery({
    queryKey: ['wizard', 'streets', cityId, query],
    queryFn: async ({ signal }) =>
      (
        await browserApi(locale).GET('/search/streets', {
          params: { query: { cityId: cityId as number, query, limit: 10 } },
          signal,
        })
      ).data?.items ?? [],
    enabled: cityId !== null && query !== '',
    staleTime: 5 * 60_000,
  });
  return (data ?? []).map((street) => ({
    id: street.id,
    name: street.name,
    postcode4: street.postcode4,
  }));
}

/** The values of the step's rules and call. */
function toValues(form: AddressForm) {
  return {
    cityId: form.cityId?.id ?? null,
    streetId: form.streetId?.id ?? null,
    houseNumber: form.houseNumber,
    postcode: form.postcode,
  };
}

/**
 * Step address (§3 step 4, `cra-address`): city and street chosen from the real geography
 * (suggestions as typed; the street list is the city's), house number and Dutch postcode checked
 * as typed. Once the advert has been published the address is shown read-only
 * (`isAddressReadonly`) with a link on.
 */
export function AddressStep({ listingID, details, backHref }: StepFormProps) {
  const { t } = useTranslation('wizard');
  const locale = useLocale();
  const state = useWizardStep<AddressForm>({
    step: WizardStep.Address,
    listingID,
    initial: {
      cityId: details?.cityId != null ? { id: details.cityId, name: details.cityName ?? '' } : null,
      streetId:
        details?.streetId != null ? { id: details.streetId, name: details.streetName ?? '' } : null,
      houseNumber: details?.houseNumber ?? '',
      postcode: details?.postcode ?? '',
    },
    fields: ['cityId', 'streetId', 'houseNumber', 'postcode'],
    check: (form) => addressProblems(toValues(form)),
    toBody: toValues,
  });
  const [cityText, setCityText] = useState(state.form.cityId?.name ?? '');
  const [streetText, setStreetText] = useState(state.form.streetId?.name ?? '');
  const cities = useCityOptions(cityText);
  const streets = useStreetOptions(state.form.cityId?.id ?? null, streetText);

  if (details?.isAddressReadonly) {
    const next = nextStep(WizardStep.Address, details.listingType) ?? 'continue';
    return (
      <Box>
        <Alert severity="info">{t('steps.address.readonly')}</Alert>
        <Box component="p" sx={{ fontSize: '1.125rem' }}>
          {details.streetName} {details.houseNumber}, {details.postcode} {details.cityName}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5 }}>
          {backHref === null ? <span /> : <Button href={backHref}>{t('form.back')}</Button>}
          <Button variant="contained" href={wizardPath(locale, details.listingID, next)}>
            {t('form.saveAndContinue')}
          </Button>
        </Box>
      </Box>
    );
  }

  const cityError = state.fieldError('cityId');
  const streetError = state.fieldError('streetId');
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <Autocomplete
        id={fieldId('cityId')}
        options={cities}
        value={state.form.cityId}
        inputValue={cityText}
        onInputChange={(_, text) => setCityText(text)}
        onChange={(_, city) => {
          state.set('cityId', city);
          if (city?.id !== state.form.cityId?.id) {
            state.set('streetId', null);
            setStreetText('');
          }
        }}
        onBlur={() => state.blur('cityId')}
        getOptionLabel={(place) => place.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(options) => options}
        noOptionsText={t('fields.cityPlaceholder')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('fields.cityId')}
            placeholder={t('fields.cityPlaceholder')}
            error={cityError !== undefined}
            helperText={cityError}
          />
        )}
      />
      <Autocomplete
        id={fieldId('streetId')}
        options={streets}
        disabled={state.form.cityId === null}
        value={state.form.streetId}
        inputValue={streetText}
        onInputChange={(_, text) => setStreetText(text)}
        onChange={(_, street) => {
          state.set('streetId', street);
          if (street?.postcode4 && state.form.postcode.trim() === '') {
            state.set('postcode', `${street.postcode4} `);
          }
        }}
        onBlur={() => state.blur('streetId')}
        getOptionLabel={(place) => place.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(options) => options}
        noOptionsText={t('fields.streetPlaceholder')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('fields.streetId')}
            placeholder={
              state.form.cityId === null
                ? t('fields.streetFirstCity')
                : t('fields.streetPlaceholder')
            }
            error={streetError !== undefined}
            helperText={streetError}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          name="houseNumber"
          label={t('fields.houseNumber')}
          hint={t('fields.houseNumberHint')}
          value={state.form.houseNumber}
          onValue={(value) => state.set('houseNumber', value)}
          onBlur={() => state.blur('houseNumber')}
          error={state.fieldError('houseNumber')}
          autoComplete="off"
        />
        <TextInput
          name="postcode"
          label={t('fields.postcode')}
          hint={t('fields.postcodeHint')}
          value={state.form.postcode}
          onValue={(value) => state.set('postcode', value)}
          onBlur={() => state.blur('postcode')}
          error={state.fieldError('postcode')}
          autoComplete="postal-code"
          slotProps={{ htmlInput: { maxLength: 7 } }}
        />
      </Box>
    </WizardStepForm>
  );
}
