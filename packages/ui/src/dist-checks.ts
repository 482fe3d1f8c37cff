/**
 * Checks of the published build (`dist/`, written by `tsup.config.ts`) against the source, run by
 * `scripts/check-dist.ts` after every `build` (issue 31). Node only, pure: the callers pass the
 * files' texts. The checks catch what publint and attw cannot see: the wildcard export `./*`, the
 * `'use client'` boundaries and the CSS-module class names.
 */

/** Texts of files by path relative to the package, with `/` (e.g. `dist/components/x.js`). */
export type PackageFiles = ReadonlyMap<string, string>;

const TEST_FILE = /\.test\.tsx?$/;
const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\.?\/[^"']+)["']/g;
const CLASS_NAME_VALUE = /:\s*"([A-Za-z0-9_-]+)"/g;

/** Whether a module's first statement is the `'use client'` directive (after comments). */
export function isClientModule(text: string): boolean {
  const code = text.replace(/^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^["']use client["']/.test(code);
}

/** Relative specifiers a built module imports or re-exports (`./x.js`, `./x.styles.css`). */
export function relativeSpecifiers(text: string): string[] {
  return [...text.matchAll(RELATIVE_SPECIFIER)].map((match) => match[1] ?? '');
}

/** `dir/a/b.js` + `../c.js` → `dir/c.js` (POSIX paths inside the package). */
function resolveRelative(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** What an import of `target` from `from` needs: the `.d.ts` beside a `.js` in declarations. */
function declarationOf(from: string, target: string): string {
  return from.endsWith('.d.ts') ? target.replace(/\.js$/, '.d.ts') : target;
}

/** `src/components/x.tsx` → `dist/components/x` (without extension). */
function builtBase(sourcePath: string): string {
  return sourcePath.replace(/^src\//, 'dist/').replace(/\.tsx?$/, '');
}

/**
 * Problems of a build, one sentence each; empty when it is sound:
 * - every component module (`src/components/*.tsx`, served by the export `./*`) has its `.js`
 *   and `.d.ts`;
 * - every relative import of a built `.js`/`.d.ts` names a file of the build;
 * - a built module starts with `"use client"` exactly when its source does;
 * - no CSS module (`*.module.css`) is left for the consumer's bundler to scope again;
 * - every name in a `x.styles.js` is a class or keyframes of its `x.styles.css`, which it imports.
 */
export function distProblems(source: PackageFiles, dist: PackageFiles): string[] {
  const problems: string[] = [];
  for (const path of source.keys()) {
    if (!/^src\/components\/[^/]+\.tsx$/.test(path) || TEST_FILE.test(path)) continue;
    for (const extension of ['.js', '.d.ts']) {
      const built = `${builtBase(path)}${extension}`;
      if (!dist.has(built)) problems.push(`${path} has no ${built}`);
    }
  }
  for (const [path, text] of dist) {
    if (path.endsWith('.module.css')) problems.push(`${path} would be scoped again by a bundler`);
    if (!path.endsWith('.js') && !path.endsWith('.d.ts')) continue;
    for (const specifier of relativeSpecifiers(text)) {
      if (specifier.endsWith('.module.css')) problems.push(`${path} imports ${specifier}`);
      else if (!dist.has(declarationOf(path, resolveRelative(path, specifier)))) {
        problems.push(`${path} imports ${specifier}, which is not in the build`);
      }
    }
  }
  for (const [path, text] of source) {
    if (!/\.tsx?$/.test(path) || TEST_FILE.test(path)) continue;
    const built = dist.get(`${builtBase(path)}.js`);
    if (built === undefined) continue;
    if (isClientModule(text) && !isClientModule(built)) {
      problems.push(`${builtBase(path)}.js lost the 'use client' of ${path}`);
    }
    if (!isClientModule(text) && isClientModule(built)) {
      problems.push(`${builtBase(path)}.js is 'use client' but ${path} is not`);
    }
  }
  for (const [path, text] of dist) {
    if (!path.endsWith('.styles.js')) continue;
    const sheetPath = path.replace(/\.js$/, '.css');
    const sheet = dist.get(sheetPath);
    const sheetName = `./${sheetPath.split('/').pop() ?? ''}`;
    if (sheet === undefined || !relativeSpecifiers(text).includes(sheetName)) {
      problems.push(`${path} does not import its sheet ${sheetName}`);
      continue;
    }
    for (const [, name] of text.matchAll(CLASS_NAME_VALUE)) {
      // The map holds the scoped class names and the scoped `@keyframes` names.
      if (!new RegExp(`(?:\\.|@keyframes\\s+)${name}(?![A-Za-z0-9_-])`).test(sheet)) {
        problems.push(`${path}: class ${name} is not in ${sheetName}`);
      }
    }
  }
  return problems;
}
