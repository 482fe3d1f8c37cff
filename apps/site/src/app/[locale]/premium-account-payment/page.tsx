import { getT } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';

import { localeOf } from '../../../features/content/content-route';
import { ProductsPage } from '../../../features/premium/products-page';
import { metadataAlternates } from '../../../shell/alternates';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/premium-account-payment'>;

/** Products change with a release; prices are read again every five minutes all the same. */
export const revalidate = 300;

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getT(locale, 'premium');
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: metadataAlternates(locale, routeAlternates('premiumAccountPayment')),
  };
}

/** Premium products (§2 `/premium-account-betaling`, `/en/premium-account-payment`; issue 27). */
export default async function PremiumAccountPaymentPage({ params }: Props) {
  return <ProductsPage locale={await localeOf(params)} />;
}
