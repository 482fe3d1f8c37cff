import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

import { z } from 'zod';

/**
 * Where Next.js 16 writes, per route, the chunks of a first load (`next build` →
 * `writeRouteBundleStats`, relative to the dist dir). Paths inside are relative to the project.
 */
export const ROUTE_BUNDLE_STATS_FILE = join('diagnostics', 'route-bundle-stats.json');

/** One App Router route of a build and the JavaScript a first visit downloads for it. */
export interface RouteChunks {
  /** Next.js route (folder shape), e.g. `/[locale]/for-rent/[searchCategoryAndCity]`, `/_not-found`. */
  readonly route: string;
  /** The JS chunks, relative to the dist dir (`static/chunks/0abc.js`), each once, sorted. */
  readonly chunks: readonly string[];
}

/** {@link RouteChunks} with the sizes of its chunks summed. */
export interface RouteSize extends RouteChunks {
  /** Bytes of the chunks as stored on disk (minified, uncompressed). */
  readonly rawBytes: number;
  /** Bytes of the chunks gzip-compressed at zlib's default level, as `next start` serves them. */
  readonly gzipBytes: number;
}

const routeBundleStatsSchema = z.array(
  z.object({ route: z.string(), firstLoadChunkPaths: z.array(z.string()) }),
);

const buildManifestSchema = z.object({ rootMainFiles: z.array(z.string()).default([]) });

const appPathsManifestSchema = z.record(z.string(), z.string());

/** Routes Next.js leaves out of its own statistics (only shown when the root layout crashes). */
const ROUTES_LEFT_OUT = new Set(['/_global-error', '/favicon.ico']);

const clientReferenceManifestSchema = z.object({
  entryJSFiles: z.record(z.string(), z.array(z.string())).optional(),
});

