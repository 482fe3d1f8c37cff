/**
 * `pnpm --filter @rooms/site size:payments [--dist-dir .next]` (issue 27 "Figures", run by the
 * root `pnpm bench:payments` after the webhook figures): the first-load JavaScript of the
 * payment pages of §2, and which pages' first load includes Stripe.js (the goal: none — the
 * Payment Element imports it lazily, on the payment step only).
 *
 * Reads the last `next build` like `check-bundle-size.ts`. A chunk is Stripe.js' when its code
 * names Stripe's script host ({@link STRIPE_SCRIPT_HOST}): `@stripe/stripe-js` is the loader of
 * that script, and nothing else of ours names the host. Status 2: no build found; status 1: a
 * page's first load includes Stripe.js.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { routeKeyOfAppRoute, withOwnSizes, type PageSize } from './check-bundle-size';
import {
  distDirFromArgs,
  measureRoutes,
  measureSharedChunks,
  readRouteChunks,
  type RouteChunks,
} from './first-load-js';

import type { RouteKey } from '@rooms/i18n';

/** The host `@stripe/stripe-js` loads Stripe.js from. */
export const STRIPE_SCRIPT_HOST = 'js.stripe.com';

/** The payment pages of §2 and issue 27 (route-table keys). */
export const PAYMENT_ROUTE_KEYS: readonly RouteKey[] = [
  'premiumAccountPayment',
  'makePayment',
  'paymentStatus',
  'paymentReminder',
  'tenantSearchPayment',
  'stopSubscription',
];

const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The routes whose first load includes one of the given chunks.
 *
 * @param routes every route of the build with its first-load chunks
 * @param chunks chunk paths (dist-relative) to look for
 * @returns the Next.js routes that load any of them, in the given order
 */
export function routesLoading(
  routes: readonly RouteChunks[],
  chunks: ReadonlySet<string>,
): string[] {
  return routes
    .filter((route) => route.chunks.some((chunk) => chunks.has(chunk)))
    .map((route) => route.route);
}

/**
 * The chunks of a build (every `.js` under `static/chunks`, first-load or lazy) whose code names
 * {@link STRIPE_SCRIPT_HOST}.
 *
 * @param distDir absolute dist dir of the build
 * @returns the Stripe.js loader chunks, dist-relative (`static/chunks/…`)
 */
export function stripeChunks(distDir: string): Set<string> {
  const folder = join(distDir, 'static', 'chunks');
  const found = new Set<string>();
  if (!existsSync(folder)) return found;
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    if (readFileSync(join(folder, name), 'utf8').includes(STRIPE_SCRIPT_HOST))
      found.add(`static/chunks/${name.split(sep).join('/')}`);
  }
  return found;
}

function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/**
 * The printed figures: one line per payment page (first load and own JS, gzip kB), then the
 * pages whose first load includes Stripe.js.
 *
 * @param pages the payment pages measured
 * @param stripe how many chunks of the build load Stripe.js, and the Next.js routes whose first
 *   load includes one of them
 * @returns the lines, without trailing newline
 */
export function formatPaymentPages(
  pages: readonly PageSize[],
  stripe: { chunkCount: number; loaders: readonly string[] },
): string {
  const { chunkCount, loaders } = stripe;
  const rows = pages.map(
    (page) =>
      `  ${(routeKeyOfAppRoute(page.route) ?? page.route).padEnd(22)} first load ${kB(page.gzipBytes).padStart(6)} kB, own ${kB(page.ownGzipBytes).padStart(5)} kB`,
  );
  return [
    'Payment pages, first-load JavaScript (gzip, kB = 1000 bytes):',
    ...rows,
    `Stripe.js: ${chunkCount} chunk(s) in the build, in the first load of ` +
      (loaders.length === 0 ? 'no page (it loads on the payment step only)' : loaders.join(', ')),
  ].join('\n');
}

function main(): void {
  let distDir: string;
  let routes: RouteChunks[];
  try {
    distDir = resolve(
      PROJECT_DIR,
      distDirFromArgs(process.argv.slice(2), process.env.NEXT_DIST_DIR, 'size:payments'),
    );
    routes = readRouteChunks(PROJECT_DIR, distDir);
  } catch (error) {
    console.error(`size:payments: ${(error as Error).message}`);
    process.exit(2);
  }
  const keys = new Set<string>(PAYMENT_ROUTE_KEYS);
  const paymentRoutes = routes.filter((route) => keys.has(routeKeyOfAppRoute(route.route) ?? ''));
  const pages = withOwnSizes(
    distDir,
    measureRoutes(distDir, paymentRoutes),
    measureSharedChunks(distDir),
  );
  const chunks = stripeChunks(distDir);
  const loaders = routesLoading(routes, chunks);
  console.log(formatPaymentPages(pages, { chunkCount: chunks.size, loaders }));
  if (loaders.length > 0) process.exit(1);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main();
