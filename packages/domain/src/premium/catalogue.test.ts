import { describe, expect, it } from 'vitest';

import { enumValues } from '../enums/enum-values';
import { DEFAULT_PREMIUM_PRODUCT_ID, ProductId } from '../enums/payment';

import {
  isAdvertProduct,
  PRODUCTS,
  pricePerMonthCents,
  productById,
  ProductKind,
  vatCents,
} from './catalogue';

describe('product catalogue', () => {
  it('holds every product id of §3 exactly once', () => {
    expect(PRODUCTS.map((p) => p.id).sort()).toEqual([...enumValues(ProductId)].sort());
  });

  it('finds products by id and nothing else', () => {
    expect(productById(ProductId.TopAdvert7Days)).toMatchObject({
      kind: ProductKind.TopAdvert,
      durationDays: 7,
    });
    expect(productById(999)).toBeUndefined();
    expect(productById(DEFAULT_PREMIUM_PRODUCT_ID)?.renews).toBe(true);
  });

  it('prices in whole positive cents; only tenant premium 258/261 and landlord 241 renew', () => {
    for (const product of PRODUCTS)
      expect(Number.isInteger(product.priceCents) && product.priceCents > 0).toBe(true);
    expect(
      PRODUCTS.filter((p) => p.renews)
        .map((p) => p.id)
        .sort(),
    ).toEqual([241, 258, 261]);
  });

  it('beats the peers per month (Kamernet: €38 per 4 weeks, €75 per 12 weeks, €98 per 6 months)', () => {
    const perDay = (cents: number, days: number) => cents / days;
    const month = productById(ProductId.PremiumOneMonthTenant)!;
    const quarter = productById(ProductId.PremiumThreeMonthsTenant)!;
    const half = productById(ProductId.PremiumSixMonthsTenantNoRenewal)!;
    expect(perDay(month.priceCents, month.durationDays!)).toBeLessThan(perDay(3800, 28));
    expect(perDay(quarter.priceCents, quarter.durationDays!)).toBeLessThan(perDay(7500, 84));
    expect(half.priceCents).toBeLessThan(9800);
  });

  it('says which products are bought for an advert', () => {
    expect(
      PRODUCTS.filter(isAdvertProduct)
        .map((p) => p.id)
        .sort(),
    ).toEqual([245, 246, 247, 249, 250, 251]);
  });

  it('shows a price per 30 days, none for unlimited products', () => {
    expect(pricePerMonthCents(productById(ProductId.PremiumThreeMonthsTenant)!)).toBe(1998);
    expect(pricePerMonthCents(productById(ProductId.Premium15DaysLandlords)!)).toBe(3590);
    expect(pricePerMonthCents(productById(ProductId.TopAdvertUnlimited)!)).toBeNull();
  });

  it('splits out the 21% VAT of a price', () => {
    expect(vatCents(2495)).toBe(433); // 2495 / 1.21 = 2061.98 → 2062 net
    expect(vatCents(121)).toBe(21);
    expect(vatCents(0)).toBe(0);
  });
});
