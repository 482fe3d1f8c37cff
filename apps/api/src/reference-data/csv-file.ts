import { createReadStream, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createGunzip, gunzipSync } from 'node:zlib';

import { parseCsv } from './csv.js';

import type { Readable } from 'node:stream';

/**
 * The positions of `columns` in a header row.
 *
 * @param file the file's name, for the message
 * @param header the header row, or undefined for an empty file
 * @param columns the column names needed
 * @throws Error naming the file when it is empty or a column is missing
 */
export function columnIndex(
  file: string,
  header: readonly string[] | undefined,
  columns: readonly string[],
): number[] {
  if (!header) throw new Error(`${file}: empty file`);
  return columns.map((name) => {
    const at = header.indexOf(name);
    if (at === -1) throw new Error(`${file}: missing column "${name}"`);
    return at;
  });
}

/**
 * Reads a whole CSV file (`.csv`, or gzip-compressed `.csv.gz`) into rows. For the small files;
 * the streets use {@link streamCsvRows}.
 *
 * @param path the file's path
 * @returns every row, the header first
 * @throws the file-system error when the file is missing; zlib's error for a damaged `.gz`;
 *   the parser's error for malformed CSV
 */
export function readCsvRows(path: string): string[][] {
  const bytes = readFileSync(path);
  return parseCsv((path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
}

/**
 * The length of the longest prefix of `text` that ends with a line end outside quotes, i.e. a
 * whole number of CSV rows, given that `text` starts at a row boundary. A doubled quote inside
 * a quoted field counts twice, so the quote parity at a line end tells whether it ends a row.
 */
export function completeRowsLength(text: string): number {
  let inQuotes = false;
  let end = 0;
  for (let pos = text.indexOf('"'), from = 0; ; pos = text.indexOf('"', from)) {
    // Line ends between `from` and the next quote (or the end) are row ends unless quoted.
    const stop = pos === -1 ? text.length : pos;
    if (!inQuotes) {
      const lastLf = text.lastIndexOf('\n', stop - 1);
      if (lastLf >= from) end = lastLf + 1;
    }
    if (pos === -1) return end;
    inQuotes = !inQuotes;
    from = pos + 1;
  }
}

/**
 * Streams a CSV file (`.csv`, or `.csv.gz` gunzipped on the fly with node:zlib), yielding its
 * rows in batches as they are decoded, so the 19 MB street file never sits in memory as one
 * string. Rows may contain quoted fields with line breaks across chunk boundaries.
 *
 * @param path the file's path
 * @returns an async iterator of row batches, the header row first in the first batch
 * @throws the file-system error when the file is missing; zlib's error for a damaged `.gz`;
 *   the parser's error for malformed CSV (also an unterminated quote at the end of the file)
 */
export async function* streamCsvRows(path: string): AsyncGenerator<string[][]> {
  const file = createReadStream(path);
  const stream: Readable = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  // A damaged file must surface as this iterator's error, not as an unhandled stream error.
  file.on('error', (error) => stream.destroy(error));
  stream.setEncoding('utf8');
  let carry = '';
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      const text = carry + chunk;
      const cut = completeRowsLength(text);
      carry = text.slice(cut);
      if (cut > 0) yield parseCsv(text.slice(0, cut));
    }
    if (carry !== '') yield parseCsv(carry);
  } catch (error) {
    if (error instanceof Error && !error.message.includes(basename(path)))
      error.message = `${basename(path)}: ${error.message}`;
    throw error;
  } finally {
    file.destroy();
  }
}
