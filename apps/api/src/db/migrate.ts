import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

import { migrateJobQueue } from '../jobs/job-runner.js';

import { LOCK_KEYS, withAdvisoryLock } from './advisory-lock.js';
import { committedMigrationCount, isDatabaseReady } from './migration-status.js';

import type { Database } from './database.js';

/** Committed drizzle-kit migrations (apps/api/drizzle), found from source (src/db) and from the bundle (dist). */
export const MIGRATIONS_FOLDER = ['../../drizzle', '../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(folder)) as string;

/**
 * Applies every committed migration not applied yet, in order (the programmatic migrator prints
 * failures, unlike drizzle-kit migrate; docs/stack-notes.md), then the job queue's own migrations
 * (`migrateJobQueue`), all under a PostgreSQL advisory lock on the direct URL: processes started
 * together on an empty database take turns, and the later ones find nothing left to do.
 *
 * @param database the direct URL of the database (`Database.directUrl`)
 * @param migrationsFolder the drizzle-kit folder (tests pass broken ones)
 * @throws the PostgreSQL error of the first failing migration
 */
export async function runMigrations(
  database: Pick<Database, 'directUrl'>,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  await withAdvisoryLock(
    database.directUrl,
    LOCK_KEYS.migrations,
    async (client) => {
      await migrate(drizzle(client), { migrationsFolder });
      await migrateJobQueue(database.directUrl);
    },
    'rooms-api-migrate',
  );
}

/** Options of {@link waitForMigrations}. */
export interface WaitForMigrationsOptions {
  /** Time between two checks, ms; default 2000. */
  intervalMs?: number;
  /** Stops the waiting (shutdown): the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called once when the database is not migrated yet at the first check. */
  onWaiting?: () => void;
}

/**
 * Waits until another process (a deploy step with RUN_MIGRATIONS=true) has applied every
 * committed migration, for processes started with RUN_MIGRATIONS=false.
 *
 * @param database the pool to check on
 * @throws the signal's reason when aborted
 */
export async function waitForMigrations(
  database: Pick<Database, 'pool'>,
  { intervalMs = 2000, signal, onWaiting }: WaitForMigrationsOptions = {},
): Promise<void> {
  const expected = committedMigrationCount();
  for (let attempt = 0; ; attempt += 1) {
    signal?.throwIfAborted();
    if (await isDatabaseReady(database.pool, expected)) return;
    if (attempt === 0) onWaiting?.();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, intervalMs);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        },
        { once: true },
      );
    });
  }
}
