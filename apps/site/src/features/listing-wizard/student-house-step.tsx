'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { studentHouseProblems, WizardStep } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { useLocale } from '@rooms/i18n/client';
import { useQuery } from '@tanstack/react-query';

import { browserApi } from '../../client/browser-api';

import { useWizardStep } from './use-wizard-step';
import { ChoiceField } from './wizard-fields';
import { WizardStepForm } from './wizard-step-form';

import type { StepFormProps } from './step-form-props';

/** The radio value of "not part of a student house". */
const NONE = 'none';

/**
 * Step student-house (§3 step 3, only for a student residence; `cra-studenthouse`): the landlord
 * picks one of his student houses (`GET /studenthouse/my-student-houses`) or "none"; a link leads
 * to `/studenthouse` to add one. Without houses the step says so and saves "none".
 */
export function StudentHouseStep({ listingID, details, backHref }: StepFormProps) {
  const locale = useLocale();
  const state = useWizardStep<{ studentHouseId: number | null }>({
    step: WizardStep.StudentHouse,
    listingID,
    initial: { studentHouseId: details?.studentHouseId ?? null },
    fields: ['studentHouseId'],
    check: (form) => studentHouseProblems(form),
    toBody: (form) => form,
  });
  const houses = useQuery({
    queryKey: ['wizard', 'studentHouses'],
    queryFn: async ({ signal }) =>
      (await browserApi(locale).GET('/studenthouse/my-student-houses', { signal })).data?.items ??
      [],
  });
  const manage = (
    <Link href={pathFor('studenthouse', locale)} data-testid="manage-student-houses">
      {state.t('wizard:steps.student-house.manage')}
    </Link>
  );
  return (
    <WizardStepForm state={state} backHref={backHref}>
      {houses.isPending ? (
        <CircularProgress size={24} aria-label={state.t('wizard:steps.student-house.choose')} />
      ) : houses.isError ? (
        <Alert severity="warning">{state.t('wizard:steps.student-house.loadFailed')}</Alert>
      ) : houses.data.length === 0 ? (
        <Alert severity="info">{state.t('wizard:steps.student-house.none')}</Alert>
      ) : (
        <ChoiceField
          name="studentHouseId"
          legend={state.t('wizard:steps.student-house.choose')}
          options={[
            ...houses.data.map((house) => ({
              value: house.id,
              label: house.name,
              hint: `${house.streetName} ${house.houseNumber}, ${house.cityName}`,
            })),
            { value: NONE, label: state.t('wizard:steps.student-house.noneOption') },
          ]}
          value={state.form.studentHouseId ?? NONE}
          onChange={(value) => state.set('studentHouseId', value === NONE ? null : Number(value))}
          onBlur={() => state.blur('studentHouseId')}
          error={state.fieldError('studentHouseId')}
        />
      )}
      <Box sx={{ mt: 1 }}>{manage}</Box>
    </WizardStepForm>
  );
}
