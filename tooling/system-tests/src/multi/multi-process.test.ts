/**
 * `pnpm test:multi` (issue 22 §4): two API processes and two site processes on one PostgreSQL,
 * photos in an S3-compatible server, a round-robin proxy in front. The APIs are started at the
 * same moment on the empty database; then each check acts through one process and looks through
 * the other. Needs `apps/api/dist` and `apps/site/.next` (turbo's `test:multi` builds them).
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';

import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  completeDraft,
  DEMO_TENANT,
  findAdvertPlace,
  publish,
  registerAccount,
  searchCity,
  signIn,
  uploadPhoto,
} from './testing/api-calls';
import { API_PREFIX, REPO_ROOT, startCluster } from './testing/cluster';
import { callJson, sleep, waitFor } from './testing/http';

import type { AdvertPlace } from './testing/api-calls';
import type { Cluster } from './testing/cluster';

/** Demo listings seeded: small, so the start stays quick. */
const SEED_LISTINGS = 300;
/** Status of an advert published straight into search. */
const AUTOMATICALLY_ACTIVATED = 10;

let cluster: Cluster;
let db: pg.Client;
let place: AdvertPlace;

beforeAll(async () => {
  cluster = await startCluster({ apis: 2, sites: 2, seedListings: SEED_LISTINGS });
  db = new pg.Client({ connectionString: cluster.postgres.url });
  await db.connect();
  place = await findAdvertPlace(cluster.postgres.url);
});

afterAll(async () => {
  await db?.end().catch(() => undefined);
  await cluster?.stop();
});

/** The two API origins: act through the first, look through the second. */
const apiOrigins = () => cluster.apis.map((api) => api.origin) as [string, string];

/** Publishes a new advert through `origin` as a new landlord; returns its id. */
async function publishThrough(origin: string): Promise<number> {
  const cookie = await registerAccount(origin);
  const id = await completeDraft(origin, cookie, place);
  expect(await publish(origin, cookie, id)).toBe(AUTOMATICALLY_ACTIVATED);
  return id;
}

/**
 * Milliseconds until `origin`'s city search shows `id` among its first 20 (newest first, after
 * the few top adverts), polling every 10 ms.
 *
 * @throws Error when it does not within `timeoutMs`
 */
async function msUntilFound(origin: string, id: number, timeoutMs: number): Promise<number> {
  const start = performance.now();
  await waitFor(
    `listing ${id} in the search of ${origin}`,
    async () => ((await searchCity(origin, place.citySlug, 20)).includes(id) ? true : undefined),
    timeoutMs,
    10,
  );
  return performance.now() - start;
}

