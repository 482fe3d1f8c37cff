/**
 * The start-up shared by the database command-line tools (`pnpm db:reference`, `pnpm seed`):
 * the configuration, the API's database (DATABASE_URL, or the embedded PostgreSQL under
 * DATA_DIR as the API itself uses) with the migrations applied, and the clean-up afterwards.
 */
import { loadConfig, type ApiConfig } from '../env.js';

import { openDatabase, type Database } from './database.js';
import { runMigrations } from './migrate.js';
import { provisionDatabase } from './provision.js';

/** What a command works with, handed to its task by {@link withMigratedDatabase}. */
export interface MigratedDatabase {
  /** The API's configuration, read from the environment. */
  config: ApiConfig;
  /** A 2-connection pool on the migrated database: a command does one thing at a time. */
  database: Database;
  /** Where the data goes, for the command's messages: the embedded server or DATABASE_URL. */
  target: 'the embedded PostgreSQL' | 'DATABASE_URL';
}

/**
 * Reads the configuration, provisions the API's database, applies the migrations and runs
 * `task` on it; then closes the pool and stops the embedded server whether `task` succeeded
 * or not, so a command leaves no PostgreSQL running behind it.
 *
 * @param task the command's work
 * @returns what `task` returns
 * @throws Error of an invalid configuration (`loadConfig`); the error of provisioning, of a
 *   failing migration, or of `task`
 */
export async function withMigratedDatabase<T>(
  task: (context: MigratedDatabase) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const provisioned = await provisionDatabase(config);
  const database = openDatabase(provisioned.url, 2);
  try {
    await runMigrations(database);
    const target = provisioned.embedded ? 'the embedded PostgreSQL' : 'DATABASE_URL';
    return await task({ config, database, target });
  } finally {
    await database.close();
    await provisioned.stop();
  }
}
