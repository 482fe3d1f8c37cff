/**
 * `pnpm bench:pages`: how many pages per second the production site serves, and how fast, next to
 * the API's own figure for the search behind the search page (issue 24). It prints figures; it
 * is not a timed test and never fails on them (exit status 1 only when it could not measure).
 *
 * What it does:
 *   1. uses the API at `BENCH_API_URL`, else starts its own like `bench:lighthouse --start-api`
 *      (embedded PostgreSQL under `<repo>/.data/bench/pages`, 2,000 listings seeded on first use);
 *   2. uses the site at `BENCH_SITE_URL`, else builds it into `apps/site/<NEXT_DIST_DIR>`
 *      (default `.next-bench`; `BENCH_SKIP_BUILD=1` reuses the last build) and starts it with
 *      `next start`; the build's `prerender-manifest.json` in that dist dir says which pages are
 *      static (with `BENCH_SITE_URL`, set `NEXT_DIST_DIR` to the running site's dist dir);
 *   2b. for the search page without the page cache (issue 24 goal "at least 80 pages/s uncached")
 *      uses `BENCH_UNCACHED_SITE_URL`, else, when it started the site, starts a second `next start`
 *      of the same build with `PAGE_CACHE_MAX_MB=0`; with neither, that row is left out;
 *   3. signs in the demo tenant (tenant@rooms.test) through the API and keeps its session cookie;
 *   4. for home, about, the Groningen room search in its list and map views, the first listing of
 *      that search and the static sitemap, in Dutch and English, anonymous and signed in: warms
 *      the page (3 requests), notes its HTML size (raw, of it inside `<style>`, gzip) and its
 *      `x-rooms-cache` header, then
 *      loads it with autocannon for `BENCH_SECONDS` (default 10) at a fixed 50 requests/s
 *      (`overallRate`) and again at saturation (8 connections);
 *   5. loads the API's `POST /listing/findlistings` with the search page's own request body the
 *      same way, per language;
 *   6. prints a markdown table (with the page/API ratios on the search rows) and the goals of
 *      issue 24, each met or not met.
 *
 * Latency percentiles are computed from every answer's time (autocannon's histogram has no p95).
 * Client and servers share the machine's cores, as in the issue's measurements.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { matchRoute, pathFor } from '@rooms/i18n';
import autocannon from 'autocannon';

import { internalPathOf } from '../src/locale-routing';

import {
  buildMarkOf,
  checkGoals,
  FIXED_RATE_PER_SECOND,
  formatGoalChecks,
  formatPagesTable,
  percentile,
  SATURATION_CONNECTIONS,
  styleBytesOf,
} from './pages-summary';
import { requireApi, SITE_DIR, startApi, startSite, stopProcess } from './servers';
import { citySearchPath, citySearchRequest, firstListingPath, mapSearchPath } from './site-pages';

import type {
  ApiRow,
  BuildMark,
  LoadFigures,
  PageKind,
  PageRow,
  PrerenderManifestLike,
} from './pages-summary';
import type { Locale } from '@rooms/i18n';
import type { ChildProcess } from 'node:child_process';

const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? '10');
/** The demo tenant the API seeds (apps/api seed). */
const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026' };
const SESSION_COOKIE = 'rooms_session';
const LOCALES = ['nl', 'en'] as const satisfies readonly Locale[];

/** One autocannon load: a request and how to send it. */
interface Load {
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** Runs one load for {@link SECONDS}: at a fixed rate when `overallRate` is given, else saturating. */
async function measureLoad(
  load: Load,
  options: { connections: number; overallRate?: number },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: load.url,
        method: load.method ?? 'GET',
        headers: load.headers,
        body: load.body,
        duration: SECONDS,
        connections: options.connections,
        ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
      },
      (error: unknown, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) failures++;
    });
  });
  return {
    perSecond: latencies.length / result.duration,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    failures: failures + result.errors,
  };
}

/** Fixed rate, then saturation. */
async function measureBoth(load: Load): Promise<{ fixed: LoadFigures; saturated: LoadFigures }> {
  const fixed = await measureLoad(load, { connections: 10, overallRate: FIXED_RATE_PER_SECOND });
  const saturated = await measureLoad(load, { connections: SATURATION_CONNECTIONS });
  return { fixed, saturated };
}

/**
 * Signs the demo tenant in through the API (§7 `POST /customer/login`).
 *
 * @returns the `Cookie` header value of its session
 * @throws Error when the login fails or sets no session cookie
 */
async function signIn(apiOrigin: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_TENANT),
  });
  if (!response.ok) throw new Error(`signing in the demo tenant failed: ${response.status}`);
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    if (pair?.startsWith(`${SESSION_COOKIE}=`)) return pair;
  }
  throw new Error(`the login answer set no ${SESSION_COOKIE} cookie`);
}

/** The build's prerender manifest, or an empty one when the dist dir holds none. */
function readPrerenderManifest(): PrerenderManifestLike {
  const file = resolve(SITE_DIR, DIST_DIR, 'prerender-manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifestLike;
  } catch {
    console.warn(`No ${file}: every page is marked dynamic.`);
    return { routes: {} };
  }
}

/** What the build says about a public path (`static` when prerendered). */
function buildMarkOfPath(path: string, manifest: PrerenderManifestLike): BuildMark {
  const match = matchRoute(new URL(path, 'http://x').pathname);
  return match === null ? 'dynamic' : buildMarkOf(internalPathOf(match), manifest);
}

