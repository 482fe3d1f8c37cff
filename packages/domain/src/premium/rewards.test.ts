import { describe, expect, it } from 'vitest';

import { CASHBACK_PERCENT, cashbackCents } from './rewards';

describe('cashbackCents', () => {
  it('refunds the cashback percent of a payment, rounded down to whole cents', () => {
    expect(CASHBACK_PERCENT).toBe(50);
    expect(cashbackCents(2495)).toBe(1247);
    expect(cashbackCents(2000)).toBe(1000);
    expect(cashbackCents(1)).toBe(0);
  });
});
