'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { useHydrated } from '../../client/use-hydrated';

import { withStripeReturn } from './payment-paths';
import { confirmWithStandin } from './premium-api';

import type { PaymentFormProps } from './payment-form-props';
import type { StandinOutcome } from './premium-types';

/** Stripe's `redirect_status` for each outcome of the stand-in. */
const REDIRECT_STATUS: Record<StandinOutcome, string> = {
  succeeded: 'succeeded',
  failed: 'failed',
  processing: 'processing',
};

/**
 * The payment form without Stripe keys (development, CI; issue 27): three test buttons that
 * confirm the PaymentIntent through the API's stand-in (`POST /premium/standin/confirm`) as paid,
 * failed or a SEPA debit still processing, then go to `returnUrl` with Stripe's return
 * parameters, exactly as the Payment Element does. Nothing is granted here: the stand-in's
 * webhooks do that, as Stripe's would.
 */
export function StandinPaymentForm({ clientSecret, returnUrl }: PaymentFormProps) {
  const locale = useLocale();
  const { t } = useTranslation('premium');
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<StandinOutcome | null>(null);
  const [failed, setFailed] = useState(false);
  const confirm = async (outcome: StandinOutcome) => {
    setBusy(outcome);
    setFailed(false);
    try {
      const { paymentIntentId } = await confirmWithStandin(
        browserApi(locale),
        clientSecret,
        outcome,
      );
      window.location.assign(
        withStripeReturn(returnUrl, paymentIntentId, clientSecret, REDIRECT_STATUS[outcome]),
      );
    } catch (error) {
      console.warn('POST /premium/standin/confirm failed', error);
      setFailed(true);
      setBusy(null);
    }
  };
  const button = (outcome: StandinOutcome, label: string, variant: 'contained' | 'outlined') => (
    <Button
      variant={variant}
      size="large"
      disabled={!hydrated || busy !== null}
      onClick={() => void confirm(outcome)}
      data-testid={`standin-${outcome}`}
    >
      {busy === outcome ? t('form.busy') : label}
    </Button>
  );
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t('form.legend')}
      </Typography>
      <Alert severity="info" role="note">
        {t('form.standinNotice')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {button('succeeded', t('form.pay'), 'contained')}
        {button('failed', t('form.fail'), 'outlined')}
        {button('processing', t('form.sepaPending'), 'outlined')}
      </Stack>
      {failed ? <Alert severity="error">{t('form.error')}</Alert> : null}
    </Stack>
  );
}
