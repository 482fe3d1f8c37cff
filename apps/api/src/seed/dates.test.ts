import { describe, expect, it } from 'vitest';

import { addMonths, isoDay, isoTimestamp } from './dates.js';

describe('seed dates', () => {
  it('formats days and timestamps like toISOString', () => {
    for (const ms of [
      0,
      Date.UTC(2026, 10, 1),
      Date.UTC(2026, 9, 3, 23, 59, 59, 600),
      1_795_266_716_911,
    ]) {
      expect(isoDay(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
      expect(isoTimestamp(ms)).toBe(new Date(Math.round(ms / 1000) * 1000).toISOString());
    }
  });

  it('adds months and clamps to the month end', () => {
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-12-31', 24)).toBe('2029-12-31');
    expect(addMonths('2027-12-31', 24)).toBe('2029-12-31');
  });
});
