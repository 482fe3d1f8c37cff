import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { addCompileHints, COMPILE_HINT, firstLoadScripts, withCompileHint } from './compile-hints';

/** The trimmed Next.js 16 build of `first-load-js.test.ts`: home, an account page, the 404. */
const PROJECT_DIR = fileURLToPath(new URL('fixtures/next-16-build', import.meta.url));
const DIST_DIR = join(PROJECT_DIR, 'build-output');

describe('withCompileHint', () => {
  it('puts the magic comment on the first line, once', () => {
    const marked = withCompileHint('console.log(1);\n');
    expect(marked).toBe('//# allFunctionsCalledOnLoad\nconsole.log(1);\n');
    expect(withCompileHint(marked)).toBe(marked);
  });
});

describe('firstLoadScripts', () => {
  it('lists each JavaScript chunk of any route once, without stylesheets', () => {
    expect(
      firstLoadScripts([
        { route: '/a', chunks: ['static/chunks/shared.js', 'static/chunks/a.js', 'static/x.css'] },
        { route: '/b', chunks: ['static/chunks/b.js', 'static/chunks/shared.js'] },
      ]),
    ).toEqual(['static/chunks/a.js', 'static/chunks/b.js', 'static/chunks/shared.js']);
  });
});

describe('addCompileHints', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  it('marks the first-load scripts of a build and leaves every other file alone', () => {
    // The build's statistics name chunks relative to the project: copy the project, not only the build.
    copy = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    cpSync(PROJECT_DIR, copy, { recursive: true });
    const distDir = join(copy, 'build-output');
    const read = (path: string) => readFileSync(join(distDir, 'static/chunks', path), 'utf8');
    const original = (path: string) => readFileSync(join(DIST_DIR, 'static/chunks', path), 'utf8');

    expect(addCompileHints(copy, distDir)).toEqual({ marked: 6, changed: 6 });
    for (const chunk of [
      'account-page.js',
      'framework.js',
      'home-page.js',
      'layout.js',
      'not-found.js',
      'turbopack-runtime.js',
    ])
      expect(read(chunk)).toBe(COMPILE_HINT + original(chunk));
    // The legacy polyfills are no first-load chunk of a modern browser; CSS is no script.
    expect(read('polyfills.js')).toBe(original('polyfills.js'));
    expect(read('shell.css')).toBe(original('shell.css'));

    expect(addCompileHints(copy, distDir)).toEqual({ marked: 6, changed: 0 });
    expect(read('framework.js')).toBe(COMPILE_HINT + original('framework.js'));
  });

  it('fails clearly when there is no build', () => {
    expect(() => addCompileHints(PROJECT_DIR, join(PROJECT_DIR, 'missing'))).toThrow(
      /no Next.js build/,
    );
  });
});
