/**
 * `pnpm bench:payments` (issue 27 "Figures"): how fast Stripe's webhook events are handled
 * with their jobs, and the time from an event's receipt to the premium it grants.
 *
 * Starts a throw-away embedded PostgreSQL, the API (its webhook and job runner) and the Stripe
 * stand-in; prepares one-off premium payments (238) for distinct users; then
 * 1. rate phase: the stand-in confirms payments at a fixed rate (default 50/s), each sending a
 *    signed `payment_intent.succeeded`; for each, receipt (`stripe_events.received_at`) →
 *    premium granted (the entitlement row seen by a 10 ms poller): p50/p95/max;
 * 2. burst phase: as many confirmations at once as the stand-in takes; events handled per
 *    second from the first receipt to the last handled event.
 * Options: --rate 50 --seconds 6 --burst 200
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ProductId, productById, type Product } from '@rooms/domain';

import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { ensureDatabase } from '../src/db/provision.js';
import { loadConfig } from '../src/env.js';
import { startPayment } from '../src/payments/checkout.js';
import { createStripeClient } from '../src/payments/stripe-client.js';
import { standinControl, startStripeStandin } from '../src/payments/stripe-standin/index.js';
import { freePort } from '../src/testing/free-port.js';

import { percentile } from './bench-math.js';

import type { PaymentsContext } from '../src/payments/payments-context.js';

/** Command-line options. */
function parseArgs(argv: string[]) {
  const value = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? Number(argv[index + 1]) : fallback;
  };
  return { rate: value('rate', 50), seconds: value('seconds', 6), burst: value('burst', 200) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = mkdtempSync(join(tmpdir(), 'rooms-bench-payments-'));
  chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres(join(dataDir, 'postgres'), await freePort(), false);
  const closers: (() => Promise<void>)[] = [async () => server.stop()];
  try {
    const url = await ensureDatabase(server.url, 'rooms_bench_payments');
    const database = openDatabase(url, { maxConnections: 10, applicationName: 'bench-payments' });
    closers.unshift(database.close);
    await runMigrations(database);
    const port = await freePort();
    const webhookSecret = 'whsec_benchpayments';
    const standin = await startStripeStandin({
      port: 0,
      webhookUrl: `http://127.0.0.1:${port}/stripe/webhook`,
      webhookSecret,
      databaseUrl: url,
      log: (line) => console.warn(line),
    });
    closers.unshift(standin.close);
    const context: PaymentsContext = {
      stripe: createStripeClient('sk_test_bench', {
        host: standin.host,
        port: standin.port,
        protocol: 'http',
      }),
      webhookSecret,
      mode: 'standin',
      standinUrl: standin.url,
    };
    const config = loadConfig({
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SITE_URL: 'http://localhost:3000',
    });
    const app = await buildApp({ config, database, payments: context });
    await app.listen({ port, host: '127.0.0.1' });
    closers.unshift(() => app.close());

    const total = args.rate * args.seconds + args.burst;
    console.log(`Preparing ${total} payments (one user each)…`);
    const users = await database.pool.query<{ id: number }>(
      `insert into users (email, password_hash, first_name)
       select 'bench' || g || '@rooms.test', '!', 'Bench' from generate_series(1, $1) g
       returning id`,
      [total],
    );
    const product = productById(ProductId.PremiumOneMonthNoRenewal) as Product;
    const secrets: string[] = [];
    for (const { id } of users.rows) {
      const start = await startPayment(
        database.db,
        context.stripe,
        { userId: id, products: [product], listingId: null },
        new Date(),
      );
      secrets.push(start.clientSecret);
    }
    const control = standinControl(standin.url);

    // Granted times, seen by a poller (the entitlement row commits with the premium). It asks
    // for the payments not seen yet, not for ids above the highest seen: jobs run concurrently,
    // so an entitlement with a lower id can commit after a higher one (an `id > last` poller
    // missed such rows for good, and counted their payments as never granted).
    const granted = new Map<number, number>();
    const pending = new Set<number>();
    const prepared = await database.pool.query<{ id: number }>('select id from payments');
    for (const { id } of prepared.rows) pending.add(id);
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const rows = await database.pool.query<{ payment_id: number }>(
          'select distinct payment_id from entitlements where payment_id = any($1::int[])',
          [[...pending]],
        );
        const now = Date.now();
        for (const row of rows.rows) {
          granted.set(row.payment_id, now);
          pending.delete(row.payment_id);
        }
        await sleep(10);
      }
    })();
    const waitGranted = async (count: number) => {
      const deadline = Date.now() + 60_000;
      while (granted.size < count && Date.now() < deadline) await sleep(20);
    };

    // 1. Fixed rate.
    const rateCount = args.rate * args.seconds;
    console.log(`Rate phase: ${rateCount} payments at ${args.rate}/s…`);
    const began = Date.now();
    const confirms: Promise<unknown>[] = [];
    for (let i = 0; i < rateCount; i += 1) {
      const due = began + (i * 1000) / args.rate;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      confirms.push(control.confirm({ clientSecret: secrets[i]!, outcome: 'succeeded' }));
    }
    await Promise.all(confirms);
    await waitGranted(rateCount);
    const receipts = await database.pool.query<{ payment_id: number; received: Date }>(
      `select p.id as payment_id, e.received_at as received
       from stripe_events e join payments p on p.stripe_payment_intent_id = e.object_id
       where e.type = 'payment_intent.succeeded'`,
    );
    const latencies = receipts.rows
      .filter((row) => granted.has(row.payment_id))
      .map((row) => granted.get(row.payment_id)! - row.received.getTime())
      .sort((a, b) => a - b);

    console.log(
      `Receipt → premium granted at ${args.rate} events/s (${latencies.length} of ${rateCount} events): p50 ${percentile(latencies, 50)} ms · p95 ${percentile(latencies, 95)} ms · max ${latencies.at(-1)} ms (goal p95 ≤ 2000 ms)`,
    );

    // 2. Burst.
    console.log(`Burst phase: ${args.burst} payments at once…`);
    const burstSecrets = secrets.slice(rateCount);
    const queue = [...burstSecrets];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let secret = queue.pop(); secret !== undefined; secret = queue.pop()) {
          await control.confirm({ clientSecret: secret, outcome: 'succeeded' });
        }
      }),
    );
    await waitGranted(total);
    const window = await database.pool.query<{ events: number; seconds: number }>(
      `select count(*)::int as events,
              extract(epoch from max(handled_at) - min(received_at))::float as seconds
       from (select * from stripe_events order by received_at desc limit $1) last`,
      [args.burst],
    );
    polling = false;
    await poller;

    const { events, seconds } = window.rows[0]!;
    console.log(
      `Burst: ${events} events handled with their jobs in ${seconds.toFixed(2)} s = ${(events / seconds).toFixed(1)} events/s`,
    );
    console.log(`Granted: ${granted.size} of ${total} payments`);
  } finally {
    for (const close of closers) await close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
