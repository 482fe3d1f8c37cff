import { getT, pathFor } from '@rooms/i18n';
import { PaymentOutcome } from '@rooms/ui/payment-outcome';
import { routeAlternates } from '@rooms/ui/shell-content';

import { requireUser } from '../../server/require-user';
import { serverApi } from '../../server/rooms-api';
import { SiteShell } from '../../shell/site-shell';

import { awaitingWebhook, outcomeView } from './outcome-view';
import { firstValue, idFrom, returnToFrom } from './payment-paths';
import { paymentProblem } from './payment-problem';
import { fetchPaymentOutcome } from './premium-api';
import styles from './premium-page.module.css';
import { RefreshWhilePending } from './refresh-while-pending';

import type { QueryValue } from './payment-paths';
import type { PaymentReference } from './premium-api';
import type { Locale } from '@rooms/i18n';
import type { PaymentOutcomeProps } from '@rooms/ui/payment-outcome';

/** The payment a `/paymentstatus` address names: Rooms' id first, else Stripe's client secret. */
export function paymentReferenceOf(
  query: Record<string, QueryValue>,
): PaymentReference | undefined {
  const paymentId = idFrom(query.paymentId);
  if (paymentId !== undefined) return { paymentId };
  const clientSecret = firstValue(query.payment_intent_client_secret);
  return clientSecret !== undefined && /^[\w-]{1,200}$/.test(clientSecret)
    ? { clientSecret }
    : undefined;
}

function ownPath(locale: Locale, query: Record<string, QueryValue>): string {
  const kept: Record<string, string> = {};
  for (const key of [
    'paymentId',
    'payment_intent',
    'payment_intent_client_secret',
    'redirect_status',
    'returnTo',
  ]) {
    const value = firstValue(query[key]);
    if (value !== undefined) kept[key] = value;
  }
  return pathFor('paymentStatus', locale, undefined, kept);
}

/**
 * The outcome of a payment (§2 `/betalingsstatus`, `/en/paymentstatus`; issue 27): where Stripe
 * (or the stand-in form) returns with `payment_intent_client_secret`, or our `paymentId`. Reads
 * `GET /premium/paymentstepfinal` (the database, where only webhooks grant anything) and says
 * the outcome in the user's language for every PaymentStatus and code 1115–1135; while the
 * payment is still processing the page renders itself again every two seconds. Links lead back
 * to the reaction or My adverts, to "try again", or to the search.
 */
export async function PaymentStatusPage({
  locale,
  query,
}: {
  locale: Locale;
  query: Record<string, QueryValue>;
}) {
  await requireUser(locale, ownPath(locale, query));
  const [t, tErrors, tCommon] = await Promise.all([
    getT(locale, 'premium'),
    getT(locale, 'errors'),
    getT(locale),
  ]);
  const reference = paymentReferenceOf(query);
  const returnTo = returnToFrom(query.returnTo);
  let view: Omit<PaymentOutcomeProps, 'heading'> & { poll: boolean };
  if (reference === undefined) {
    view = { message: t('status.missing'), tone: 'error', poll: false, links: [] };
  } else {
    try {
      const outcome = await fetchPaymentOutcome(await serverApi(locale), reference);
      view = awaitingWebhook(
        outcomeView(outcome, returnTo, { t, tErrors, locale }),
        firstValue(query.redirect_status),
        t,
      );
    } catch (error) {
      const problem = await paymentProblem(error, locale);
      view = { message: problem.message, tone: 'error', poll: false, links: [] };
    }
  }
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('paymentStatus')}>
      <div className={styles.narrow} data-testid="payment-status" data-tone={view.tone}>
        <PaymentOutcome
          heading={t('status.heading')}
          message={view.message}
          detail={view.detail}
          tone={view.tone}
          links={
            view.links.length > 0
              ? view.links
              : [{ label: t('pay.toProducts'), href: pathFor('premiumAccountPayment', locale) }]
          }
        />
        <RefreshWhilePending active={view.poll} />
      </div>
    </SiteShell>
  );
}
