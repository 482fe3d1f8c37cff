/**
 * `pnpm bench:tenants [--profiles 100000] [--duration 60] [--short]`: the tenant search benchmark
 * (issue 26). Seeds (once, then reused) an embedded PostgreSQL under
 * `<repo>/.data/bench/tenants-<N>` with the deterministic seed (2,000 listings, N tenant profiles
 * with portraits), starts the real API as a separate process on it and drives
 * `POST /tenant/findtenants` with a realistic mix (`tenants-mix.ts`): at a fixed 200 req/s
 * (open model, `fixed-rate-load.ts`; goal p95 ≤ 30 ms), then at saturation (autocannon's closed
 * loop). Prints p50/p95/p99 (ms), requests per second and errors. Reports; never fails on figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { ensureDatabase } from '../src/db/provision.js';
import { LocalImageStore } from '../src/images/local-image-store.js';
import { findRepoRoot } from '../src/reference-data/data-dir.js';
import { isDatabaseSeeded, seedDatabase } from '../src/seed/seed-database.js';
import { freePort } from '../src/testing/free-port.js';

import { percentile, prng } from './bench-math.js';
import { runAtFixedRate, type LoadRequest } from './fixed-rate-load.js';
import { tenantSearchMix, type TenantSampleCity } from './tenants-mix.js';

import type pg from 'pg';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Args {
  profiles: number;
  duration: number;
  short: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { profiles: 100_000, duration: 60, short: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--profiles') args.profiles = Number(argv[++i]);
    else if (arg === '--duration') args.duration = Number(argv[++i]);
    else if (arg === '--short') args.short = true;
    else if (arg !== '--')
      throw new Error(
        `unknown argument ${arg}; usage: bench:tenants [--profiles N] [--duration S] [--short]`,
      );
  }
  if (!Number.isInteger(args.profiles) || args.profiles < 1000)
    throw new Error('--profiles must be an integer ≥ 1000');
  if (!(args.duration > 0)) throw new Error('--duration must be positive');
  return args;
}

/** Cities by shown profiles seeking them, most first. */
async function sampleCities(pool: pg.Pool): Promise<TenantSampleCity[]> {
  const { rows } = await pool.query<TenantSampleCity>(
    `SELECT c.slug, count(*)::int AS profiles
       FROM tenant_profiles p CROSS JOIN LATERAL unnest(p.city_ids) AS x(id) JOIN cities c ON c.id = x.id
      WHERE p.visible AND p.searchable GROUP BY c.slug ORDER BY profiles DESC, c.slug LIMIT 400`,
  );
  return rows;
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: string;
}

function fixedRateFigures(
  seconds: number,
  result: Awaited<ReturnType<typeof runAtFixedRate>>,
): Figures {
  const latencies = [...result.latencies].sort((a, b) => a - b);
  const non2xx = [...result.statuses].map(([status, n]) => `${n}× ${status}`);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    errors:
      [result.socketErrors > 0 ? `${result.socketErrors} socket` : '', ...non2xx]
        .filter(Boolean)
        .join(', ') || '0',
  };
}

async function saturate(url: string, seconds: number, make: () => LoadRequest): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: 16,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = make();
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: { 'content-type': 'application/json' },
            body: next.body,
          };
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: String(result.errors + result.non2xx + result.timeouts),
  };
}

async function waitForApi(url: string, child: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become ready within 60 s');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = join(findRepoRoot(), '.data', 'bench', `tenants-${args.profiles}`);
  mkdirSync(dataDir, { recursive: true });
  const server = await startEmbeddedPostgres(join(dataDir, 'postgres'), await freePort(), true);
  let api: ChildProcess | undefined;
  try {
    const databaseUrl = await ensureDatabase(server.url, 'rooms_bench');
    const database = openDatabase(databaseUrl, 2);
    await runMigrations(database);
    if (!(await isDatabaseSeeded(database.pool))) {
      console.log(
        `Seeding ${args.profiles.toLocaleString('en')} tenant profiles into ${dataDir} (once)…`,
      );
      const started = Date.now();
      await seedDatabase(database.pool, {
        listings: 2000,
        tenantProfiles: args.profiles,
        streets: 'listed',
        imageStore: new LocalImageStore(join(dataDir, 'images')),
        hashPassword: async () => 'bench-placeholder-not-a-hash',
      });
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await database.pool.query('VACUUM ANALYZE tenant_profiles, users, favorite_tenants');
    const [{ shown } = { shown: 0 }] = (
      await database.pool.query<{ shown: number }>(
        'SELECT count(*)::int AS shown FROM tenant_profiles WHERE visible AND searchable',
      )
    ).rows;
    const cities = await sampleCities(database.pool);
    await database.close();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // Development settings (local images and outbox, no demo seed): production would need
        // SMTP, an object store and https; the search code is the same.
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        MAIL_SINK: 'off',
        DATA_DIR: dataDir,
        // The driver sends every request from one address.
        RATE_LIMIT_PER_IP_FACTOR: '1000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForApi(url, api);
    const mix = tenantSearchMix(cities, prng(26));
    const secondary = args.short ? 10 : 30;
    console.log(`mix: ${mix.parts.join(', ')}`);
    console.log('warm-up (10 s, 100 req/s)…');
    await runAtFixedRate(url, 100, 10, mix.mixed);
    console.log(`findtenants at 200 req/s for ${args.duration} s…`);
    const fixed = fixedRateFigures(
      args.duration,
      await runAtFixedRate(url, 200, args.duration, mix.mixed),
    );
    console.log(`findtenants at saturation for ${secondary} s…`);
    const saturated = await saturate(url, secondary, mix.mixed);

    const f = (n: number) => n.toFixed(1);
    console.log(
      `\nTenant search, ${args.profiles.toLocaleString('en')} profiles (${shown.toLocaleString('en')} shown), ` +
        `${cpus().length} cores, load average before ${loadavg()[0]?.toFixed(2)}\n`,
    );
    console.log('scenario                      p50 ms  p95 ms  p99 ms  req/s   errors  goal');
    console.log(
      `findtenants at 200 req/s     ${f(fixed.p50).padStart(6)}  ${f(fixed.p95).padStart(6)}  ${f(fixed.p99).padStart(6)}  ${f(fixed.rps).padStart(6)}  ${fixed.errors.padStart(6)}  p95 ≤ 30`,
    );
    console.log(
      `findtenants saturation       ${f(saturated.p50).padStart(6)}  ${f(saturated.p95).padStart(6)}  ${f(saturated.p99).padStart(6)}  ${f(saturated.rps).padStart(6)}  ${saturated.errors.padStart(6)}  (p95 column: autocannon p97.5)`,
    );
  } finally {
    api?.kill('SIGTERM');
    if (api && api.exitCode === null) await new Promise((resolve) => api?.once('exit', resolve));
    await server.stop();
  }
}

await main();
