/**
 * Crash recovery of the embedded PostgreSQL: what to do with the `postmaster.pid` lock file a
 * server leaves in its cluster folder while it runs. After `kill -9` of an API, its server keeps
 * running (until the watchdog stops it) and a new server on the same folder would refuse to
 * start; this module finds out whether the pid in the file is a postgres serving this folder,
 * and whether the API that started it is still alive.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The lock file PostgreSQL keeps in its data folder while it runs. */
const LOCK_FILE = 'postmaster.pid';
/** Pid of the API that started the server, written beside the lock file. */
const OWNER_FILE = 'rooms-owner.pid';

/** What a process is, as far as recovery needs to know. */
export interface ProcessInfo {
  /** Command line, program first. */
  command: string[];
  /** Parent pid. */
  ppid: number;
  /** Working directory (Linux only; PostgreSQL's is its data folder). */
  cwd?: string | undefined;
  /** A zombie (exited, not yet reaped by its parent). */
  zombie: boolean;
}

/** Whether a process with this pid exists (a zombie counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return describeProcess(pid)?.zombie !== true;
}

/**
 * Reads what a process is from /proc (Linux), else from `ps`.
 *
 * @returns undefined when no such process exists
 */
export function describeProcess(pid: number): ProcessInfo | undefined {
  const proc = `/proc/${pid}`;
  if (existsSync('/proc/self')) {
    try {
      const command = readFileSync(`${proc}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const stat = readFileSync(`${proc}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const [state = '', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      let cwd: string | undefined;
      try {
        cwd = realpathSync(`${proc}/cwd`);
      } catch {
        cwd = undefined; // another user's process
      }
      return { command, ppid: Number(ppid), cwd, zombie: state === 'Z' };
    } catch {
      return undefined;
    }
  }
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)], {
      encoding: 'utf8',
    }).trim();
    const [ppid = '0', state = '', ...command] = line.split(/\s+/);
    return { command, ppid: Number(ppid), zombie: state.startsWith('Z') };
  } catch {
    return undefined;
  }
}

function samePath(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** Whether a process is a postgres server whose data folder is `clusterDir` (-D or cwd). */
export function isPostgresServing(info: ProcessInfo, clusterDir: string): boolean {
  const program = basename(info.command[0] ?? '');
  if (program !== 'postgres' && program !== 'postmaster') return false;
  const dataArg = info.command.indexOf('-D');
  const dataDir = dataArg === -1 ? undefined : info.command[dataArg + 1];
  return (
    (dataDir !== undefined && samePath(dataDir, clusterDir)) ||
    (info.cwd !== undefined && samePath(info.cwd, clusterDir))
  );
}

/** Records the API pid that owns the server of `clusterDir`. */
export function recordOwner(clusterDir: string, apiPid: number): void {
  writeFileSync(join(clusterDir, OWNER_FILE), `${apiPid}\n`);
}

/** What the lock file of a cluster says. */
export type LockState =
  | { kind: 'free' }
  | { kind: 'stale' }
  | { kind: 'in-use'; serverPid: number; ownerPid: number }
  | { kind: 'orphan'; serverPid: number };

/**
 * Judges the lock file of a cluster:
 * - `free`: none, or its pid is gone (PostgreSQL replaces such a file itself);
 * - `stale`: its pid is a live process but not a postgres serving this folder (pid reused);
 * - `in-use`: a postgres serving this folder whose parent is the API that started it, alive;
 * - `orphan`: a postgres serving this folder whose API is gone (killed).
 */
export function inspectLock(clusterDir: string): LockState {
  const lockFile = join(clusterDir, LOCK_FILE);
  if (!existsSync(lockFile)) return { kind: 'free' };
  const serverPid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(serverPid) || serverPid <= 0 || !isAlive(serverPid)) {
    return { kind: 'free' };
  }
  const server = describeProcess(serverPid);
  if (server === undefined || !isPostgresServing(server, clusterDir)) return { kind: 'stale' };
  const ownerFile = join(clusterDir, OWNER_FILE);
  const ownerPid = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8').trim()) : NaN;
  const parent = describeProcess(server.ppid);
  // Clusters started before the owner file existed: a node parent is taken for its API.
  const parentIsApi = Number.isInteger(ownerPid)
    ? server.ppid === ownerPid
    : server.ppid !== 1 && /node/.test(basename(parent?.command[0] ?? ''));
  if (parentIsApi && parent !== undefined && !parent.zombie) {
    return { kind: 'in-use', serverPid, ownerPid: server.ppid };
  }
  return { kind: 'orphan', serverPid };
}

/** Removes a stale lock file (its pid is not a postgres of this folder). */
export function removeStaleLock(clusterDir: string): void {
  rmSync(join(clusterDir, LOCK_FILE), { force: true });
}

/**
 * Stops a server: fast shutdown (SIGINT: sessions are ended, the data is consistent), then an
 * immediate one (SIGQUIT) if it is still running after `timeoutMs`.
 *
 * @returns once the process is gone
 * @throws Error when it outlives both
 */
export async function stopServerProcess(pid: number, timeoutMs = 30_000): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', timeoutMs],
    ['SIGQUIT', 5000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the PostgreSQL server ${pid} did not stop`);
}
