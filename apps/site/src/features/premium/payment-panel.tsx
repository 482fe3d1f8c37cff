'use client';

import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@rooms/i18n/client';

import { lazyComponent } from '../../client/lazy-component';

import { StandinPaymentForm } from './standin-payment-form';

import type { PaymentFormProps } from './payment-form-props';

function LoadingForm() {
  const { t } = useTranslation('premium');
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ minHeight: 120, alignItems: 'center' }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{t('form.loading')}</Typography>
    </Stack>
  );
}

// Stripe.js and React Stripe.js load only here, after the page has hydrated.
const LazyStripePaymentForm = lazyComponent(
  () => import('./stripe-payment-form').then((module) => module.StripePaymentForm),
  { fallback: () => <LoadingForm />, clientOnly: true },
);

/** Props of {@link PaymentPanel}. */
export interface PaymentPanelProps extends PaymentFormProps {
  /** Stripe's publishable key; without one the local stand-in's test form is shown. */
  readonly publishableKey?: string | undefined;
}

/**
 * The payment form of a payment page (issue 27): Stripe's Payment Element when the site has a
 * publishable key (`NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY`), else the stand-in's test buttons;
 * both behind {@link PaymentFormProps}.
 */
export function PaymentPanel({ publishableKey, ...form }: PaymentPanelProps) {
  return publishableKey === undefined ? (
    <StandinPaymentForm {...form} />
  ) : (
    <LazyStripePaymentForm publishableKey={publishableKey} {...form} />
  );
}
