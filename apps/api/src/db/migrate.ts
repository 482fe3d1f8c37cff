import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { migrate } from 'drizzle-orm/node-postgres/migrator';

import { migrateJobQueue } from '../jobs/job-runner.js';

import type { Database } from './database.js';

/** Committed drizzle-kit migrations (apps/api/drizzle), found from source (src/db) and from the bundle (dist). */
export const MIGRATIONS_FOLDER = ['../../drizzle', '../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(folder)) as string;

/**
 * Applies every committed migration not applied yet, in order, in one transaction each
 * (the programmatic migrator prints failures, unlike drizzle-kit migrate; STACK-NOTES.md),
 * then the job queue's own migrations (`migrateJobQueue`).
 *
 * @param database the pool and Drizzle handle
 * @param migrationsFolder the drizzle-kit folder (tests pass broken ones)
 * @throws the PostgreSQL error of the first failing migration
 */
export async function runMigrations(
  database: Pick<Database, 'db' | 'pool'>,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  await migrate(database.db, { migrationsFolder });
  await migrateJobQueue(database.pool);
}
