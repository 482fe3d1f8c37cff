/** Revenue reported to analytics, §9 "Analytics revenue". */

import { VAT_FACTOR } from '../constants/tracking';

/** Currency of analytics revenue, §9: EUR. */
export const ANALYTICS_CURRENCY = 'EUR';

/**
 * Revenue for an analytics purchase event (§9): the price without VAT (divided by 1.21),
 * rounded down to whole euro. Computed in cents so that, for example, 12.10 gives exactly 10.
 *
 * @param priceEuro price including VAT, euro; missing, non-finite, zero or negative means no price
 * @returns whole euro without VAT, or 1 when there is no price
 */
export function analyticsRevenue(priceEuro?: number | null): number {
  if (priceEuro == null || !Number.isFinite(priceEuro) || priceEuro <= 0) return 1;
  return Math.floor(Math.round(priceEuro * 100) / Math.round(VAT_FACTOR * 100));
}
