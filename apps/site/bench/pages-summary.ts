/**
 * Pure parts of `pnpm bench:pages` (bench/pages.ts): percentiles of measured latencies, what the
 * build says about a page (static or rendered per request), the goals of issue 24 and the
 * printed markdown table.
 */

/** A page kind measured by the benchmark, as the goals of issue 24 group them. */
export type PageKind = 'home' | 'about' | 'search' | 'map' | 'listing' | 'sitemap';

/** Figures of one load (fixed rate or saturation) on one URL. */
export interface LoadFigures {
  /** Answers per second over the run (2xx and others alike). */
  readonly perSecond: number;
  /** Latency percentiles, ms (null when nothing answered). */
  readonly p50Ms: number | null;
  readonly p95Ms: number | null;
  readonly p99Ms: number | null;
  /** Answers with a status outside 200–299, plus connection errors and timeouts. */
  readonly failures: number;
}

/** One measured page: a kind in a language, anonymous or signed in. */
export interface PageRow {
  readonly kind: PageKind;
  readonly locale: 'nl' | 'en';
  readonly signedIn: boolean;
  /** Measured on a site process whose page cache is off (`PAGE_CACHE_MAX_MB=0`). */
  readonly pageCacheOff?: boolean;
  /** The public path, e.g. `/huren/kamer-groningen`. */
  readonly path: string;
  /** What `next build` says about the route serving it ({@link buildMarkOf}). */
  readonly buildMark: BuildMark;
  /** The `x-rooms-cache` header of an answer after warming, or null when absent. */
  readonly cacheHeader: string | null;
  /** HTML bytes, raw and gzip (zlib default level). */
  readonly htmlBytes: number;
  readonly htmlGzipBytes: number;
  /** Raw HTML bytes inside `<style>` elements (inlined sheets, MUI's Emotion styles). */
  readonly htmlStyleBytes: number;
  /** At the fixed rate ({@link FIXED_RATE_PER_SECOND}). */
  readonly fixed: LoadFigures;
  /** At saturation ({@link SATURATION_CONNECTIONS} connections, as fast as it answers). */
  readonly saturated: LoadFigures;
}

/** The API's figures for the search behind a search page (POST /listing/findlistings). */
export interface ApiRow {
  readonly locale: 'nl' | 'en';
  readonly fixed: LoadFigures;
  readonly saturated: LoadFigures;
}

/** The fixed request rate of the first load, requests per second over all connections. */
export const FIXED_RATE_PER_SECOND = 50;

/** Connections of the saturation load. */
export const SATURATION_CONNECTIONS = 8;

/**
 * The value at percentile `p` of `samples` by the nearest-rank method (the smallest sample with at
 * least p % of the samples at or below it).
 *
 * @param samples measured values in any order (not modified)
 * @param p percentile, 0 < p ≤ 100
 * @returns the sample at that rank, or null when there are no samples
 * @throws RangeError when p is outside (0, 100]
 */
export function percentile(samples: readonly number[], p: number): number | null {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
}

/**
 * The bytes of a page's HTML inside `<style>` elements (their content, tags excluded): the
 * inlined style sheets (`experimental.inlineCss`) and MUI's server-rendered Emotion styles.
 *
 * @param html the page's HTML
 * @returns UTF-8 bytes of the style elements' content
 */
