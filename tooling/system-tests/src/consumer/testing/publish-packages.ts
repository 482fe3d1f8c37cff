import { accessSync, constants, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

import { describeResult, runCommand } from './run-command.js';
import { workspacePackages } from './workspace-packages.js';

/** What {@link publishPackages} needs. */
export interface PublishOptions {
  /** The repository's root folder (where `.changeset/` and the lockfile are). */
  repoRoot: string;
  /** Registry URL with a trailing slash, e.g. `http://127.0.0.1:4874/`. */
  registry: string;
  /** A token of a user allowed to publish there. */
  token: string;
  /** The scope the registry serves, e.g. `@rooms`. */
  scope: string;
  /** The environment to start from (the caller's `process.env`). */
  env: Readonly<Record<string, string | undefined>>;
  /** How long the whole publish may take, ms. Default 180,000. */
  timeoutMs?: number;
}

/**
 * The folder of the `pnpm` on PATH: `changeset publish` runs `pnpm publish` by that name (pnpm
 * applies `publishConfig` and replaces `workspace:` and `catalog:` versions; npm would not).
 *
 * @param path the PATH to search
 * @throws Error when no pnpm is on it (run through `pnpm …` or `npx pnpm …`, which put it there)
 */
function pnpmFolder(path: string): string {
  for (const folder of path.split(delimiter)) {
    try {
      accessSync(join(folder, 'pnpm'), constants.X_OK);
      return folder;
    } catch {
      // not here
    }
  }
  throw new Error('no pnpm on PATH: run this through pnpm (e.g. `pnpm test:consumer`)');
}

/**
 * Publishes every public package of the workspace to a registry with the release workflow's own
 * command, `changeset publish` (without git tags): it asks the registry which versions it has
 * and runs `pnpm publish` (with `publishConfig` applied, `workspace:`/`catalog:` replaced) for
 * each package whose version is missing there; private packages are skipped. The packages must
 * be built (`dist/`): turbo's `test:consumer` task builds them first.
 *
 * The token goes into a temporary npm user configuration (never into the repository's files),
 * and the scope's registry into `npm_config_<scope>:registry`, which both changesets and pnpm
 * read.
 *
 * @param options registry, token, scope, repository and environment
 * @returns what `changeset publish` printed
 * @throws Error when a public package has no `dist/`, or with `changeset publish`'s output when
 *   it exits non-zero (a package failed to publish)
 */
export async function publishPackages(options: PublishOptions): Promise<string> {
  pnpmFolder(options.env.PATH ?? '');
  const unbuilt = workspacePackages(options.repoRoot)
    .filter((pkg) => !pkg.private && !existsSync(join(pkg.dir, 'dist')))
    .map((pkg) => pkg.name);
  if (unbuilt.length > 0)
    throw new Error(`not built (no dist/): ${unbuilt.join(', ')}; turbo run build builds them`);
  const folder = mkdtempSync(join(tmpdir(), 'rooms-publish-'));
  try {
    const userConfig = join(folder, 'npmrc');
    const hostPath = options.registry.replace(/^https?:/, '');
    writeFileSync(
      userConfig,
      `${options.scope}:registry=${options.registry}\n${hostPath}:_authToken=${options.token}\n`,
      { mode: 0o600 },
    );
    const changeset = createRequire(join(options.repoRoot, 'package.json')).resolve(
      '@changesets/cli/bin.js',
    );
    const command = [changeset, 'publish', '--no-git-tag'];
    const result = await runCommand(process.execPath, command, {
      cwd: options.repoRoot,
      env: {
        ...options.env,
        npm_config_userconfig: userConfig,
        NPM_CONFIG_USERCONFIG: userConfig,
        [`npm_config_${options.scope}:registry`]: options.registry,
      },
      timeoutMs: options.timeoutMs ?? 180_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    if (result.code !== 0) throw new Error(describeResult('changeset publish', result));
    return output;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
