import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { freePort } from '../testing/free-port.js';
import { eventually } from '../testing/test-app.js';

import { PASSWORD_FILE } from './cluster-password.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { isAlive } from './postmaster-lock.js';

import type { EmbeddedServer } from './embedded-postgres.js';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = fileURLToPath(new URL('../testing/embedded-postgres-child.ts', import.meta.url));

/** Starts the embedded server in a child process (an API's), resolving with its postmaster pid. */
function startInChild(
  dataDir: string,
  port: number,
  watchdog = true,
): Promise<{ child: ChildProcess; pid: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CHILD, dataDir, String(port), watchdog ? 'watchdog' : 'no-watchdog'],
      {
        cwd: API_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /ready (\d+)/.exec(output);
      if (match) resolve({ child, pid: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`child exited (${code}): ${output}`)));
  });
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function answers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
    return rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rooms-pg-'));
  const running: EmbeddedServer[] = [];

  afterAll(async () => {
    for (const server of running) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the cluster with a random password kept in a 0600 file', async () => {
    const server = await startEmbeddedPostgres(dataDir, await freePort(), true);
    running.push(server);
    const password = readFileSync(join(dataDir, PASSWORD_FILE), 'utf8').trim();
    expect(password).toMatch(/^[\w-]{32}$/);
    expect(statSync(join(dataDir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    expect(server.url).toContain(password);
    expect(await answers(server.url)).toBe(1);
    await expect(answers(server.url.replace(password, 'rooms-local'))).rejects.toThrow(
      /password authentication failed/,
    );
  });

  it('replaces the old fixed password of a cluster made before the password file', async () => {
    const server = running[0] as EmbeddedServer;
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query("ALTER ROLE postgres PASSWORD 'rooms-local'");
    await client.end();
    rmSync(join(dataDir, PASSWORD_FILE));
    await running.pop()?.stop();

    const restarted = await startEmbeddedPostgres(dataDir, await freePort(), true);
    running.push(restarted);
    const password = readFileSync(join(dataDir, PASSWORD_FILE), 'utf8').trim();
    expect(password).not.toBe('rooms-local');
    expect(restarted.url).toContain(password);
    expect(await answers(restarted.url)).toBe(1);
    await expect(answers(restarted.url.replace(password, 'rooms-local'))).rejects.toThrow(
      /password authentication failed/,
    );
  });

  it('names the folder, the port and the cause when a live API uses the cluster', async () => {
    const port = await freePort();
    // A second API on the same DATA_DIR while the first runs: refused, and said why.
    await expect(startEmbeddedPostgres(dataDir, port, true)).rejects.toThrow(
      new RegExp(`did not start in ${dataDir} on port ${port}: another API .*postmaster\\.pid`),
    );
    await running.pop()?.stop();
  });

  it('recovers after kill -9 of its API: the next start stops the orphaned server', async () => {
    const port = await freePort();
    // No watchdog in the killed API: its server stays until the next start deals with it.
    const { child, pid } = await startInChild(dataDir, port, false);
    await killHard(child);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(isAlive(pid)).toBe(true); // the API is gone, its server still runs
    const logs: string[] = [];
    const server = await startEmbeddedPostgres(dataDir, port, true, {
      onLog: (line) => logs.push(line),
    });
    running.push(server);
    expect(isAlive(pid)).toBe(false);
    expect(logs.join('\n')).toMatch(
      new RegExp(`stopping the embedded PostgreSQL \\(pid ${pid}\\)`),
    );
    expect(await answers(server.url)).toBe(1);
    expect(server.pid).not.toBe(pid);
    await running.pop()?.stop();
  });

  it('reports a server killed under it once, and not a server it stopped itself', async () => {
    const lost: string[] = [];
    const killed = await startEmbeddedPostgres(dataDir, await freePort(), true, {
      onUnexpectedExit: (message) => lost.push(message),
    });
    expect(killed.alive()).toBe(true);
    process.kill(killed.pid, 'SIGKILL');
    await eventually(() => (killed.alive() ? undefined : true), 10_000);
    expect(lost).toEqual([
      expect.stringMatching(new RegExp(`pid ${killed.pid}\\) exited unexpectedly \\(SIGKILL\\)`)),
    ]);
    await killed.stop(); // already gone: nothing to stop, nothing more reported
    expect(lost).toHaveLength(1);

    const stopped = await startEmbeddedPostgres(dataDir, await freePort(), true, {
      onUnexpectedExit: (message) => lost.push(message),
    });
    await stopped.stop();
    expect(stopped.alive()).toBe(false);
    expect(lost).toHaveLength(1);
  });

  it('does not let a server outlive its killed API: the watchdog stops it', async () => {
    const { child, pid } = await startInChild(dataDir, await freePort());
    await killHard(child);
    await eventually(() => (isAlive(pid) ? undefined : true), 10_000);
  });
});
