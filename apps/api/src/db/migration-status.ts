import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MIGRATIONS_FOLDER } from './migrate.js';

import type pg from 'pg';

/** Number of migrations committed in the drizzle-kit journal. */
export function committedMigrationCount(migrationsFolder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * True when the database answers and every committed migration has been applied.
 * Never throws: a failing query means "not ready".
 */
export async function isDatabaseReady(pool: pg.Pool, expectedMigrations: number): Promise<boolean> {
  try {
    const result = await pool.query<{ applied: string }>(
      'SELECT count(*) AS applied FROM drizzle.__drizzle_migrations',
    );
    return Number(result.rows[0]?.applied ?? 0) >= expectedMigrations;
  } catch {
    return false;
  }
}
