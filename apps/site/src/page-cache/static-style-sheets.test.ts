import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { buildStaticDir, createStyleSheetReader, staticSheetFile } from './static-style-sheets';

const STATIC = '/srv/site/.next/static';

describe('staticSheetFile', () => {
  it('maps the build’s sheet paths into the static folder, query left out', () => {
    expect(staticSheetFile(STATIC, '/_next/static/chunks/1hrw98m9lx7od.css')).toBe(
      '/srv/site/.next/static/chunks/1hrw98m9lx7od.css',
    );
    expect(staticSheetFile(STATIC, '/_next/static/css/a_b-c.1.css?dpl=abc')).toBe(
      '/srv/site/.next/static/css/a_b-c.1.css',
    );
  });

  it('refuses paths that could leave the folder or are not the build’s sheets', () => {
    for (const href of [
      '/_next/static/../../server/app/nl.html.css',
      '/_next/static/chunks/../../../etc/passwd.css',
      '/_next/static/%2e%2e/secret.css',
      '/_next/static/..%2fsecret.css',
      '/_next/static/chunks\\..\\x.css',
      '/_next/static/.hidden.css',
      '/_next/static//etc/x.css',
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/a.css/',
      '/public/a.css',
      'https://cdn.example/_next/static/chunks/a.css',
      '//cdn.example/_next/static/chunks/a.css',
    ]) {
      expect(staticSheetFile(STATIC, href), href).toBeNull();
    }
  });

  it('finds the static folder of the dist dir, relative or absolute', () => {
    expect(buildStaticDir('/srv/site', '.next-h7')).toBe('/srv/site/.next-h7/static');
    expect(buildStaticDir('/srv/site', '/builds/b1')).toBe('/builds/b1/static');
  });
});

describe('createStyleSheetReader', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sheets-'));
  const staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks', 'a.css'), '.a{color:red}');
  writeFileSync(path.join(staticDir, 'chunks', 'big.css'), 'x'.repeat(101));
  writeFileSync(path.join(root, 'outside.css'), '.secret{}');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads a sheet once, and gives null for a missing, too large or outside file', async () => {
    const reads: string[] = [];
    const logged: string[] = [];
    const { readFile } = await import('node:fs/promises');
    const reader = createStyleSheetReader({
      staticDir,
      maxFileBytes: 100,
      maxCacheBytes: 10_000,
      readText: (file) => {
        reads.push(path.relative(root, file));
        return readFile(file, 'utf8');
      },
      log: (message) => logged.push(message),
    });
    expect(await reader('/_next/static/chunks/a.css')).toBe('.a{color:red}');
    expect(await reader('/_next/static/chunks/a.css?dpl=1')).toBe('.a{color:red}');
    expect(await reader('/_next/static/chunks/missing.css')).toBeNull();
    expect(await reader('/_next/static/chunks/missing.css')).toBeNull();
    expect(await reader('/_next/static/chunks/big.css')).toBeNull();
    expect(await reader('/_next/static/../outside.css')).toBeNull();
    expect(reads).toEqual([
      path.join('static', 'chunks', 'a.css'),
      path.join('static', 'chunks', 'missing.css'),
      path.join('static', 'chunks', 'big.css'),
    ]);
    expect(logged).toHaveLength(2);
  });

  it('keeps no more than its memory bound', async () => {
    let reads = 0;
    const reader = createStyleSheetReader({
      staticDir,
      maxFileBytes: 1000,
      // Room for one entry of 13 characters (13 × 2 + 64 bytes), not two.
      maxCacheBytes: 100,
      readText: async () => {
        reads += 1;
        return '.a{color:red}';
      },
    });
    await reader('/_next/static/chunks/a.css');
    await reader('/_next/static/chunks/b.css');
    await reader('/_next/static/chunks/a.css');
    expect(reads).toBe(3);
    await reader('/_next/static/chunks/a.css');
    expect(reads).toBe(3);
  });
});
