/**
 * `pnpm db:reference`: applies the migrations and loads the reference data (places and streets
 * from `<repo>/data`) into the API's database (DATABASE_URL, or the embedded PostgreSQL under
 * DATA_DIR as the API itself uses), unless it is already there. What every environment needs
 * before the API serves searches; no demo accounts, no demo listings (that is `pnpm seed`).
 */
import { openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { provisionDatabase } from '../db/provision.js';
import { loadConfig } from '../env.js';

import { resolveReferenceDataDir } from './data-dir.js';
import { isReferenceDataLoaded, loadReferenceData } from './load.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const dataDir = resolveReferenceDataDir();
  const provisioned = await provisionDatabase(config);
  const database = openDatabase(provisioned.url, 2);
  try {
    await runMigrations(database);
    const target = provisioned.embedded ? 'the embedded PostgreSQL' : 'DATABASE_URL';
    if (await isReferenceDataLoaded(database.pool)) {
      console.log(`The reference data is already in ${target}: nothing to do.`);
      return 0;
    }
    console.log(`Loading the reference data from ${dataDir} into ${target}…`);
    const started = performance.now();
    const { counts } = await loadReferenceData(database.pool, { dataDir });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Loaded ${Object.entries(counts)
        .map(([table, rows]) => `${rows.toLocaleString('en')} ${table}`)
        .join(', ')} in ${seconds} s.`,
    );
    return 0;
  } finally {
    await database.close();
    await provisioned.stop();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
