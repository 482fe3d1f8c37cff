import closeWithGrace from 'close-with-grace';

import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { provisionDatabase } from './db/provision.js';
import { registerServerLiveness } from './db/server-liveness.js';
import { loadConfig, type ApiConfig } from './env.js';
import { createImageStore } from './images/create-image-store.js';
import { payDemoProducts } from './payments/demo-payments.js';
import { seedDemoRewards } from './payments/demo-rewards.js';
import { startPayments } from './payments/start-payments.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/index.js';
import { prepareDatabase } from './start/prepare-database.js';
import { startWaitingServer } from './start/waiting-server.js';

function configOrExit(): ApiConfig {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Names the demo accounts; the public demo password only in development. */
function announceDemoAccounts(config: ApiConfig): void {
  if (!config.SEED_DEMO) return;
  const accounts = DEMO_ACCOUNTS.map((account) => `${account.role} ${account.email}`).join(', ');
  const password = config.NODE_ENV === 'development' ? ` — password ${DEMO_PASSWORD}` : '';
  // A plain line, readable among the JSON logs of the start command.
  console.log(`Demo accounts: ${accounts}${password}`);
}

/**
 * Starts the API: database (embedded when no DATABASE_URL), migrations (or waiting for them),
 * reference data, demo data where asked for, HTTP. Meanwhile a placeholder answers /ready with
 * 503 on the port. SIGTERM/SIGINT: a drain phase of SHUTDOWN_DRAIN_MS (still serving, /ready
 * 503), then in-flight requests finish, the job runner and the change listener stop, then the
 * pool closes, and the embedded PostgreSQL stops last.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  /** What to close on shutdown, in reverse order of opening. */
  const closers: (() => Promise<void>)[] = [];
  const starting = new AbortController();
  // The grace period starts after the drain phase, in which requests are still served.
  const delay = config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_GRACE_MS;
  closeWithGrace({ delay }, async ({ err, signal }) => {
    if (err) console.error('shutting down after an error:', err);
    else console.log(`${signal ?? 'exit'}: shutting down`);
    starting.abort(new Error('shutting down'));
    for (const close of closers.reverse()) await close();
  });

  const provisioned = await provisionDatabase(
    config,
    (line) => console.warn(line),
    (line) => console.error(line),
  );
  closers.push(provisioned.stop);
  const waiting = await startWaitingServer(config.PORT, config.HOST);
  let waitingOpen = true;
  const closeWaiting = async () => {
    if (!waitingOpen) return;
    waitingOpen = false;
    await waiting.close();
  };
  closers.push(closeWaiting);

  const database = openDatabase(provisioned.url, {
    directUrl: config.DATABASE_DIRECT_URL ?? provisioned.url,
    maxConnections: config.DATABASE_POOL_SIZE,
    maxWaiting: config.DATABASE_POOL_QUEUE_LIMIT,
    applicationName: config.DATABASE_APPLICATION_NAME,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  closers.push(database.close);
  // A dead embedded server fails /health (a supervisor restarts the process) and /ready.
  registerServerLiveness(database.pool, provisioned.alive);
  const imageStore = await createImageStore(config);
  // Stripe, or the local stand-in without STRIPE_SECRET_KEY (closed after the app: pushed first).
  const payments = await startPayments(config, config.DATABASE_DIRECT_URL ?? provisioned.url);
  closers.push(payments.close);
  const app = await buildApp({ config, database, imageStore, payments: payments.context });
  // The drain phase first (ready 503, connections closed after their answer), then app.close()
  // waits for in-flight requests and its onClose hooks stop the job runner and the change
  // listener; only then may the pool close (pushed earlier: closed later).
  closers.push(async () => {
    if (app.server.listening) await app.drain(config.SHUTDOWN_DRAIN_MS);
    await app.close();
  });

  const { seededDemo } = await prepareDatabase({
    config,
    database,
    imageStore,
    log: app.log,
    signal: starting.signal,
  });
  await closeWaiting();
  await app.listen({ port: config.PORT, host: config.HOST });
  if (seededDemo && payments.context.mode === 'standin') {
    // Once the webhook listens: the demo accounts pay through the stand-in (issue 27 seed).
    // Then their referrals and cashback, which need the paid payments (issue 27 seed).
    payDemoProducts(database.db, payments.context)
      .then(async (paid) => {
        app.log.info({ paid }, 'demo payments made through the Stripe stand-in');
        const rewards = await seedDemoRewards(database.db, payments.context);
        app.log.info(rewards, 'demo referrals and cashback made through the Stripe stand-in');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'demo payments failed'));
  }
  announceDemoAccounts(config);
}

await main();
