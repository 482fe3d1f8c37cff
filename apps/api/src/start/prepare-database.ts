/**
 * What the API does to its database before it serves: migrations (or waiting for them), the
 * reference data every environment needs, the demo data where asked for, and the production
 * guard against demo accounts.
 */
import { hashPassword } from '../auth/password.js';
import { openDatabase, type Database } from '../db/database.js';
import { runMigrations, waitForMigrations } from '../db/migrate.js';
import { isReferenceDataLoaded, loadReferenceData } from '../reference-data/index.js';
import { seedDemoAlerts } from '../seed/demo-alerts.js';
import { isDemoSeeded, seedDemoData } from '../seed/index.js';

import { usableDemoAccounts } from './demo-accounts.js';

import type { ApiConfig } from '../env.js';
import type { ImageStore } from '../images/image-store.js';
import type { FastifyBaseLogger } from 'fastify';

/** What {@link prepareDatabase} works with. */
export interface PrepareOptions {
  config: Pick<ApiConfig, 'NODE_ENV' | 'RUN_MIGRATIONS' | 'SEED_DEMO' | 'SEED_LISTINGS'>;
  /** The request pool (waiting for migrations) and the direct URL (everything else). */
  database: Pick<Database, 'pool' | 'directUrl'>;
  /** Where the demo adverts' illustrations go. */
  imageStore: ImageStore;
  log: FastifyBaseLogger;
  /** Aborts waiting for migrations (shutdown). */
  signal?: AbortSignal;
}

/** What was done, for the start message. */
export interface PrepareResult {
  /** Whether this start seeded the demo data (false: already there, or not asked for). */
  seededDemo: boolean;
}

/**
 * Prepares the database:
 * 1. migrations under their advisory lock (RUN_MIGRATIONS=true), else waits until another
 *    process has applied them;
 * 2. the reference data (places, streets) when missing — every environment;
 * 3. the demo accounts and SEED_LISTINGS demo listings when SEED_DEMO and not there yet.
 * Steps 2 and 3 take advisory locks and check again under them (`loadReferenceData`,
 * `seedDemoData`), so processes started together on an empty database do each once. They run
 * on a short-lived pool on the direct URL, without the requests' statement timeout.
 *
 * @throws Error in production while a demo account with a usable password exists; the
 *   PostgreSQL error of a failing step
 */
export async function prepareDatabase({
  config,
  database,
  imageStore,
  log,
  signal,
}: PrepareOptions): Promise<PrepareResult> {
  if (config.RUN_MIGRATIONS) {
    await runMigrations(database);
  } else {
    await waitForMigrations(database, {
      signal,
      onWaiting: () =>
        log.warn('RUN_MIGRATIONS=false: waiting for another process to apply the migrations'),
    });
  }
  const maintenance = openDatabase(database.directUrl, {
    maxConnections: 2,
    applicationName: 'rooms-api-start',
  });
  try {
    if (!(await isReferenceDataLoaded(maintenance.pool))) {
      log.info('loading the reference data (places, streets)');
      const { counts } = await loadReferenceData(maintenance.pool);
      log.info({ counts }, 'reference data loaded');
    }
    let seededDemo = false;
    if (config.SEED_DEMO && !(await isDemoSeeded(maintenance.pool))) {
      log.info({ listings: config.SEED_LISTINGS }, 'seeding the demo accounts and listings');
      const result = await seedDemoData(maintenance.pool, {
        listings: config.SEED_LISTINGS,
        hashPassword,
        imageStore,
      });
      seededDemo = result.seeded;
      if (seededDemo) await seedDemoAlerts(maintenance);
      log.info({ counts: result.counts, timings: result.timings }, 'demo seed done');
    }
    if (config.NODE_ENV === 'production') {
      const demo = await usableDemoAccounts(maintenance.pool);
      if (demo.length > 0) {
        throw new Error(
          `demo accounts with a usable password exist (${demo.join(', ')}): production refuses ` +
            'to start while anyone could sign in with the public demo password. Delete them, or ' +
            "make their password unusable: UPDATE users SET password_hash = '!' WHERE email " +
            "LIKE '%@rooms.test'",
        );
      }
    }
    return { seededDemo };
  } finally {
    await maintenance.close();
  }
}