/** The pages of a language, listing found in the search's HTML (left out when there is none). */
async function pagesOf(
  siteOrigin: string,
  locale: Locale,
): Promise<{ kind: PageKind; path: string }[]> {
  const listing = await firstListingPath(siteOrigin, locale);
  if (listing === undefined) console.warn(`No listing on ${citySearchPath(locale)}: skipped.`);
  return [
    { kind: 'home', path: pathFor('home', locale) },
    { kind: 'about', path: pathFor('aboutUs', locale) },
    { kind: 'search', path: citySearchPath(locale) },
    { kind: 'map', path: mapSearchPath(locale) },
    ...(listing === undefined ? [] : [{ kind: 'listing' as const, path: listing }]),
    { kind: 'sitemap', path: pathFor('sitemapStatic', locale) },
  ];
}

/** Warms a page and reads its HTML size and cache header (of the last of 3 answers). */
async function probe(
  url: string,
  headers: Record<string, string>,
): Promise<{
  htmlBytes: number;
  htmlGzipBytes: number;
  htmlStyleBytes: number;
  cacheHeader: string | null;
}> {
  let last: { html: Buffer; cacheHeader: string | null } | undefined;
  for (let i = 0; i < 3; i++) {
    const response = await fetch(url, { headers, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    last = {
      html: Buffer.from(await response.arrayBuffer()),
      cacheHeader: response.headers.get('x-rooms-cache'),
    };
  }
  return {
    htmlBytes: last!.html.length,
    htmlGzipBytes: gzipSync(last!.html).length,
    htmlStyleBytes: styleBytesOf(last!.html.toString('utf8')),
    cacheHeader: last!.cacheHeader,
  };
}

async function main(): Promise<void> {
  if (!Number.isFinite(SECONDS) || SECONDS <= 0)
    throw new Error('BENCH_SECONDS must be a positive number');
  let api: ChildProcess | undefined;
  let site: ChildProcess | undefined;
  let uncachedSite: ChildProcess | undefined;
  const cleanUp = async () => {
    await stopProcess(uncachedSite);
    await stopProcess(site);
    await stopProcess(api);
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    let apiOrigin = process.env.BENCH_API_URL?.replace(/\/+$/, '');
    if (apiOrigin === undefined || apiOrigin === '') {
      const started = await startApi({ dataName: 'pages', seedListings: 2_000 });
      api = started.child;
      apiOrigin = started.origin;
    } else {
      await requireApi(apiOrigin);
    }
    let siteOrigin = process.env.BENCH_SITE_URL?.replace(/\/+$/, '');
    if (siteOrigin === undefined || siteOrigin === '') {
      const started = await startSite({
        distDir: DIST_DIR,
        apiOrigin,
        build: process.env.BENCH_SKIP_BUILD !== '1',
        readyPath: pathFor('home', 'nl'),
      });
      site = started.child;
      siteOrigin = started.origin;
    }
    let uncachedOrigin = process.env.BENCH_UNCACHED_SITE_URL?.replace(/\/+$/, '');
    if ((uncachedOrigin === undefined || uncachedOrigin === '') && site !== undefined) {
      const started = await startSite({
        distDir: DIST_DIR,
        apiOrigin,
        build: false,
        readyPath: pathFor('home', 'nl'),
        env: { PAGE_CACHE_MAX_MB: '0' },
      });
      uncachedSite = started.child;
      uncachedOrigin = started.origin;
    }
    const manifest = readPrerenderManifest();
    const cookie = await signIn(apiOrigin);

    const rows: PageRow[] = [];
    const measureRow = async (
      origin: string,
      locale: Locale,
      page: { kind: PageKind; path: string },
      visitor: { signedIn: boolean; pageCacheOff: boolean },
    ) => {
      const url = `${origin}${page.path}`;
      const headers: Record<string, string> = visitor.signedIn ? { cookie } : {};
      const probed = await probe(url, headers);
      const loads = await measureBoth({ url, headers });
      const row: PageRow = {
        kind: page.kind,
        locale,
        ...visitor,
        path: page.path,
        buildMark: buildMarkOfPath(page.path, manifest),
        ...probed,
        ...loads,
      };
      rows.push(row);
      console.error(
        `${page.kind} (${locale}${visitor.signedIn ? ', signed in' : ''}` +
          `${visitor.pageCacheOff ? ', page cache off' : ''}): ` +
          `${loads.fixed.p95Ms?.toFixed(0) ?? '-'} ms p95 at ${FIXED_RATE_PER_SECOND}/s, ` +
          `${loads.saturated.perSecond.toFixed(0)} pages/s at saturation`,
      );
    };
    for (const locale of LOCALES) {
      for (const page of await pagesOf(siteOrigin, locale)) {
        for (const signedIn of [false, true])
          await measureRow(siteOrigin, locale, page, { signedIn, pageCacheOff: false });
        if (page.kind === 'search' && uncachedOrigin !== undefined && uncachedOrigin !== '')
          await measureRow(uncachedOrigin, locale, page, { signedIn: false, pageCacheOff: true });
      }
    }
    const apiRows: ApiRow[] = [];
    for (const locale of LOCALES) {
      const loads = await measureBoth({
        url: `${apiOrigin}/listing/findlistings`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(citySearchRequest(locale)),
      });
      apiRows.push({ locale, ...loads });
    }

    console.log(`\n${formatPagesTable(rows, apiRows, SECONDS)}\n`);
    console.log('Paths:');
    for (const row of rows.filter((candidate) => !candidate.signedIn && !candidate.pageCacheOff))
      console.log(`- ${row.kind} (${row.locale}): ${row.path}`);
    console.log(`\nGoals of issue 24:\n${formatGoalChecks(checkGoals(rows))}`);
    console.log(
      `\nMachine: ${cpus().length} CPU(s), load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')} at the end; site ${siteOrigin}` +
        `${uncachedOrigin ? ` (page cache off: ${uncachedOrigin})` : ''}, API ${apiOrigin}.`,
    );
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:pages: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
