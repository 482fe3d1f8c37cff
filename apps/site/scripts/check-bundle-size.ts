/**
 * `pnpm --filter @rooms/site size [--dist-dir .next]`: first-load JavaScript per page of the last
 * `next build`, gzip-compressed, against the performance budget.
 *
 * Next.js 16 no longer prints "First Load JS" after a build; it writes the chunks of each route's
 * first load to `<distDir>/diagnostics/route-bundle-stats.json` (without sizes that matter to a
 * browser). This script reads that file (or, when absent, computes the same from
 * `build-manifest.json` and the client reference manifests), gzips every chunk (zlib default
 * level, as `next start` serves them) and prints a table per route. The legacy polyfill chunk
 * (`nomodule`) is not counted: modern browsers never download it.
 *
 * Budget (kB = 1,000 bytes, gzip): goal at most {@link GOAL_GZIP_BYTES} on public pages, limit
 * {@link LIMIT_GZIP_BYTES}: a public page above the limit fails the check (exit status 1) and CI,
 * so no page grows past it unnoticed. Private pages (a login is needed, per the route table of
 * `@rooms/i18n`) are printed but never fail. Status 2:
 * no build found. The dist dir is `--dist-dir`, else `NEXT_DIST_DIR` (as in `next.config.ts`),
 * else `.next`, relative to `apps/site`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ROUTES } from '@rooms/i18n';

import {
  distDirFromArgs,
  measureRoutes,
  measureSharedChunks,
  readRouteChunks,
} from './first-load-js';

import type { RouteSize } from './first-load-js';
import type { RouteKey } from '@rooms/i18n';

/** Goal for the first-load JS of a public page, gzip bytes (130 kB). */
export const GOAL_GZIP_BYTES = 130_000;

/** The limit of the first-load JS of a public page, gzip bytes (170 kB). */
export const LIMIT_GZIP_BYTES = 170_000;

/** The Next.js route folder of the site's language segment (`src/app/[locale]`). */
const LOCALE_FOLDER = '/[locale]';

const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The route-table key served by a Next.js route folder: the site's folders are the English
 * patterns with `/en` replaced by `/[locale]` and `:param` by `[param]` (see `locale-routing.ts`).
 *
 * @param route a Next.js route, e.g. `/[locale]/for-rent/[searchCategoryAndCity]`
 * @returns its key (`'search'`), or `null` for routes outside the table (`/_not-found`)
 */
export function routeKeyOfAppRoute(route: string): RouteKey | null {
  if (route !== LOCALE_FOLDER && !route.startsWith(`${LOCALE_FOLDER}/`)) return null;
  const english = `/en${route.slice(LOCALE_FOLDER.length)}`.replace(/\[([^\]/]+)\]/g, ':$1');
  const keys = Object.keys(ROUTES) as RouteKey[];
  return keys.find((key) => ROUTES[key].en === english) ?? null;
}

/**
 * Whether a route is a public page (no login needed, §2 / §6): every route except the private
 * ones of the route table. Routes outside the table (the 404) are public.
 *
 * @param route a Next.js route, e.g. `/[locale]/my-account`
 * @returns false only for a private route of `@rooms/i18n`'s table
 */
export function isPublicAppRoute(route: string): boolean {
  const key = routeKeyOfAppRoute(route);
  return key === null || !ROUTES[key].private;
}

/** How a route's first load compares with the budget. */
export type BudgetVerdict = 'ok' | 'over goal' | 'OVER BUDGET' | 'private';

/**
 * The verdict for one route's first-load JS.
 *
 * @param gzipBytes first-load JS of the route, gzip bytes
 * @param isPublic whether the route is a public page
 * @returns `private` for private pages (never failing), else `ok` up to the goal, `over goal`
 *   up to the limit and `OVER BUDGET` (failing) above it
 */
export function budgetVerdict(gzipBytes: number, isPublic: boolean): BudgetVerdict {
  if (!isPublic) return 'private';
  if (gzipBytes > LIMIT_GZIP_BYTES) return 'OVER BUDGET';
  return gzipBytes > GOAL_GZIP_BYTES ? 'over goal' : 'ok';
}

function verdictOf(route: RouteSize): BudgetVerdict {
  return budgetVerdict(route.gzipBytes, isPublicAppRoute(route.route));
}

function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/**
 * The printed table: route, route key, chunk count, raw and gzip kB, verdict; largest first,
 * then the shared chunks and the budget.
 *
 * @param routes measured routes
 * @param shared the chunks every page loads (`rootMainFiles`)
 * @returns the lines of the table, without trailing newline
 */
export function formatBundleTable(routes: readonly RouteSize[], shared: RouteSize): string {
  const rows = [...routes]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((route) => [
      route.route,
      routeKeyOfAppRoute(route.route) ?? '-',
      String(route.chunks.length),
      kB(route.rawBytes),
      kB(route.gzipBytes),
      verdictOf(route),
    ]);
  const countOf = (verdict: BudgetVerdict) =>
    routes.filter((route) => verdictOf(route) === verdict).length;
  const header = ['Route', 'Route key', 'Chunks', 'Raw kB', 'Gzip kB', 'Budget'];
  const sharedRow = [
    `(${shared.route})`,
    '-',
    String(shared.chunks.length),
    kB(shared.rawBytes),
    kB(shared.gzipBytes),
    '',
  ];
  const table = [header, ...rows, sharedRow];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const numeric = new Set([2, 3, 4]);
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [
    'First-load JavaScript per page (gzip, kB = 1000 bytes)',
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
    line(sharedRow),
    `Budget for public pages: goal ≤ ${kB(GOAL_GZIP_BYTES)} kB, limit ${kB(LIMIT_GZIP_BYTES)} kB; ` +
      `${countOf('ok')} within the goal, ${countOf('OVER BUDGET')} over budget.`,
  ].join('\n');
}

/**
 * The public routes that fail the check.
 *
 * @param routes measured routes
 * @returns the public routes above {@link LIMIT_GZIP_BYTES}
 */
export function routesOverBudget(routes: readonly RouteSize[]): RouteSize[] {
  return routes.filter((route) => verdictOf(route) === 'OVER BUDGET');
}

function main(): void {
  let distDir: string;
  let routes: RouteSize[];
  let shared: RouteSize;
  try {
    distDir = resolve(
      PROJECT_DIR,
      distDirFromArgs(process.argv.slice(2), process.env.NEXT_DIST_DIR, 'check-bundle-size'),
    );
    routes = measureRoutes(distDir, readRouteChunks(PROJECT_DIR, distDir));
    shared = measureSharedChunks(distDir);
  } catch (error) {
    console.error(`check-bundle-size: ${(error as Error).message}`);
    process.exit(2);
  }
  console.log(formatBundleTable(routes, shared));
  const over = routesOverBudget(routes);
  if (over.length > 0) {
    console.error(
      `\n${over.length} public page(s) over budget: ` +
        over
          .map(
            (route) =>
              `${route.route} (${kB(route.gzipBytes)} kB, at most ${kB(LIMIT_GZIP_BYTES)})`,
          )
          .join(', '),
    );
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main();
