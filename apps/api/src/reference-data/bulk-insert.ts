import type pg from 'pg';

/** PostgreSQL element types the bulk insert can send. */
export type ColumnType = 'int2' | 'int4' | 'float8' | 'bool' | 'text' | 'date' | 'timestamptz';

/** A value of one cell; null becomes SQL NULL. */
export type CellValue = string | number | boolean | null;

/** One column of a bulk insert: its name in the table, its type and how to read it from a row. */
export interface BulkColumn<Row> {
  name: string;
  type: ColumnType;
  value: (row: Row) => CellValue;
}

/** Quotes a text element of a PostgreSQL array literal (backslash and double quote escaped). */
function quoteElement(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Encodes one column of rows as the elements of a PostgreSQL array literal, without braces:
 * `1,NULL,3` or `"a","b"`. Building literals here is several times faster than letting `pg`
 * escape every element.
 *
 * @param type the column's element type
 * @param rows the rows
 * @param value reads the cell of a row; null or undefined becomes NULL
 * @throws Error when a numeric column holds a non-finite number
 */
export function encodeElements<Row>(
  type: ColumnType,
  rows: readonly Row[],
  value: (row: Row) => CellValue,
): string {
  // One flat array per column joined once: far less garbage than string concatenation.
  const cells = new Array<string | number>(rows.length);
  if (type === 'int2' || type === 'int4' || type === 'float8') {
    for (let i = 0; i < rows.length; i++) {
      const cell = value(rows[i] as Row);
      if (cell === null || cell === undefined) cells[i] = 'NULL';
      else if (typeof cell === 'number' && Number.isFinite(cell)) cells[i] = cell;
      else throw new Error(`bulk insert: ${String(cell)} is not a number`);
    }
    return cells.join(',');
  }
  if (type === 'bool') {
    for (let i = 0; i < rows.length; i++) {
      const cell = value(rows[i] as Row);
      cells[i] = cell === null || cell === undefined ? 'NULL' : cell ? 't' : 'f';
    }
    return cells.join(',');
  }
  // Text-like: when no cell is NULL or needs escaping, quote them all with one join.
  let plain = true;
  for (let i = 0; i < rows.length; i++) {
    const cell = value(rows[i] as Row);
    if (cell === null || cell === undefined) {
      cells[i] = 'NULL';
      plain = false;
    } else {
      const text = typeof cell === 'string' ? cell : String(cell);
      cells[i] = text;
      if (plain && (text.indexOf('"') !== -1 || text.indexOf('\\') !== -1)) plain = false;
    }
  }
  if (rows.length === 0) return '';
  if (plain) return `"${cells.join('","')}"`;
  for (let i = 0; i < rows.length; i++) {
    const cell = value(rows[i] as Row);
    if (cell !== null && cell !== undefined) cells[i] = quoteElement(cells[i] as string);
  }
  return cells.join(',');
}

/**
 * Encodes a list of values as a PostgreSQL array literal, e.g. `{1,NULL,3}`.
 * @throws Error when a numeric column holds a non-finite number
 */
export function encodeArray(type: ColumnType, values: readonly CellValue[]): string {
  return `{${encodeElements(type, values, (cell) => cell)}}`;
}

/** A ready-to-send INSERT statement and its parameters. */
export interface BulkStatement {
  text: string;
  values: string[];
}

function insertText<Row>(
  table: string,
  columns: readonly BulkColumn<Row>[],
  returning?: string,
): string {
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const casts = columns.map((column, i) => `$${i + 1}::${column.type}[]`).join(', ');
  return `INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${casts})${returning ? ` RETURNING ${returning}` : ''}`;
}

/**
 * Builds `INSERT INTO t (…) SELECT * FROM unnest($1::type[], …)`: one parameter per column
 * whatever the row count, so batches of thousands of rows are cheap.
 *
 * @param table table name (trusted: ours)
 * @param columns the columns to fill, in order
 * @param rows the rows
 * @param returning optional `RETURNING` list, e.g. 'id, slug'
 * @throws Error when a numeric column holds a non-finite number
 */
export function buildBulkInsert<Row>(
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
  returning?: string,
): BulkStatement {
  return {
    text: insertText(table, columns, returning),
    values: columns.map((column) => `{${encodeElements(column.type, rows, column.value)}}`),
  };
}

/**
 * Inserts rows with one `buildBulkInsert` statement.
 *
 * @param client a connected client (inside the caller's transaction)
 * @param table table name (trusted: ours)
 * @param columns the columns to fill, in order
 * @param rows the rows (an empty list does nothing)
 * @param returning optional `RETURNING` list, e.g. 'id, slug'
 * @returns the returned rows (empty without `returning`)
 * @throws the PostgreSQL error of the statement (constraint violations, bad values)
 */
export async function bulkInsert<Row, Result extends pg.QueryResultRow = pg.QueryResultRow>(
  client: pg.ClientBase,
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
  returning?: string,
): Promise<Result[]> {
  if (rows.length === 0) return [];
  const statement = buildBulkInsert(table, columns, rows, returning);
  const result = await client.query<Result>(statement.text, statement.values);
  return result.rows;
}

/**
 * Splits a list into consecutive lists of at most `size` items, the last one possibly shorter.
 *
 * @param items the list
 * @param size items per list (at least 1)
 */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** The unique column by which {@link insertReturningIds} matches the new ids to the rows. */
export interface IdKey<Row> {
  /** The column's name in the table, e.g. 'slug'. */
  column: string;
  /** The row's value of it, as PostgreSQL returns it (text). */
  value: (row: Row) => string;
}

/**
 * Inserts rows in `bulkInsert` statements of at most `batchSize` rows and returns the `id`
 * PostgreSQL gave each row. The ids are matched to the rows by a unique column, not by
 * position, since `RETURNING` promises no order.
 *
 * @param client a connected client (inside the caller's transaction)
 * @param table table name (trusted: ours) with an integer `id` column
 * @param columns the columns to fill, in order
 * @param rows the rows
 * @param batchSize rows per statement (at least 1)
 * @param key the unique column that tells the returned rows apart
 * @returns the ids, in the order of `rows`
 * @throws the PostgreSQL error of a failing statement; Error when a row's key comes back
 *   without an id (the key column is not unique among the rows)
 */
export async function insertReturningIds<Row>(
  client: pg.ClientBase,
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
  batchSize: number,
  key: IdKey<Row>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(rows, batchSize)) {
    const returned = await bulkInsert<Row, { id: number; key: string }>(
      client,
      table,
      columns,
      batch,
      `id, "${key.column}" AS key`,
    );
    const idByKey = new Map(returned.map((row) => [row.key, row.id]));
    for (const row of batch) {
      const id = idByKey.get(key.value(row));
      if (id === undefined)
        throw new Error(`${table}: no id came back for ${key.column} "${key.value(row)}"`);
      ids.push(id);
    }
  }
  return ids;
}

