'use client';

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useEffect, useState } from 'react';

import { browserApi } from '../../client/browser-api';

/** A city sought. */
export interface PickedCity {
  id: number;
  name: string;
}

/** Props of {@link CityPicker}. */
export interface CityPickerProps {
  id: string;
  value: readonly PickedCity[];
  onChange: (cities: PickedCity[]) => void;
  /** Most cities (TENANT_PROFILE_LIMITS.citiesMax). */
  max: number;
  /** The field's problem text, if any. */
  error?: string;
}

/** How long typing must pause before the cities are asked for, ms. */
const TYPING_PAUSE_MS = 200;

/**
 * The cities a tenant looks in: a multiple choice with suggestions as typed (`GET /search/cities`,
 * the places of the reference data with their ids, biggest first), at most `max`.
 */
export function CityPicker({ id, value, onChange, max, error }: CityPickerProps) {
  const locale = useLocale();
  const { t } = useTranslation('tenantProfile');
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<PickedCity[]>([]);

  useEffect(() => {
    const text = input.trim();
    if (text === '') {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      browserApi(locale)
        .GET('/search/cities', { params: { query: { query: text.slice(0, 100), limit: 8 } } })
        .then(({ data }) => {
          if (current)
            setOptions((data?.items ?? []).map(({ id: cityId, name }) => ({ id: cityId, name })));
        })
        .catch(() => {
          if (current) setOptions([]);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, locale]);

  return (
    <Autocomplete
      multiple
      id={id}
      options={options}
      // The same array while unchanged: a new one each render would reset the typed text.
      value={value as PickedCity[]}
      filterOptions={(all) => all}
      getOptionLabel={(city) => city.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={() => value.length >= max}
      onChange={(_, cities) => onChange(cities.slice(0, max))}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      noOptionsText={input.trim() === '' ? t('fields.citiesHint', { max }) : t('fields.citiesNone')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('fields.cities')}
          error={error !== undefined}
          helperText={error ?? t('fields.citiesHint', { max })}
        />
      )}
    />
  );
}
