import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { cleanEnvironment, isInside } from './environment.js';
import { foldersToHide, namespaceHider } from './hidden-folders.js';

const scratch = mkdtempSync(join(tmpdir(), 'rooms-fresh-clone-unit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('cleanEnvironment', () => {
  it('drops what points outside the clone or was added by pnpm and Vitest, keeps the rest', () => {
    const env = cleanEnvironment(
      {
        PATH: '/work/main/node_modules/.bin:/usr/local/bin:/work/main/apps/api/node_modules/.bin:/usr/bin',
        HOME: '/root',
        UPLOADS_DIR: '/work/other/uploads',
        REFERENCE_DATA_DIR: '/somewhere/data',
        DATA_DIR: '/tmp/elsewhere',
        NODE_ENV: 'test',
        VITEST_POOL_ID: '1',
        npm_package_json: '/work/main/tooling/system-tests/package.json',
        SOME_TOOL_CONFIG: '/work/main/.toolrc',
        LANG: 'C.UTF-8',
      },
      ['/work/main', '/work'],
      { PORT: '4321' },
    );
    expect(env).toEqual({
      PATH: '/usr/local/bin:/usr/bin',
      HOME: '/root',
      LANG: 'C.UTF-8',
      PORT: '4321',
    });
  });
});

describe('foldersToHide', () => {
  it('hides the parent of the repository when nothing needed is in it', () => {
    const parent = join(scratch, 'work');
    mkdirSync(join(parent, 'main'), { recursive: true });
    mkdirSync(join(parent, 'sibling'));
    expect(foldersToHide(join(parent, 'main'), ['/root', '/usr/bin'])).toEqual([parent]);
  });

  it('hides the repository and its siblings one by one when the parent holds a needed folder', () => {
    const parent = join(scratch, 'home');
    for (const name of ['rooms', 'sibling', '.cache'])
      mkdirSync(join(parent, name), { recursive: true });
    const hidden = foldersToHide(join(parent, 'rooms'), [join(parent, '.cache', 'pnpm'), parent]);
    expect(hidden.sort()).toEqual([join(parent, 'rooms'), join(parent, 'sibling')]);
    expect(isInside(join(parent, 'rooms', 'data'), join(parent, 'rooms'))).toBe(true);
    expect(isInside(join(parent, 'rooms-2'), join(parent, 'rooms'))).toBe(false);
  });
});

describe('namespaceHider', () => {
  it('makes the hidden folders empty for the command only', () => {
    const hider = namespaceHider();
    // Machines without mount namespaces run the check without this guard (it says so).
    if (!hider.available) return;
    const repoRoot = dirname(dirname(dirname(dirname(dirname(fileURLToPath(import.meta.url))))));
    const manifest = join(repoRoot, 'package.json');
    const [file, args] = hider.wrap([dirname(repoRoot)], `test -e '${manifest}' && echo visible`);
    const hidden = spawnSync(file, args, { encoding: 'utf8' });
    expect(hidden.stdout).toBe('');
    expect(hidden.status).not.toBe(0);
    const [file2, args2] = hider.wrap([dirname(repoRoot)], `test -e '${process.execPath}'`);
    expect(spawnSync(file2, args2).status).toBe(0);
    // Outside the namespace nothing changed.
    expect(spawnSync('test', ['-e', manifest]).status).toBe(0);
  });
});
