/**
 * Direct access to the database of the API under test, for what no user can do: moving an
 * advert's time (fresh adverts: "30 days later") and running a background job now instead of at
 * its hourly tick. The suite's own API keeps its embedded PostgreSQL's password in the cluster
 * folder (`E2E_PG_DATA_DIR`, set by playwright.config.ts; the API's database is `rooms`); against another site set
 * `E2E_DATABASE_URL`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';

function databaseUrl(): string {
  const given = process.env.E2E_DATABASE_URL;
  if (given !== undefined) return given;
  const dataDir = process.env.E2E_PG_DATA_DIR;
  const port = process.env.E2E_PG_PORT;
  if (dataDir === undefined || port === undefined) {
    throw new Error('Set E2E_DATABASE_URL to reach the database of the API under test');
  }
  const password = readFileSync(join(dataDir, 'rooms-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/rooms`;
}

/**
 * Runs statements on the API's database with a connection of its own.
 *
 * @param work what to do with the client
 * @returns what `work` returns
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Queues a background job of the API's runner (graphile-worker), which picks it up at once.
 *
 * @param task the task's name, e.g. `listing_freshness`
 */
export async function runJobNow(task: string): Promise<void> {
  await withDatabase((client) => client.query('select graphile_worker.add_job($1)', [task]));
}
