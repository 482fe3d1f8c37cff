#!/usr/bin/env node
/**
 * check-package: checks the package in the current folder as a consumer gets it (issue 31).
 *
 * Packs it with pnpm into a temporary folder (so `publishConfig` is applied and `workspace:*` /
 * `catalog:` versions are replaced, exactly as `pnpm publish` would), then runs over that
 * tarball:
 *   - `publint run <tgz> --strict` (warnings fail too);
 *   - `attw <tgz> --profile esm-only` (types must resolve under node16-ESM and bundler
 *     resolution; the CommonJS-only resolution is ignored: the packages are ESM only).
 * Run it after `build` (the turbo task `test:package` depends on it). Exits non-zero when the
 * packing or either check fails; the temporary folder is removed in every case.
 * `publint` and `attw` come from the calling package's devDependencies (on PATH under pnpm run).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a command in the current folder with inherited output; throws when it fails. */
function run(command, args) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}`);
}

// Under `pnpm run`, npm_execpath is pnpm's own CLI; outside it fall back to the pinned pnpm.
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['npx', '--yes', 'pnpm@10.34.8'];

const folder = mkdtempSync(join(tmpdir(), 'rooms-package-check-'));
let failed = false;
try {
  run(pnpm[0], [...pnpm.slice(1), 'pack', '--pack-destination', folder]);
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack left no tarball in ${folder}`);
  const path = join(folder, tarball);
  run('publint', ['run', path, '--strict']);
  run('attw', [path, '--profile', 'esm-only']);
} catch (error) {
  console.error(`check-package: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
