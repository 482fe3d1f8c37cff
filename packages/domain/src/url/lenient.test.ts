import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseLenientBoolean, parseLenientFloat, parseLenientInteger } from './lenient';

describe('lenient readers (§5)', () => {
  it('reads integers from the start of a text', () => {
    expect(parseLenientInteger('12')).toBe(12);
    expect(parseLenientInteger(' 12abc')).toBe(12);
    expect(parseLenientInteger('1.9')).toBe(1);
    expect(parseLenientInteger('-3')).toBe(-3);
    expect(Object.is(parseLenientInteger('-0'), 0)).toBe(true);
    expect(parseLenientInteger('abc')).toBeNull();
    expect(parseLenientInteger('')).toBeNull();
    expect(parseLenientInteger(undefined)).toBeNull();
    expect(parseLenientInteger('99999999999999999999')).toBeNull();
  });

  it('reads decimals', () => {
    expect(parseLenientFloat('52.17')).toBe(52.17);
    expect(parseLenientFloat('-3.27x')).toBe(-3.27);
    expect(parseLenientFloat('1e-7')).toBe(1e-7);
    expect(Object.is(parseLenientFloat('-0'), 0)).toBe(true);
    expect(parseLenientFloat('Infinity')).toBeNull();
    expect(parseLenientFloat('x')).toBeNull();
    expect(parseLenientFloat(null)).toBeNull();
  });

  it('reads booleans case-insensitively', () => {
    expect(parseLenientBoolean('true')).toBe(true);
    expect(parseLenientBoolean(' TRUE ')).toBe(true);
    expect(parseLenientBoolean('False')).toBe(false);
    expect(parseLenientBoolean('1')).toBeNull();
    expect(parseLenientBoolean('yes')).toBeNull();
    expect(parseLenientBoolean(undefined)).toBeNull();
  });

  it('never throws and round-trips numbers', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseLenientInteger(text);
        parseLenientFloat(text);
        parseLenientBoolean(text);
      }),
    );
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseLenientInteger(String(n))).toBe(n === 0 ? 0 : n);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(parseLenientFloat(String(n))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});
