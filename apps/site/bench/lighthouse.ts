/**
 * `pnpm bench:lighthouse [--runs 5] [--site-url URL | --api-origin URL | --start-api]
 * [--skip-build] [--throttling both|simulate|devtools] [--json FILE]`: the Lighthouse benchmark of the site's
 * public pages.
 *
 * What it does:
 *   0. with `--site-url URL` (or `BENCH_SITE_URL`) it measures that running site and starts
 *      nothing (steps 1 and 2 are skipped);
 *   1. needs the API: by default the one at `--api-origin`, else `API_ORIGIN`, else
 *      http://localhost:4000 (start it with `pnpm --filter @rooms/api dev`); with `--start-api` it
 *      starts its own API the way `apps/api/src/main.ts` does, on a free port, with an embedded
 *      PostgreSQL under `<repo>/.data/bench/lighthouse` (seeded with 5,000 listings on first use,
 *      which takes a few minutes; reused afterwards) and stops it at the end;
 *   2. builds the site for production into `apps/site/.next-bench` (`NEXT_DIST_DIR`, so the
 *      folder of a running `next dev` is left alone; `--skip-build` reuses the last build) as
 *      `pnpm build` does (with `scripts/compile-hints.ts`) and starts it with `next start` on a
 *      free port;
 *   3. runs Lighthouse 12 (its default mobile preset: slow 4G, 4× CPU slowdown) in Debian's
 *      Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium; `--headless=new --no-sandbox`), a
 *      fresh browser per run, `--runs` times (default 5) on the home page, the Groningen room
 *      search in its list and map views and the first listing of that search, in Dutch and in
 *      English: first with
 *      Lighthouse's default simulated throttling, then (unless `--throttling simulate`) with the
 *      same conditions applied in the browser (`throttlingMethod: 'devtools'`), which shows what
 *      the page really does on slow 4G next to what Lighthouse's model estimates;
 *   4. prints, per throttling method, the median of each score (performance, accessibility, best
 *      practices, SEO) and of LCP, TBT and CLS as a table, with the goals beside them
 *      (performance ≥ 95, accessibility ≥ 98, best practices ≥ 95, SEO 100; LCP ≤ 2.0 s,
 *      TBT ≤ 150 ms, CLS ≤ 0.02), and for the devtools table (the applied throttling) the page
 *      budgets of issue 24 met or not per page (LCP ≤ 1.1 s, TBT ≤ 100 ms, CLS 0, performance
 *      100).
 *
 * It reports; it never fails on the figures (exit status 1 only when it could not measure).
 * Lighthouse's CPU figures (TBT, and so the performance score) depend on the machine and on what
 * else runs on it: the table ends with Lighthouse's benchmark index of this machine.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';

import { pathFor } from '@rooms/i18n';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import {
  CATEGORY_IDS,
  checkPageBudgets,
  failedAudits,
  figuresOfRun,
  formatBudgetChecks,
  formatSummaryTable,
  median,
  medianFigures,
  THROTTLING_METHODS,
} from './lighthouse-summary';
import { requireApi, startApi, startSite, stopProcess } from './servers';
import { citySearchPath, firstListingPath, mapSearchPath } from './site-pages';

import type { RunFigures, SummaryRow, ThrottlingMethod } from './lighthouse-summary';
import type { ChildProcess } from 'node:child_process';

/** Build output of the benchmark, beside (never instead of) the dev server's `.next`. */
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-bench';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
/** Listings the benchmark's own API seeds into its empty database (as the API's default). */
const SEED_LISTINGS = 5_000;

interface Args {
  /** Lighthouse runs per page; the table shows their median. */
  readonly runs: number;
  /** A running site to measure (nothing is started), or undefined. */
  readonly siteUrl: string | undefined;
  /** The API to use, when not starting one. */
  readonly apiOrigin: string;
  /** Start a private API (embedded PostgreSQL under `.data/bench/lighthouse`). */
  readonly startApi: boolean;
  /** Reuse the last build in `.next-bench` instead of building. */
  readonly skipBuild: boolean;
  /** The throttling methods to measure with, in print order. */
  readonly throttling: readonly ThrottlingMethod[];
  /** Also write every run's figures and the medians to this JSON file. */
  readonly jsonFile: string | undefined;
}

