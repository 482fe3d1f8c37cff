'use client';

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addressProblems, STUDENT_HOUSE_LIMITS, studentHouseTextProblems } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { useId, useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { useHydrated } from '../../client/use-hydrated';
import { useCityOptions, useStreetOptions } from '../listing-wizard/address-step';

import { FACILITY_KEYS } from './facility-names';
import { houseProblemsOf, problemText } from './house-problems';

import type { Place } from '../listing-wizard/address-step';
import type { HousesTranslate, StudentHouse } from './student-house-types';

/** Props of {@link HouseForm}. */
export interface HouseFormProps {
  /** The house to edit; null for a new one. */
  house: StudentHouse | null;
  /** Called with the saved house (201 created or 200 changed). */
  onSaved: (house: StudentHouse, created: boolean) => void;
  onCancel: () => void;
}

/** The form's fields, named after the call's. */
const FIELDS = [
  'name',
  'cityId',
  'streetId',
  'houseNumber',
  'postcode',
  'facilities',
  'houseRules',
];

/**
 * The student house form (issue 26, §2 `/studenthouse`): name, address as the wizard's address
 * step takes it (city and street from the geography suggestions, house number, postcode — the
 * street fills in the postcode's digits), facilities as checkboxes and house rules; checked as
 * typed with the API's rules (`studentHouseTextProblems`, `addressProblems`), saved with
 * `POST /studenthouse/create` or `update`, refusals shown on their fields in the user's language.
 */
export function HouseForm({ house, onSaved, onCancel }: HouseFormProps) {
  const locale = useLocale();
  const { t: rawT } = useTranslation(['studentHouses', 'errors']);
  const t = rawT as unknown as HousesTranslate;
  const ids = useId();
  const hydrated = useHydrated();
  const [name, setName] = useState(house?.name ?? '');
  const [city, setCity] = useState<Place | null>(
    house === null ? null : { id: house.cityId, name: house.cityName },
  );
  const [street, setStreet] = useState<Place | null>(
    house === null ? null : { id: house.streetId, name: house.streetName },
  );
  const [cityText, setCityText] = useState(house?.cityName ?? '');
  const [streetText, setStreetText] = useState(house?.streetName ?? '');
  const [houseNumber, setHouseNumber] = useState(house?.houseNumber ?? '');
  const [postcode, setPostcode] = useState(house?.postcode ?? '');
  const [facilities, setFacilities] = useState(house?.facilities ?? 0);
  const [houseRules, setHouseRules] = useState(house?.houseRules ?? '');
  const [submitted, setSubmitted] = useState(0);
  const [saving, setSaving] = useState(false);
  const [server, setServer] = useState<{ fields: Record<string, string>; general: string[] }>({
    fields: {},
    general: [],
  });
  const cities = useCityOptions(cityText);
  const streets = useStreetOptions(city?.id ?? null, streetText);

  const values = {
    name,
    houseRules,
    facilities,
    cityId: city?.id ?? null,
    streetId: street?.id ?? null,
    houseNumber,
    postcode,
  };
  const rules: Record<string, string | undefined> = {
    ...studentHouseTextProblems(values),
    ...addressProblems(values),
  };
  const fieldError = (field: string): string | undefined =>
    server.fields[field] ??
    (submitted > 0 && rules[field] !== undefined ? problemText(t, rules[field]) : undefined);
  const fieldDomId = (field: string) => `${ids}-${field}`;
  const problems = [
    ...FIELDS.flatMap((field) => {
      const message = fieldError(field);
      return message === undefined ? [] : [{ message, fieldId: fieldDomId(field) }];
    }),
    ...server.general.map((message) => ({ message })),
  ];

  const submit = async () => {
    setSubmitted((n) => n + 1);
    setServer({ fields: {}, general: [] });
    if (Object.values(rules).some((problem) => problem !== undefined)) return;
    setSaving(true);
    const body = {
      name,
      cityId: city!.id,
      streetId: street!.id,
      houseNumber,
      postcode,
      facilities,
      houseRules,
      locale,
    };
    try {
      const api = browserApi(locale);
      const saved =
        house === null
          ? (await api.POST('/studenthouse/create', { body })).data
          : (
              await api.POST('/studenthouse/update', {
                body: { ...body, studentHouseID: house.id, photoKeys: house.photoKeys },
              })
            ).data;
      if (saved !== undefined) onSaved(saved, house === null);
    } catch (error) {
      setServer(houseProblemsOf(error, t));
    } finally {
      setSaving(false);
    }
  };

  const cityError = fieldError('cityId');
  const streetError = fieldError('streetId');
  return (
    <Box>
      <FormErrorSummary
        title={t('studentHouses:form.errorSummary')}
        problems={problems}
        focusKey={submitted}
      />
      <Box
        component="form"
        noValidate
        aria-label={
          house === null
            ? t('studentHouses:form.createTitle')
            : t('studentHouses:form.editTitle', { name: house.name })
        }
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 3 }}
      >
        <TextField
          id={fieldDomId('name')}
          label={t('studentHouses:form.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError('name') !== undefined}
          helperText={fieldError('name') ?? t('studentHouses:form.nameHint')}
          slotProps={{ htmlInput: { maxLength: STUDENT_HOUSE_LIMITS.nameMax + 20 } }}
          required
          fullWidth
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: -1.5 }}>
          {t('studentHouses:form.addressHint')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Autocomplete
            id={fieldDomId('cityId')}
            options={cities}
            value={city}
            inputValue={cityText}
            onInputChange={(_, text) => setCityText(text)}
            onChange={(_, chosen) => {
              if (chosen?.id !== city?.id) {
                setStreet(null);
                setStreetText('');
              }
              setCity(chosen);
            }}
            getOptionLabel={(place) => place.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            noOptionsText={t('studentHouses:form.cityPlaceholder')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('studentHouses:form.city')}
                placeholder={t('studentHouses:form.cityPlaceholder')}
                error={cityError !== undefined}
                helperText={cityError}
                required
              />
            )}
          />
          <Autocomplete
            id={fieldDomId('streetId')}
            options={streets}
            disabled={city === null}
            value={street}
            inputValue={streetText}
            onInputChange={(_, text) => setStreetText(text)}
            onChange={(_, chosen) => {
              setStreet(chosen);
              if (chosen?.postcode4 && postcode.trim() === '') setPostcode(`${chosen.postcode4} `);
            }}
            getOptionLabel={(place) => place.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            noOptionsText={t('studentHouses:form.streetPlaceholder')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('studentHouses:form.street')}
                placeholder={
                  city === null
                    ? t('studentHouses:form.streetFirstCity')
                    : t('studentHouses:form.streetPlaceholder')
                }
                error={streetError !== undefined}
                helperText={streetError}
                required
              />
            )}
          />
          <TextField
            id={fieldDomId('houseNumber')}
            label={t('studentHouses:form.houseNumber')}
            value={houseNumber}
            onChange={(event) => setHouseNumber(event.target.value)}
            error={fieldError('houseNumber') !== undefined}
            helperText={fieldError('houseNumber') ?? t('studentHouses:form.houseNumberHint')}
            autoComplete="off"
            required
          />
          <TextField
            id={fieldDomId('postcode')}
            label={t('studentHouses:form.postcode')}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            error={fieldError('postcode') !== undefined}
            helperText={fieldError('postcode') ?? t('studentHouses:form.postcodeHint')}
            autoComplete="postal-code"
            slotProps={{ htmlInput: { maxLength: 7 } }}
            required
          />
        </Box>
        <Box component="fieldset" id={fieldDomId('facilities')} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('studentHouses:facilities.title')}
          </Typography>
          <FormGroup
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {FACILITY_KEYS.map(([flag, key]) => (
              <FormControlLabel
                key={key}
                label={t(`studentHouses:facilities.${key}`)}
                control={
                  <Checkbox
                    checked={(facilities & flag) === flag}
                    onChange={(_, checked) =>
                      setFacilities((mask) => (checked ? mask | flag : mask & ~flag))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        <TextField
          id={fieldDomId('houseRules')}
          label={t('studentHouses:form.houseRules')}
          value={houseRules}
          onChange={(event) => setHouseRules(event.target.value)}
          error={fieldError('houseRules') !== undefined}
          helperText={
            fieldError('houseRules') ??
            t('studentHouses:form.houseRulesHint', { max: STUDENT_HOUSE_LIMITS.houseRulesMax })
          }
          multiline
          minRows={4}
          fullWidth
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!hydrated}
            loading={saving}
            sx={{ minHeight: 44 }}
          >
            {saving
              ? t('studentHouses:form.saving')
              : house === null
                ? t('studentHouses:form.create')
                : t('studentHouses:form.save')}
          </Button>
          <Button onClick={onCancel} sx={{ minHeight: 44 }}>
            {t('studentHouses:form.cancel')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
