import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../../free-port';

import { watchOutbox } from './api-calls';
import { startProcess } from './child-process';
import { waitForOk } from './http';
import { startPostgres } from './postgres';
import { startRoundRobinProxy } from './round-robin-proxy';
import { startS3 } from './s3';

import type { ServerProcess } from './child-process';
import type { TestPostgres } from './postgres';
import type { RoundRobinProxy } from './round-robin-proxy';
import type { TestS3 } from './s3';

/** The repository's root folder. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const API_DIR = join(REPO_ROOT, 'apps', 'api');
const SITE_DIR = join(REPO_ROOT, 'apps', 'site');
/** Path prefix under which browsers reach the API on the site's origin. */
export const API_PREFIX = '/services/api';

/** One API process of the cluster. */
export interface ApiNode {
  name: string;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  process: ServerProcess;
}

/** One site process of the cluster. */
export interface SiteNode {
  name: string;
  origin: string;
  process: ServerProcess;
}

/** Everything the multi-process tests run against. */
export interface Cluster {
  postgres: TestPostgres;
  s3: TestS3;
  apis: ApiNode[];
  sites: SiteNode[];
  /** Round-robin over the APIs only: the sites' API_ORIGIN. */
  apiBalancer: RoundRobinProxy;
  /** The front door: `/services/api/*` to the APIs (prefix stripped), the rest to the sites. */
  front: RoundRobinProxy;
  /** Stops every process (process groups) and removes every temporary folder; never throws. */
  stop: () => Promise<void>;
}

/** What to start. */
export interface ClusterOptions {
  /** API processes, started at the same moment on the empty database. Default 2. */
  apis?: number;
  /** Site processes (`next start` of the built site). Default 2. */
  sites?: number;
  /** Demo listings the APIs seed into the empty database. Default 300. */
  seedListings?: number;
  /** How long the APIs may take to be ready (migrations, reference data, seed), ms. */
  readyTimeoutMs?: number;
  /** Extra variables for every API. */
  apiEnv?: Record<string, string>;
}

/** Every started process, killed (SIGKILL to the group) if this process exits without stop(). */
const running = new Set<ServerProcess>();
process.once('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

function watch(child: ServerProcess): ServerProcess {
  running.add(child);
  void child.exited.then(() => running.delete(child));
  return child;
}

/** Throws with a process's output when it has exited (for waits that would time out). */
function aliveCheck(node: { name: string; process: ServerProcess }): () => void {
  return () => {
    if (node.process.hasExited())
      throw new Error(`${node.name} exited before it was ready:\n${node.process.output()}`);
  };
}

/**
 * The environment of an API process of the cluster.
 *
 * @param cluster database and object store
 * @param port its port
 * @param dataDir its DATA_DIR (outbox of e-mails)
 * @param options seed size and extra variables
 */
export function apiEnvironment(
  cluster: { postgres: TestPostgres; s3: TestS3 },
  port: number,
  dataDir: string,
  options: ClusterOptions,
): Record<string, string> {
  return {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: cluster.postgres.url,
    DATA_DIR: dataDir,
    S3_BUCKET: cluster.s3.bucket,
    S3_ENDPOINT: cluster.s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: cluster.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: cluster.s3.secretAccessKey,
    SEED_DEMO: 'true',
    // Each API process starts a Stripe stand-in of its own: any free port.
    STRIPE_STANDIN_PORT: '0',
    SEED_LISTINGS: String(options.seedListings ?? 300),
    // As in production, a SIGTERM first drains (ready 503, connections closed after their
    // answer) before the API stops accepting connections.
    SHUTDOWN_DRAIN_MS: '1500',
    // Every call of the tests comes from 127.0.0.1.
    RATE_LIMIT_PER_IP_FACTOR: '10000',
    MESSAGE_RATE_LIMIT_FACTOR: '10000',
    ...options.apiEnv,
  };
}

/**
 * Starts one PostgreSQL, one S3-compatible server, `apis` API processes at the same moment on
 * the empty database (`node apps/api/dist/main.js`), `sites` site processes (`next start` of
 * `apps/site/.next`, API_ORIGIN the API balancer) and the front proxy, then waits until every
 * API's `/ready` and every site's `/next/api/health` answer 200. Needs the API and the site
 * built (`turbo run test:multi` builds them first).
 *
 * @param options what to start
 * @returns the running cluster; on any failure everything started so far is stopped again
 * @throws Error with the failing process's last output lines
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const apiCount = options.apis ?? 2;
  const siteCount = options.sites ?? 2;
  const readyTimeoutMs = options.readyTimeoutMs ?? 300_000;
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
    stoppers.length = 0;
  };
  try {
    const postgres = await startPostgres();
    stoppers.push(postgres.stop);
    const s3 = await startS3();
    stoppers.push(s3.stop);

    const apis: ApiNode[] = [];
    for (let index = 1; index <= apiCount; index += 1) {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), `rooms-multi-api${index}-`));
      stoppers.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      // Sign-up links arrive by e-mail there (`registerAccount`).
      watchOutbox(join(dataDir, 'outbox'));
      const child = watch(
        startProcess(`api-${index}`, process.execPath, ['dist/main.js'], {
          cwd: API_DIR,
          env: apiEnvironment({ postgres, s3 }, port, dataDir, options),
        }),
      );
      stoppers.push(() => child.stop(15_000));
      apis.push({ name: `api-${index}`, origin: `http://127.0.0.1:${port}`, process: child });
    }
    const apiBalancer = await startRoundRobinProxy(
      { rest: { origins: apis.map((api) => api.origin) } },
      await freePort(),
    );
    stoppers.push(apiBalancer.close);
    await Promise.all(
      apis.map((api) => waitForOk(`${api.origin}/ready`, readyTimeoutMs, aliveCheck(api))),
    );

    const frontPort = await freePort();
    const front = `http://127.0.0.1:${frontPort}`;
    const nextBin = createRequire(join(SITE_DIR, 'package.json')).resolve('next/dist/bin/next');
    const sites: SiteNode[] = [];
    for (let index = 1; index <= siteCount; index += 1) {
      const port = await freePort();
      const child = watch(
        startProcess(
          `site-${index}`,
          process.execPath,
          // No `-H 127.0.0.1`: Next.js then proxies the locale rewrites to `localhost`, which
          // misses a server bound to 127.0.0.1 (500 'Failed to proxy').
          [nextBin, 'start', '-p', String(port)],
          {
            cwd: SITE_DIR,
            env: {
              NODE_ENV: 'production',
              API_ORIGIN: apiBalancer.origin,
              NEXT_PUBLIC_SITE_URL: front,
              NEXT_TELEMETRY_DISABLED: '1',
            },
          },
        ),
      );
      stoppers.push(() => child.stop(10_000));
      sites.push({ name: `site-${index}`, origin: `http://127.0.0.1:${port}`, process: child });
    }
    await Promise.all(
      sites.map((site) => waitForOk(`${site.origin}/next/api/health`, 120_000, aliveCheck(site))),
    );

    const frontProxy = await startRoundRobinProxy(
      {
        prefix: API_PREFIX,
        api: { origins: apis.map((api) => api.origin), stripPrefix: API_PREFIX },
        rest: { origins: sites.map((site) => site.origin) },
      },
      frontPort,
    );
    stoppers.push(frontProxy.close);
    return { postgres, s3, apis, sites, apiBalancer, front: frontProxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
