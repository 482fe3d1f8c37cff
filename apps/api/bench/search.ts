/**
 * `pnpm bench:search [--listings 100000] [--duration 60] [--short] [--profile-api DIR]`: the
 * listing search benchmark (`--profile-api` writes a V8 CPU profile of the API process to DIR).
 *
 * Seeds (once, then reused) an embedded PostgreSQL under `<repo>/.data/bench/listings-<N>` with the
 * deterministic seed (`seedDatabase`), starts the real API as a separate process on it, and
 * drives `POST /listing/findlistings`, `/count`, `/findmapdata` and `GET /listing/details` with a
 * realistic mix of filters (city + type, max rent, sorts, radius, map boxes, many filters, deep
 * pages): fixed rates with an open-model driver (`fixed-rate-load.ts`: requests evenly spaced,
 * latency from when each was due; "driver lag p99" tells how late the driver itself sent),
 * saturation with autocannon's closed loop. Prints p50/p95/p99 latency (ms), requests per second and errors
 * per scenario, next to the goals of the issue (2-core machine, 100,000 listings: search at a
 * fixed 500 req/s for 60 s with p95 ≤ 25 ms, p99 ≤ 50 ms and no error; ≥ 2,000 req/s at
 * saturation; radius and map p95 ≤ 30 ms at 200 req/s; 1,000,000 listings: search p95 ≤ 60 ms
 * at 300 req/s), then the in-memory search index's figures (full load, memory, applying a change:
 * `index-figures.ts`). It reports; it never fails on the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { ensureDatabase } from '../src/db/provision.js';
import { findRepoRoot } from '../src/reference-data/data-dir.js';
import { isDatabaseSeeded, seedDatabase } from '../src/seed/seed-database.js';
import { freePort } from '../src/testing/free-port.js';

import { percentile, prng } from './bench-math.js';
import { runAtFixedRate, type LoadRequest } from './fixed-rate-load.js';
import { formatIndexFigures, measureSearchIndex } from './index-figures.js';

import type { EventEmitter } from 'node:events';
import type pg from 'pg';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Args {
  listings: number;
  /** Seconds of the fixed-rate search run (the issue: 60). */
  duration: number;
  /** Shorter secondary runs (for a quick look). */
  short: boolean;
  /** Folder for a V8 CPU profile of the API process (`--profile-api DIR`), or undefined. */
  profileDir: string | undefined;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { listings: 100_000, duration: 60, short: false, profileDir: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => Number(argv[++i]);
    if (arg === '--listings') args.listings = next();
    else if (arg === '--duration') args.duration = next();
    else if (arg === '--short') args.short = true;
    else if (arg === '--profile-api') args.profileDir = argv[++i];
    else if (arg === '--') continue;
    else
      throw new Error(
        `unknown argument ${arg}; usage: bench:search [--listings N] [--duration S] [--short] [--profile-api DIR]`,
      );
  }
  if (!Number.isInteger(args.listings) || args.listings < 1000)
    throw new Error('--listings must be an integer ≥ 1000');
  if (!(args.duration > 0)) throw new Error('--duration must be positive');
  return args;
}

interface SampleCity {
  slug: string;
  lat: number;
  lng: number;
  listings: number;
  streets: string[];
}

interface Samples {
  cities: SampleCity[];
  totalWeight: number;
  listingIds: number[];
}

async function loadSamples(pool: pg.Pool): Promise<Samples> {
  const cities = await pool.query<{
    id: number;
    slug: string;
    lat: number;
    lng: number;
    n: number;
  }>(
    `SELECT c.id, c.slug, c.lat, c.lng, count(*)::int AS n FROM listings l JOIN cities c ON c.id = l.city_id
      WHERE l.status IN (3, 4, 10) GROUP BY c.id ORDER BY n DESC LIMIT 400`,
  );
  const streets = await pool.query<{ city_id: number; slug: string }>(
    `SELECT DISTINCT ON (s.id) s.city_id, s.slug FROM listings l JOIN streets s ON s.id = l.street_id
      WHERE l.city_id = ANY($1) AND l.status IN (3, 4, 10) LIMIT 20000`,
    [cities.rows.slice(0, 60).map((c) => c.id)],
  );
  const ids = await pool.query<{ id: number }>(
    'SELECT id FROM listings WHERE status IN (3, 4, 10) ORDER BY md5(id::text) LIMIT 20000',
  );
  const byCity = new Map<number, string[]>();
  for (const s of streets.rows) byCity.set(s.city_id, [...(byCity.get(s.city_id) ?? []), s.slug]);
  const sampleCities = cities.rows.map((c) => ({
    slug: c.slug,
    lat: c.lat,
    lng: c.lng,
    listings: c.n,
    streets: (byCity.get(c.id) ?? []).slice(0, 30),
  }));
  return {
    cities: sampleCities,
    totalWeight: sampleCities.reduce((sum, c) => sum + c.listings, 0),
    listingIds: ids.rows.map((r) => r.id),
  };
}

