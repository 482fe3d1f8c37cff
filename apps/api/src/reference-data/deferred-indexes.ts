import type pg from 'pg';

/** An index or foreign key as PostgreSQL itself prints it, to recreate it unchanged. */
interface Definition {
  name: string;
  sql: string;
}

/**
 * Runs a bulk load into `table` with its secondary indexes and its foreign keys removed, then
 * recreates them from the definitions PostgreSQL reports (`pg_get_indexdef`,
 * `pg_get_constraintdef`), so they come back exactly as the migrations made them, names
 * included. Building an index once over loaded rows and validating a foreign key with one join
 * is several times faster than maintaining them row by row (the order pg_restore uses).
 *
 * The primary key and any index backing a constraint (referenced by other tables' foreign keys)
 * stay. Must run inside the caller's transaction: if anything fails, the rollback restores the
 * indexes and constraints. Takes an ACCESS EXCLUSIVE lock on the table until commit.
 *
 * @param client a client inside an open transaction
 * @param table table name in the search path (trusted: ours)
 * @param load the bulk insert
 * @param onRecreate called after the load, before the indexes are rebuilt (for progress output)
 * @returns what `load` returns
 * @throws the error of `load`, or the PostgreSQL error of recreating an index (e.g. a unique
 *   violation) or validating a foreign key
 */
export async function withDeferredIndexes<T>(
  client: pg.ClientBase,
  table: string,
  load: () => Promise<T>,
  onRecreate?: () => void,
): Promise<T> {
  const indexes = await client.query<Definition>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(i.relname) AS name, pg_get_indexdef(x.indexrelid) AS sql
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_namespace n ON n.oid = i.relnamespace
      WHERE x.indrelid = $1::regclass
        AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      ORDER BY i.relname`,
    [table],
  );
  const foreignKeys = await client.query<Definition>(
    `SELECT quote_ident(conname) AS name, pg_get_constraintdef(oid) AS sql
       FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype = 'f'
      ORDER BY conname`,
    [table],
  );
  const target = `"${table}"`;
  for (const fk of foreignKeys.rows)
    await client.query(`ALTER TABLE ${target} DROP CONSTRAINT ${fk.name}`);
  for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`);

  const result = await load();
  onRecreate?.();

  for (const index of indexes.rows) await client.query(index.sql);
  for (const fk of foreignKeys.rows)
    await client.query(`ALTER TABLE ${target} ADD CONSTRAINT ${fk.name} ${fk.sql}`);
  return result;
}
