/**
 * The pattern of the reference data loaders: a small CSV file of `data/` read whole, its
 * columns found by name in the header, each data row turned into a record with its numbers
 * checked, and every error naming the file, the data row and the column.
 */
import { join } from 'node:path';

import { columnIndex, readCsvRows } from './csv-file.js';

/**
 * A numeric CSV field.
 *
 * @param file the file's name, for the message
 * @param row 0-based data row, for the message
 * @param name the column, for the message
 * @param raw the field's text
 * @returns the number
 * @throws Error naming file, row and column when the field is empty or not a finite number
 */
export function numberField(
  file: string,
  row: number,
  name: string,
  raw: string | undefined,
): number {
  const value = Number(raw);
  if (raw === undefined || raw === '' || !Number.isFinite(value)) {
    throw new Error(`${file}: data row ${row + 1} has an invalid ${name} "${raw ?? ''}"`);
  }
  return value;
}

/** The fields of one data row, read by column name. */
export interface CsvFields<Column extends string> {
  /** 0-based data row (the header not counted), for messages. */
  row: number;
  /** The field's text; '' when the row stops before the column. */
  text: (column: Column) => string;
  /**
   * The field as a number.
   *
   * @throws Error naming the file, the data row and the column when the field is empty or not
   *   a finite number
   */
  number: (column: Column) => number;
}

/**
 * Reads a reference CSV file whole and turns each data row into a record.
 *
 * @param dataDir the reference data folder (see `resolveReferenceDataDir`)
 * @param file the file's path inside `dataDir` (a `DATA_FILES` entry), also used in messages
 * @param columns the columns the records are made of, in any order of the file
 * @param toRecord makes the record of one row; may throw for a field it finds invalid
 * @returns the records in file order
 * @throws the file-system error when the file is missing; Error naming the file when it is
 *   empty or a column is missing; the error of a number field or of `toRecord`
 */
export function readCsvTable<Column extends string, Record>(
  dataDir: string,
  file: string,
  columns: readonly Column[],
  toRecord: (fields: CsvFields<Column>) => Record,
): Record[] {
  const rows = readCsvRows(join(dataDir, file));
  const positions = columnIndex(file, rows.shift(), columns);
  const at = new Map(columns.map((column, i) => [column, positions[i] as number]));
  return rows.map((values, row) => {
    const text = (column: Column) => values[at.get(column) as number] ?? '';
    return toRecord({
      row,
      text,
      number: (column) => numberField(file, row, column, values[at.get(column) as number]),
    });
  });
}