export function styleBytesOf(html: string): number {
  let bytes = 0;
  for (const [, content] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    bytes += Buffer.byteLength(content!, 'utf8');
  return bytes;
}

/** The part of Next.js 16's `prerender-manifest.json` that {@link buildMarkOf} reads. */
export interface PrerenderManifestLike {
  readonly routes: Readonly<
    Record<
      string,
      { readonly initialRevalidateSeconds?: number | false; readonly srcRoute?: string | null }
    >
  >;
}

/**
 * How the build serves a route: `static` (○/● in `next build`'s table: prerendered, never
 * revalidated), `ISR <n> s` (prerendered and revalidated after n seconds) or `dynamic` (ƒ: rendered
 * per request; also a page whose route prerendered other parameters only).
 */
export type BuildMark = 'static' | `ISR ${number} s` | 'dynamic';

/**
 * What the build's prerender manifest says about the internal path of a page.
 *
 * @param internalPath the path Next.js serves the page under, e.g. `/nl/about-us` (the proxy
 *   rewrites `/over-ons` to it; see `internalPathOf` of `src/locale-routing.ts`)
 * @param manifest the parsed `<distDir>/prerender-manifest.json`
 * @returns the mark
 */
export function buildMarkOf(internalPath: string, manifest: PrerenderManifestLike): BuildMark {
  const route = manifest.routes[internalPath];
  if (route === undefined) return 'dynamic';
  const revalidate = route.initialRevalidateSeconds;
  return typeof revalidate === 'number' ? `ISR ${revalidate} s` : 'static';
}

/** The goals of issue 24 (2 cores, production build, API and site on one machine), pages/s. */
export const GOALS = {
  /** Static content pages (about, sitemap) at saturation, anonymous. */
  contentPerSecond: 1_000,
  /** Home and listing pages at saturation, anonymous. */
  homeAndListingPerSecond: 300,
  /** The search page at saturation, anonymous, when cached. */
  searchCachedPerSecond: 200,
  /** The search page at saturation, anonymous, when not cached. */
  searchUncachedPerSecond: 80,
  /** p95 at the fixed rate, every page, ms. */
  fixedRateP95Ms: 60,
} as const;

/** One goal of issue 24 checked against the measured rows. */
export interface GoalCheck {
  readonly goal: string;
  /** null when no row measured it. */
  readonly met: boolean | null;
  /** The figures it was judged on, e.g. `about (nl) 1,210/s; about (en) 1,190/s`. */
  readonly detail: string;
}

/** Whether an `x-rooms-cache` value says the answer came from the page cache. */
export function isCacheHit(header: string | null): boolean {
  return header !== null && /^(hit|stale)/i.test(header.trim());
}

function visitorOf(row: PageRow): string {
  return `${row.signedIn ? 'signed in' : 'anonymous'}${row.pageCacheOff ? ', page cache off' : ''}`;
}

function label(row: PageRow): string {
  const visitor = visitorOf(row);
  return `${row.kind} (${row.locale}${visitor === 'anonymous' ? '' : `, ${visitor}`})`;
}

function rate(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')}/s`;
}

function atLeastCheck(goal: string, rows: readonly PageRow[], minimum: number): GoalCheck {
  if (rows.length === 0) return { goal, met: null, detail: 'not measured' };
  return {
    goal,
    met: rows.every((row) => row.saturated.perSecond >= minimum && row.saturated.failures === 0),
    detail: rows
      .map(
        (row) =>
          `${label(row)} ${rate(row.saturated.perSecond)}` +
          (row.saturated.failures > 0 ? ` (${row.saturated.failures} failed)` : ''),
      )
      .join('; '),
  };
}

/**
 * Checks the throughput and latency goals of issue 24 on the measured rows. Throughput goals are
 * judged on anonymous rows at saturation (a run with failed answers misses its goal), the content,
 * home and listing goals on rows of a site with its page cache on; the search page counts as
 * cached when its `x-rooms-cache` header says hit, else (also on a site with the cache off) as
 * uncached; the p95 goal on every row at the fixed rate.
 *
 * @param rows the measured pages
 * @returns one check per goal, in the issue's order
 */
export function checkGoals(rows: readonly PageRow[]): GoalCheck[] {
  const anonymous = rows.filter((row) => !row.signedIn);
  const of = (...kinds: PageKind[]) =>
    anonymous.filter((row) => kinds.includes(row.kind) && row.pageCacheOff !== true);
  const search = anonymous.filter((row) => row.kind === 'search');
  const slowP95 = rows.filter(
    (row) => row.fixed.p95Ms === null || row.fixed.p95Ms >= GOALS.fixedRateP95Ms,
  );
  const worst = rows.reduce<PageRow | undefined>(
    (max, row) =>
      max === undefined || (row.fixed.p95Ms ?? 0) > (max.fixed.p95Ms ?? 0) ? row : max,
    undefined,
  );
  return [
    atLeastCheck(
      `static content pages ≥ ${GOALS.contentPerSecond.toLocaleString('en-US')} pages/s`,
      of('about', 'sitemap'),
      GOALS.contentPerSecond,
    ),
    atLeastCheck(
      `home and listing anonymous ≥ ${GOALS.homeAndListingPerSecond} pages/s`,
      of('home', 'listing'),
      GOALS.homeAndListingPerSecond,
    ),
    atLeastCheck(
      `search anonymous, cached ≥ ${GOALS.searchCachedPerSecond} pages/s`,
      search.filter((row) => isCacheHit(row.cacheHeader)),
      GOALS.searchCachedPerSecond,
    ),
    atLeastCheck(
      `search anonymous, uncached ≥ ${GOALS.searchUncachedPerSecond} pages/s`,
      search.filter((row) => !isCacheHit(row.cacheHeader)),
      GOALS.searchUncachedPerSecond,
    ),
    rows.length === 0
      ? {
          goal: `p95 < ${GOALS.fixedRateP95Ms} ms at 50 pages/s`,
          met: null,
          detail: 'not measured',
        }
      : {
          goal: `p95 < ${GOALS.fixedRateP95Ms} ms at ${FIXED_RATE_PER_SECOND} pages/s, every page`,
          met: slowP95.length === 0,
          detail:
            slowP95.length === 0
              ? `worst ${worst === undefined ? '-' : `${label(worst)} ${ms(worst.fixed.p95Ms)} ms`}`
              : `over: ${slowP95.map((row) => `${label(row)} ${ms(row.fixed.p95Ms)} ms`).join('; ')}`,
        },
  ];
}

function ms(value: number | null): string {
  return value === null ? '-' : value.toFixed(value < 10 ? 1 : 0);
}

function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

function loadCells(load: LoadFigures): string[] {
  const failed = load.failures > 0 ? ` (${load.failures} failed)` : '';
  return [`${load.perSecond.toFixed(0)}${failed}`, ms(load.p50Ms), ms(load.p95Ms), ms(load.p99Ms)];
}

/**
 * The markdown table of the benchmark: one row per page, language and visitor, then one row per
 * language for the API's search; search rows carry the ratio of the page's latency (p50 at the
 * fixed rate) and throughput (at saturation) to the API's.
 *
 * @param rows the measured pages
 * @param api the API's search per language
 * @param seconds how long each load ran, s
 * @returns markdown lines, without trailing newline
 */
export function formatPagesTable(
  rows: readonly PageRow[],
  api: readonly ApiRow[],
  seconds: number,
): string {
  const header = [
    'page',
    'lang',
    'visitor',
    'build',
    'x-rooms-cache',
    'HTML kB',
    'of it <style> kB',
    'gzip kB',
    `${FIXED_RATE_PER_SECOND}/s: pages/s`,
    'p50 ms',
    'p95 ms',
    'p99 ms',
    `${SATURATION_CONNECTIONS} conn: pages/s`,
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'page/API p50 · pages/s',
  ];
  const apiOf = (locale: string) => api.find((row) => row.locale === locale);
  const ratio = (row: PageRow): string => {
    const apiRow = apiOf(row.locale);
    if (row.kind !== 'search' || apiRow === undefined) return '';
    const latency =
      row.fixed.p50Ms !== null && apiRow.fixed.p50Ms !== null && apiRow.fixed.p50Ms > 0
        ? `${(row.fixed.p50Ms / apiRow.fixed.p50Ms).toFixed(1)}×`
        : '-';
    const throughput =
      row.saturated.perSecond > 0
        ? `1/${(apiRow.saturated.perSecond / row.saturated.perSecond).toFixed(1)}`
        : '-';
    return `${latency} · ${throughput}`;
  };
  const body = rows.map((row) => [
    row.kind,
    row.locale,
    visitorOf(row),
    row.buildMark,
    row.cacheHeader ?? '-',
    kB(row.htmlBytes),
    kB(row.htmlStyleBytes),
    kB(row.htmlGzipBytes),
    ...loadCells(row.fixed),
    ...loadCells(row.saturated),
    ratio(row),
  ]);
  const apiBody = api.map((row) => [
    'API POST /listing/findlistings',
    row.locale,
    '-',
    '-',
    '-',
    '-',
    '-',
    '-',
    ...loadCells(row.fixed),
    ...loadCells(row.saturated),
    '1',
  ]);
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    `Pages, ${seconds} s per load: at ${FIXED_RATE_PER_SECOND} requests/s and at saturation ` +
      `(${SATURATION_CONNECTIONS} connections); latency ms, HTML kB = 1,000 bytes`,
    '',
    line(header),
    line(header.map(() => '---')),
    ...[...body, ...apiBody].map(line),
  ].join('\n');
}

/**
 * The goal checks as markdown list lines: `- ✓ met: goal — detail`.
 *
 * @param checks from {@link checkGoals}
 * @returns the lines, without trailing newline
 */
export function formatGoalChecks(checks: readonly GoalCheck[]): string {
  return checks
    .map((check) => {
      const verdict = check.met === null ? '? not measured' : check.met ? '✓ met' : '✗ not met';
      return `- ${verdict}: ${check.goal} — ${check.detail}`;
    })
    .join('\n');
}