describe('simultaneous start on an empty database', () => {
  it('brings both APIs to ready, with the migrations applied and the demo data seeded once', async () => {
    for (const origin of apiOrigins()) {
      const ready = await callJson(`${origin}/ready`);
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('ok');
    }
    const journal = JSON.parse(
      readFileSync(join(REPO_ROOT, 'apps/api/drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const migrations = await db.query('SELECT hash FROM drizzle.__drizzle_migrations');
    expect(migrations.rowCount).toBe(journal.entries.length);
    expect(new Set(migrations.rows.map((row: { hash: string }) => row.hash)).size).toBe(
      journal.entries.length,
    );
    // Seeded once: two seeds would have doubled the listings (and the demo accounts' e-mails
    // are unique, so the second would have crashed its API).
    const listings = await db.query<{ n: string }>('SELECT count(*) AS n FROM listings');
    expect(Number(listings.rows[0]!.n)).toBeGreaterThanOrEqual(SEED_LISTINGS);
    expect(Number(listings.rows[0]!.n)).toBeLessThan(2 * SEED_LISTINGS);
    const demo = await db.query(`SELECT email FROM users WHERE email LIKE '%@rooms.test'`);
    expect(demo.rows.map((row: { email: string }) => row.email)).toContain(DEMO_TENANT.email);
    for (const api of cluster.apis) expect(api.process.hasExited(), api.name).toBe(false);
  });
});

describe('the front proxy and the sites', () => {
  it('serves the pages from both sites and the API under /services/api from both APIs', async () => {
    for (const site of cluster.sites) {
      const health = await callJson(`${site.origin}/next/api/health`);
      expect(health.status, site.name).toBe(200);
      expect(health.body).toEqual({ status: 'ok' });
    }
    const before = new Map(cluster.front.counts);
    for (let turn = 0; turn < 2; turn += 1) {
      const home = await fetch(`${cluster.front.origin}/`, { redirect: 'manual' });
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html');
      const ready = await callJson(`${cluster.front.origin}${API_PREFIX}/ready`);
      expect(ready.status).toBe(200);
    }
    for (const node of [...cluster.sites, ...cluster.apis])
      expect(
        (cluster.front.counts.get(node.origin) ?? 0) - (before.get(node.origin) ?? 0),
        node.name,
      ).toBe(1);
    // A site's own pass-through reaches the APIs too (its API_ORIGIN is the API balancer).
    const viaSite = await callJson(`${cluster.sites[0]!.origin}${API_PREFIX}/health`);
    expect(viaSite.status).toBe(200);
  });
});

describe('sessions live in PostgreSQL', () => {
  it('signs in through one API and acts through the other', async () => {
    const [one, two] = apiOrigins();
    const cookie = await signIn(one, DEMO_TENANT);
    const [listingId] = await searchCity(two, place.citySlug, 1);
    expect(listingId).toBeTypeOf('number');
    const account = await callJson(`${two}/customer/viewaccount`, { cookie });
    expect(account.status).toBe(200);

    const before = await callJson(`${one}/favorite/ids`, { cookie });
    expect(before.status).toBe(200);
    const wasFavourite = JSON.stringify(before.body).includes(String(listingId));
    const toggled = await callJson(`${two}/favorite?id=${listingId}`, { method: 'POST', cookie });
    expect(toggled.status).toBe(200);
    const after = await callJson(`${one}/favorite/ids`, { cookie });
    expect(JSON.stringify(after.body).includes(String(listingId))).toBe(!wasFavourite);

    // Signing out through the first ends the session for the second too.
    const logout = await callJson(`${one}/customer/logout`, { method: 'POST', cookie });
    expect(logout.status).toBe(204);
    expect((await callJson(`${two}/customer/viewaccount`, { cookie })).status).toBe(401);
  });
});

describe('search stays in step across processes', () => {
  it('finds an advert published through one API through the other within 1 s', async () => {
    const [one, two] = apiOrigins();
    const id = await publishThrough(one);
    expect(await msUntilFound(two, id, 1_000)).toBeLessThan(1_000);
    // Through the proxy, whichever API answers.
    for (let turn = 0; turn < 2; turn += 1)
      expect(
        await searchCity(`${cluster.front.origin}${API_PREFIX}`, place.citySlug, 20),
      ).toContain(id);
  });
});

describe('photos live in the object store', () => {
  it('uploads a photo through one API and serves it through the other', async () => {
    const [one, two] = apiOrigins();
    const cookie = await registerAccount(one);
    const id = await completeDraft(one, cookie, place);
    const jpeg = await sharp({
      create: { width: 96, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const key = await uploadPhoto(one, cookie, id, jpeg);
    const original = await fetch(`${two}/image/${key}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const image = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect([image.width, image.height]).toEqual([96, 64]);
    const resized = await fetch(`${two}/image/${key}/resize/48-32`);
    expect(resized.status).toBe(200);
    await resized.arrayBuffer();
  });
});

describe('a deaf change listener', () => {
  it('is noticed within 5 s; the process then answers from SQL and still finds new adverts', async () => {
    const [one, two] = apiOrigins();
    const frozenApi = cluster.apis[1]!;
    const { rows } = await db.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
      [`rooms-api-listener:${frozenApi.process.child.pid}`],
    );
    expect(rows).toHaveLength(1);
    const backend = rows[0]!.pid;
    expect((await callJson(`${two}/ready`)).body.search).toBe('memory');
    const frozenAt = performance.now();
    process.kill(backend, 'SIGSTOP');
    try {
      await waitFor(
        `${frozenApi.name} to report sql-fallback`,
        async () =>
          (await callJson(`${two}/ready`)).body.search === 'sql-fallback' ? true : undefined,
        8_000,
        100,
      );
      const noticedMs = performance.now() - frozenAt;
      expect(noticedMs).toBeLessThan(5_000);
      expect((await callJson(`${two}/ready`)).status).toBe(200);
      const id = await publishThrough(one);
      expect(await msUntilFound(two, id, 1_000)).toBeLessThan(1_000);
    } finally {
      process.kill(backend, 'SIGCONT');
    }
    // Back on its index once it listens again (a new connection, the index reloaded).
    await waitFor(
      `${frozenApi.name} to answer from memory again`,
      async () => ((await callJson(`${two}/ready`)).body.search === 'memory' ? true : undefined),
      60_000,
      250,
    );
    const id = await publishThrough(one);
    expect(await msUntilFound(two, id, 1_000)).toBeLessThan(1_000);
  });
});

/** Sends a multipart photo upload slowly: the body in `chunks` parts, `pauseMs` apart. */
function slowUpload(
  origin: string,
  cookie: string,
  listingId: number,
  jpeg: Buffer,
  chunks: number,
  pauseMs: number,
): { sentHeaders: Promise<void>; answer: Promise<number | string> } {
  const boundary = `----rooms-multi-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const body = Buffer.concat([head, jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const url = new URL(`${origin}/supplyflow/cra-upload-photo?listingID=${listingId}`);
  let headersSent!: () => void;
  const sentHeaders = new Promise<void>((resolve) => (headersSent = resolve));
  const answer = new Promise<number | string>((resolve) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent: false,
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // A cut-off request shows as its error code (ECONNRESET …), so the assertion names it.
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    void (async () => {
      const size = Math.ceil(body.length / chunks);
      for (let offset = 0; offset < body.length; offset += size) {
        if (request.destroyed) return;
        request.write(body.subarray(offset, offset + size));
        if (offset === 0) {
          request.flushHeaders();
          headersSent();
        }
        await sleep(pauseMs);
      }
      request.end();
    })();
  });
  return { sentHeaders, answer };
}

/** How one search of the shutdown burst went, with times from `performance.now()`. */
interface SearchOutcome {
  /** HTTP status, or the network error's code (ECONNREFUSED, ECONNRESET …). */
  outcome: number | string;
  /** When the whole request had been handed to the socket. */
  sentAt: number;
  /** When the answer (or the error) came. */
  doneAt: number;
}

/** A search on a connection of its own (no keep-alive), timed. */
function searchOnce(origin: string): Promise<SearchOutcome> {
  const url = new URL(`${origin}/listing/findlistings`);
  const payload = JSON.stringify({ citySlug: place.citySlug, radiusId: 0, rowsPerPage: 20 });
  let sentAt = Number.POSITIVE_INFINITY;
  return new Promise((resolve) => {
    const done = (outcome: number | string) =>
      resolve({ outcome, sentAt, doneAt: performance.now() });
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
      },
    );
    request.on('finish', () => (sentAt = performance.now()));
    request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    request.end(payload);
  });
}

describe('graceful shutdown: SIGTERM to one API mid-request', () => {
  /** What happened around the signal (the scenario runs once, for the checks below). */
  let shutdown: {
    listingId: number;
    upload: number | string;
    outcomes: SearchOutcome[];
    signalledAt: number;
    exitCode: number | string;
    output: string;
  };

  beforeAll(async () => {
    const [, two] = apiOrigins();
    const stopping = cluster.apis[1]!;
    const cookie = await registerAccount(two);
    const listingId = await completeDraft(two, cookie, place);
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    // About 3 s to send the body: SIGTERM arrives in the middle of it.
    const upload = slowUpload(two, cookie, listingId, jpeg, 30, 100);
    await upload.sentHeaders;
    await sleep(500);
    // Searches every 5 ms, each on a new connection, from 250 ms before the signal until
    // 750 ms after it.
    const searches: Promise<SearchOutcome>[] = [];
    const sendEveryFiveMs = (async () => {
      for (const end = performance.now() + 1_000; performance.now() < end; await sleep(5))
        searches.push(searchOnce(two));
    })();
    await sleep(250);
    process.kill(stopping.process.child.pid!, 'SIGTERM');
    const signalledAt = performance.now();
    await sendEveryFiveMs;
    shutdown = {
      listingId,
      upload: await upload.answer,
      outcomes: await Promise.all(searches),
      signalledAt,
      exitCode: await stopping.process.exited,
      output: stopping.process.output(),
    };
  });

  it('lets the slow upload in flight finish, then exits cleanly; the other API carries on', async () => {
    expect(shutdown.upload, shutdown.output).toBe(201);
    expect(
      (await db.query('SELECT 1 FROM listing_photos WHERE listing_id = $1', [shutdown.listingId]))
        .rowCount,
    ).toBe(1);
    expect(shutdown.exitCode, shutdown.output).toBe(0);
    expect((await callJson(`${apiOrigins()[0]}/ready`)).status).toBe(200);
  });

  it('loses no request: every search until the end of the drain phase is answered 200', () => {
    const { outcomes, signalledAt } = shutdown;
    const explain = (search: SearchOutcome) =>
      `${search.outcome}: sent ${Math.round(search.sentAt - signalledAt)} ms from the signal`;
    expect(outcomes.filter((search) => search.sentAt < signalledAt).length).toBeGreaterThan(0);
    expect(outcomes.filter((search) => search.sentAt >= signalledAt).length).toBeGreaterThan(0);
    // The searches run until 750 ms after the signal, inside the 1.5 s drain phase: the
    // process still serves them all (none reset, refused or answered 503).
    expect(outcomes.filter((search) => search.outcome !== 200).map(explain)).toEqual([]);
  });
});
