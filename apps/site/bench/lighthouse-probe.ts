/**
 * `pnpm --filter @rooms/site exec tsx bench/lighthouse-probe.ts URL [--runs N] [--block PATTERNS]`:
 * a diagnostic companion of `bench/lighthouse.ts` for one page of an already running site.
 *
 * Each run (a fresh Debian Chromium, Lighthouse's mobile preset, performance only) prints the
 * simulated FCP and LCP next to what the browser really observed (first paint, load), TBT, the
 * LCP element and Lighthouse's LCP phases. Lighthouse simulates slow 4G from the observed trace,
 * so a late observed first paint (e.g. scripts running before the first frame) raises the
 * simulated LCP; comparing runs with `--block '*.js'` (comma-separated URL patterns, as
 * Lighthouse's `blockedUrlPatterns`) shows what part scripts, styles or fonts play. Prints only.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import type { Result } from 'lighthouse';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface ProbeArgs {
  readonly url: string;
  readonly runs: number;
  readonly blocked: readonly string[];
}

function parseArgs(argv: readonly string[]): ProbeArgs {
  let url: string | undefined;
  let runs = 3;
  let blocked: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--block') blocked = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg !== undefined && !arg.startsWith('--')) url = arg;
  }
  if (url === undefined || !(runs >= 1))
    throw new Error('usage: lighthouse-probe.ts URL [--runs N] [--block PATTERNS]');
  return { url, runs, blocked };
}

/** The `metrics` audit's first row (milliseconds), or undefined. */
function metricsOf(lhr: Result): Record<string, number> | undefined {
  const details = lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
  return details?.items?.[0];
}

/** One line on the LCP element and its phases, from the `largest-contentful-paint-element` audit. */
function lcpDescription(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: Record<string, unknown>[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node as { nodeLabel?: string } | undefined;
  const phases = (details?.items?.[1]?.items ?? []) as { phase?: string; timing?: number }[];
  const phaseText = phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)}`).join(', ');
  return `LCP element "${node?.nodeLabel ?? '?'}"; ${phaseText}`;
}

async function probeOnce(args: ProbeArgs): Promise<string> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const result = await lighthouse(args.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      blockedUrlPatterns: [...args.blocked],
    });
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${args.url}`);
    const m = metricsOf(result.lhr);
    const ms = (key: string) => Math.round(m?.[key] ?? Number.NaN);
    return (
      `simulated FCP ${ms('firstContentfulPaint')} LCP ${ms('largestContentfulPaint')} ` +
      `TBT ${ms('totalBlockingTime')} | observed first paint ${ms('observedFirstContentfulPaint')} ` +
      `LCP ${ms('observedLargestContentfulPaint')} load ${ms('observedLoad')} (ms)\n  ` +
      lcpDescription(result.lhr)
    );
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  for (let run = 1; run <= args.runs; run++) {
    console.log(`run ${run}/${args.runs}: ${await probeOnce(args)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
