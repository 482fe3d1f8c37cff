import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';
import { inject } from 'vitest';

import { openDatabase, type Database } from '../db/database.js';
import { ensureDatabase } from '../db/provision.js';

/** The migrated template database each test file copies (see global-setup.ts). */
export const TEMPLATE_DATABASE = 'rooms_test_template';

/** Longest wait for the connections of closed pools to leave before a drop forces them out. */
const GOODBYE_WAIT_MS = 5000;

/**
 * Drops a test database, disconnecting whoever still uses it. First waits (at most
 * {@link GOODBYE_WAIT_MS}) until no connection is left: `pool.end()` resolves before its
 * clients' sockets close, and a forced drop would end those with 57P01, which a pool whose error
 * handler is already gone (the job runner's: graphile-worker removes it on stop) throws as an
 * uncaught exception that fails the whole test run.
 * @param name database name created by the tests (never user input)
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const deadline = Date.now() + GOODBYE_WAIT_MS;
    while (Date.now() < deadline && (await connectionsTo(client, name)) > 0) {
      await sleep(25);
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** How many connections (other than `client`'s) the database `name` has. */
async function connectionsTo(client: pg.Client, name: string): Promise<number> {
  const result = await client.query<{ count: number }>(
    'select count(*)::int as count from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return result.rows[0]?.count ?? 0;
}

/** A migrated database of one test file's own, and how to remove it. */
export interface TestDatabase extends Database {
  url: string;
  drop: () => Promise<void>;
}

/**
 * Creates a fresh, migrated, empty database for one test file by copying the template.
 * Call `drop()` in `afterAll`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('testServerUrl');
  const name = `rooms_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const url = await ensureDatabase(serverUrl, name, TEMPLATE_DATABASE);
  const database = openDatabase(url, 4);
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
