import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { DATE_PICKER_MAX, DATE_PICKER_MIN, parseIsoDate, toIsoDate } from './iso-date';

describe('parseIsoDate', () => {
  it('reads YYYY-MM-DD, also with a time part and spaces', () => {
    expect(parseIsoDate('2025-09-01')).toBe('2025-09-01');
    expect(parseIsoDate(' 2025-09-01T10:00:00Z ')).toBe('2025-09-01');
  });

  it('keeps the date-picker range 1900-01-01..2099-12-31', () => {
    expect(parseIsoDate(DATE_PICKER_MIN)).toBe('1900-01-01');
    expect(parseIsoDate(DATE_PICKER_MAX)).toBe('2099-12-31');
    expect(parseIsoDate('1899-12-31')).toBeNull();
    expect(parseIsoDate('2100-01-01')).toBeNull();
    expect(parseIsoDate('0050-01-01')).toBeNull();
  });

  it('refuses what is not a calendar date', () => {
    for (const text of [
      '2025-02-30',
      '2025-13-01',
      '2025-9-1',
      '01-09-2025',
      '2025-09-01x',
      '',
      undefined,
      null,
    ]) {
      expect(parseIsoDate(text)).toBeNull();
    }
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseIsoDate(text)));
  });
});

describe('toIsoDate', () => {
  it('formats the local calendar date', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(toIsoDate(new Date(1900, 11, 31))).toBe('1900-12-31');
  });

  it('round-trips with parseIsoDate', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (date) => {
          const iso = toIsoDate(date);
          expect(parseIsoDate(iso)).toBe(iso);
        },
      ),
    );
  });

  it('refuses an invalid date', () => {
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