/** Lets the event loop run (so a large statement already handed to `pg` reaches the socket). */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Inserts rows in statements of `rowsPerStatement` rows, keeping one statement in flight: the
 * next rows are generated and encoded while PostgreSQL writes the previous statement, so node
 * and PostgreSQL both keep a core busy. Rows arrive in small slices (e.g. 500) and the event loop
 * runs between slices, because a multi-megabyte statement only leaves node's socket buffer while
 * the event loop runs. At most two statements' rows are in memory.
 *
 * @param client a connected client (inside the caller's transaction)
 * @param table table name (trusted: ours)
 * @param columns the columns to fill
 * @param slices the rows, slice by slice (e.g. a generator)
 * @param rowsPerStatement rows per INSERT statement (e.g. 5,000)
 * @param onWritten called after each statement completes with the rows written so far
 * @returns the number of rows written
 * @throws the PostgreSQL error of the first failing statement, or the error of `slices`
 */
export async function pipelinedInsert<Row>(
  client: pg.ClientBase,
  table: string,
  columns: readonly BulkColumn<Row>[],
  slices: Iterable<readonly Row[]>,
  rowsPerStatement: number,
  onWritten?: (rowsWritten: number) => void,
): Promise<number> {
  const text = insertText(table, columns);
  let inFlight: Promise<unknown> | undefined;
  // Encoded elements per column, slice by slice: rows are dropped as soon as they are encoded,
  // so they die young (cheap garbage collection) instead of waiting for their statement.
  let fragments: string[][] = columns.map(() => []);
  let pending = 0;
  let sent = 0;
  const send = async () => {
    const values = fragments.map((parts) => `{${parts.join(',')}}`);
    const count = pending;
    fragments = columns.map(() => []);
    pending = 0;
    if (inFlight) {
      await inFlight;
      onWritten?.(sent);
    }
    inFlight = client.query(text, values);
    // Marks a failure as handled until it is awaited (it may settle while we generate).
    inFlight.catch(() => {});
    sent += count;
  };
  try {
    for (const slice of slices) {
      if (slice.length === 0) continue;
      columns.forEach((column, c) =>
        fragments[c]?.push(encodeElements(column.type, slice, column.value)),
      );
      pending += slice.length;
      if (pending >= rowsPerStatement) await send();
      else if (inFlight) await yieldToEventLoop();
    }
    if (pending > 0) await send();
    if (inFlight) await inFlight;
  } catch (error) {
    // Let a statement still running fail or finish before the caller rolls back.
    await inFlight?.catch(() => {});
    throw error;
  }
  if (sent > 0) onWritten?.(sent);
  return sent;
}
