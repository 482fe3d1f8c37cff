import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { stringify } from 'yaml';

import { freePort } from '../../free-port.js';
import { startProcess } from '../../multi/testing/child-process.js';
import { waitForOk } from '../../multi/testing/http.js';

/** The scope published to the local registry (the company's packages). */
export const SCOPE = '@rooms';

/** A running local npm registry (verdaccio) with one user. */
export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/`, with the trailing slash npm's settings expect. */
  url: string;
  /** The user's token, for `//127.0.0.1:<port>/:_authToken=` in an `.npmrc`. */
  token: string;
  /** Stops the registry and removes its folder (storage, users, configuration); never throws. */
  stop: () => Promise<void>;
}

/**
 * verdaccio's configuration: packages of {@link SCOPE} live only here (no uplink, so nothing of
 * that name can come from the public registry), any signed-in user may publish them, anyone
 * may read them; other names are not served (a consumer takes them from the public registry
 * through its `.npmrc` scope line). No web UI, warnings only.
 *
 * @param folder the registry's own folder (storage, htpasswd)
 */
function registryConfig(folder: string): Record<string, unknown> {
  return {
    storage: join(folder, 'storage'),
    auth: { htpasswd: { file: join(folder, 'htpasswd') } },
    uplinks: {},
    packages: {
      [`${SCOPE}/*`]: { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
    },
    // The packed packages are small; the default 10 MB would still refuse a larger @rooms/ui.
    max_body_size: '100mb',
    web: { enable: false },
    log: { type: 'stdout', format: 'json', level: 'warn' },
  };
}

/**
 * Creates a user and returns its token (the registry answer to `npm adduser`).
 *
 * @param url the registry's URL (trailing slash)
 * @throws Error when the registry refuses
 */
async function addUser(url: string): Promise<string> {
  const name = 'consumer-test';
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: 'consumer-test-password', type: 'user', roles: [] }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 201 || !body.token)
    throw new Error(`the registry refused the user: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * Starts verdaccio (the npm package, a devDependency of this workspace) on a port of 127.0.0.1
 * with its storage in a new temporary folder, waits for its ping and signs up a user.
 *
 * @param port the port to listen on; a free one when not given
 * @returns the registry; on failure it is stopped again
 * @throws Error with verdaccio's last output lines when it does not start
 */
export async function startLocalRegistry(port?: number): Promise<LocalRegistry> {
  const folder = mkdtempSync(join(tmpdir(), 'rooms-registry-'));
  mkdirSync(join(folder, 'storage'));
  const configFile = join(folder, 'config.yaml');
  writeFileSync(configFile, stringify(registryConfig(folder)));
  const listenPort = port ?? (await freePort());
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('verdaccio/package.json')),
    'bin',
    'verdaccio',
  );
  const server = startProcess(
    'verdaccio',
    process.execPath,
    [bin, '--config', configFile, '--listen', `127.0.0.1:${listenPort}`],
    { cwd: folder, env: {} },
  );
  const stop = async () => {
    await server.stop(5_000);
    rmSync(folder, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${listenPort}/`;
  try {
    await waitForOk(`${url}-/ping`, 30_000, () => {
      if (server.hasExited()) throw new Error(`verdaccio exited:\n${server.output()}`);
    });
    return { url, token: await addUser(url), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
