import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Relative module specifiers in ESM and declaration output: `from "./x.js"`, `import "./x.css"`, `import("./x.js")`. */
const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\.?\/[^"']+)["']/g;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The file targets of an `exports` map (nested conditions), wildcard patterns left out. */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return exports.includes('*') ? [] : [exports];
  if (exports === null || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(exportTargets);
}

/**
 * What an installed package names but does not contain: a target of its `exports`, `main` or
 * `types`, or a relative import of one of its JavaScript or declaration files (a chunk, a
 * stylesheet, a declaration of `./x.js` as `./x.d.ts`) that is not among its files. Catches a
 * file the build wrote but `files` left out of the tarball, which a consumer's bundler would
 * only report when it reaches that import.
 *
 * @param packageDir the package's folder in a project's node_modules
 * @returns one line per missing file, `<importing file>: <specifier>`; empty when complete
 */
export function missingPackageFiles(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports?: unknown;
    main?: string;
    types?: string;
  };
  const missing: string[] = [];
  const named = [...exportTargets(manifest.exports), manifest.main, manifest.types];
  for (const target of named) {
    if (target !== undefined && !existsSync(join(packageDir, target)))
      missing.push(`package.json: ${target}`);
  }
  for (const file of filesUnder(packageDir)) {
    if (file.includes(`${packageDir}/node_modules/`)) continue;
    const isDeclaration = /\.d\.[mc]?ts$/.test(file);
    if (!isDeclaration && !/\.[mc]?js$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_SPECIFIER)) {
      const target = join(dirname(file), specifier!);
      const declaration = target.replace(/\.([mc]?)js$/, '.d.$1ts');
      const present = existsSync(target) || (isDeclaration && existsSync(declaration));
      if (!present) missing.push(`${relative(packageDir, file)}: ${specifier}`);
    }
  }
  return missing;
}
