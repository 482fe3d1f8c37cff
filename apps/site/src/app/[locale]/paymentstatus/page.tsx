import { getT } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';

import { localeOf } from '../../../features/content/content-route';
import { PaymentStatusPage } from '../../../features/premium/payment-status-page';
import { metadataAlternates } from '../../../shell/alternates';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/paymentstatus'>;

/** Title in the page's language; about one user's payment, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getT(locale, 'premium');
  return {
    title: t('status.heading'),
    alternates: metadataAlternates(locale, routeAlternates('paymentStatus')),
    robots: { index: false, follow: false },
  };
}

/** The outcome of a payment (§2 `/betalingsstatus`, `/en/paymentstatus`; issue 27). */
export default async function PaymentStatusRoute({ params, searchParams }: Props) {
  return <PaymentStatusPage locale={await localeOf(params)} query={await searchParams} />;
}
