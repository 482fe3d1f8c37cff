import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, describe, expect, it } from 'vitest';

import { completeRowsLength, readCsvRows, streamCsvRows } from './csv-file.js';
import { parseCsv } from './csv.js';

const dir = mkdtempSync(join(tmpdir(), 'rooms-csv-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A CSV long enough to span many stream chunks (64 kB each), with quoted line breaks. */
function bigCsv(rows: number): string {
  const lines = ['straat,woonplaats,note'];
  for (let i = 0; i < rows; i++) {
    const note = i % 97 === 0 ? `"line one\nline ""two"", ${i}"` : `plain ${i}`;
    lines.push(`Straat ${i},Plaats é${i % 13},${note}`);
  }
  return `${lines.join('\n')}\n`;
}

async function streamed(path: string): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const batch of streamCsvRows(path)) rows.push(...batch);
  return rows;
}

describe('completeRowsLength', () => {
  it('cuts after the last line end outside quotes', () => {
    expect(completeRowsLength('a,b\nc,d')).toBe(4);
    expect(completeRowsLength('a,"x\ny"\nc')).toBe(8);
    expect(completeRowsLength('a,"x\ny')).toBe(0);
    expect(completeRowsLength('a,"x""\n""y"\n')).toBe(12);
    expect(completeRowsLength('no line end')).toBe(0);
  });
});

describe('streamCsvRows and readCsvRows', () => {
  const text = bigCsv(40_000);
  const expected = parseCsv(text);
  const plain = join(dir, 'big.csv');
  const gzipped = join(dir, 'big.csv.gz');
  writeFileSync(plain, text);
  writeFileSync(gzipped, gzipSync(text));

  it('streams a plain and a gzip file to the rows a whole-text parse gives', async () => {
    expect(expected.length).toBe(40_001);
    expect(await streamed(plain)).toEqual(expected);
    expect(await streamed(gzipped)).toEqual(expected);
  });

  it('reads a whole plain or gzip file', () => {
    expect(readCsvRows(plain)).toEqual(expected);
    expect(readCsvRows(gzipped)).toEqual(expected);
  });

  it('fails on a missing file, a damaged gzip file and an unterminated quote, naming the file', async () => {
    await expect(streamed(join(dir, 'missing.csv.gz'))).rejects.toThrow(/missing\.csv\.gz/);
    const damaged = join(dir, 'damaged.csv.gz');
    writeFileSync(damaged, gzipSync(text).subarray(0, 5_000));
    await expect(streamed(damaged)).rejects.toThrow(/damaged\.csv\.gz/);
    const open = join(dir, 'open.csv');
    writeFileSync(open, 'a,b\n1,"never closed\n');
    await expect(streamed(open)).rejects.toThrow(/open\.csv: CSV: unterminated quoted field/);
  });
});
