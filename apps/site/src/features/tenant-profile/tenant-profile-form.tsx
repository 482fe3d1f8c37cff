'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BusinessResultCode, isRoomsError, TENANT_PROFILE_LIMITS } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { ProfileCompleteness } from '@rooms/ui/profile-completeness';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { useHydrated } from '../../client/use-hydrated';
import { advertProblemKeyOf } from '../my-adverts/my-adverts-errors';

import { CityPicker } from './city-picker';
import { ProfilePhotoField } from './profile-photo-field';
import { PROFILE_OPTIONS, TenantProfileSource, tenantProfilePath } from './tenant-profile-format';
import { formValuesOf, profileProblems, saveBodyOf } from './tenant-profile-values';

import type { ProfileOptionField } from './tenant-profile-format';
import type { FieldProblem, OwnTenantProfile, ProfileFormValues } from './tenant-profile-values';
import type { FormProblem } from '@rooms/ui/form-error-summary';

export type { OwnTenantProfile } from './tenant-profile-values';

/** Props of {@link TenantProfileForm}. */
export interface TenantProfileFormProps {
  /** The stored profile (`GET /tenant/profile`). */
  profile: OwnTenantProfile;
  /** The signed-in user's id (the public page's address). */
  userId: number;
}

/** The element id of each field; the completeness links point at them. */
const FIELD_IDS: Record<string, string> = {
  photo: 'profile-photo',
  introduction: 'profile-introduction',
  occupation: 'profile-occupation',
  ageBand: 'profile-ageBand',
  languages: 'profile-languages',
  cities: 'profile-cities',
  maxRent: 'profile-maxRent',
  moveInDate: 'profile-moveInDate',
  minSurface: 'profile-minSurface',
  householdSize: 'profile-householdSize',
};

/**
 * The tenant's own profile (§2 `/public-profile`, issue 26): the completeness with links to what
 * is missing, the photo (uploaded at once), every field, the visibility switch, saved with one
 * press (`PUT /tenant/profile`). Problems are checked before sending with the API's limits and
 * shown at their fields and in a summary that takes the focus; the API's refusals (forbidden
 * text 10064/10065, unknown city) are said at the field. Plain React state: the form is one
 * private page, and its values are mostly choices.
 */
