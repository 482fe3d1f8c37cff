import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ANALYTICS_CURRENCY, analyticsRevenue } from './analytics-revenue';

describe('analyticsRevenue (§9)', () => {
  it('removes 21 % VAT and rounds down to whole euro', () => {
    expect(analyticsRevenue(24.95)).toBe(20);
    expect(analyticsRevenue(12.1)).toBe(10);
    expect(analyticsRevenue(3.63)).toBe(3);
    expect(analyticsRevenue(121)).toBe(100);
    expect(ANALYTICS_CURRENCY).toBe('EUR');
  });

  it('gives 1 when there is no price', () => {
    for (const price of [undefined, null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(analyticsRevenue(price)).toBe(1);
    }
  });

  it('is exact for whole-cent prices', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        expect(analyticsRevenue(cents / 100)).toBe(Math.floor(cents / 121));
      }),
    );
  });
});
