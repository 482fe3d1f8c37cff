'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { formatEuroCents } from '@rooms/ui/search-format';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';

import type { PaymentFormProps } from './payment-form-props';
import type { Stripe } from '@stripe/stripe-js';

/** Stripe.js per publishable key, loaded once (the `pure` entry loads it only when asked). */
const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (stripe === undefined) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function ConfirmForm({ returnUrl, amountCents }: Omit<PaymentFormProps, 'clientSecret'>) {
  const locale = useLocale();
  const { t } = useTranslation('premium');
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (stripe === null || elements === null) return;
    setBusy(true);
    setMessage(null);
    // Stripe redirects to return_url (with payment_intent, payment_intent_client_secret and
    // redirect_status); it only comes back here when the payment could not be confirmed.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(returnUrl, window.location.origin).toString() },
    });
    setMessage(error.message ?? t('form.error'));
    setBusy(false);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)}>
      <PaymentElement options={{ layout: 'tabs' }} />
      {message === null ? null : <Alert severity="error">{message}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={stripe === null || busy}>
        {busy ? t('form.busy') : t('form.submit', { price: formatEuroCents(amountCents, locale) })}
      </Button>
    </Stack>
  );
}

/** Props of {@link StripePaymentForm}. */
export interface StripePaymentFormProps extends PaymentFormProps {
  /** Stripe's publishable key (`NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY`, `pk_…`). */
  readonly publishableKey: string;
}

/**
 * The payment form with Stripe (issue 27): the Payment Element (iDEAL | Wero, card, Bancontact,
 * SEPA for renewals, wallets where offered) for the PaymentIntent's client secret, in the page's
 * language; confirming sends the browser to `returnUrl` through Stripe. Imported lazily by
 * `PaymentPanel`, so Stripe's code is in no page's first load.
 */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  ...rest
}: StripePaymentFormProps) {
  const locale = useLocale();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale }}>
      <ConfirmForm {...rest} />
    </Elements>
  );
}
