import closeWithGrace from 'close-with-grace';

import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { runMigrations } from './db/migrate.js';
import { provisionDatabase } from './db/provision.js';
import { loadConfig, type ApiConfig } from './env.js';

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

/** Starts the API: database (embedded when no DATABASE_URL), migrations, then HTTP. */
async function main(): Promise<void> {
  const config = configOrExit();
  const provisioned = await provisionDatabase(config);
  const database = openDatabase(provisioned.url);
  await runMigrations(database.db);
  const app = await buildApp({ config, database });

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