function uniqueSortedJs(paths: readonly string[]): string[] {
  return [...new Set(paths.filter((path) => path.endsWith('.js')))].sort();
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

/**
 * Parses `diagnostics/route-bundle-stats.json` of a Next.js 16 build.
 *
 * @param json the parsed file content
 * @param projectDir absolute folder of the Next.js project (the paths in the file are relative to it)
 * @param distDir absolute dist dir of the build (`.next`, or `NEXT_DIST_DIR`)
 * @returns one entry per route, chunk paths relative to `distDir`, in the file's order
 * @throws ZodError when the content has another shape (a newer Next.js changed the format)
 */
export function parseRouteBundleStats(
  json: unknown,
  projectDir: string,
  distDir: string,
): RouteChunks[] {
  return routeBundleStatsSchema.parse(json).map(({ route, firstLoadChunkPaths }) => ({
    route,
    chunks: uniqueSortedJs(
      firstLoadChunkPaths.map((path) =>
        relative(distDir, resolve(projectDir, path)).split(sep).join('/'),
      ),
    ),
  }));
}

/**
 * The route of an app path of `app-paths-manifest.json`, as Next.js names it: the last segment
 * (`page`) dropped, route groups `(name)` and parallel slots `@name` removed.
 *
 * @param appPath e.g. `/[locale]/(public)/for-rent/[searchCategoryAndCity]/page`
 * @returns e.g. `/[locale]/for-rent/[searchCategoryAndCity]`; `/` for `/page`
 */
export function routeOfAppPath(appPath: string): string {
  const segments = appPath
    .split('/')
    .slice(1, -1)
    .filter((segment) => !(segment.startsWith('(') && segment.endsWith(')')))
    .filter((segment) => !segment.startsWith('@'));
  return `/${segments.join('/')}`;
}

/**
 * Reads a client reference manifest (`server/app/<appPath>_client-reference-manifest.js`): a script
 * that assigns `globalThis.__RSC_MANIFEST[appPath]`. It is evaluated in an empty VM context.
 *
 * @param source the file's JavaScript
 * @param appPath the key it assigns, e.g. `/[locale]/page`
 * @returns `entryJSFiles`: per layout/page/boundary module, its chunks relative to the dist dir
 * @throws Error when the script does not define the entry or the entry has no `entryJSFiles`
 *   (webpack builds), ZodError when its shape differs
 */
export function parseClientReferenceManifest(
  source: string,
  appPath: string,
): Record<string, string[]> {
  const context: { __RSC_MANIFEST?: Record<string, unknown> } = {};
  runInNewContext(source, context, { timeout: 1_000 });
  const entry = context.__RSC_MANIFEST?.[appPath];
  if (entry === undefined) throw new Error(`the client reference manifest defines no ${appPath}`);
  const { entryJSFiles } = clientReferenceManifestSchema.parse(entry);
  if (entryJSFiles === undefined)
    throw new Error(
      `the client reference manifest of ${appPath} lists no entryJSFiles: only Turbopack builds ` +
        '(the default of Next.js 16) say which chunks a page loads',
    );
  return entryJSFiles;
}

/**
 * The first-load chunks per page, computed the way Next.js 16 computes `route-bundle-stats.json`
 * (for builds that lack that file): the shared `rootMainFiles` of `build-manifest.json` plus the
 * union of `entryJSFiles` (layouts, page, error and not-found boundaries) of each page's client
 * reference manifest. Pages without a client reference manifest are left out, and so is
 * `/_global-error`, as in Next.js' statistics.
 *
 * @param distDir absolute dist dir of the build
 * @returns one entry per page route, sorted by route (code points)
 * @throws Error when `build-manifest.json` or `server/app-paths-manifest.json` is missing or malformed
 */
export function routeChunksFromManifests(distDir: string): RouteChunks[] {
  const { rootMainFiles } = buildManifestSchema.parse(
    readJson(join(distDir, 'build-manifest.json')),
  );
  const appPaths = appPathsManifestSchema.parse(
    readJson(join(distDir, 'server', 'app-paths-manifest.json')),
  );
  const routes: RouteChunks[] = [];
  for (const appPath of Object.keys(appPaths).filter((path) => path.endsWith('/page'))) {
    const route = routeOfAppPath(appPath);
    const manifestFile = join(distDir, 'server', 'app', `${appPath}_client-reference-manifest.js`);
    if (ROUTES_LEFT_OUT.has(route) || !existsSync(manifestFile)) continue;
    const entryFiles = parseClientReferenceManifest(readFileSync(manifestFile, 'utf8'), appPath);
    routes.push({
      route,
      chunks: uniqueSortedJs([...Object.values(entryFiles).flat(), ...rootMainFiles]),
    });
  }
  // Code-point order, the same on every machine (localeCompare depends on the ICU locale).
  return routes.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/**
 * The first-load chunks per page of a build: from `diagnostics/route-bundle-stats.json` when
 * Next.js wrote it, else from the build and client reference manifests.
 *
 * @param projectDir absolute folder of the Next.js project (`apps/site`)
 * @param distDir absolute dist dir of the build
 * @returns one entry per page route
 * @throws Error when the dist dir holds no finished build
 */
export function readRouteChunks(projectDir: string, distDir: string): RouteChunks[] {
  if (!existsSync(join(distDir, 'build-manifest.json')))
    throw new Error(`no Next.js build in ${distDir}: run next build first`);
  const statsFile = join(distDir, ROUTE_BUNDLE_STATS_FILE);
  if (existsSync(statsFile)) return parseRouteBundleStats(readJson(statsFile), projectDir, distDir);
  return routeChunksFromManifests(distDir);
}

/**
 * The size of the chunks shared by every page (`rootMainFiles`: React, the Next.js runtime).
 *
 * @param distDir absolute dist dir of the build
 * @returns the chunks and their raw and gzip bytes
 * @throws Error when `build-manifest.json` is missing or malformed
 */
export function measureSharedChunks(distDir: string): RouteSize {
  const { rootMainFiles } = buildManifestSchema.parse(
    readJson(join(distDir, 'build-manifest.json')),
  );
  const [shared] = measureRoutes(distDir, [
    { route: 'shared by all', chunks: uniqueSortedJs(rootMainFiles) },
  ]);
  return shared as RouteSize;
}

/**
 * The route's first-load chunks of our own: those above the framework's shared chunks.
 *
 * The framework's shared chunks are the build's `rootMainFiles` (`build-manifest.json`): the
 * bootstrap every App Router page loads before any layout or page code, i.e. the Turbopack
 * runtime, React, React DOM and the Next.js client router. No module of the site's source or of
 * its own dependencies is in them (those are in the layouts' and pages' `entryJSFiles`), so what a
 * route loads beyond them is "our own JS": the root layout's client components (shell, providers,
 * MUI, i18next, React Query), the page's components and their dependencies.
 *
 * @param route a route and its first-load chunks
 * @param sharedChunks the framework's shared chunks (`rootMainFiles`, dist-relative)
 * @returns the route with only the chunks not in `sharedChunks`, in the same order
 */
export function ownChunksOf(route: RouteChunks, sharedChunks: readonly string[]): RouteChunks {
  const shared = new Set(sharedChunks);
  return { route: route.route, chunks: route.chunks.filter((chunk) => !shared.has(chunk)) };
}

/**
 * Measures each route's first load: raw and gzip bytes of its chunks (each chunk read and
 * compressed once). A chunk missing on disk counts as 0 bytes, as in Next.js' own statistics.
 *
 * @param distDir absolute dist dir of the build
 * @param routes the routes and their chunks (paths relative to `distDir`)
 * @returns the routes with `rawBytes` and `gzipBytes`, in the given order
 */
export function measureRoutes(distDir: string, routes: readonly RouteChunks[]): RouteSize[] {
  const cache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (chunk: string) => {
    let size = cache.get(chunk);
    if (size === undefined) {
      const file = join(distDir, chunk);
      const content = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
      size = { raw: content.length, gzip: content.length === 0 ? 0 : gzipSync(content).length };
      cache.set(chunk, size);
    }
    return size;
  };
  return routes.map((route) => ({
    ...route,
    rawBytes: route.chunks.reduce((sum, chunk) => sum + sizeOf(chunk).raw, 0),
    gzipBytes: route.chunks.reduce((sum, chunk) => sum + sizeOf(chunk).gzip, 0),
  }));
}

/**
 * The dist dir a build-output script reads, from its command line (`--dist-dir DIR`) or
 * `NEXT_DIST_DIR`.
 *
 * @param argv the arguments after the script name
 * @param envDistDir the value of `NEXT_DIST_DIR`, if any
 * @param command the script's name, for the usage line of the error
 * @returns the folder, relative to `apps/site` unless absolute; `.next` by default
 * @throws Error on an unknown argument
 */
export function distDirFromArgs(
  argv: readonly string[],
  envDistDir: string | undefined,
  command: string,
): string {
  let distDir = envDistDir === undefined || envDistDir === '' ? '.next' : envDistDir;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dist-dir' && argv[i + 1] !== undefined) distDir = argv[++i]!;
    else if (arg !== '--')
      throw new Error(`unknown argument ${arg}; usage: ${command} [--dist-dir DIR]`);
  }
  return distDir;
}