type Body = Record<string, unknown>;

/** Request makers: each returns the method, path and body of one request of a realistic mix. */
function makers(samples: Samples, random: () => number) {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const city = (): SampleCity => {
    // Searches follow the listings: big cities are searched more.
    let left = random() * samples.totalWeight;
    for (const c of samples.cities) {
      left -= c.listings;
      if (left <= 0) return c;
    }
    return samples.cities[0] as SampleCity;
  };
  const search = (): Body => {
    const c = city();
    const base: Body = {
      citySlug: c.slug,
      location: { name: c.slug, cityName: c.slug, citySlug: c.slug },
      radiusId: 0,
      listingTypeIds: [20],
      listingSortOptionId: 1,
      pageNo: 1,
      rowsPerPage: 20,
      searchview: 1,
    };
    const roll = random();
    if (roll < 0.3) return { ...base, listingTypeIds: [pick([1, 1, 2, 4, 16, 17])] };
    if (roll < 0.45)
      return {
        ...base,
        maxRentalPriceId: pick([500, 700, 800, 1000, 1200, 1500]),
        listingTypeIds: [pick([1, 2, 20])],
      };
    if (roll < 0.6)
      return {
        ...base,
        listingSortOptionId: pick([2, 4, 5, 6]),
        listingTypeIds: [pick([1, 2, 20])],
      };
    if (roll < 0.72)
      return { ...base, radiusId: pick([1, 2, 5, 10, 10]), listingTypeIds: [pick([1, 2, 20])] };
    if (roll < 0.82) {
      return {
        ...base,
        citySlug: '',
        location: { name: '', cityName: '', citySlug: '' },
        listingTypeIds: [pick([1, 2, 4, 20])],
        listingSortOptionId: pick([1, 1, 2, 4]),
        maxRentalPriceId: pick([null, 800, 1500]),
      };
    }
    if (roll < 0.94) {
      return {
        ...base,
        listingTypeIds: [1],
        maxRentalPriceId: pick([600, 800, 1000]),
        surfaceMinimumId: pick([10, 12, 16]),
        suitableForGenderIds: [pick([1, 2])],
        furnishings: [4],
        hasInternet: true,
        candidateAge: 18 + Math.floor(random() * 15),
        suitableForStatusIds: [1, 2],
        roommateMaxNumberId: pick([2, 3]),
      };
    }
    return { ...base, pageNo: 2 + Math.floor(random() * 30), listingSortOptionId: pick([1, 2]) };
  };
  const radius = (): Body => {
    const c = city();
    const street = c.streets.length > 0 && random() < 0.3 ? pick(c.streets) : '';
    return {
      citySlug: c.slug,
      streetSlug: street,
      radiusId: pick([5, 10, 10, 20]),
      listingTypeIds: [pick([1, 2, 20])],
      listingSortOptionId: pick([1, 1, 2]),
      pageNo: 1,
      rowsPerPage: 20,
    };
  };
  const map = (): Body => {
    const c = city();
    const half = pick([0.02, 0.04, 0.08]);
    return {
      listingTypeIds: [pick([1, 2, 20])],
      lat_lo: c.lat - half,
      lat_hi: c.lat + half,
      lng_lo: c.lng - half * 1.6,
      lng_hi: c.lng + half * 1.6,
      searchview: 3,
    };
  };
  const post = (path: string, body: Body) => ({
    method: 'POST' as const,
    path,
    body: JSON.stringify(body),
  });
  return {
    search: () => post('/listing/findlistings', search()),
    count: () => post('/listing/count', search()),
    radiusOrMap: () =>
      random() < 0.5
        ? post('/listing/findlistings', radius())
        : post('/listing/findmapdata', map()),
    details: () => ({
      method: 'GET' as const,
      path: `/listing/details?source=search&listingId=${pick(samples.listingIds)}`,
    }),
    mixed: (): LoadRequest => {
      const roll = random();
      if (roll < 0.5) return post('/listing/findlistings', search());
      if (roll < 0.7) return post('/listing/count', search());
      if (roll < 0.85) return post('/listing/findmapdata', map());
      return {
        method: 'GET',
        path: `/listing/details?source=search&listingId=${pick(samples.listingIds)}`,
      };
    },
  };
}

