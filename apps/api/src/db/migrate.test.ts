import { randomUUID } from 'node:crypto';

import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { dropDatabase } from '../testing/test-database.js';

import { openDatabase } from './database.js';
import { runMigrations, waitForMigrations } from './migrate.js';
import { committedMigrationCount } from './migration-status.js';
import { ensureDatabase } from './provision.js';

describe('runMigrations', () => {
  const serverUrl = inject('testServerUrl');
  const name = `rooms_migrate_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

  afterAll(async () => {
    await dropDatabase(serverUrl, name);
  });

  it('lets two migrators started together on an empty database both succeed', async () => {
    const url = await ensureDatabase(serverUrl, name);
    const first = openDatabase(url, 1);
    const second = openDatabase(url, 1);
    const waiter = openDatabase(url, 1);
    try {
      let waited = false;
      // A process with RUN_MIGRATIONS=false waits for them.
      const waiting = waitForMigrations(waiter, {
        intervalMs: 50,
        onWaiting: () => (waited = true),
      });
      await Promise.all([runMigrations(first), runMigrations(second)]);
      await waiting;
      expect(waited).toBe(true);

      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const drizzleRows = await check.query('SELECT hash FROM drizzle.__drizzle_migrations');
        expect(drizzleRows.rowCount).toBe(committedMigrationCount());
        const jobRows = await check.query('SELECT id FROM graphile_worker.migrations');
        expect(jobRows.rowCount).toBeGreaterThan(0);
        // No advisory lock is left behind.
        const locks = await check.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory'");
        expect(locks.rowCount).toBe(0);
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all([first.close(), second.close(), waiter.close()]);
    }
  });

  it('stops waiting for migrations when aborted', async () => {
    const database = openDatabase('postgres://nobody@127.0.0.1:9/none', {
      maxConnections: 1,
      connectTimeoutMs: 200,
    });
    const controller = new AbortController();
    const waiting = waitForMigrations(database, { intervalMs: 20, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('shutting down')), 100);
    await expect(waiting).rejects.toThrow('shutting down');
    await database.close();
  });
});
