/**
 * Starting and stopping the servers a benchmark of the site measures: a private API on an
 * embedded PostgreSQL (seeded on first use) and the production build of the site (`next build`
 * into a separate dist dir, `next start` on a free port). Shared by `bench/lighthouse.ts` and
 * `bench/pages.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { addCompileHints } from '../scripts/compile-hints';

import type { ChildProcess } from 'node:child_process';

/** `apps/site`, absolute. */
export const SITE_DIR = fileURLToPath(new URL('..', import.meta.url));
const API_DIR = resolve(SITE_DIR, '../api');
const REPO_DIR = resolve(SITE_DIR, '../..');

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** Polls `url` until it answers below 500, or throws after `timeoutMs` or when `child` exits. */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child !== undefined && child.exitCode !== null)
      throw new Error(`the process serving ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** Runs a command in `apps/site` to completion with inherited output; throws on a non-zero exit. */
function runToEnd(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: SITE_DIR, env, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Stops a child process: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopProcess(
  child: ChildProcess | undefined,
  graceMs = 15_000,
): Promise<void> {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const forced = sleep(graceMs).then(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  await Promise.race([exited, forced]);
}

/** Options of {@link startApi}. */
export interface StartApiOptions {
  /** Folder under `<repo>/.data/bench/` for the database and files, e.g. `lighthouse`. */
  readonly dataName: string;
  /** Listings seeded into an empty database (first start only). */
  readonly seedListings: number;
}

/**
 * Starts a private API like `apps/api/src/main.ts` (its own embedded PostgreSQL and data folder
 * `<repo>/.data/bench/<dataName>`, free ports, seeded when empty, which takes minutes the first
 * time) and waits until `/ready` answers (at most 15 minutes).
 *
 * @returns the API's origin (`http://127.0.0.1:<port>`) and its process, to stop with
 *   {@link stopProcess}
 * @throws Error when the API exits or does not become ready in time
 */
export async function startApi(
  options: StartApiOptions,
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = resolve(REPO_DIR, '.data', 'bench', options.dataName);
  mkdirSync(dataDir, { recursive: true });
  console.log(`Starting an API on ${origin} with its data in ${dataDir} (first start seeds)…`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_LISTINGS: String(options.seedListings),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(`${origin}/ready`, 15 * 60_000, child);
  return { origin, child };
}

/**
 * Waits for an API that runs already (`/ready`, 10 s).
 *
 * @throws Error naming how to start one when nothing answers
 */
export async function requireApi(apiOrigin: string): Promise<void> {
  await waitForHttp(`${apiOrigin}/ready`, 10_000).catch(() => {
    throw new Error(
      `no API answers at ${apiOrigin}/ready: start one (pnpm --filter @rooms/api dev), ` +
        'or let the benchmark start its own',
    );
  });
}

/** Options of {@link startSite}. */
export interface StartSiteOptions {
  /** Dist dir of the build, relative to `apps/site` (never `.next`, the dev server's). */
  readonly distDir: string;
  /** The API the site talks to (`API_ORIGIN`). */
  readonly apiOrigin: string;
  /** Build first (as `pnpm build`: `next build`, then `scripts/compile-hints.ts`). */
  readonly build: boolean;
  /** Path polled until the site answers, e.g. `/`. */
  readonly readyPath: string;
  /** More environment of `next start`, e.g. `{ PAGE_CACHE_MAX_MB: '0' }`. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Builds (optionally) and starts the production site with `next start` on a free port;
 * `NEXT_PUBLIC_SITE_URL` is the measured origin, so canonical and hreflang URLs point at it as
 * they would in production. Waits until `readyPath` answers (at most 2 minutes).
 *
 * @returns the site's origin (`http://localhost:<port>`) and its process
 * @throws Error when the build fails or the site does not start
 */
export async function startSite(
  options: StartSiteOptions,
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const require = createRequire(import.meta.url);
  const nextBin = resolve(dirname(require.resolve('next/package.json')), 'dist/bin/next');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: options.distDir,
    API_ORIGIN: options.apiOrigin,
    NEXT_PUBLIC_SITE_URL: origin,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (options.build) {
    console.log(`Building the site into apps/site/${options.distDir} (API ${options.apiOrigin})…`);
    await runToEnd(process.execPath, [nextBin, 'build'], env);
    // As `pnpm build` does: first-load scripts marked for eager compilation.
    addCompileHints(SITE_DIR, resolve(SITE_DIR, options.distDir));
  }
  console.log(`Starting the production site on ${origin}…`);
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: SITE_DIR,
    env: { ...env, ...options.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`${origin}${options.readyPath}`, 120_000, child);
  return { origin, child };
}
