import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

import { ensureDatabase } from '../db/provision.js';

import { dropDatabase } from './test-database.js';

/**
 * Dropping a test database must not kill connections that are still closing: the job runner's
 * pool has no error handler left once stopped, so a 57P01 on one of its clients is an uncaught
 * exception that fails the whole run (seen in CI after `listings-change-listener.test.ts`).
 */
describe('dropDatabase', () => {
  it('waits for a connection that is about to leave instead of terminating it', async () => {
    const serverUrl = inject('testServerUrl');
    const name = `rooms_drop_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const url = await ensureDatabase(serverUrl, name);
    const leaving = new pg.Client({ connectionString: url });
    const errors: unknown[] = [];
    leaving.on('error', (error) => errors.push(error));
    await leaving.connect();

    const dropped = dropDatabase(serverUrl, name);
    await sleep(300);
    await leaving.end();
    await dropped;

    expect(errors).toEqual([]);
    const check = new pg.Client({ connectionString: serverUrl });
    await check.connect();
    const exists = await check.query('select 1 from pg_database where datname = $1', [name]);
    await check.end();
    expect(exists.rowCount).toBe(0);
  });
});
