/**
 * `tsx scripts/compile-hints.ts [--dist-dir .next]`, run by `pnpm build` after `next build`:
 * marks the JavaScript a first visit runs for explicit eager compilation.
 *
 * A first visit executes nearly every function of its first-load chunks (React, the Next.js
 * runtime, the page's components) while hydrating. V8 compiles functions lazily, on the main
 * thread, the first time they run: on a phone that compile is a large part of the long hydration
 * task (Lighthouse's TBT). The `//# allFunctionsCalledOnLoad` comment at the top of a script
 * (explicit compile hints, Chromium 136+; other engines ignore it) lets the browser compile all
 * its functions on the background thread that streams the download instead. Only first-load
 * chunks are marked, so chunks loaded on demand (the map, dialogs) keep lazy compilation.
 *
 * The chunk files keep their names (the content hash is only a cache key; the site uses no
 * subresource integrity). Marking is idempotent. Exit status 2 when no build is found.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { distDirFromArgs, readRouteChunks } from './first-load-js';

import type { RouteChunks } from './first-load-js';

/** The magic comment of explicit compile hints, as the first line of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * A script's source with the compile hint as its first line (unchanged when it has one).
 *
 * @param source the script's JavaScript
 * @returns the marked JavaScript
 */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Every JavaScript chunk some route loads on a first visit, each once.
 *
 * @param routes the routes of a build and their first-load chunks
 * @returns the `.js` chunk paths (relative to the dist dir), sorted
 */
export function firstLoadScripts(routes: readonly RouteChunks[]): string[] {
  const scripts = new Set<string>();
  for (const { chunks } of routes)
    for (const chunk of chunks) if (chunk.endsWith('.js')) scripts.add(chunk);
  return [...scripts].sort();
}

/**
 * Marks the first-load scripts of a build with {@link COMPILE_HINT}.
 *
 * @param projectDir absolute folder of the Next.js project (`apps/site`)
 * @param distDir absolute dist dir of the build
 * @returns how many scripts are marked now, and how many of them were changed by this call
 * @throws Error when the dist dir holds no finished build or a listed chunk is missing
 */
export function addCompileHints(
  projectDir: string,
  distDir: string,
): { marked: number; changed: number } {
  const scripts = firstLoadScripts(readRouteChunks(projectDir, distDir));
  let changed = 0;
  for (const script of scripts) {
    const file = join(distDir, script);
    const source = readFileSync(file, 'utf8');
    const marked = withCompileHint(source);
    if (marked === source) continue;
    writeFileSync(file, marked);
    changed++;
  }
  return { marked: scripts.length, changed };
}

function main(): void {
  try {
    const distDir = resolve(
      PROJECT_DIR,
      distDirFromArgs(process.argv.slice(2), process.env.NEXT_DIST_DIR, 'compile-hints'),
    );
    const { marked, changed } = addCompileHints(PROJECT_DIR, distDir);
    console.log(`compile-hints: ${marked} first-load scripts marked (${changed} changed)`);
  } catch (error) {
    console.error(`compile-hints: ${(error as Error).message}`);
    process.exit(2);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main();
