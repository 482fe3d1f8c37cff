/**
 * Runs the search statements as named (prepared) statements: PostgreSQL then parses each
 * statement shape once per connection and, after five executions, may keep a generic plan
 * (`plan_cache_mode = auto`) instead of planning every request again. Planning these
 * statements (about ten candidate indexes on listings, one branch per top-advert part) costs
 * more than running them, so this roughly halves the database time of a search. The generic
 * plans are checked by the EXPLAIN test (`EXPLAIN (GENERIC_PLAN)`) like the custom ones.
 */
import { createHash } from 'node:crypto';

import { PgDialect } from 'drizzle-orm/pg-core';

import type { Database } from '../db/database.js';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';

const dialect = new PgDialect();

/** SQL text with `$n` placeholders and the parameter values of a Drizzle SQL object. */
export function renderQuery(query: SQL): { text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
}

/**
 * Runs a statement as a named prepared statement (named after a hash of its text, so every
 * shape has one name) and returns its rows. Raw PostgreSQL types: the statements cast dates and
 * times to text themselves.
 *
 * @param database the pool to run on
 * @param query a statement of `listing-queries.ts`
 * @throws the PostgreSQL error (a 500)
 */
export async function runQuery<R extends pg.QueryResultRow>(
  database: Database,
  query: SQL,
): Promise<R[]> {
  const { text, values } = renderQuery(query);
  const name = `rooms_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  const result = await database.pool.query<R>({ name, text, values });
  return result.rows;
}
