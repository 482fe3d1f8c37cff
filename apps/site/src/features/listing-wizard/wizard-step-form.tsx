'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';
import { useHydrated } from '../../client/use-hydrated';

import type { WizardStepState } from './use-wizard-step';
import type { ReactNode } from 'react';

/** Props of {@link WizardStepForm}. */
export interface WizardStepFormProps<F extends object> {
  state: WizardStepState<F>;
  /** The previous step's address; none on the first step. */
  backHref: string | null;
  /** The step's fields. */
  children: ReactNode;
}

/**
 * The frame of every wizard step's form: the error summary (focused after a refused send), the
 * fields, and the buttons — Back (a link), "Save and stop" and "Save and continue" (the form's
 * submit, so Enter in a field continues). Buttons are 44 px high for touch. The fields and the
 * two save buttons stay disabled until the page script has hydrated the form: a tap before that
 * would submit the form natively and reload the step, and a value typed before that shows on
 * screen but never reaches the form's state, so the save would send the step without it.
 */
export function WizardStepForm<F extends object>({
  state,
  backHref,
  children,
}: WizardStepFormProps<F>) {
  const { t, summary, submitCount, saving } = state;
  const hydrated = useHydrated();
  return (
    <Box>
      <FormErrorSummary
        title={t('wizard:form.errorSummary')}
        problems={summary}
        focusKey={submitCount}
      />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void state.submit('next');
        }}
      >
        <DisabledUntilHydrated>
          <Stack spacing={3}>{children}</Stack>
        </DisabledUntilHydrated>
        <Box
          sx={{
            mt: 4,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          {backHref === null ? (
            <span />
          ) : (
            <Button href={backHref} sx={{ minHeight: 44 }}>
              {t('wizard:form.back')}
            </Button>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="outlined"
              disabled={!hydrated || saving}
              onClick={() => void state.submit('stop')}
              sx={{ minHeight: 44 }}
            >
              {t('wizard:form.leave')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!hydrated}
              loading={saving}
              sx={{ minHeight: 44 }}
            >
              {saving ? t('wizard:form.saving') : t('wizard:form.saveAndContinue')}
            </Button>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {t('wizard:form.savedNote')}
        </Typography>
      </Box>
    </Box>
  );
}
