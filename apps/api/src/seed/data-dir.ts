import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** File names inside the shared data folder, relative to it (see its README.md). */
export const DATA_FILES = {
  woonplaatsen: 'geo/nl_woonplaatsen_bag.csv',
  streets: 'geo/nl_streets_bag.csv',
  pc4: 'geo/nl_pc4_bag.csv',
  rents: 'rents/nl_rent_levels_reported.csv',
} as const;

/**
 * Finds the repository root (the folder holding `pnpm-workspace.yaml`) above a start folder.
 * Works from the sources (`apps/api/src/seed`) and from a bundle (`apps/api/dist`).
 *
 * @param from folder to start from; defaults to this module's folder
 * @returns the absolute repository root
 * @throws Error when no `pnpm-workspace.yaml` is found up to the file-system root
 */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
}

/**
 * The shared reference data folder: `<repo root>/../shared/data`, or `override` when given
 * (the CLI passes the `SHARED_DATA_DIR` environment variable).
 *
 * @param override an explicit folder, used as is (resolved against the working directory)
 * @returns the absolute folder
 * @throws Error when the folder lacks the BAG place file, naming the folder tried
 */
export function resolveSharedDataDir(override?: string): string {
  const dir = override ? resolve(override) : resolve(findRepoRoot(), '..', 'shared', 'data');
  if (!existsSync(join(dir, DATA_FILES.woonplaatsen))) {
    throw new Error(
      `Reference data not found: ${join(dir, DATA_FILES.woonplaatsen)} is missing (set SHARED_DATA_DIR)`,
    );
  }
  return dir;
}
