import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { openDatabase } from './db/database.js';
import { startEmbeddedPostgres } from './db/embedded-postgres.js';
import { runMigrations } from './db/migrate.js';
import { ensureDatabase } from './db/provision.js';
import { freePort } from './testing/free-port.js';
import { insertPlace } from './testing/listing-fixtures.js';
import { createTestDatabase, dropDatabase, type TestDatabase } from './testing/test-database.js';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** SHUTDOWN_GRACE_MS of the process under test. */
const GRACE_MS = 10_000;

/** The API's main.ts as a child process on a test database, with its output kept. */
interface RunningApi {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

function startApi(
  database: Pick<TestDatabase, 'url'>,
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): RunningApi {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_DIRECT_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, output: () => output, exited };
}

async function statusOf(port: number, path: string): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`)).status;
  } catch {
    return 0;
  }
}

/** Polls /ready until 200 (the placeholder answers 503 while the database is prepared). */
async function waitUntilReady(api: RunningApi, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await statusOf(api.port, '/ready')) !== 200) {
    if (Date.now() > deadline || api.child.exitCode !== null)
      throw new Error(`the API did not get ready: ${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A search whose JSON body arrives in two halves `pauseMs` apart, so it is in flight for that
 * long. `between` runs after the first half.
 */
function slowSearch(
  port: number,
  pauseMs: number,
  between: () => void,
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ listingSortOptionId: 1, maxRentalPriceId: 1500 });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/listing/findlistings',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.write(body.slice(0, 10));
    setTimeout(between, 50);
    setTimeout(() => call.end(body.slice(10)), pauseMs);
  });
}

describe('main: graceful shutdown', () => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'rooms-main-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    // One place: the reference data counts as loaded, so the start does not load the country.
    await insertPlace(database.db);
  });

  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets a request in flight at SIGTERM finish with 200, then exits 0 within the grace', async () => {
    const api = startApi(database, await freePort(), dataDir);
    try {
      await waitUntilReady(api);
      let signalledAt = 0;
      const answer = await slowSearch(api.port, 1500, () => {
        signalledAt = Date.now();
        api.child.kill('SIGTERM');
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ totalCount: 0 });
      const code = await api.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS);
      expect(api.output()).toContain('SIGTERM: shutting down');
      // No error logged on the way down (pino level 50: error, 60: fatal).
      expect(api.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
    }
  });

  it('drains after SIGTERM: still serves, /ready 503, answers close their connections', async () => {
    const api = startApi(database, await freePort(), dataDir, { SHUTDOWN_DRAIN_MS: '1500' });
    try {
      await waitUntilReady(api);
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await statusOf(api.port, '/ready')).toBe(503);
      const search = await fetch(`http://127.0.0.1:${api.port}/listing/findlistings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ listingSortOptionId: 1 }),
      });
      expect(search.status).toBe(200);
      expect(search.headers.get('connection')).toBe('close');
      expect(api.child.exitCode).toBeNull(); // still serving within the drain phase
      expect(await api.exited).toBe(0);
    } finally {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
    }
  });

  it('with RUN_MIGRATIONS=false answers /ready 503 until another process has migrated', async () => {
    const serverUrl = inject('testServerUrl');
    const name = `rooms_unmigrated_${Date.now()}`;
    const url = await ensureDatabase(serverUrl, name);
    const api = startApi({ url }, await freePort(), dataDir, { RUN_MIGRATIONS: 'false' });
    try {
      const deadline = Date.now() + 30_000;
      while ((await statusOf(api.port, '/health')) !== 200) {
        if (Date.now() > deadline) throw new Error(`no placeholder: ${api.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 2500)); // a few checks of the database
      expect(await statusOf(api.port, '/ready')).toBe(503);
      expect(api.output()).toContain('waiting for another process to apply the migrations');

      const migrator = openDatabase(url, 1);
      await runMigrations(migrator);
      await insertPlace(migrator.db);
      await migrator.close();
      await waitUntilReady(api);
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    } finally {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
      await dropDatabase(serverUrl, name);
    }
    // A process start, a migration run and a second readiness wait: beyond the default 30 s when
    // the machine runs the end-to-end suite beside it.
  }, 90_000);

  it('refuses to start in production without the required settings, one line each', async () => {
    const api = startApi({ url: 'postgres://unused@127.0.0.1:9/none' }, await freePort(), dataDir, {
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATABASE_DIRECT_URL: '',
      SITE_URL: 'http://rooms.example.com',
      TRUST_PROXY: '2',
    });
    expect(await api.exited).toBe(1);
    const lines = api.output().trim().split('\n');
    expect(lines[0]).toBe('Invalid API configuration:');
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
      'DATABASE_URL',
      'SMTP_URL',
      'SITE_URL',
      'TRUST_PROXY',
      'S3_BUCKET',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });
});

describe('main: the embedded PostgreSQL is watched', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rooms-main-embedded-'));
  const clusterDir = join(dataDir, 'postgres');
  let pgPort: number;

  beforeAll(async () => {
    // The cluster main.ts will start, made ahead: migrated, with one place, so the start
    // does not load the country's reference data.
    pgPort = await freePort();
    chmodSync(dataDir, 0o755); // run as root, PostgreSQL's account must enter it
    const server = await startEmbeddedPostgres(clusterDir, pgPort, true, { watchdog: false });
    try {
      const url = await ensureDatabase(server.url, 'rooms');
      const setup = openDatabase(url, 1);
      await runMigrations(setup);
      await insertPlace(setup.db);
      await setup.close();
    } finally {
      await server.stop();
    }
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers /health and /ready 503 within seconds of the postmaster being killed', async () => {
    const api = startApi({ url: '' }, await freePort(), dataDir, {
      DATABASE_DIRECT_URL: '',
      EMBEDDED_PG_PORT: String(pgPort),
    });
    try {
      await waitUntilReady(api);
      expect(await statusOf(api.port, '/health')).toBe(200);
      const postmaster = Number(
        readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      process.kill(postmaster, 'SIGKILL');
      const deadline = Date.now() + 5_000;
      while ((await statusOf(api.port, '/health')) !== 503) {
        if (Date.now() > deadline) throw new Error(`/health still not 503: ${api.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const health = await fetch(`http://127.0.0.1:${api.port}/health`);
      expect(await health.json()).toEqual({ status: 'unavailable' });
      expect(await statusOf(api.port, '/ready')).toBe(503);
      // Said once, the process still answering.
      const lost = api.output().match(/embedded PostgreSQL \(pid \d+\) exited unexpectedly/g);
      expect(lost).toHaveLength(1);
      expect(api.output()).toContain(`pid ${postmaster}) exited unexpectedly (SIGKILL)`);
      expect(api.child.exitCode).toBeNull();
    } finally {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
      await api.exited;
    }
  });
});
