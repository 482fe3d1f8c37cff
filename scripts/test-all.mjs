#!/usr/bin/env node
/**
 * The whole test suite, as the README's test command and CI run it:
 *   1. makes sure Debian's Chromium is there for the end-to-end tests (installs it with apt when
 *      running as root on a bare machine; Playwright's own browser download cannot work here);
 *   2. builds everything (site, API, Storybook, the published packages), then runs the
 *      end-to-end tests beside lint, typecheck, unit tests, the package checks (publint and attw
 *      over each published package's tarball), the multi-process check (two APIs and two sites
 *      on one PostgreSQL), the fresh-clone check (the README's start command in a clone with
 *      nothing beside it) and the consumer check (the packages published to a local registry
 *      and used by a project outside the workspace) through Turborepo (see `runAll`),
 *      continuing past failures so one run reports everything;
 *   3. sums the JSON reports of every Vitest and Playwright suite, plus every failed
 *      non-test task (lint, typecheck, build), into one last line `N passed, N failed`.
 * Exits non-zero when anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WORKSPACE_DIRS = ['apps', 'packages', 'tooling'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install Debian's chromium or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the end-to-end tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
  ) {
    console.error('apt-get could not install chromium');
    process.exit(1);
  }
}

function workspaces() {
  return WORKSPACE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(ROOT, dir, entry.name)),
  );
}

function removeOldReports() {
  for (const workspace of workspaces())
    rmSync(join(workspace, '.reports'), { recursive: true, force: true });
  rmSync(join(ROOT, '.turbo', 'runs'), { recursive: true, force: true });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every Vitest JSON report of a workspace (`vitest.json`, and `vitest-<suite>.json` of extra suites). */
function vitestReports(workspace) {
  const dir = join(workspace, '.reports');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^vitest(-[\w-]+)?\.json$/.test(name))
    .map((name) => readJson(join(dir, name)))
    .filter(Boolean);
}

/** Passed and failed test counts from every suite report found. */
function countTests() {
  let passed = 0;
  let failed = 0;
  for (const workspace of workspaces()) {
    for (const vitest of vitestReports(workspace)) {
      passed += vitest.numPassedTests ?? 0;
      failed += vitest.numFailedTests ?? 0;
      // A test file that fails to load has no failed test of its own: count it once.
      failed += (vitest.testResults ?? []).filter(
        (file) =>
          file.status === 'failed' &&
          !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
      ).length;
    }
    const playwright = readJson(join(workspace, '.reports', 'playwright.json'));
    if (playwright?.stats) {
      passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
      failed += playwright.stats.unexpected ?? 0;
    }
  }
  return { passed, failed };
}

/** Turborepo tasks that failed, from the run summary (`--summarize`), with their log files. */
function failedTasks() {
  const runsDir = join(ROOT, '.turbo', 'runs');
  if (!existsSync(runsDir)) return [];
  const summaries = readdirSync(runsDir).filter((name) => name.endsWith('.json'));
  return summaries.flatMap((name) => {
    const summary = readJson(join(runsDir, name));
    return (summary?.tasks ?? [])
      .filter((task) => task.execution && task.execution.exitCode !== 0)
      .map((task) => ({ id: task.taskId, task: task.task, logFile: task.logFile }));
  });
}

/** Lines of a task log that say what failed (failed tests, unhandled errors, compiler errors). */
const FAILURE_LINE = /FAIL|✘|×|Unhandled|Uncaught|originated in|Error:|error TS|ERR_|exited \(/;

/**
 * What failed in a task, in at most 40 lines of at most 300 characters: CI keeps only the end of
 * the output, and a suite's failure is usually far above it (an unhandled error after the last
 * test file still fails Vitest with every test passed).
 *
 * @param logFile the task's log, relative to the repository root (Turborepo's `logFile`)
 */
function failureDigest(logFile) {
  if (!logFile || !existsSync(join(ROOT, logFile))) return [];
  return (
    readFileSync(join(ROOT, logFile), 'utf8')
      // Colours off, so the digest reads the same in a file as on a terminal.
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => FAILURE_LINE.test(line) && !line.includes('✓'))
      .slice(0, 40)
      .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
  );
}

ensureChromium();
removeOldReports();
const turboEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

/**
 * One Turborepo run, continuing past failures, with its summary in `.turbo/runs`.
 *
 * @param {string[]} args tasks and flags
 * @returns {Promise<number>} the exit code
 */
function turbo(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'turbo', 'run', ...args, '--continue', '--summarize'], {
      stdio: 'inherit',
      cwd: ROOT,
      env: turboEnv,
    });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * The whole suite in two phases on a 2-core machine. First every build, two at a time. Then the
 * end-to-end tests (one browser, the longest task by far) start at once, while the other checks
 * run one at a time beside them: the e2e suite no longer waits behind the unit tests, and never
 * more than two tasks share the CPU. `--only` keeps the second phase from replaying the builds
 * (a cache replay would rewrite `.next/` under the running site).
 *
 * @returns {Promise<number>} 0 when every run passed
 */
async function runAll() {
  if (process.env.TEST_TASKS !== undefined) {
    // A chosen subset (e.g. TEST_TASKS="lint typecheck") runs as one ordinary run.
    const concurrency = process.env.TEST_CONCURRENCY ?? '2';
    return turbo([...process.env.TEST_TASKS.split(' '), `--concurrency=${concurrency}`]);
  }
  const buildStatus = await turbo(['generate', 'build', '--concurrency=2']);
  const statuses = await Promise.all([
    turbo(['e2e', '--only', '--concurrency=1']),
    turbo([
      ...['lint', 'typecheck', 'test', 'size', 'test:package'],
      ...['test:multi', 'test:fresh-clone', 'test:consumer'],
      '--only',
      '--concurrency=1',
    ]),
  ]);
  return [buildStatus, ...statuses].every((status) => status === 0) ? 0 : 1;
}

const turboStatus = await runAll();

const { passed, failed } = countTests();
const failures = failedTasks();
for (const { id, logFile } of failures) {
  console.error(`\n── what failed in ${id} (${logFile ?? 'no log'}) ──`);
  for (const line of failureDigest(logFile)) console.error(line);
}
// Test tasks report through their suites; any other failed task (lint, typecheck, build, the
// package checks) counts once.
const otherFailures = failures.filter(
  ({ task }) => !/^(test|e2e)(:(multi|fresh-clone|consumer))?$/.test(task),
);
for (const { id } of otherFailures) console.error(`failed: ${id}`);
let totalFailed = failed + otherFailures.length;
if (turboStatus !== 0 && totalFailed === 0) totalFailed = 1; // a crash that left no report
console.log(`${passed} passed, ${totalFailed} failed`);
process.exit(totalFailed === 0 && turboStatus === 0 ? 0 : 1);
