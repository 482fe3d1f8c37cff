import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { DATA_FILES, findRepoRoot, resolveReferenceDataDir } from './data-dir.js';

const here = dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'rooms-data-dir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('resolveReferenceDataDir', () => {
  it('finds <repo>/data from the sources and from the bundle folder, with every file there', () => {
    const repo = findRepoRoot(here);
    expect(resolveReferenceDataDir()).toBe(join(repo, 'data'));
    // The tsup bundle runs from apps/api/dist.
    expect(resolveReferenceDataDir(undefined, join(repo, 'apps', 'api', 'dist'))).toBe(
      join(repo, 'data'),
    );
    for (const file of Object.values(DATA_FILES))
      expect(existsSync(join(repo, 'data', file)), file).toBe(true);
  });

  it('never looks outside the repository: the data folder is inside it', () => {
    const repo = findRepoRoot(here);
    expect(resolveReferenceDataDir().startsWith(`${repo}/`)).toBe(true);
  });

  it('names what is missing', () => {
    const partial = join(scratch, 'partial');
    mkdirSync(join(partial, 'geo'), { recursive: true });
    writeFileSync(join(partial, DATA_FILES.woonplaatsen), 'woonplaats\n');
    expect(() => resolveReferenceDataDir(partial)).toThrow(/missing .*nl_streets_bag\.csv\.gz/);
    expect(() => resolveReferenceDataDir(undefined, scratch)).toThrow(/Reference data not found/);
  });
});