export function TenantProfileForm({ profile: initial, userId }: TenantProfileFormProps) {
  const locale = useLocale();
  const { t } = useTranslation(['tenantProfile', 'errors']);
  const hydrated = useHydrated();
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(initial));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [submits, setSubmits] = useState(0);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((before) => ({ ...before, [key]: value }));
    setSaved(false);
  };
  const problemText = (field: string) => {
    const problem = problems[field];
    return problem === undefined
      ? undefined
      : t(`tenantProfile:${problem.key}` as never, problem.values);
  };
  const optionLabel = (field: ProfileOptionField, value: number) =>
    t(`tenantProfile:options.${field}.${value}` as never);

  const submit = async () => {
    setSubmits((count) => count + 1);
    setGeneral(null);
    setSaved(false);
    const found = profileProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { data } = await browserApi(locale).PUT('/tenant/profile', {
        body: saveBodyOf(values, locale),
      });
      if (data !== undefined) {
        setProfile(data);
        setValues(formValuesOf(data));
      }
      setSaved(true);
    } catch (error) {
      const code = isRoomsError(error) ? error.code : null;
      if (
        code === BusinessResultCode.ForbiddenTextDutch ||
        code === BusinessResultCode.ForbiddenTextEnglish
      ) {
        setProblems({ introduction: { key: 'problems.introductionForbidden' } });
      } else {
        setGeneral(t(advertProblemKeyOf(error) as never));
      }
    } finally {
      setBusy(false);
    }
  };

  const summary: FormProblem[] = [
    ...Object.keys(problems).map((field) => ({
      message: problemText(field) ?? '',
      fieldId: FIELD_IDS[field] ?? field,
    })),
    ...(general === null ? [] : [{ message: general }]),
  ];

  const flagGroup = (
    field: 'languages' | 'furnishings' | 'periods' | 'roommateGenders',
    optionField: ProfileOptionField,
    label: string,
  ) => (
    <FormControl component="fieldset" id={FIELD_IDS[field]}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {PROFILE_OPTIONS[optionField].map((flag) => (
          <FormControlLabel
            key={flag}
            label={optionLabel(optionField, flag)}
            control={
              <Checkbox
                checked={values[field].includes(flag)}
                onChange={(_, checked) =>
                  set(
                    field,
                    checked
                      ? [...values[field], flag]
                      : values[field].filter((value) => value !== flag),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );

  const choice = (
    field: 'ageBand' | 'occupation' | 'roommateMax',
    label: string,
    emptyLabel: string,
  ) => (
    <TextField
      select
      id={FIELD_IDS[field] ?? `profile-${field}`}
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{emptyLabel}</option>
      {PROFILE_OPTIONS[field].map((value) => (
        <option key={value} value={String(value)}>
          {optionLabel(field, value)}
        </option>
      ))}
    </TextField>
  );

  const { completeness } = profile;
  return (
    <Stack spacing={4}>
      <ProfileCompleteness
        percent={completeness.percent}
        text={
          completeness.percent >= 100
            ? t('tenantProfile:completeness.done')
            : t('tenantProfile:completeness.text', { percent: completeness.percent })
        }
        meterLabel={t('tenantProfile:completeness.label')}
        addLabel={t('tenantProfile:completeness.add')}
        missing={completeness.missing.map((item) => ({
          label: t(`tenantProfile:items.${item}` as never),
          href: `#${FIELD_IDS[item] ?? item}`,
        }))}
        note={
          profile.shown
            ? t('tenantProfile:visibility.shown')
            : completeness.searchable
              ? t('tenantProfile:visibility.notShown')
              : t('tenantProfile:completeness.hidden')
        }
      />
      {profile.shown ? (
        <Link
          href={tenantProfilePath(locale, userId, TenantProfileSource.Profile)}
          data-testid="public-page-link"
        >
          {t('tenantProfile:edit.viewPublic')}
        </Link>
      ) : null}
      <ProfilePhotoField
        firstName={profile.firstName}
        photoKey={profile.photoKey}
        onChanged={(next) => setProfile(next)}
      />
      <FormErrorSummary
        title={t('tenantProfile:edit.errorSummary')}
        problems={summary}
        focusKey={submits}
      />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={3}>
          <TextField
            id={FIELD_IDS.introduction}
            label={t('tenantProfile:fields.introduction')}
            value={values.introduction}
            onChange={(event) => set('introduction', event.target.value)}
            multiline
            minRows={5}
            fullWidth
            error={problems.introduction !== undefined}
            helperText={
              problemText('introduction') ??
              t('tenantProfile:fields.introductionHint', {
                min: TENANT_PROFILE_LIMITS.introductionMin,
                max: TENANT_PROFILE_LIMITS.introductionMax,
              })
            }
            slotProps={{ htmlInput: { maxLength: TENANT_PROFILE_LIMITS.introductionMax + 200 } }}
          />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {choice(
              'occupation',
              t('tenantProfile:fields.occupation'),
              t('tenantProfile:fields.notChosen'),
            )}
            {choice(
              'ageBand',
              t('tenantProfile:fields.ageBand'),
              t('tenantProfile:fields.notChosen'),
            )}
          </Box>
          <CityPicker
            id={FIELD_IDS.cities ?? 'profile-cities'}
            value={values.cities}
            onChange={(cities) => set('cities', cities)}
            max={TENANT_PROFILE_LIMITS.citiesMax}
            error={problemText('cities')}
          />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField
              id={FIELD_IDS.maxRent}
              label={t('tenantProfile:fields.maxRent')}
              value={values.maxRent}
              onChange={(event) => set('maxRent', event.target.value)}
              inputMode="numeric"
              error={problems.maxRent !== undefined}
              helperText={problemText('maxRent')}
            />
            <TextField
              id={FIELD_IDS.moveInDate}
              type="date"
              label={t('tenantProfile:fields.moveInDate')}
              value={values.moveInDate}
              onChange={(event) => set('moveInDate', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={problems.moveInDate !== undefined}
              helperText={problemText('moveInDate')}
            />
            <TextField
              id={FIELD_IDS.minSurface}
              label={t('tenantProfile:fields.minSurface')}
              value={values.minSurface}
              onChange={(event) => set('minSurface', event.target.value)}
              inputMode="numeric"
              error={problems.minSurface !== undefined}
              helperText={problemText('minSurface')}
            />
            <TextField
              id={FIELD_IDS.householdSize}
              type="number"
              label={t('tenantProfile:fields.householdSize')}
              value={values.householdSize}
              onChange={(event) => set('householdSize', event.target.value)}
              slotProps={{
                htmlInput: {
                  min: TENANT_PROFILE_LIMITS.householdSizeMin,
                  max: TENANT_PROFILE_LIMITS.householdSizeMax,
                },
              }}
              error={problems.householdSize !== undefined}
              helperText={problemText('householdSize')}
            />
          </Box>
          {flagGroup('periods', 'periods', t('tenantProfile:fields.periods'))}
          {flagGroup('furnishings', 'furnishings', t('tenantProfile:fields.furnishings'))}
          {flagGroup('languages', 'languages', t('tenantProfile:fields.languages'))}
          {choice(
            'roommateMax',
            t('tenantProfile:fields.roommateMax'),
            t('tenantProfile:fields.any'),
          )}
          {flagGroup(
            'roommateGenders',
            'roommateGenders',
            t('tenantProfile:fields.roommateGenders'),
          )}
          <FormGroup>
            <FormControlLabel
              label={t('tenantProfile:fields.smoker')}
              control={<Checkbox checked={values.smoker} onChange={(_, on) => set('smoker', on)} />}
            />
            <FormControlLabel
              label={t('tenantProfile:fields.hasPets')}
              control={
                <Checkbox checked={values.hasPets} onChange={(_, on) => set('hasPets', on)} />
              }
            />
          </FormGroup>
          <FormControl>
            <FormControlLabel
              label={t('tenantProfile:visibility.label')}
              control={
                <Switch
                  checked={values.visible}
                  onChange={(_, on) => set('visible', on)}
                  slotProps={{ input: { 'aria-describedby': 'profile-visibility-hint' } }}
                />
              }
            />
            <FormHelperText id="profile-visibility-hint">
              {t('tenantProfile:visibility.hint')}
            </FormHelperText>
          </FormControl>
          {saved ? (
            <Alert severity="success" role="status">
              {t('tenantProfile:edit.saved')}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            disabled={!hydrated}
            sx={{ minHeight: 44, alignSelf: 'flex-start' }}
          >
            {t('tenantProfile:edit.save')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
