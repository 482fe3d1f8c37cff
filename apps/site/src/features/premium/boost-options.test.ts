import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { boostOptions } from './boost-options';

import type { PremiumProduct, SupplyProducts } from './premium-types';

function product(
  id: number,
  kind: 3 | 4,
  priceCents: number,
  durationDays: number | null,
): PremiumProduct {
  return {
    id,
    kind,
    priceCents,
    vatCents: 0,
    durationDays,
    renews: false,
    pricePerMonthCents: null,
  };
}

const SUPPLY: SupplyProducts = {
  listingID: 7,
  products: [
    product(245, 3, 495, 3),
    product(246, 3, 995, 7),
    product(247, 3, 2495, null),
    product(250, 4, 695, 7),
  ],
  topAdvertUntil: null,
  unlockedUntil: null,
  topAdvertUnlimited: false,
  unlockedUnlimited: false,
};
const NOW = new Date('2026-11-28T00:00:00Z');

describe('boostOptions', () => {
  it('offers the top-advert and unlock products with their prices', async () => {
    const options = boostOptions(SUPPLY, await getT('en', 'premium'), 'en', NOW);
    expect(options.top.map((option) => option.label)).toEqual([
      'Top advert 3 days · €4.95',
      'Top advert 7 days · €9.95',
      'Top advert until the advert ends · €24.95',
    ]);
    expect(options.unlock).toEqual([
      { id: 250, label: 'Open to everyone 7 days · €6.95', priceCents: 695 },
    ]);
    expect(options.active).toEqual([]);
  });

  it('says what is active; an unlimited boost offers no more of its kind; ended ones are gone', async () => {
    const options = boostOptions(
      { ...SUPPLY, topAdvertUnlimited: true, unlockedUntil: '2026-12-05T10:00:00Z' },
      await getT('nl', 'premium'),
      'nl',
      NOW,
    );
    expect(options.top).toEqual([]);
    expect(options.unlock).toHaveLength(1);
    expect(options.active).toEqual([
      'Topadvertentie tot de advertentie stopt',
      'Open voor iedereen tot 5 dec 2026',
    ]);
    const ended = boostOptions(
      { ...SUPPLY, topAdvertUntil: '2026-11-01T00:00:00Z' },
      await getT('en', 'premium'),
      'en',
      NOW,
    );
    expect(ended.active).toEqual([]);
  });
});
