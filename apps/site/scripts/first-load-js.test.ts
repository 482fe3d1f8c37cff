import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import {
  distDirFromArgs,
  measureRoutes,
  measureSharedChunks,
  ownChunksOf,
  parseClientReferenceManifest,
  parseRouteBundleStats,
  readRouteChunks,
  ROUTE_BUNDLE_STATS_FILE,
  routeChunksFromManifests,
  routeOfAppPath,
} from './first-load-js';

/** A trimmed Next.js 16 build: home, a private account page and the global 404. */
const PROJECT_DIR = fileURLToPath(new URL('fixtures/next-16-build', import.meta.url));
const DIST_DIR = join(PROJECT_DIR, 'build-output');

const HOME_CHUNKS = [
  'static/chunks/framework.js',
  'static/chunks/home-page.js',
  'static/chunks/layout.js',
  'static/chunks/not-found.js',
  'static/chunks/turbopack-runtime.js',
];
const ACCOUNT_CHUNKS = [
  'static/chunks/account-page.js',
  'static/chunks/framework.js',
  'static/chunks/layout.js',
  'static/chunks/turbopack-runtime.js',
];
const NOT_FOUND_CHUNKS = [
  'static/chunks/framework.js',
  'static/chunks/not-found.js',
  'static/chunks/turbopack-runtime.js',
];

function gzipBytesOf(chunks: readonly string[]): number {
  return chunks.reduce(
    (sum, chunk) => sum + gzipSync(readFileSync(join(DIST_DIR, chunk))).length,
    0,
  );
}

function rawBytesOf(chunks: readonly string[]): number {
  return chunks.reduce((sum, chunk) => sum + readFileSync(join(DIST_DIR, chunk)).length, 0);
}

describe('parseRouteBundleStats', () => {
  it('turns project-relative chunk paths into dist-relative ones, once each, sorted', () => {
    const json: unknown = JSON.parse(readFileSync(join(DIST_DIR, ROUTE_BUNDLE_STATS_FILE), 'utf8'));
    expect(parseRouteBundleStats(json, PROJECT_DIR, DIST_DIR)).toEqual([
      { route: '/[locale]/my-account', chunks: ACCOUNT_CHUNKS },
      { route: '/[locale]', chunks: HOME_CHUNKS },
      { route: '/_not-found', chunks: NOT_FOUND_CHUNKS },
    ]);
  });

  it('keeps only JavaScript and drops duplicates', () => {
    const json = [
      {
        route: '/[locale]',
        firstLoadChunkPaths: ['out/static/b.js', 'out/static/a.css', 'out/static/b.js'],
      },
    ];
    expect(parseRouteBundleStats(json, '/p', '/p/out')).toEqual([
      { route: '/[locale]', chunks: ['static/b.js'] },
    ]);
  });

  it('rejects a file of another shape', () => {
    expect(() => parseRouteBundleStats({ routes: [] }, PROJECT_DIR, DIST_DIR)).toThrow();
    expect(() =>
      parseRouteBundleStats([{ route: '/', chunks: [] }], PROJECT_DIR, DIST_DIR),
    ).toThrow();
  });
});

describe('routeOfAppPath', () => {
  it('drops the page segment, route groups and parallel slots', () => {
    expect(routeOfAppPath('/[locale]/page')).toBe('/[locale]');
    expect(routeOfAppPath('/page')).toBe('/');
    expect(routeOfAppPath('/[locale]/(public)/for-rent/[searchCategoryAndCity]/page')).toBe(
      '/[locale]/for-rent/[searchCategoryAndCity]',
    );
    expect(routeOfAppPath('/[locale]/@modal/login/page')).toBe('/[locale]/login');
  });
});

describe('parseClientReferenceManifest', () => {
  it('evaluates the manifest script and returns the entry JS files of its app path', () => {
    const source = readFileSync(
      join(DIST_DIR, 'server/app/[locale]/page_client-reference-manifest.js'),
      'utf8',
    );
    expect(parseClientReferenceManifest(source, '/[locale]/page')).toEqual({
      '[project]/apps/site/src/app/[locale]/layout': ['static/chunks/layout.js'],
      '[project]/apps/site/src/app/[locale]/not-found': [
        'static/chunks/layout.js',
        'static/chunks/not-found.js',
      ],
      '[project]/apps/site/src/app/[locale]/page': [
        'static/chunks/layout.js',
        'static/chunks/home-page.js',
      ],
    });
  });

  it('fails clearly on a webpack build, whose manifest has no entryJSFiles', () => {
    const source =
      'globalThis.__RSC_MANIFEST = { "/[locale]/page": { clientModules: {}, entryCSSFiles: {} } };';
    expect(() => parseClientReferenceManifest(source, '/[locale]/page')).toThrow(
      /lists no entryJSFiles: only Turbopack builds/,
    );
  });

  it('fails when the manifest does not define the app path', () => {
    expect(() =>
      parseClientReferenceManifest('globalThis.__RSC_MANIFEST = {};', '/[locale]/page'),
    ).toThrow(/defines no \/\[locale\]\/page/);
  });
});