/** Clock ticks per second of /proc (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system, with waited-for children) of a process; 0 when it is gone. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14-17 of stat (utime, stime, cutime, cstime); `fields` starts at field 3.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    return ticks / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL postmaster and its children (backends, background workers). */
function postgresPids(postmasterPid: number): number[] {
  const pids = [postmasterPid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmasterPid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** CPU seconds used so far by the API process and by PostgreSQL (Linux /proc; 0 elsewhere). */
function cpuUsage(apiPid: number | undefined, postmasterPid: number): { api: number; db: number } {
  return {
    api: apiPid === undefined ? 0 : processCpuSeconds(apiPid),
    db: postgresPids(postmasterPid).reduce((sum, pid) => sum + processCpuSeconds(pid), 0),
  };
}

interface Scenario {
  name: string;
  make: () => LoadRequest;
  /** Requests per second in total (open model), or undefined for saturation. */
  rate?: number;
  seconds: number;
  /** Connections of the saturation run (closed loop). */
  connections: number;
  goal: string;
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  /** What the errors were: socket errors, timeouts, and each non-2xx status. */
  errorDetail: string;
  /** CPU milliseconds per request spent by the API process and by PostgreSQL. */
  apiCpuMs: number;
  /**
   * Share of requests that repeated an earlier request of the run, percent: the most the search
   * cache can answer from memory (it forgets on changes and after 30 s).
   */
  repeatedPercent: number;
  dbCpuMs: number;
  /** 99th percentile of how late the fixed-rate driver sent requests, ms (NaN for saturation). */
  sendLagP99: number;
}

/** Figures of a run from its latencies (ms), counts and the CPU used meanwhile. */
function figuresOf(
  seconds: number,
  latencies: number[],
  sent: LoadRequest[],
  errors: { socket: number; timeouts: number; statuses: Map<number, number> },
  cpuUsed: { api: number; db: number },
  sendLags: number[] = [],
): Figures {
  latencies.sort((a, b) => a - b);
  const answered = latencies.length;
  const perRequestMs = (cpuSeconds: number) =>
    answered > 0 ? (cpuSeconds * 1000) / answered : NaN;
  const non2xx = [...errors.statuses.values()].reduce((sum, n) => sum + n, 0);
  const distinct = new Set(sent.map((r) => `${r.method} ${r.path} ${r.body ?? ''}`));
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: answered / seconds,
    requests: answered,
    errors: errors.socket + errors.timeouts + non2xx,
    errorDetail: [
      errors.socket > 0 ? `${errors.socket} socket errors` : '',
      errors.timeouts > 0 ? `${errors.timeouts} timeouts` : '',
      ...[...errors.statuses].map(([status, n]) => `${n}× ${status}`),
    ]
      .filter(Boolean)
      .join(', '),
    apiCpuMs: perRequestMs(cpuUsed.api),
    dbCpuMs: perRequestMs(cpuUsed.db),
    repeatedPercent: sent.length > 0 ? (100 * (sent.length - distinct.size)) / sent.length : NaN,
    sendLagP99: percentile(
      sendLags.sort((a, b) => a - b),
      99,
    ),
  };
}

/**
 * Runs a scenario: at a fixed rate with the open-model driver (`fixed-rate-load.ts`), or, for
 * saturation, with autocannon's closed loop (each connection sends its next request as soon as
 * the previous one is answered).
 */
async function run(
  url: string,
  scenario: Scenario,
  cpu: () => { api: number; db: number },
): Promise<Figures> {
  const cpuBefore = cpu();
  const sent: LoadRequest[] = [];
  const make = () => {
    const next = scenario.make();
    sent.push(next);
    return next;
  };
  const used = () => {
    const after = cpu();
    return { api: after.api - cpuBefore.api, db: after.db - cpuBefore.db };
  };
  if (scenario.rate !== undefined) {
    const result = await runAtFixedRate(url, scenario.rate, scenario.seconds, make);
    return figuresOf(
      scenario.seconds,
      result.latencies,
      sent,
      { socket: result.socketErrors, timeouts: 0, statuses: result.statuses },
      used(),
      result.sendLags,
    );
  }
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url,
    connections: scenario.connections,
    duration: scenario.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = make();
          // Fresh headers every time: autocannon writes content-length into the object it is given.
          return next.body === undefined
            ? { ...request, method: next.method, path: next.path, headers: {}, body: undefined }
            : {
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
  // The returned instance is a promise and an event emitter (the typings only know the promise).
  (instance as unknown as EventEmitter).on(
    'response',
    (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      if (status < 200 || status > 299) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    },
  );
  const result = await instance;
  return figuresOf(
    scenario.seconds,
    latencies,
    sent,
    { socket: result.errors, timeouts: result.timeouts, statuses },
    used(),
  );
}

function printTable(listings: number, rows: { scenario: Scenario; figures: Figures }[]): void {
  const format = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
  const [load1, load5] = loadavg();
  console.log(
    `\nListing search benchmark, ${listings.toLocaleString('en')} listings (latency in ms); ${cpus().length} CPUs, load average ${load1?.toFixed(1)} / ${load5?.toFixed(1)} (1 / 5 min: other processes skew the figures)\n`,
  );
  const header = [
    'scenario',
    'rate',
    's',
    'p50',
    'p95',
    'p99',
    'req/s',
    'requests',
    'errors',
    'cpu ms/req api+db',
    'est. max req/s',
    'repeated %',
    'driver lag p99',
    'goal',
    'error detail',
  ];
  const lines = rows.map(({ scenario, figures }) => [
    scenario.name,
    scenario.rate ? String(scenario.rate) : 'max',
    String(scenario.seconds),
    format(figures.p50),
    format(figures.p95),
    format(figures.p99),
    figures.rps.toFixed(0),
    String(figures.requests),
    String(figures.errors),
    `${format(figures.apiCpuMs)} + ${format(figures.dbCpuMs)}`,
    // What the CPUs could serve if only the API and PostgreSQL ran (no load generator, no neighbours).
    format((1000 * cpus().length) / (figures.apiCpuMs + figures.dbCpuMs)).replace(/\.\d$/, ''),
    format(figures.repeatedPercent),
    format(figures.sendLagP99),
    scenario.goal,
    figures.errorDetail,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const show = (cells: string[]) =>
    console.log(cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
  show(header);
  show(widths.map((w) => '-'.repeat(w)));
  lines.forEach(show);
  console.log('');
}

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become ready within 60 s');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = join(findRepoRoot(), '.data', 'bench', `listings-${args.listings}`);
  mkdirSync(dataDir, { recursive: true });
  const server = await startEmbeddedPostgres(join(dataDir, 'postgres'), await freePort(), true);
  let api: ChildProcess | undefined;
  try {
    const databaseUrl = await ensureDatabase(server.url, 'rooms_bench');
    const database = openDatabase(databaseUrl, 2);
    await runMigrations(database);
    if (!(await isDatabaseSeeded(database.pool))) {
      console.log(
        `Seeding ${args.listings.toLocaleString('en')} listings into ${dataDir} (once; reused by later runs)…`,
      );
      const started = Date.now();
      await seedDatabase(database.pool, {
        listings: args.listings,
        streets: 'listed',
        // The bench never logs in: the demo accounts get a placeholder instead of an argon2 hash.
        hashPassword: async () => 'bench-placeholder-not-a-hash',
      });
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await database.pool.query('VACUUM ANALYZE listings');
    const samples = await loadSamples(database.pool);
    const indexFigures = await measureSearchIndex(database);
    await database.close();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const profile = args.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${args.profileDir}`] : [];
    api = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForReady(url, api);
    const postmasterPid = Number(
      readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );

    const make = makers(samples, prng(7));
    const secondary = args.short ? 10 : 30;
    const big = args.listings >= 1_000_000;
    const scenarios: Scenario[] = [
      { name: 'warm-up (all calls)', make: make.mixed, seconds: 10, connections: 16, goal: '' },
      {
        name: 'search (findlistings)',
        make: make.search,
        rate: big ? 300 : 500,
        seconds: args.duration,
        connections: 32,
        goal: big ? 'p95 ≤ 60' : 'p95 ≤ 25, p99 ≤ 50, 0 errors',
      },
      {
        name: 'search saturation',
        make: make.search,
        seconds: secondary,
        connections: 32,
        goal: big ? '' : '≥ 2000 req/s',
      },
      {
        name: 'radius + map (findlistings radius, findmapdata)',
        make: make.radiusOrMap,
        rate: 200,
        seconds: secondary,
        connections: 16,
        goal: big ? '' : 'p95 ≤ 30',
      },
      {
        name: 'count',
        make: make.count,
        rate: big ? 300 : 500,
        seconds: secondary,
        connections: 32,
        goal: '',
      },
      {
        name: 'details',
        make: make.details,
        rate: big ? 300 : 500,
        seconds: secondary,
        connections: 32,
        goal: '',
      },
      {
        name: 'mixed (50% search, 20% count, 15% map, 15% details)',
        make: make.mixed,
        rate: big ? 300 : 500,
        seconds: secondary,
        connections: 32,
        goal: '',
      },
    ];
    const rows: { scenario: Scenario; figures: Figures }[] = [];
    for (const scenario of scenarios) {
      console.log(
        `running ${scenario.name} (${scenario.rate ?? 'max'} req/s, ${scenario.seconds} s)…`,
      );
      const figures = await run(url, scenario, () => cpuUsage(api?.pid, postmasterPid));
      if (scenario.goal !== '' || !scenario.name.startsWith('warm-up'))
        rows.push({ scenario, figures });
    }
    printTable(args.listings, rows);
    console.log(`\n${formatIndexFigures(indexFigures)}`);
  } finally {
    api?.kill('SIGTERM');
    if (api && api.exitCode === null) await new Promise((resolve) => api?.once('exit', resolve));
    await server.stop();
  }
}

await main();
