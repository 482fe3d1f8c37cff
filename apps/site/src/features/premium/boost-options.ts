/**
 * An advert's boosts as the boost form offers them (issue 27): the top-advert and unlock
 * products of `GET /premium/supplyproducts`, each with its name and price in words, and what is
 * active now. Pure; computed on the server, so the form gets only what it shows.
 */
import { ProductKind } from '@rooms/domain';
import { formatIsoDate } from '@rooms/ui/search-format';

import { productView } from './product-view';

import type { SupplyProducts } from './premium-types';
import type { PremiumT } from './product-view';
import type { Locale } from '@rooms/i18n';

/** One product of the boost form. */
export interface BoostOption {
  readonly id: number;
  /** e.g. "Top advert 7 days · €9.95". */
  readonly label: string;
  readonly priceCents: number;
}

/** The boost form's choices and the active boosts in words. */
export interface BoostOptions {
  readonly top: readonly BoostOption[];
  readonly unlock: readonly BoostOption[];
  /** e.g. ["Top advert until 5 Dec 2026"]. */
  readonly active: readonly string[];
}

function activeLine(
  until: string | null,
  unlimited: boolean,
  keys: {
    dated: 'boost.topActive' | 'boost.unlockActive';
    unlimited: 'boost.topActiveUnlimited' | 'boost.unlockActiveUnlimited';
  },
  t: PremiumT,
  locale: Locale,
  now: Date,
): string | undefined {
  if (unlimited) return t(keys.unlimited);
  if (until === null || new Date(until) <= now) return undefined;
  return t(keys.dated, { date: formatIsoDate(until.slice(0, 10), locale) });
}

/**
 * The boost form's content for one advert.
 *
 * @param supply `GET /premium/supplyproducts`'s answer
 * @param t the `premium` namespace's `t`
 * @param locale the page's language
 * @param now the current time (active boosts end in the future)
 * @returns the top-advert and unlock options and the active boosts in words; an unlimited
 *   boost already active offers nothing more of its kind
 */
export function boostOptions(
  supply: SupplyProducts,
  t: PremiumT,
  locale: Locale,
  now: Date,
): BoostOptions {
  const option = (kind: ProductKind) =>
    supply.products
      .filter((product) => product.kind === kind)
      .map((product) => {
        const view = productView(product, t, locale);
        return {
          id: product.id,
          label: `${view.name} · ${view.price}`,
          priceCents: product.priceCents,
        };
      });
  const active = [
    activeLine(
      supply.topAdvertUntil,
      supply.topAdvertUnlimited,
      { dated: 'boost.topActive', unlimited: 'boost.topActiveUnlimited' },
      t,
      locale,
      now,
    ),
    activeLine(
      supply.unlockedUntil,
      supply.unlockedUnlimited,
      { dated: 'boost.unlockActive', unlimited: 'boost.unlockActiveUnlimited' },
      t,
      locale,
      now,
    ),
  ].filter((line): line is string => line !== undefined);
  return {
    top: supply.topAdvertUnlimited ? [] : option(ProductKind.TopAdvert),
    unlock: supply.unlockedUnlimited ? [] : option(ProductKind.UnlockAdvert),
    active,
  };
}
