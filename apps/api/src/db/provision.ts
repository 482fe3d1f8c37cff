import { join } from 'node:path';

import pg from 'pg';

import type { ApiConfig } from '../env.js';

/** Name of the application database inside the embedded server. */
const EMBEDDED_DATABASE = 'rooms';

/** Where the API's database lives, and how to stop what was started for it. */
export interface ProvisionedDatabase {
  url: string;
  embedded: boolean;
  /**
   * Whether the database server this process started still runs: false once the embedded
   * PostgreSQL has exited; always true with `DATABASE_URL` (a server of someone else's, whose
   * outages the readiness probe sees).
   */
  alive: () => boolean;
  stop: () => Promise<void>;
}

/**
 * Creates a database on a server when it does not exist yet.
 *
 * @param serverUrl URL of any database on the server, used to issue CREATE DATABASE
 * @param name database name (trusted: ours, never user input)
 * @param template optional template database to copy (fast per-test databases)
 * @returns the URL of the new or existing database
 */
export async function ensureDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      const from = template ? ` TEMPLATE "${template}"` : '';
      await client.query(`CREATE DATABASE "${name}"${from}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Gives the API its database: `DATABASE_URL` when set, otherwise an embedded PostgreSQL under
 * `DATA_DIR/postgres` (kept between runs; a server left by a killed API is stopped first) with a
 * `rooms` database (docs/architecture.md "Data", docs/operations.md). The embedded server's
 * code is loaded only then.
 *
 * @param config DATABASE_URL, DATA_DIR and EMBEDDED_PG_PORT
 * @param onLog receives the recovery steps of the embedded server (an orphan stopped)
 * @param onServerLost told once when the embedded server exits without being stopped
 */
export async function provisionDatabase(
  config: Pick<ApiConfig, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>,
  onLog: (message: string) => void = () => {},
  onServerLost: (message: string) => void = () => {},
): Promise<ProvisionedDatabase> {
  if (config.DATABASE_URL)
    return {
      url: config.DATABASE_URL,
      embedded: false,
      alive: () => true,
      stop: async () => {},
    };
  const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
  const server = await startEmbeddedPostgres(
    join(config.DATA_DIR, 'postgres'),
    config.EMBEDDED_PG_PORT,
    true,
    { onLog, onUnexpectedExit: onServerLost },
  );
  const url = await ensureDatabase(server.url, EMBEDDED_DATABASE);
  return { url, embedded: true, alive: server.alive, stop: server.stop };
}
