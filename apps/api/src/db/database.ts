import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import * as schema from './schema.js';

/** The Drizzle handle typed with our schema. */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction of {@link Db} (what `db.transaction(tx => …)` hands over). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A connection pool and the Drizzle handle over it. */
export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/**
 * Opens a connection pool to PostgreSQL 15+.
 *
 * @param url postgres:// connection URL
 * @param maxConnections pool size; 2 cores serve best with a small pool
 */
export function openDatabase(url: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // A client losing its connection must not crash the process: idle clients report it on the
  // pool, checked-out ones (the job runner's LISTEN client) on themselves, and the query in
  // flight rejects anyway.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
