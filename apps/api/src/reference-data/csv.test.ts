import { describe, expect, it } from 'vitest';

import { parseCsv, parseCsvRecords } from './csv.js';

describe('parseCsv', () => {
  it('splits plain rows on commas', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text = 'name,note\n"Nuenen, Gerwen en Nederwetten","He said ""hi"""\n"two\nlines",x\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Nuenen, Gerwen en Nederwetten', 'He said "hi"'],
      ['two\nlines', 'x'],
    ]);
  });

  it('handles a quoted field in the middle of an otherwise plain file', () => {
    const text = 'a,b\n1,2\nHageweg "\'t Centrum",3\n4,5';
    expect(() => parseCsv(text)).toThrow(/quote inside an unquoted field on line 3/);
    expect(parseCsv('a,b\n1,2\n"Hageweg ""\'t Centrum""",3\n4,5')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['Hageweg "\'t Centrum"', '3'],
      ['4', '5'],
    ]);
  });

  it('accepts CRLF, a byte-order mark, no final line end and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n\r\n1,2\r\n"x",""\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['x', ''],
      ['3', '4'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(parseCsv('a,,c,\n,\n')).toEqual([
      ['a', '', 'c', ''],
      ['', ''],
    ]);
    expect(parseCsv('"a",')).toEqual([['a', '']]);
    expect(parseCsv('"a",\n"b",c')).toEqual([
      ['a', ''],
      ['b', 'c'],
    ]);
  });

  it('rejects an unterminated quote and text after a closing quote', () => {
    expect(() => parseCsv('a\n"open,1\n2')).toThrow(/unterminated quoted field starting on line 2/);
    expect(() => parseCsv('"a"b,c')).toThrow(/after a closing quote on line 1/);
  });

  it('returns nothing for empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\n')).toEqual([]);
  });
});

describe('parseCsvRecords', () => {
  it('keys fields by the header', () => {
    expect(parseCsvRecords('city,value\nAmsterdam,945\n"Den Haag",750\n', ['city'])).toEqual([
      { city: 'Amsterdam', value: '945' },
      { city: 'Den Haag', value: '750' },
    ]);
  });

  it('rejects missing columns and ragged rows', () => {
    expect(() => parseCsvRecords('a,b\n1,2\n', ['c'])).toThrow(/missing column "c"/);
    expect(() => parseCsvRecords('a,b\n1,2\n3\n')).toThrow(
      /data row 2 has 1 fields, the header has 2/,
    );
    expect(() => parseCsvRecords('')).toThrow(/no header/);
  });
});
