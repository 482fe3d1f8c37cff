import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Socket } from 'node:net';

import { isInside } from './environment.js';

/**
 * Whether something accepts connections on a port of 127.0.0.1.
 *
 * @param port the TCP port
 * @returns true when a connection succeeds within 1 s
 */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1');
  });
}

/** A running process found by {@link processesUsing}. */
export interface FoundProcess {
  pid: number;
  command: string;
}

/**
 * The processes whose working folder or command line lies in `folder` (e.g. the embedded
 * PostgreSQL of the clone, whose command names its data folder). Reads /proc (Linux).
 *
 * @param folder an absolute folder
 * @returns the processes, this one excluded
 */
export function processesUsing(folder: string): FoundProcess[] {
  const found: FoundProcess[] = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      let cwd = '';
      try {
        cwd = readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        // a process of another user: its command line still tells
      }
      if (command.includes(folder) || (cwd !== '' && isInside(cwd, folder)))
        found.push({ pid, command: command || `(cwd ${cwd})` });
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}