describe('routeChunksFromManifests', () => {
  it('computes the same chunks as route-bundle-stats.json from the manifests', () => {
    // Root main files plus every layout, page and boundary of the page; no polyfills, no CSS,
    // no route handler (icon.svg), no /_global-error.
    expect(routeChunksFromManifests(DIST_DIR)).toEqual([
      { route: '/[locale]', chunks: HOME_CHUNKS },
      { route: '/[locale]/my-account', chunks: ACCOUNT_CHUNKS },
      { route: '/_not-found', chunks: NOT_FOUND_CHUNKS },
    ]);
  });
});

describe('readRouteChunks', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy !== undefined) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  it('prefers route-bundle-stats.json (its route order)', () => {
    expect(readRouteChunks(PROJECT_DIR, DIST_DIR).map((route) => route.route)).toEqual([
      '/[locale]/my-account',
      '/[locale]',
      '/_not-found',
    ]);
  });

  it('falls back to the manifests when the build wrote no route-bundle-stats.json', () => {
    copy = mkdtempSync(join(tmpdir(), 'first-load-js-'));
    cpSync(DIST_DIR, copy, { recursive: true });
    rmSync(join(copy, ROUTE_BUNDLE_STATS_FILE));
    expect(readRouteChunks(PROJECT_DIR, copy)).toEqual(routeChunksFromManifests(DIST_DIR));
  });

  it('fails clearly when there is no build', () => {
    expect(() => readRouteChunks(PROJECT_DIR, join(PROJECT_DIR, 'missing'))).toThrow(
      /no Next.js build/,
    );
  });
});

describe('measureRoutes', () => {
  it('sums the raw and gzip bytes of each route’s chunks', () => {
    const [home, notFound] = measureRoutes(DIST_DIR, [
      { route: '/[locale]', chunks: HOME_CHUNKS },
      { route: '/_not-found', chunks: NOT_FOUND_CHUNKS },
    ]);
    expect(home).toEqual({
      route: '/[locale]',
      chunks: HOME_CHUNKS,
      rawBytes: rawBytesOf(HOME_CHUNKS),
      gzipBytes: gzipBytesOf(HOME_CHUNKS),
    });
    expect(notFound?.gzipBytes).toBe(gzipBytesOf(NOT_FOUND_CHUNKS));
    expect(home!.gzipBytes).toBeGreaterThan(notFound!.gzipBytes);
  });

  it('counts a chunk missing on disk as 0 bytes', () => {
    const [route] = measureRoutes(DIST_DIR, [
      { route: '/x', chunks: ['static/chunks/gone.js', 'static/chunks/layout.js'] },
    ]);
    expect(route?.rawBytes).toBe(rawBytesOf(['static/chunks/layout.js']));
    expect(route?.gzipBytes).toBe(gzipBytesOf(['static/chunks/layout.js']));
  });

  it('measures the shared root main files', () => {
    const shared = measureSharedChunks(DIST_DIR);
    const chunks = ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'];
    expect(shared.chunks).toEqual(chunks);
    expect(shared.gzipBytes).toBe(gzipBytesOf(chunks));
  });
});

describe('distDirFromArgs', () => {
  it('takes --dist-dir, else NEXT_DIST_DIR, else .next', () => {
    expect(distDirFromArgs([], undefined, 'size')).toBe('.next');
    expect(distDirFromArgs([], '', 'size')).toBe('.next');
    expect(distDirFromArgs([], '.next-bench', 'size')).toBe('.next-bench');
    expect(distDirFromArgs(['--dist-dir', '.next-quality'], '.next-bench', 'size')).toBe(
      '.next-quality',
    );
    expect(distDirFromArgs(['--', '--dist-dir', 'out'], undefined, 'size')).toBe('out');
  });

  it('rejects unknown arguments', () => {
    expect(() => distDirFromArgs(['--verbose'], undefined, 'size')).toThrow(
      /unknown argument --verbose; usage: size/,
    );
  });
});

describe('ownChunksOf', () => {
  it('keeps the chunks not shared by every page, in order', () => {
    expect(
      ownChunksOf(
        {
          route: '/[locale]',
          chunks: ['static/chunks/a.js', 'static/chunks/framework.js', 'static/chunks/z.js'],
        },
        ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'],
      ),
    ).toEqual({ route: '/[locale]', chunks: ['static/chunks/a.js', 'static/chunks/z.js'] });
  });
});
