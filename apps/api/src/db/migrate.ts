import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { migrate } from 'drizzle-orm/node-postgres/migrator';

import type { Db } from './database.js';

/** Committed drizzle-kit migrations (apps/api/drizzle), found from source (src/db) and from the bundle (dist). */
export const MIGRATIONS_FOLDER = ['../../drizzle', '../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(folder)) as string;

/**
 * Applies every committed migration not applied yet, in order, in one transaction each
 * (the programmatic migrator prints failures, unlike drizzle-kit migrate; STACK-NOTES.md).
 *
 * @throws the PostgreSQL error of the first failing migration
 */
export async function runMigrations(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await migrate(db, { migrationsFolder });
}
