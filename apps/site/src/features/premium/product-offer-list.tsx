import { ProductOffer } from '@rooms/ui/product-offer';

import { makePaymentPath } from './payment-paths';
import styles from './premium-page.module.css';
import { productView } from './product-view';

import type { PremiumProduct } from './premium-types';
import type { PremiumT } from './product-view';
import type { Locale } from '@rooms/i18n';

/** Props of {@link ProductOfferList}. */
export interface ProductOfferListProps {
  readonly products: readonly PremiumProduct[];
  readonly t: PremiumT;
  readonly locale: Locale;
  /** Which product is highlighted as the recommended one. */
  readonly isHighlighted: (product: PremiumProduct) => boolean;
}

/**
 * Products as a grid of `ProductOffer` cards, each leading to its pay page (issue 27: the
 * products page and the tenant-search access page). A server component.
 */
export function ProductOfferList({ products, t, locale, isHighlighted }: ProductOfferListProps) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => {
        const view = productView(product, t, locale);
        return (
          <li key={product.id}>
            <ProductOffer
              name={view.name}
              price={view.price}
              perMonth={view.perMonth}
              term={view.term}
              vat={view.vat}
              href={makePaymentPath(locale, product.id)}
              chooseLabel={t('choose.choose')}
              chooseName={t('choose.chooseNamed', { name: view.name })}
              highlighted={isHighlighted(product)}
              productId={product.id}
              testId="product-offer"
            />
          </li>
        );
      })}
    </ul>
  );
}
