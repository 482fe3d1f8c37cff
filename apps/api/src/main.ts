import closeWithGrace from 'close-with-grace';

import { buildApp } from './app.js';
import { hashPassword } from './auth/password.js';
import { openDatabase, type Database } from './db/database.js';
import { runMigrations } from './db/migrate.js';
import { provisionDatabase } from './db/provision.js';
import { loadConfig, type ApiConfig } from './env.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseSeeded, seedDatabase } from './seed/index.js';

import type { FastifyBaseLogger } from 'fastify';

/** How long in-flight requests may take to finish on SIGTERM/SIGINT before a forced exit, in ms. */
const SHUTDOWN_GRACE_MS = 10_000;

function configOrExit(): ApiConfig {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Seeds an empty database with `SEED_LISTINGS` listings, then names the demo accounts. */
async function seedWhenEmpty(
  database: Database,
  config: ApiConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.SEED_LISTINGS === 0) return;
  if (!(await isDatabaseSeeded(database.pool))) {
    log.info({ listings: config.SEED_LISTINGS }, 'seeding an empty database (data/)');
    const result = await seedDatabase(database.pool, {
      listings: config.SEED_LISTINGS,
      hashPassword,
    });
    log.info({ counts: result.counts, timings: result.timings }, 'seed done');
  }
  const accounts = DEMO_ACCOUNTS.map((account) => `${account.role} ${account.email}`).join(', ');
  // A plain line, readable among the JSON logs of the start command.
  console.log(`Demo accounts: ${accounts} — password ${DEMO_PASSWORD}`);
}

/** Starts the API: database (embedded when no DATABASE_URL), migrations, seed when empty, HTTP. */
async function main(): Promise<void> {
  const config = configOrExit();
  const provisioned = await provisionDatabase(config);
  const database = openDatabase(provisioned.url);
  await runMigrations(database);
  const app = await buildApp({ config, database });
  await seedWhenEmpty(database, config, app.log);

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close(); // waits for in-flight requests
    await database.close();
    await provisioned.stop();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
}

await main();
