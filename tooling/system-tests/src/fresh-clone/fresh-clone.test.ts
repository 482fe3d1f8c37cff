/**
 * The fresh-clone check of issue 22 §1: `git clone` of HEAD into an empty temporary folder
 * with nothing beside it, the README's install + start command run there on free ports, the
 * API's `/ready`, the home page and `/huren/kamer-groningen` answering with listings, then the
 * whole process group stopped and nothing left running.
 *
 * Nothing outside the clone may be read: the clone's folder holds only the clone (no
 * sibling folders), the environment carries no variable pointing outside it, and where the machine
 * allows a private mount namespace (root, or user namespaces) the folder holding the original
 * repository and its siblings is covered by an empty file system for the command and everything
 * it starts, so any read there fails the start. Prints the timings of install and of build +
 * start until ready. Takes several minutes (a full install and production build).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { freePort } from '../free-port.js';

import { cleanEnvironment } from './environment.js';
import { foldersToHide, namespaceHider } from './hidden-folders.js';
import { isListening, processesUsing } from './processes.js';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Listings the start command seeds: enough for Groningen's rooms, quick to seed. */
const SEED_LISTINGS = '1000';
/** Install, production build, seed and start on a busy 2-core machine. */
const READY_WITHIN_MS = 18 * 60_000;
/** How long the process group gets to stop after SIGTERM before SIGKILL. */
const STOP_WITHIN_MS = 30_000;

function git(args: readonly string[], cwd: string): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * The README's install + start command: the shell line of its first `sh` block that installs
 * with the frozen lockfile and then starts.
 */
function readmeStartCommand(readme: string): string {
  const line = readme
    .split('\n')
    .map((text) => text.trim())
    .find((text) => /install --frozen-lockfile && \S+(?: \S+)* start$/.test(text));
  if (!line) throw new Error('README.md has no "… install --frozen-lockfile && … start" line');
  return line;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(0)} s`;
}

async function waitFor(
  what: string,
  deadline: number,
  child: ChildProcess,
  check: () => Promise<boolean>,
): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the start command ended (${child.exitCode ?? child.signalCode}) before ${what}`,
      );
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`${what}: not within ${seconds(READY_WITHIN_MS)}`);
}

