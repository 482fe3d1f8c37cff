import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ROOM_POINTS_2026 } from './room-points-2026';
import { ROOM_RENT_TABLE_2026 } from './room-rent-table-2026';

/** The repository's data/rent-check folder (this file is packages/domain/src/rent-check/). */
const DATA = new URL('../../../../data/rent-check/', import.meta.url);

/** Rows of a plain CSV file (no quoted fields in these files), header first. */
function csvRows(name: string): string[][] {
  return readFileSync(new URL(name, DATA), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(','));
}

describe('the TypeScript copies equal data/rent-check', () => {
  it('holds the same maximum rents per point (2026 table)', () => {
    const [header, ...rows] = csvRows('wws_onzelfstandig_max_rent_2026-01-01.csv');
    expect(header).toEqual(['points', 'max_rent_eur']);
    expect(rows.map(([points]) => Number(points))).toEqual(rows.map((_, index) => index));
    const cents = rows.map(([, euros]) => {
      const [whole, fraction] = (euros as string).split('.');
      return Number(whole) * 100 + Number(fraction);
    });
    expect(ROOM_RENT_TABLE_2026.maxRentCentsByPoints).toEqual(cents);
  });

  it('holds the same points per item (2026)', () => {
    const [header, ...rows] = csvRows('wws_onzelfstandig_points_2026-01-01.csv');
    expect(header?.slice(0, 4)).toEqual(['rubric', 'code', 'item_nl', 'points']);
    const fromCsv = Object.fromEntries(rows.map((row) => [row[1], Number(row[3])]));
    expect({ ...ROOM_POINTS_2026 }).toEqual(fromCsv);
  });

  it('has a table that rises with every point, from 0 to 250', () => {
    const amounts = ROOM_RENT_TABLE_2026.maxRentCentsByPoints;
    expect(amounts).toHaveLength(251);
    expect(amounts[0]).toBe(0);
    for (let points = 1; points < amounts.length; points++) {
      expect(amounts[points]!).toBeGreaterThan(amounts[points - 1]!);
    }
  });
});
