import { randomUUID } from 'node:crypto';

import pg from 'pg';
import { inject } from 'vitest';

import { openDatabase, type Database } from '../db/database.js';
import { ensureDatabase } from '../db/provision.js';

/** The migrated template database each test file copies (see global-setup.ts). */
export const TEMPLATE_DATABASE = 'rooms_test_template';

/**
 * Drops a test database, disconnecting whoever still uses it.
 * @param name database name created by the tests (never user input)
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
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
