import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { combineFlags, hasFlag, splitFlags, toggleFlag, withFlag, withoutFlag } from './bit-flags';
import { enumValues } from './enum-values';
import { LanguageSpoken, TenantOccupation } from './listing';

describe('bit flags', () => {
  it('adds, removes, toggles and tests flags', () => {
    const mask = combineFlags([LanguageSpoken.Dutch, LanguageSpoken.English]);
    expect(mask).toBe(3);
    expect(hasFlag(mask, LanguageSpoken.English)).toBe(true);
    expect(hasFlag(mask, LanguageSpoken.French)).toBe(false);
    expect(hasFlag(mask, 0)).toBe(false);
    expect(withFlag(mask, LanguageSpoken.Romanian)).toBe(131075);
    expect(withoutFlag(mask, LanguageSpoken.Dutch)).toBe(2);
    expect(toggleFlag(mask, LanguageSpoken.Dutch)).toBe(2);
    expect(toggleFlag(2, LanguageSpoken.Dutch)).toBe(3);
    expect(combineFlags([])).toBe(0);
  });

  it('splits a mask into the flags of an enumeration, ignoring foreign bits', () => {
    expect(splitFlags(1 | 4 | 64, TenantOccupation)).toEqual([
      TenantOccupation.Student,
      TenantOccupation.Working,
    ]);
  });

  it('round-trips any set of languages', () => {
    fc.assert(
      fc.property(fc.subarray(enumValues(LanguageSpoken)), (languages) => {
        expect(splitFlags(combineFlags(languages), LanguageSpoken)).toEqual(languages);
      }),
    );
  });
});
