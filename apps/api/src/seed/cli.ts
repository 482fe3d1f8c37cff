/**
 * `pnpm seed [--listings N] [--reset] …`: seeds the API's database (DATABASE_URL, or the
 * embedded PostgreSQL under DATA_DIR as the API itself uses), after applying the migrations.
 * Prints progress, counts, timings and the demo accounts, then stops the embedded server.
 * Reference data: the repository's `data/` folder (`resolveReferenceDataDir`). The demo
 * accounts' password is hashed with the accounts module's argon2id `hashPassword`. The adverts'
 * illustrations go to the API's image store (`createImageStore`: UPLOADS_DIR or S3).
 */
import { hashPassword } from '../auth/password.js';
import { withMigratedDatabase } from '../db/migrated-database.js';
import { createImageStore } from '../images/create-image-store.js';
import { resolveReferenceDataDir } from '../reference-data/data-dir.js';
import { runCommand } from '../scripts/run-command.js';

import { parseSeedArgs, SEED_USAGE, type SeedCliArgs } from './cli-args.js';
import { seedDatabase, type SeedProgress } from './seed-database.js';

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function progressPrinter(): (progress: SeedProgress) => void {
  let nextShare = 0;
  let lastPhase = '';
  return (progress) => {
    const stamp = `[${seconds(progress.elapsedMs).padStart(8)}]`;
    if (progress.phase !== lastPhase) {
      lastPhase = progress.phase;
      nextShare = 0;
      if (progress.phase !== 'listings') console.log(`${stamp} ${progress.phase}…`);
    }
    if (
      progress.phase === 'listings' &&
      progress.total > 0 &&
      progress.done / progress.total >= nextShare
    ) {
      console.log(
        `${stamp} listings ${progress.done.toLocaleString('en')} / ${progress.total.toLocaleString('en')}`,
      );
      nextShare = Math.floor((progress.done / progress.total) * 10 + 1) / 10;
    }
  };
}

async function main(): Promise<number> {
  let args: SeedCliArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${SEED_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(SEED_USAGE);
    return 0;
  }
  const dataDir = resolveReferenceDataDir();
  return withMigratedDatabase(async ({ config, database, target }) => {
    console.log(
      `Seeding ${target} with ${args.listings.toLocaleString('en')} listings from ${dataDir}`,
    );
    const result = await seedDatabase(database.pool, {
      listings: args.listings,
      tenantProfiles: args.tenantProfiles,
      reset: args.reset,
      streets: args.streets,
      maxCities: args.maxCities,
      seed: args.seed,
      dataDir,
      hashPassword,
      // The store the API serves /image/{key} from: the adverts' illustrations go there.
      imageStore: await createImageStore(config),
      onProgress: progressPrinter(),
    });
    if (!result.seeded) {
      console.log('The database already holds data: nothing seeded (use --reset to start over).');
    } else {
      const { counts, timings } = result;
      console.log(
        `Seeded ${counts.cities} cities, ${counts.streets} streets, ${counts.users} users, ` +
          `${counts.listings} listings (${counts.visibleListings} visible), ${counts.favourites} favourites, ` +
          `${counts.conversations ?? 0} conversations (${counts.messages ?? 0} messages), ` +
          `${counts.photos ?? 0} photos (${counts.illustrations ?? 0} distinct illustrations).`,
      );
      console.log(
        `Timings: ${Object.entries(timings)
          .map(([phase, ms]) => `${phase} ${seconds(ms)}`)
          .join(', ')}`,
      );
    }
    console.log('Demo accounts:');
    for (const account of result.demoAccounts)
      console.log(`  ${account.role.padEnd(8)} ${account.email}  password: ${account.password}`);
    return 0;
  });
}

await runCommand(main);
