'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorTranslationKey, isRoomsError } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { formatEuroCents } from '@rooms/ui/search-format';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { useHydrated } from '../../client/use-hydrated';

import { PaymentPanel } from './payment-panel';
import { paymentStatusPath } from './payment-paths';
import { startBoostPayment } from './premium-api';

import type { BoostOption, BoostOptions } from './boost-options';
import type { PaymentStart } from './premium-types';

/** Props of {@link BoostForm}. */
export interface BoostFormProps {
  readonly listingID: number;
  readonly options: BoostOptions;
  /** Where the outcome page leads on (My adverts). */
  readonly returnTo: string;
  /** Where "Skip" leads (the wizard's check-and-publish, or My adverts). */
  readonly skipHref: string;
  /** Stripe's publishable key; without one the stand-in's test form. */
  readonly publishableKey?: string | undefined;
}

const NONE = 'none';

function Choice({
  legend,
  options,
  value,
  onChange,
  noneLabel,
  name,
}: {
  legend: string;
  options: readonly BoostOption[];
  value: string;
  onChange: (value: string) => void;
  noneLabel: string;
  name: string;
}) {
  if (options.length === 0) return null;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      <RadioGroup name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <FormControlLabel value={NONE} control={<Radio />} label={noneLabel} />
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            value={String(option.id)}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * An advert's boosts (issue 27; the wizard's `supply-products` step and My adverts' "Boost"):
 * choose a top advert and/or an unlock, see the total, pay (`POST /premium/supplyproducts`, then
 * the payment form), and come back through `/paymentstatus` to My adverts.
 */
export function BoostForm({
  listingID,
  options,
  returnTo,
  skipHref,
  publishableKey,
}: BoostFormProps) {
  const locale = useLocale();
  const { t } = useTranslation('premium');
  const { t: tErrors } = useTranslation('errors');
  const hydrated = useHydrated();
  const [top, setTop] = useState(NONE);
  const [unlock, setUnlock] = useState(NONE);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [start, setStart] = useState<PaymentStart | null>(null);
  const chosen = [...options.top, ...options.unlock].filter(
    (option) => String(option.id) === top || String(option.id) === unlock,
  );
  const totalCents = chosen.reduce((sum, option) => sum + option.priceCents, 0);

  const pay = async () => {
    if (chosen.length === 0) {
      setProblem(t('boost.chooseOne'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setStart(
        await startBoostPayment(
          browserApi(locale),
          listingID,
          chosen.map((option) => option.id),
        ),
      );
    } catch (error) {
      const key = isRoomsError(error)
        ? errorTranslationKey(error.code).slice('errors.'.length)
        : 'unknown';
      setProblem(tErrors(key as 'unknown'));
    } finally {
      setBusy(false);
    }
  };

  if (start !== null)
    return (
      <Box data-testid="boost-payment">
        <Typography variant="h6" component="p" sx={{ mb: 2 }}>
          {t('pay.amount', { price: formatEuroCents(start.amountCents, locale) })}
        </Typography>
        <PaymentPanel
          publishableKey={publishableKey}
          clientSecret={start.clientSecret}
          returnUrl={paymentStatusPath(locale, start.paymentId, returnTo)}
          amountCents={start.amountCents}
        />
      </Box>
    );

  return (
    <Stack spacing={3} data-testid="boost-form">
      {options.active.length === 0 ? null : (
        <Alert severity="success" role="note" data-testid="boost-active">
          {options.active.join(' · ')}
        </Alert>
      )}
      <Choice
        legend={t('boost.topLegend')}
        options={options.top}
        value={top}
        onChange={setTop}
        noneLabel={t('boost.none')}
        name="top-advert"
      />
      <Choice
        legend={t('boost.unlockLegend')}
        options={options.unlock}
        value={unlock}
        onChange={setUnlock}
        noneLabel={t('boost.none')}
        name="unlock-advert"
      />
      <Typography sx={{ fontWeight: 600 }} aria-live="polite">
        {t('boost.total', { price: formatEuroCents(totalCents, locale) })}
      </Typography>
      {problem === null ? null : <Alert severity="error">{problem}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="contained"
          size="large"
          disabled={!hydrated || busy}
          onClick={() => void pay()}
          data-testid="boost-pay"
        >
          {t('boost.pay')}
        </Button>
        <Button variant="outlined" size="large" href={skipHref}>
          {t('boost.skip')}
        </Button>
      </Stack>
    </Stack>
  );
}
