/**
 * `pnpm bench:multi` (issue 22 §4, figures, not a timed test): on the multi-process harness of
 * `pnpm test:multi` (one PostgreSQL, s3rver, two API processes; no sites), prints
 *
 * 1. search throughput and latency (p50/p95/p99, ms) through a round-robin proxy's
 *    `/services/api`, with one API process behind it and with both (same database, same load);
 * 2. the staleness window: from the answer of a publish through one API until the other's search
 *    shows the advert (p50/p99 over `--writes` writes, polling every 2 ms).
 *
 * Options: `--seconds=N` per throughput run (default 10), `--connections=N` (default 16),
 * `--writes=N` (default 50), `--listings=N` seeded (default 2000). Needs `apps/api/dist` built.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';
import pg from 'pg';

import { freePort } from '../free-port';

import {
  completeDraft,
  findAdvertPlace,
  publish,
  registerAccount,
  searchCity,
} from './testing/api-calls';
import { API_PREFIX, startCluster } from './testing/cluster';
import { sleep } from './testing/http';
import { startRoundRobinProxy } from './testing/round-robin-proxy';

import type { EventEmitter } from 'node:events';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    writes: { type: 'string', default: '50' },
    listings: { type: 'string', default: '2000' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const WRITES = Number(options.writes);
const LISTINGS = Number(options.listings);

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** Figures of one throughput run. */
interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/**
 * Closed-loop search load (autocannon, `CONNECTIONS` connections, `SECONDS` s) on a proxy's
 * `/services/api/listing/findlistings`: the city searches of several cities and pages, so both
 * cached and uncached searches are in the mix.
 */
async function searchLoad(origin: string, citySlugs: string[]): Promise<Throughput> {
  const bodies = citySlugs.flatMap((citySlug) =>
    [1, 2, 3].map((pageNo) => JSON.stringify({ citySlug, radiusId: 0, pageNo, rowsPerPage: 20 })),
  );
  let turn = 0;
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: `${origin}${API_PREFIX}/listing/findlistings`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'POST',
          // Fresh headers every time: autocannon writes content-length into the object.
          headers: { 'content-type': 'application/json' },
          body: bodies[turn++ % bodies.length],
        }),
      },
    ],
  });
  // The instance is a promise and an event emitter (the typings only know the promise).
  (instance as unknown as EventEmitter).on(
    'response',
    (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      if (status !== 200) errors += 1;
    },
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / SECONDS,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: errors + result.errors + result.timeouts,
  };
}

/** Milliseconds from each publish's answer through `writer` until `reader`'s search has it. */
async function stalenessWindows(
  writer: string,
  reader: string,
  place: Awaited<ReturnType<typeof findAdvertPlace>>,
): Promise<number[]> {
  const windows: number[] = [];
  for (let write = 0; write < WRITES; write += 1) {
    // A new landlord each time: the fraud rules hold back a young account's fourth advert a day.
    const cookie = await registerAccount(writer);
    const id = await completeDraft(writer, cookie, place);
    await publish(writer, cookie, id);
    const written = performance.now();
    for (;;) {
      if ((await searchCity(reader, place.citySlug, 20)).includes(id)) break;
      if (performance.now() - written > 10_000) throw new Error(`listing ${id} not seen in 10 s`);
      await sleep(2);
    }
    windows.push(performance.now() - written);
  }
  return windows.sort((a, b) => a - b);
}

const format = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

async function main(): Promise<void> {
  console.log(`Starting PostgreSQL, s3rver and two APIs (${LISTINGS} listings)…`);
  const cluster = await startCluster({ apis: 2, sites: 0, seedListings: LISTINGS });
  const proxies: { close: () => Promise<void> }[] = [];
  try {
    const [one, two] = cluster.apis.map((api) => api.origin) as [string, string];
    const place = await findAdvertPlace(cluster.postgres.url);
    const client = new pg.Client({ connectionString: cluster.postgres.url });
    await client.connect();
    const { rows } = await client
      .query<{ slug: string }>('SELECT slug FROM cities ORDER BY address_count DESC LIMIT 4')
      .finally(() => client.end());
    const citySlugs = rows.map((row) => row.slug);
    const rowsOut: [string, Throughput][] = [];
    for (const origins of [[one], [one, two]]) {
      const proxy = await startRoundRobinProxy(
        { prefix: API_PREFIX, api: { origins, stripPrefix: API_PREFIX } },
        await freePort(),
      );
      proxies.push(proxy);
      // Warm both: index loaded, connections open, first searches cached.
      await searchLoad(proxy.origin, citySlugs).catch(() => undefined);
      rowsOut.push([
        `${origins.length} API process${origins.length > 1 ? 'es' : ''}`,
        await searchLoad(proxy.origin, citySlugs),
      ]);
    }
    const windows = await stalenessWindows(one, two, place);

    const [load1, load5] = loadavg();
    console.log(
      `\nbench:multi — ${LISTINGS} listings, ${CONNECTIONS} connections, ${SECONDS} s per run; ` +
        `${cpus().length} CPUs, load ${load1?.toFixed(1)} / ${load5?.toFixed(1)} (1 / 5 min); ` +
        'proxy and load generator share the machine\n',
    );
    console.log('search through the proxy   req/s     p50 ms   p95 ms   p99 ms   errors');
    for (const [label, figures] of rowsOut)
      console.log(
        `${label.padEnd(26)} ${format(figures.requestsPerSecond).padStart(7)}  ${format(figures.p50).padStart(7)}  ${format(figures.p95).padStart(7)}  ${format(figures.p99).padStart(7)}  ${String(figures.errors).padStart(7)}`,
      );
    console.log(
      `\nstaleness window (publish through one API until the other's search has it), ${windows.length} writes:` +
        `\n  p50 ${format(percentile(windows, 0.5))} ms, p99 ${format(percentile(windows, 0.99))} ms, ` +
        `min ${format(windows[0] ?? Number.NaN)} ms, max ${format(windows.at(-1) ?? Number.NaN)} ms`,
    );
  } finally {
    for (const proxy of proxies) await proxy.close();
    await cluster.stop();
  }
}

await main();
