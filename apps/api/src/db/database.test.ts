import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { isDatabaseBusyError, openDatabase, PoolBusyError, type Database } from './database.js';

describe('openDatabase', () => {
  let owner: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    owner = await createTestDatabase();
    database = openDatabase(owner.url, {
      maxConnections: 1,
      maxWaiting: 1,
      applicationName: 'rooms-pool-test',
      statementTimeoutMs: 300,
      idleInTransactionTimeoutMs: 5000,
      connectTimeoutMs: 2000,
    });
  });

  afterAll(async () => {
    await database.close();
    await owner.drop();
  });

  it('sets application_name and the server-side timeouts on its connections', async () => {
    const { rows } = await database.pool.query<Record<string, string>>(
      `SELECT current_setting('application_name') AS app,
              current_setting('statement_timeout') AS statement,
              current_setting('idle_in_transaction_session_timeout') AS idle`,
    );
    expect(rows[0]).toEqual({ app: 'rooms-pool-test', statement: '300ms', idle: '5s' });
    expect(database.directUrl).toBe(owner.url);
  });

  it('ends a statement at statement_timeout, which counts as "busy"', async () => {
    const error = await database.pool
      .query('SELECT pg_sleep(2)')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '57014' });
    expect(isDatabaseBusyError(error)).toBe(true);
  });

  it('refuses at once beyond its wait queue instead of queueing', async () => {
    const held = await database.pool.connect();
    let released = false;
    try {
      const waiting = database.pool.query('SELECT 1 AS one');
      const refused = database.pool.query('SELECT 2').catch((caught: unknown) => caught);
      expect(await refused).toBeInstanceOf(PoolBusyError);
      expect(isDatabaseBusyError(await refused)).toBe(true);
      held.release();
      released = true;
      expect((await waiting).rows).toEqual([{ one: 1 }]);
    } finally {
      if (!released) held.release();
    }
  });
});

describe('openDatabase connection errors', () => {
  it('logs an idle connection killed by the server through the logger passed in, and goes on', async () => {
    const owner = await createTestDatabase();
    const warnings: { fields: object; message: string }[] = [];
    const database = openDatabase(owner.url, {
      maxConnections: 1,
      applicationName: 'rooms-pool-error-test',
      log: { warn: (fields, message) => warnings.push({ fields, message }) },
    });
    try {
      // One idle connection in the pool, then ended from another session (a server restart).
      await database.pool.query('SELECT 1');
      await owner.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = 'rooms-pool-error-test'`,
      );
      const deadline = Date.now() + 5000;
      while (warnings.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({
        message: 'database connection error',
        fields: { component: 'db', err: { code: '57P01' } },
      });
      // The pool replaces the lost connection.
      expect((await database.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await owner.drop();
    }
  });
});
