import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, parse } from 'node:path';

import { cleanEnvironment, isInside } from '../../fresh-clone/environment.js';

import { describeResult, runCommand } from './run-command.js';

import type { CommandResult } from './run-command.js';

/**
 * The compiler settings of the scratch project: strict, Node's own ESM resolution (`nodenext`,
 * which reads the packages' `exports` as Node does), and the installed packages' declaration
 * files checked too (no `skipLibCheck`), so a declaration that names a missing file or type fails.
 */
export const CONSUMER_TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'es2022',
    jsx: 'react-jsx',
    types: ['node'],
    skipLibCheck: false,
    noEmitOnError: true,
    rootDir: 'src',
    outDir: 'dist',
  },
  include: ['src'],
};

/** A project outside the workspace, as a partner team's. */
export interface ScratchProject {
  /** Its folder (in the system's temporary folder, nothing beside it that Node would read). */
  dir: string;
  /** The environment its commands run in: the caller's, less anything pointing into the repository. */
  env: Record<string, string>;
  /**
   * Runs a program in the project's folder.
   *
   * @param command program, e.g. `npm`
   * @param args its arguments
   * @param timeoutMs how long it may take, ms
   */
  run: (command: string, args: readonly string[], timeoutMs: number) => Promise<CommandResult>;
  /** Runs the project's own `tsc` (its tsconfig, {@link CONSUMER_TSCONFIG}). */
  typecheck: () => Promise<CommandResult>;
  /** Removes the folder. */
  remove: () => void;
}

/**
 * Throws when Node or TypeScript could find something of the workspace from `dir`: a
 * `node_modules` or `package.json` in any folder above it, or `dir` inside the repository.
 *
 * @param dir the project's folder
 * @param repoRoot the repository's root folder
 */
function assertNothingAbove(dir: string, repoRoot: string): void {
  if (isInside(dir, repoRoot)) throw new Error(`${dir} lies inside the repository`);
  const { root } = parse(dir);
  for (let folder = dirname(dir); ; folder = dirname(folder)) {
    for (const name of ['node_modules', 'package.json']) {
      if (existsSync(join(folder, name)))
        throw new Error(`${join(folder, name)} would be read by the scratch project in ${dir}`);
    }
    if (folder === root) return;
  }
}

/**
 * Creates a project in a new temporary folder outside the workspace: a `package.json` (ESM),
 * an `.npmrc` whose only line takes `scope` from the local registry (everything else comes
 * from the machine's npm registry, as for any project), the tsconfig above, the given
 * programs under `src/` and other files beside them, then installs `packages` with plain
 * `npm install`.
 *
 * @param options repository root (kept out of the environment), registry URL and scope, the
 *   packages to install (npm specs), the programs to copy into `src/`, other files to copy
 *   into the project's folder, the caller's environment
 * @returns the project
 * @throws Error with npm's output when the install fails
 */
export async function createScratchProject(options: {
  name: string;
  repoRoot: string;
  registry: string;
  scope: string;
  packages: readonly string[];
  programs: readonly string[];
  files?: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
}): Promise<ScratchProject> {
  const dir = mkdtempSync(join(tmpdir(), `rooms-consumer-${options.name}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    assertNothingAbove(dir, options.repoRoot);
    writeFileSync(
      join(dir, 'package.json'),
      `${JSON.stringify({ name: `consumer-${options.name}`, private: true, type: 'module' }, null, 2)}\n`,
    );
    writeFileSync(join(dir, '.npmrc'), `${options.scope}:registry=${options.registry}\n`);
    writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(CONSUMER_TSCONFIG, null, 2)}\n`);
    mkdirSync(join(dir, 'src'));
    for (const program of options.programs)
      copyFileSync(program, join(dir, 'src', basename(program)));
    for (const file of options.files ?? []) copyFileSync(file, join(dir, basename(file)));

    const env = cleanEnvironment(options.env, [options.repoRoot], {});
    const run = (command: string, args: readonly string[], timeoutMs: number) =>
      runCommand(command, args, { cwd: dir, env, timeoutMs });
    // --prefer-online: the registry's packages are new on every run, whatever npm's cache holds.
    const installArgs = [
      'install',
      '--prefer-online',
      '--no-audit',
      '--no-fund',
      ...options.packages,
    ];
    const install = await run('npm', installArgs, 240_000);
    if (install.code !== 0)
      throw new Error(describeResult(`npm ${installArgs.join(' ')}`, install));
    return {
      dir,
      env,
      run,
      typecheck: () => run(join(dir, 'node_modules', '.bin', 'tsc'), ['-p', dir], 120_000),
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}
