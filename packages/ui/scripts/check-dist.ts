/**
 * Checks `dist/` after `tsup` (the last step of `pnpm --filter @rooms/ui build`): every component
 * built with its types, imports that resolve, `'use client'` kept, CSS-module class names that
 * match their sheets (`src/dist-checks.ts`). Prints each problem and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { distProblems } from '../src/dist-checks';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Texts of the files of a folder of the package, by path relative to the package. */
function filesOf(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })) {
    const path = `${folder}/${name.split('\\').join('/')}`;
    if (/\.(tsx?|js|css)$/.test(path)) files.set(path, readFileSync(`${root}${path}`, 'utf8'));
  }
  return files;
}

const dist = filesOf('dist');
const problems = distProblems(filesOf('src'), dist);
for (const problem of problems) console.error(`check-dist: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(`check-dist: ${dist.size} files of dist/ match the source`);
