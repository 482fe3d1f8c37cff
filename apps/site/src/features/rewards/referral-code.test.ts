import { describe, expect, it } from 'vitest';

import { referralCodeFrom } from './referral-code';

describe('referralCodeFrom', () => {
  it('trims and upper-cases a code', () => {
    expect(referralCodeFrom(' k7qm4txa ')).toBe('K7QM4TXA');
  });

  it('is no code when absent, blank, too long or with other characters', () => {
    expect(referralCodeFrom(undefined)).toBeUndefined();
    expect(referralCodeFrom('  ')).toBeUndefined();
    expect(referralCodeFrom('A'.repeat(17))).toBeUndefined();
    expect(referralCodeFrom('ABC-1234')).toBeUndefined();
    expect(referralCodeFrom('<script>')).toBeUndefined();
  });
});
