import { spawn } from 'node:child_process';

import type { ChildProcess } from 'node:child_process';

/** How many output lines of a child are kept for error messages. */
const KEPT_LINES = 60;

/** A server started by the harness, in a process group of its own. */
export interface ServerProcess {
  /** Name in messages, e.g. `api-1`. */
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  readonly exited: Promise<number | string>;
  /** The last lines it printed (stdout and stderr), for a failure's message. */
  output: () => string;
  /** Whether it has ended. */
  hasExited: () => boolean;
  /**
   * Ends the whole process group: SIGTERM, then SIGKILL after `graceMs`.
   *
   * @param graceMs how long to wait for a clean exit, ms
   */
  stop: (graceMs?: number) => Promise<void>;
}

/**
 * Starts a server process in its own process group (`detached`), so that stopping it also ends
 * whatever it started (an `npx`, a Next.js worker), and keeps its last output lines.
 *
 * @param name name in messages
 * @param command program, e.g. `process.execPath`
 * @param args its arguments
 * @param options working folder and the environment (added to this process's)
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): ServerProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line.length > 400 ? `${line.slice(0, 400)}…` : line);
      if (lines.length > KEPT_LINES) lines.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended = false;
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = true;
      resolve(code ?? signal ?? -1);
    });
    child.on('error', (error) => {
      ended = true;
      lines.push(String(error));
      resolve(-1);
    });
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  return {
    name,
    child,
    exited,
    output: () => lines.join('\n'),
    hasExited: () => ended,
    stop: async (graceMs = 10_000) => {
      if (child.pid === undefined) return;
      // SIGCONT first: a process group stopped by a test would never handle SIGTERM.
      signalGroup('SIGCONT');
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Whatever else is left in the group (a worker that outlived its parent).
      signalGroup('SIGKILL');
    },
  };
}
