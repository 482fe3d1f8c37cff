/**
 * Products in words (issue 27): name, price, price per month, whether and how often it renews,
 * the VAT, for the products page, the tenant-search page and the boosts. Pure: the texts come
 * from the `premium` namespace's `t`, amounts from the API's answer (euro cents).
 */
import { formatEuroCents } from '@rooms/ui/search-format';

import type { PremiumProduct } from './premium-types';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** A product ready to show. */
export interface ProductView {
  readonly id: number;
  /** e.g. "Premium monthly". */
  readonly name: string;
  /** e.g. "€24.95". */
  readonly price: string;
  /** e.g. "€24.95 per month"; undefined for unlimited products. */
  readonly perMonth: string | undefined;
  /** e.g. "Renews every month until you stop it. Stop any time, no notice period." */
  readonly term: string;
  /** e.g. "Including €4.33 VAT". */
  readonly vat: string;
  readonly renews: boolean;
}

/** Days of one month in the catalogue (`@rooms/domain`: one-month products last 30 days). */
const MONTH_DAYS = 30;

/** The `premium` namespace's `t`. */
export type PremiumT = TFunction<'premium'>;

/**
 * The name of a product in the page's language.
 *
 * @param t the `premium` namespace's `t`
 * @param id a §3 product id
 * @returns its name, or the id itself for a product this site does not know yet
 */
export function productName(t: PremiumT, id: number): string {
  const key = `product.name.${id}` as const;
  return t(key as 'product.name.258', { defaultValue: String(id) });
}

/**
 * One product in words.
 *
 * @param product the API's product (euro cents, days)
 * @param t the `premium` namespace's `t`
 * @param locale the page's language (number formats)
 * @returns its name, price, price per month, term and VAT
 */
export function productView(product: PremiumProduct, t: PremiumT, locale: Locale): ProductView {
  const euro = (cents: number) => formatEuroCents(cents, locale);
  let term: string;
  if (product.durationDays === null) term = t('product.unlimited');
  else if (product.renews)
    term = t('product.renews', {
      count: Math.max(1, Math.round(product.durationDays / MONTH_DAYS)),
    });
  else term = t('product.once', { days: product.durationDays });
  return {
    id: product.id,
    name: productName(t, product.id),
    price: t('product.price', { price: euro(product.priceCents) }),
    perMonth:
      product.pricePerMonthCents === null
        ? undefined
        : t('product.perMonth', { price: euro(product.pricePerMonthCents) }),
    term,
    vat: t('product.vat', { vat: euro(product.vatCents) }),
    renews: product.renews,
  };
}
