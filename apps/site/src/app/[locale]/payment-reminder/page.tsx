import { getT, pathFor } from '@rooms/i18n';
import { PaymentOutcome } from '@rooms/ui/payment-outcome';
import { routeAlternates } from '@rooms/ui/shell-content';
import { redirect } from 'next/navigation';

import { localeOf } from '../../../features/content/content-route';
import { firstValue } from '../../../features/premium/payment-paths';
import { paymentProblem } from '../../../features/premium/payment-problem';
import { startReminderPayment } from '../../../features/premium/premium-api';
import styles from '../../../features/premium/premium-page.module.css';
import { requireUser } from '../../../server/require-user';
import { serverApi } from '../../../server/rooms-api';
import { metadataAlternates } from '../../../shell/alternates';
import { SiteShell } from '../../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/payment-reminder'>;

/** A Stripe PaymentIntent id as the reminder e-mail's link carries it. */
const PAYMENT_INTENT_ID = /^pi_\w{1,200}$/;

/** Title in the page's language; about one user's payment, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getT(locale, 'premium');
  return {
    title: t('reminder.heading'),
    alternates: metadataAlternates(locale, routeAlternates('paymentReminder')),
    robots: { index: false, follow: false },
  };
}

/** The renewal payment of a reminder link started again, or the text of why not. */
async function startReminder(
  locale: Locale,
  paymentIntentId: string | undefined,
): Promise<{ paymentId: number } | { problem: string }> {
  const t = await getT(locale, 'premium');
  if (paymentIntentId === undefined || !PAYMENT_INTENT_ID.test(paymentIntentId))
    return { problem: t('reminder.missing') };
  try {
    const start = await startReminderPayment(await serverApi(locale), paymentIntentId);
    return { paymentId: start.paymentId };
  } catch (error) {
    return { problem: (await paymentProblem(error, locale)).message };
  }
}

/**
 * Pay a failed renewal now (§2 `/betalingsherinnering?paymentIntentId=`,
 * `/en/payment-reminder`; issue 27), the page of the payment-reminder e-mail: starts the payment
 * with `POST /stripe/createreminderpaymentintent` (iDEAL, card, Bancontact) and sends the user
 * on to the pay page of that payment (`make-payment?paymentId=`). A link without a
 * PaymentIntent, or one the API refuses (not the user's, already paid), is said plainly here.
 * A public route of §2 (sign-in first when needed) without client code of its own: the payment
 * form is on the private pay page.
 */
export default async function PaymentReminderPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const paymentIntentId = firstValue((await searchParams).paymentIntentId);
  await requireUser(
    locale,
    pathFor(
      'paymentReminder',
      locale,
      undefined,
      paymentIntentId === undefined ? {} : { paymentIntentId },
    ),
  );
  const started = await startReminder(locale, paymentIntentId);
  if ('paymentId' in started)
    redirect(pathFor('makePayment', locale, undefined, { paymentId: String(started.paymentId) }));
  const [t, tCommon] = await Promise.all([getT(locale, 'premium'), getT(locale)]);
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('paymentReminder')}>
      <div className={styles.narrow} data-testid="payment-status" data-tone="error">
        <PaymentOutcome
          heading={t('reminder.heading')}
          message={started.problem}
          tone="error"
          links={[{ label: t('pay.toProducts'), href: pathFor('premiumAccountPayment', locale) }]}
        />
      </div>
    </SiteShell>
  );
}
