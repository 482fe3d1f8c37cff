import { ProductKind } from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { routeAlternates } from '@rooms/ui/shell-content';

import { SiteShell } from '../../shell/site-shell';
import { publicApi } from '../content/public-api';
import { renderAgainSoon } from '../content/render-again-soon';

import { fetchProducts } from './premium-api';
import styles from './premium-page.module.css';
import { ProductOfferList } from './product-offer-list';
import { ReturnToLinks } from './return-to-links';

import type { PremiumProduct } from './premium-types';
import type { Locale } from '@rooms/i18n';

/** Id of the element holding the pay links (`ReturnToLinks`). */
const OFFERS_ID = 'premium-offers';

/** The product highlighted as the recommended one (§9 default product: monthly, renewing). */
const RECOMMENDED_ID = 258;

function isRecommended(product: PremiumProduct): boolean {
  return product.id === RECOMMENDED_ID;
}

async function loadProducts(locale: Locale): Promise<readonly PremiumProduct[] | null> {
  try {
    return await fetchProducts(publicApi(locale));
  } catch (error) {
    console.warn('GET /premium/products failed; the page is rendered again soon', error);
    await renderAgainSoon();
    return null;
  }
}

/**
 * The tenant products page (§2 `/premium-account-betaling`, `/en/premium-account-payment`;
 * issue 27): the tenant premium products of `GET /premium/products`, renewing ones and one-off
 * ones apart, each with its price, price per month and term in plain words ("stop any time, no
 * notice period"), then the rules: who may react, stopping, withdrawal and the reply guarantee.
 * Static (no request data): the products are read at build and every few minutes after; a
 * `returnTo` in the address is carried into the pay links by a tiny script.
 */
export async function ProductsPage({ locale }: { locale: Locale }) {
  const [products, t, tCommon] = await Promise.all([
    loadProducts(locale),
    getT(locale, 'premium'),
    getT(locale),
  ]);
  const tenant = (products ?? []).filter((product) => product.kind === ProductKind.TenantPremium);
  const renewing = tenant.filter((product) => product.renews);
  const once = tenant.filter((product) => !product.renews);
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('premiumAccountPayment')}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('choose.heading')}</h1>
        <p className={styles.intro}>{t('choose.intro')}</p>
        {products === null ? (
          <InlineAlert
            severity="error"
            role="status"
            action={<a href={pathFor('premiumAccountPayment', locale)}>{t('choose.retry')}</a>}
          >
            {t('choose.unavailable')}
          </InlineAlert>
        ) : (
          <div id={OFFERS_ID}>
            <h2 className={styles.groupHeading}>{t('choose.renewingHeading')}</h2>
            <ProductOfferList
              products={renewing}
              t={t}
              locale={locale}
              isHighlighted={isRecommended}
            />
            <h2 className={styles.groupHeading}>{t('choose.onceHeading')}</h2>
            <ProductOfferList products={once} t={t} locale={locale} isHighlighted={isRecommended} />
            <ReturnToLinks containerId={OFFERS_ID} />
          </div>
        )}
        <h2 className={styles.rulesHeading}>{t('rules.heading')}</h2>
        <ul className={styles.rules}>
          <li>{t('rules.react')}</li>
          <li>{t('rules.unlocked')}</li>
          <li>{t('rules.stop')}</li>
          <li>{t('rules.withdraw')}</li>
          <li>{t('rules.guarantee')}</li>
        </ul>
      </div>
    </SiteShell>
  );
}