const USAGE =
  'usage: bench:lighthouse [--runs N] [--site-url URL | --api-origin URL | --start-api] ' +
  '[--skip-build] ' +
  '[--throttling both|simulate|devtools] [--json FILE]';

/** The methods a `--throttling` value stands for. */
function throttlingMethods(value: string): readonly ThrottlingMethod[] {
  if (value === 'both') return THROTTLING_METHODS;
  const method = THROTTLING_METHODS.find((candidate) => candidate === value);
  if (method === undefined)
    throw new Error(`--throttling must be both, simulate or devtools; ${USAGE}`);
  return [method];
}

function parseArgs(argv: readonly string[]): Args {
  let runs = 5;
  let apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:4000';
  let siteUrl = process.env.BENCH_SITE_URL;
  let startApi = false;
  let skipBuild = false;
  let throttling: readonly ThrottlingMethod[] = THROTTLING_METHODS;
  let jsonFile: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value; ${USAGE}`);
      return next;
    };
    if (arg === '--runs') runs = Number(value());
    else if (arg === '--site-url') siteUrl = value();
    else if (arg === '--api-origin') apiOrigin = value();
    else if (arg === '--start-api') startApi = true;
    else if (arg === '--skip-build') skipBuild = true;
    else if (arg === '--throttling') throttling = throttlingMethods(value());
    else if (arg === '--json') jsonFile = resolve(value());
    else if (arg !== '--') throw new Error(`unknown argument ${arg}; ${USAGE}`);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  return {
    runs,
    siteUrl: siteUrl === undefined || siteUrl === '' ? undefined : siteUrl.replace(/\/+$/, ''),
    apiOrigin: apiOrigin.replace(/\/+$/, ''),
    startApi,
    skipBuild,
    throttling,
    jsonFile,
  };
}

/** One Lighthouse run in a fresh Chromium: its figures, failed audits and the machine's speed. */
async function measureOnce(
  url: string,
  throttlingMethod: ThrottlingMethod,
): Promise<{ figures: RunFigures; failed: string[]; benchmarkIndex: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORY_IDS],
      throttlingMethod,
    });
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError !== undefined)
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return {
      figures: figuresOfRun(result.lhr),
      failed: failedAudits(result.lhr),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

function describeRun(figures: RunFigures): string {
  const { scores, lcpMs, tbtMs, cls } = figures;
  return (
    `perf ${scores.performance ?? '-'}, a11y ${scores.accessibility ?? '-'}, ` +
    `bp ${scores['best-practices'] ?? '-'}, seo ${scores.seo ?? '-'}, ` +
    `LCP ${lcpMs === null ? '-' : (lcpMs / 1000).toFixed(2)} s, ` +
    `TBT ${tbtMs === null ? '-' : tbtMs.toFixed(0)} ms, CLS ${cls === null ? '-' : cls.toFixed(3)}`
  );
}

/** A measured page: what the tables call it and its path. */
interface Page {
  readonly label: string;
  readonly path: string;
}

/** The figures of one throttling method: every run of every page, and the medians. */
interface MethodFigures {
  readonly runs: Record<string, RunFigures[]>;
  readonly medians: SummaryRow[];
}

/**
 * Runs Lighthouse `runCount` times on each page with one throttling method, printing each run.
 *
 * @returns every run's figures and the medians by page, the failed audits by page label and
 *   each run's benchmark index
 */
async function measurePages(
  siteOrigin: string,
  pages: readonly Page[],
  runCount: number,
  throttling: ThrottlingMethod,
): Promise<{
  figures: MethodFigures;
  failedByPage: Map<string, Set<string>>;
  benchmarkIndexes: number[];
}> {
  const medians: SummaryRow[] = [];
  const runs: Record<string, RunFigures[]> = {};
  const failedByPage = new Map<string, Set<string>>();
  const benchmarkIndexes: number[] = [];
  for (const page of pages) {
    const pageRuns: RunFigures[] = [];
    const failedHere = new Set<string>();
    failedByPage.set(page.label, failedHere);
    for (let run = 1; run <= runCount; run++) {
      const { figures, failed, benchmarkIndex } = await measureOnce(
        `${siteOrigin}${page.path}`,
        throttling,
      );
      pageRuns.push(figures);
      benchmarkIndexes.push(benchmarkIndex);
      for (const audit of failed) failedHere.add(audit);
      console.log(`${page.label} (${throttling}) run ${run}/${runCount}: ${describeRun(figures)}`);
    }
    runs[page.label] = pageRuns;
    medians.push({ label: page.label, path: page.path, figures: medianFigures(pageRuns) });
  }
  return { figures: { runs, medians }, failedByPage, benchmarkIndexes };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let api: ChildProcess | undefined;
  let site: ChildProcess | undefined;
  const cleanUp = async () => {
    await stopProcess(site);
    await stopProcess(api);
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    let siteOrigin = args.siteUrl;
    if (siteOrigin === undefined) {
      let apiOrigin = args.apiOrigin;
      if (args.startApi) {
        const started = await startApi({ dataName: 'lighthouse', seedListings: SEED_LISTINGS });
        api = started.child;
        apiOrigin = started.origin;
      } else {
        await requireApi(apiOrigin);
      }
      const started = await startSite({
        distDir: DIST_DIR,
        apiOrigin,
        build: !args.skipBuild,
        readyPath: pathFor('home', 'nl'),
      });
      site = started.child;
      siteOrigin = started.origin;
    }

    const pages: Page[] = [];
    for (const locale of ['nl', 'en'] as const) {
      pages.push({ label: `home (${locale})`, path: pathFor('home', locale) });
      pages.push({ label: `city search (${locale})`, path: citySearchPath(locale) });
      pages.push({ label: `map search (${locale})`, path: mapSearchPath(locale) });
      const listing = await firstListingPath(siteOrigin, locale);
      if (listing === undefined)
        console.warn(
          `No listing link on ${citySearchPath(locale)}: listing detail (${locale}) skipped.`,
        );
      else pages.push({ label: `listing detail (${locale})`, path: listing });
    }
    // Warm the server (data caches, first render of each route) before measuring.
    for (const page of pages) for (let i = 0; i < 2; i++) await fetch(`${siteOrigin}${page.path}`);

    const tables: string[] = [];
    const figuresByMethod: Partial<Record<ThrottlingMethod, MethodFigures>> = {};
    const benchmarkIndexes: number[] = [];
    const failedByPage = new Map<string, Set<string>>(
      pages.map((page) => [page.label, new Set<string>()]),
    );
    for (const throttling of args.throttling) {
      const measured = await measurePages(siteOrigin, pages, args.runs, throttling);
      benchmarkIndexes.push(...measured.benchmarkIndexes);
      for (const [label, failed] of measured.failedByPage)
        for (const audit of failed) failedByPage.get(label)?.add(audit);
      figuresByMethod[throttling] = measured.figures;
      tables.push(formatSummaryTable(measured.figures.medians, args.runs, throttling));
      if (throttling === 'devtools')
        tables.push(formatBudgetChecks(checkPageBudgets(measured.figures.medians)));
    }

    for (const table of tables) console.log(`\n${table}`);
    console.log('\nAudits that cost points in accessibility, best practices or SEO (any run):');
    for (const [label, failed] of failedByPage)
      console.log(`  ${label}: ${failed.size === 0 ? 'none' : [...failed].join('; ')}`);
    console.log(
      `\nMachine: ${cpus().length} CPU(s), load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}, Lighthouse benchmark index (median) ${median(benchmarkIndexes)?.toFixed(0)}.`,
    );
    if (args.jsonFile !== undefined) {
      writeFileSync(args.jsonFile, `${JSON.stringify(figuresByMethod, null, 2)}\n`);
      console.log(`Figures written to ${args.jsonFile}`);
    }
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
