import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { readCsvTable, type CsvFields } from './csv-table.js';

const dir = mkdtempSync(join(tmpdir(), 'rooms-csv-table-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` as `geo/<name>` under the temporary data folder; returns the relative path. */
function csv(name: string, text: string): string {
  mkdirSync(join(dir, 'geo'), { recursive: true });
  writeFileSync(join(dir, 'geo', name), text);
  return `geo/${name}`;
}

/** The record of the tests: a name and a latitude. */
const point = (fields: CsvFields<'name' | 'lat'>) => ({
  name: fields.text('name'),
  lat: fields.number('lat'),
});

describe('readCsvTable', () => {
  it('reads the columns by name whatever their order, in file order', () => {
    const file = csv(
      'points.csv',
      'extra,lat,name\nx,52.5,Amsterdam\ny,-0.25,"Den Haag, centrum"\n',
    );
    expect(readCsvTable(dir, file, ['name', 'lat'], point)).toEqual([
      { name: 'Amsterdam', lat: 52.5 },
      { name: 'Den Haag, centrum', lat: -0.25 },
    ]);
  });

  it('gives the 0-based data row and an empty text for a short row', () => {
    const file = csv('short.csv', 'name,lat\nA,1\nB\n');
    const rows = readCsvTable(dir, file, ['name', 'lat'], (fields) => [
      fields.row,
      fields.text('lat'),
    ]);
    expect(rows).toEqual([
      [0, '1'],
      [1, ''],
    ]);
  });

  it.each([
    ['bad-number.csv', 'name,lat\nA,1\nB,north\n', 'data row 2 has an invalid lat "north"'],
    ['empty-number.csv', 'name,lat\nA,\n', 'data row 1 has an invalid lat ""'],
    ['no-lat.csv', 'name,lon\nA,4.9\n', 'missing column "lat"'],
    ['empty.csv', '', 'empty file'],
  ])('%s: the error names the file and what is wrong', (name, text, problem) => {
    const file = csv(name, text);
    expect(() => readCsvTable(dir, file, ['name', 'lat'], point)).toThrow(`${file}: ${problem}`);
  });
});
