/**
 * A small RFC 4180 CSV parser for the reference data in `<repo>/data` (no CSV package is
 * installed). Handles quoted fields containing commas, line breaks and doubled quotes (`""`),
 * LF and CRLF line ends, a UTF-8 byte-order mark and a missing final line end. Fast enough for
 * the 19 MB street file (a single pass over the characters).
 */

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Parses CSV text into rows of fields. Blank lines are skipped.
 *
 * @param text the whole file as a string
 * @returns rows of raw string fields (no type conversion, no trimming)
 * @throws Error naming the line when a quoted field is not closed or a closing quote is followed
 *   by something other than a comma or a line end
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const length = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let row: string[] = [];

  let nextQuote = -1;

  while (pos < length) {
    // Fast path: a whole line without quotes is split on commas.
    if (row.length === 0) {
      if (nextQuote !== Infinity && nextQuote < pos) {
        nextQuote = text.indexOf('"', pos);
        if (nextQuote === -1) nextQuote = Infinity;
      }
      let end = text.indexOf('\n', pos);
      if (end === -1) end = length;
      if (nextQuote > end) {
        const lineEnd = end > pos && text.charCodeAt(end - 1) === CR ? end - 1 : end;
        if (lineEnd > pos) rows.push(text.slice(pos, lineEnd).split(','));
        pos = end + 1;
        line++;
        continue;
      }
    }

    let code = text.charCodeAt(pos);
    // A blank line (only at the start of a row).
    if (row.length === 0 && (code === LF || code === CR)) {
      pos += code === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
      line++;
      continue;
    }

    let field: string;
    if (code === QUOTE) {
      const startLine = line;
      let value = '';
      let start = pos + 1;
      for (;;) {
        const close = text.indexOf('"', start);
        if (close === -1)
          throw new Error(`CSV: unterminated quoted field starting on line ${startLine}`);
        for (let i = start; i < close; i++) if (text.charCodeAt(i) === LF) line++;
        value += text.slice(start, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          start = close + 2;
          continue;
        }
        pos = close + 1;
        break;
      }
      code = text.charCodeAt(pos);
      if (pos < length && code !== COMMA && code !== LF && code !== CR) {
        throw new Error(`CSV: unexpected character after a closing quote on line ${line}`);
      }
      field = value;
    } else {
      const start = pos;
      while (pos < length) {
        code = text.charCodeAt(pos);
        if (code === COMMA || code === LF || code === CR) break;
        if (code === QUOTE) throw new Error(`CSV: quote inside an unquoted field on line ${line}`);
        pos++;
      }
      field = text.slice(start, pos);
    }

    row.push(field);
    if (pos >= length) break;
    code = text.charCodeAt(pos);
    if (code === COMMA) {
      pos++;
      // A comma at the very end of the text ends the row with one more, empty field.
      if (pos >= length) row.push('');
      continue;
    }
    // End of the row.
    rows.push(row);
    row = [];
    pos += code === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
    line++;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/**
 * Parses CSV text with a header row into records keyed by the header names.
 *
 * @param text the whole file as a string
 * @param required column names that must be present
 * @returns one record per data row
 * @throws Error when the text is empty, a required column is missing, or a row has a different
 *   number of fields than the header (the message names the data row)
 */
export function parseCsvRecords(
  text: string,
  required: readonly string[] = [],
): Record<string, string>[] {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header) throw new Error('CSV: no header row');
  for (const name of required) {
    if (!header.includes(name)) throw new Error(`CSV: missing column "${name}"`);
  }
  const records: Record<string, string>[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r] as string[];
    if (row.length !== header.length) {
      throw new Error(
        `CSV: data row ${r} has ${row.length} fields, the header has ${header.length}`,
      );
    }
    const record: Record<string, string> = {};
    for (let c = 0; c < header.length; c++) record[header[c] as string] = row[c] as string;
    records.push(record);
  }
  return records;
}
