import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getT, pageResources } from '@rooms/i18n';
import { I18nProvider } from '@rooms/i18n/client';
import { formatEuroCents } from '@rooms/ui/search-format';

import { env } from '../../env';
import { SiteShell } from '../../shell/site-shell';

import { PaymentPanel } from './payment-panel';
import { paymentStatusPath } from './payment-paths';
import { paymentProblem } from './payment-problem';
import { productName } from './product-view';

import type { PaymentStart } from './premium-types';
import type { Locale } from '@rooms/i18n';
import type { PageAlternates } from '@rooms/ui/shell-content';
import type { ReactNode } from 'react';

/** What a pay page shows: a started payment, or why none could be started. */
export type PayState =
  | { readonly kind: 'ready'; readonly start: PaymentStart }
  | { readonly kind: 'problem'; readonly message: string; readonly code: string | null };

/**
 * Starts a payment for a pay page and catches what the API refuses (1115, 1125, 404 …), so
 * the page can say why in the user's language.
 *
 * @param start the call that starts (or resumes) the payment
 * @param locale the page's language
 */
export async function startPayState(
  start: () => Promise<PaymentStart>,
  locale: Locale,
): Promise<PayState> {
  try {
    return { kind: 'ready', start: await start() };
  } catch (error) {
    return { kind: 'problem', ...(await paymentProblem(error, locale)) };
  }
}

/** Props of {@link PayView}. */
export interface PayViewProps {
  readonly locale: Locale;
  readonly alternates: PageAlternates;
  readonly heading: string;
  /** A line under the heading (e.g. the reminder's explanation). */
  readonly intro?: string | undefined;
  readonly state: PayState;
  /** Where the outcome page leads on, if anywhere in particular. */
  readonly returnTo?: string | undefined;
  /** A link shown with a problem (e.g. back to the products). */
  readonly problemLink?: { readonly label: string; readonly href: string } | undefined;
  readonly children?: ReactNode;
}

/**
 * The frame of a pay page (issue 27: make-payment, payment-reminder, an advert's boost): the
 * heading, what is paid and how much, the payment form (`PaymentPanel`: Stripe's or the
 * stand-in's) returning to `/paymentstatus`, or the API's reason when no payment could start.
 * A server component; the focused shell (no menus) keeps the buyer on the task.
 */
export async function PayView({
  locale,
  alternates,
  heading,
  intro,
  state,
  returnTo,
  problemLink,
  children,
}: PayViewProps) {
  const [t, tCommon] = await Promise.all([getT(locale, 'premium'), getT(locale)]);
  const euro = (cents: number) => formatEuroCents(cents, locale);
  return (
    <SiteShell locale={locale} t={tCommon} alternates={alternates} variant="simple">
      <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
          {heading}
        </Typography>
        {intro === undefined ? null : <Typography sx={{ mb: 2 }}>{intro}</Typography>}
        {children}
        {state.kind === 'problem' ? (
          <Alert severity="error" data-code={state.code ?? undefined} sx={{ mb: 2 }}>
            {state.message}
            {problemLink === undefined ? null : (
              <>
                {' '}
                <Link href={problemLink.href}>{problemLink.label}</Link>
              </>
            )}
          </Alert>
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>
              {t('pay.intro', {
                price: euro(state.start.amountCents),
                name: state.start.productIds.map((id) => productName(t, id)).join(' + '),
              })}
            </Typography>
            <Typography component="p" variant="h6" sx={{ mb: 3 }} data-testid="pay-amount">
              {t('pay.amount', { price: euro(state.start.amountCents) })}
            </Typography>
            <I18nProvider locale={locale} resources={pageResources(locale, ['premium'])}>
              <PaymentPanel
                publishableKey={env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
                clientSecret={state.start.clientSecret}
                returnUrl={paymentStatusPath(locale, state.start.paymentId, returnTo)}
                amountCents={state.start.amountCents}
              />
            </I18nProvider>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
              {t('pay.secure')}
            </Typography>
          </>
        )}
      </Box>
    </SiteShell>
  );
}
