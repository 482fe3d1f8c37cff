import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../../free-port.js';
import { startProcess } from '../../multi/testing/child-process.js';
import { waitForOk } from '../../multi/testing/http.js';

/** A running API for the consumer to call. */
export interface ConsumerApi {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Stops the API (which stops its embedded PostgreSQL) and removes its data; never throws. */
  stop: () => Promise<void>;
}

/**
 * Starts the built API (`apps/api/dist/main.js`; turbo's `test:consumer` builds it first) on
 * a free port with its embedded PostgreSQL on another, its data in a new temporary folder, and
 * the demo seed of `seedListings` listings (spread over the cities by population, so Groningen
 * has rooms), then waits for `/ready`.
 *
 * @param repoRoot the repository's root folder
 * @param seedListings demo listings to seed
 * @returns the API; stopped again when it does not become ready
 * @throws Error with the API's last output lines when it exits or is not ready within 5 minutes
 */
export async function startConsumerApi(
  repoRoot: string,
  seedListings: number,
): Promise<ConsumerApi> {
  const apiDir = join(repoRoot, 'apps', 'api');
  if (!existsSync(join(apiDir, 'dist', 'main.js')))
    throw new Error(
      'apps/api/dist/main.js is missing: build the API (turbo run test:consumer does)',
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'rooms-consumer-api-'));
  // The embedded PostgreSQL runs as a system user of its own when this runs as root.
  chmodSync(dataDir, 0o777);
  const port = await freePort();
  const server = startProcess('api', process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SITE_URL: 'http://127.0.0.1:9',
      SEED_DEMO: 'true',
      SEED_LISTINGS: String(seedListings),
      LOG_LEVEL: 'warn',
      // Empty counts as unset for the API: a caller's database or object store is not used.
      DATABASE_URL: '',
      DATABASE_DIRECT_URL: '',
      S3_BUCKET: '',
    },
  });
  const stop = async () => {
    // The API stops its embedded PostgreSQL on SIGTERM before it exits.
    await server.stop(20_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${origin}/ready`, 300_000, () => {
      if (server.hasExited()) throw new Error(`the API exited:\n${server.output()}`);
    });
    return { origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
