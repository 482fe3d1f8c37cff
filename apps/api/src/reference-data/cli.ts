/**
 * `pnpm db:reference`: applies the migrations and loads the reference data (places and streets
 * from `<repo>/data`) into the API's database (DATABASE_URL, or the embedded PostgreSQL under
 * DATA_DIR as the API itself uses), unless it is already there. What every environment needs
 * before the API serves searches; no demo accounts, no demo listings (that is `pnpm seed`).
 */
import { withMigratedDatabase } from '../db/migrated-database.js';
import { runCommand } from '../scripts/run-command.js';

import { resolveReferenceDataDir } from './data-dir.js';
import { isReferenceDataLoaded, loadReferenceData } from './load.js';

async function main(): Promise<number> {
  const dataDir = resolveReferenceDataDir();
  return withMigratedDatabase(async ({ database, target }) => {
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
  });
}

await runCommand(main);
