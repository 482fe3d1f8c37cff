import { ProductKind } from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { routeAlternates } from '@rooms/ui/shell-content';

import { accountPageLocale } from '../../../../../features/account/account-page';
import { fetchProducts } from '../../../../../features/premium/premium-api';
import styles from '../../../../../features/premium/premium-page.module.css';
import { ProductOfferList } from '../../../../../features/premium/product-offer-list';
import { requireUser } from '../../../../../server/require-user';
import { serverApi } from '../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../shell/alternates';
import { SiteShell } from '../../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/tenant-search/payment-step1'>;

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'premium');
  return {
    title: t('tenantSearch.heading'),
    alternates: metadataAlternates(locale, routeAlternates('tenantSearchPayment')),
    robots: { index: false, follow: false },
  };
}

/**
 * Tenant-search access for landlords (§2 `/tenant-search/payment-step1`, private; issue 27):
 * the landlord products 241 (one month, renewing) and 242 (15 days) of `GET /premium/products`,
 * each leading to the pay page; premium landlords may invite tenants from the tenant search.
 */
export default async function TenantSearchPaymentPage({ params }: Props) {
  const locale = await accountPageLocale(params);
  await requireUser(locale, pathFor('tenantSearchPayment', locale));
  const api = await serverApi(locale);
  const [products, t, tCommon] = await Promise.all([
    fetchProducts(api).catch((error: unknown) => {
      console.warn('GET /premium/products failed', error);
      return null;
    }),
    getT(locale, 'premium'),
    getT(locale),
  ]);
  const landlord = (products ?? []).filter(
    (product) => product.kind === ProductKind.TenantSearchAccess,
  );
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('tenantSearchPayment')}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('tenantSearch.heading')}</h1>
        <p className={styles.intro}>{t('tenantSearch.intro')}</p>
        {products === null ? (
          <InlineAlert severity="error" role="status">
            {t('choose.unavailable')}
          </InlineAlert>
        ) : (
          <ProductOfferList
            products={landlord}
            t={t}
            locale={locale}
            isHighlighted={(product) => product.renews}
          />
        )}
        <p className={styles.note}>{t('tenantSearch.rule')}</p>
      </div>
    </SiteShell>
  );
}