async function get(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  return { status: response.status, text: await response.text() };
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const repoRoot = git(['rev-parse', '--show-toplevel'], HERE);
/** The empty folder the clone goes into, and a folder for the command's log (not beside it). */
let workDir = '';
let logDir = '';
let child: ChildProcess | undefined;
const clone = () => join(workDir, 'rooms');
const logFile = () => join(logDir, 'start.log');

function logTail(lines = 60): string {
  try {
    return readFileSync(logFile(), 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

afterAll(async () => {
  // Whatever happened: stop the group and anything of the clone still running.
  if (child?.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const left of workDir === '' ? [] : processesUsing(clone())) {
    try {
      process.kill(left.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (workDir !== '') rmSync(workDir, { recursive: true, force: true });
  if (logDir !== '') rmSync(logDir, { recursive: true, force: true });
});

describe('a fresh clone', () => {
  it("starts with the README's command alone and serves listings, then stops cleanly", async () => {
    workDir = mkdtempSync(join(tmpdir(), 'rooms-fresh-clone-'));
    // A folder as `mkdir` makes it (mkdtemp's is 0700): run as root, the embedded PostgreSQL
    // runs as the `postgres` user, which must be able to reach the clone's data folder.
    chmodSync(workDir, 0o755);
    logDir = mkdtempSync(join(tmpdir(), 'rooms-fresh-clone-log-'));
    const head = git(['rev-parse', 'HEAD'], repoRoot);
    git(['clone', '--quiet', '--no-hardlinks', repoRoot, clone()], workDir);
    expect(git(['rev-parse', 'HEAD'], clone())).toBe(head);
    // Nothing beside the clone: no sibling folder, no other checkout.
    expect(readdirSync(workDir)).toEqual(['rooms']);

    const command = readmeStartCommand(readFileSync(join(clone(), 'README.md'), 'utf8'));
    const [apiPort, sitePort, postgresPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const hidden = foldersToHide(repoRoot, [
      homedir(),
      tmpdir(),
      workDir,
      logDir,
      dirname(process.execPath),
    ]);
    const env = cleanEnvironment(process.env, [repoRoot, dirname(repoRoot)], {
      PORT: String(apiPort),
      SITE_PORT: String(sitePort),
      API_ORIGIN: `http://127.0.0.1:${apiPort}`,
      SITE_URL: `http://localhost:${sitePort}`,
      EMBEDDED_PG_PORT: String(postgresPort),
      SEED_LISTINGS,
      CI: 'true',
      TURBO_TELEMETRY_DISABLED: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    });
    const hider = namespaceHider();
    const [file, args] = hider.available
      ? hider.wrap(hidden, command)
      : (['sh', ['-c', command]] as [string, string[]]);
    console.log(
      hider.available
        ? `fresh clone in ${clone()}; hidden from it: ${hidden.join(', ')}`
        : `fresh clone in ${clone()}; no mount namespace here (${hider.reason}): reads outside are ` +
            'prevented only by the empty folder around the clone and the cleaned environment',
    );
    console.log(
      `running: ${command}  (API :${apiPort}, site :${sitePort}, PostgreSQL :${postgresPort})`,
    );

    const started = Date.now();
    let installedAt: number | undefined;
    const log = createWriteStream(logFile());
    // Its own process group, so the whole tree can be stopped at once as a terminal would.
    const running = spawn(file, args, {
      cwd: clone(),
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    for (const stream of [running.stdout, running.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        log.write(chunk);
        // pnpm announces the root `start` script once the install is done.
        if (installedAt === undefined && /> rooms@\S* start/.test(chunk.toString()))
          installedAt = Date.now();
      });
    }
    const deadline = started + READY_WITHIN_MS;

    try {
      await waitFor('the API answers /ready with 200', deadline, running, async () => {
        const ready = await fetch(`http://127.0.0.1:${apiPort}/ready`, {
          signal: AbortSignal.timeout(5000),
        });
        return ready.status === 200;
      });
      await waitFor('the site answers', deadline, running, () => isListening(sitePort));
      const readyAt = Date.now();
      const installMs = (installedAt ?? started) - started;
      console.log(
        `timings: install ${seconds(installMs)}, build + start until ready ${seconds(readyAt - (installedAt ?? started))}, total ${seconds(readyAt - started)}`,
      );

      const home = await get(`http://127.0.0.1:${sitePort}/`);
      expect(home.status).toBe(200);
      // The popular cities with their listing counts ("1.234 advertenties").
      expect(home.text).toMatch(/\d advertentie/);
      expect(home.text).toMatch(/href="\/huren\/[a-z]+-[a-z0-9-]+"/);

      const groningen = await get(`http://127.0.0.1:${sitePort}/huren/kamer-groningen`);
      expect(groningen.status).toBe(200);
      // Result cards link to listing pages: /huren/kamer-groningen/{street}/{type}-{id}.
      expect(groningen.text).toMatch(/href="\/huren\/kamer-groningen\/[a-z0-9-]+\/[a-z]+-\d+"/);
    } catch (error) {
      console.error(`--- last lines of the start command ---\n${logTail()}`);
      throw error;
    }

    // Stop the whole process group as Ctrl+C in a terminal would, then check nothing is left.
    process.kill(-(running.pid as number), 'SIGTERM');
    const stopped = await exited(running, STOP_WITHIN_MS);
    if (!stopped) process.kill(-(running.pid as number), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    log.end();
    const leftOver = processesUsing(clone());
    if (leftOver.length > 0) console.error(`--- still running ---\n${JSON.stringify(leftOver)}`);
    expect(stopped, 'the start command stopped within 30 s of SIGTERM').toBe(true);
    expect(leftOver).toEqual([]);
    for (const port of [apiPort, sitePort, postgresPort])
      expect(await isListening(port), `port ${port} is free again`).toBe(false);
    // The run wrote nothing beside the clone either.
    expect(readdirSync(workDir)).toEqual(['rooms']);
  });
});
