import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The reference data files, relative to the data folder (`<repo>/data`, see its README.md).
 * The streets file is gzip-compressed (19 MB as CSV, 4 MB compressed); the others are plain CSV.
 */
export const DATA_FILES = {
  woonplaatsen: 'geo/nl_woonplaatsen_bag.csv',
  streets: 'geo/nl_streets_bag.csv.gz',
  pc4: 'geo/nl_pc4_bag.csv',
  municipalities: 'geo/nl_gemeenten.csv',
  rents: 'rents/nl_rent_levels_reported.csv',
} as const;

/** This module's folder: `apps/api/src/reference-data` from source, `apps/api/dist` when bundled. */
const MODULE_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * Finds the repository root (the folder holding `pnpm-workspace.yaml`) above a start folder.
 * Works from the sources (`apps/api/src/...`) and from the bundle (`apps/api/dist`).
 *
 * @param from folder to start from; defaults to this module's folder
 * @returns the absolute repository root
 * @throws Error when no `pnpm-workspace.yaml` is found up to the file-system root
 */
export function findRepoRoot(from: string = MODULE_DIR): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
}

function missingFiles(dir: string): string[] {
  return Object.values(DATA_FILES)
    .map((file) => join(dir, file))
    .filter((path) => !existsSync(path));
}

/**
 * The reference data folder: the first `data` folder holding the reference files found above
 * this module (`<repo>/data` from the sources and from the bundle in `apps/api/dist`; also a
 * deployment that copies `data/` next to the app), or `override` when given.
 *
 * @param override an explicit folder, used as is (resolved against the working directory)
 * @param from where the search upwards starts; defaults to this module's folder (tests pass one)
 * @returns the absolute folder
 * @throws Error naming the missing files of the override, or the folder searched from when no
 *   `data` folder with every file of {@link DATA_FILES} is found
 */
export function resolveReferenceDataDir(override?: string, from: string = MODULE_DIR): string {
  if (override) {
    const dir = resolve(override);
    const missing = missingFiles(dir);
    if (missing.length > 0)
      throw new Error(`Reference data incomplete in ${dir}: missing ${missing.join(', ')}`);
    return dir;
  }
  let dir = resolve(from);
  for (;;) {
    const candidate = join(dir, 'data');
    if (missingFiles(candidate).length === 0) return candidate;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(
        `Reference data not found: no data/${DATA_FILES.woonplaatsen} (with the other files of data/README.md) above ${from}`,
      );
    }
    dir = parent;
  }
}
