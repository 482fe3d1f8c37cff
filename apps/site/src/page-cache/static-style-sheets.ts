/**
 * The build's own style sheets, read from disk for the page cache's inlining (issue 24,
 * `inline-styles.ts`): `/_next/static/….css` maps onto the `static` folder of the build that
 * this process serves (`<project>/<NEXT_DIST_DIR or .next>/static`). Nothing is fetched over the
 * network, and no path outside that folder is ever read. Contents are kept in a bounded
 * in-memory map (the files of a build never change: their names carry a content hash).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { LRUCache } from 'lru-cache';

/** Reads a style sheet by its URL path: its text, or null when it is not one of the build's. */
export type StyleSheetReader = (href: string) => Promise<string | null>;

/**
 * URL paths of the build's style sheets: `/_next/static/` then segments of letters, digits,
 * `_`, `-` and `.` that do not start with a dot (so no `.` or `..` segment, no percent-escapes,
 * no backslash), ending in `.css`; an optional query (Next.js's `?dpl=` deployment id) is not
 * part of the file.
 */
const STATIC_CSS_PATH =
  /^\/_next\/static\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.css)(?:\?[^#]*)?$/;

/**
 * The file of a style sheet's URL path inside the static folder, or null when the path is not a
 * plain `/_next/static/….css` path or would resolve outside the folder.
 *
 * @param staticDir absolute path of the build's `static` folder
 * @param href the `href` of a `<link rel="stylesheet">` as rendered (a same-origin path)
 */
export function staticSheetFile(staticDir: string, href: string): string | null {
  const match = STATIC_CSS_PATH.exec(href);
  if (match === null) return null;
  const file = path.resolve(staticDir, match[1]!);
  const relative = path.relative(staticDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return file;
}

/**
 * The `static` folder of the build this process serves: `next start` runs in the site's folder
 * (package.json `start`, the Dockerfile), and the build went to `NEXT_DIST_DIR` (next.config.ts,
 * default `.next`). A folder that is not there just means nothing is inlined.
 *
 * @param projectDir the site's folder (the server's working directory)
 * @param distDir `NEXT_DIST_DIR`, relative to the project or absolute
 */
export function buildStaticDir(projectDir: string, distDir: string): string {
  return path.resolve(projectDir, distDir, 'static');
}

/** What the reader is made with. */
export interface StyleSheetReaderOptions {
  /** Absolute path of the build's `static` folder ({@link buildStaticDir}). */
  readonly staticDir: string;
  /** Largest sheet kept, bytes (UTF-8); a larger one is treated as missing (not inlined). */
  readonly maxFileBytes: number;
  /** Largest total size of the kept texts, bytes of memory (UTF-16), misses included. */
  readonly maxCacheBytes: number;
  /** Reads a file as UTF-8 (tests); default `fs.readFile`. */
  readonly readText?: (file: string) => Promise<string>;
  /** Told once per file that could not be read (not found, not a file, too large). */
  readonly log?: (message: string) => void;
}

/**
 * A reader of the build's style sheets with a bounded memory of what it read (found or not):
 * each file is read from disk at most once while it stays in the map.
 *
 * @returns the reader; it never throws (a file it cannot read gives null)
 */
export function createStyleSheetReader(options: StyleSheetReaderOptions): StyleSheetReader {
  const readText = options.readText ?? ((file: string) => readFile(file, 'utf8'));
  const known = new LRUCache<string, { readonly text: string | null }>({
    maxSize: options.maxCacheBytes,
    sizeCalculation: (entry) => (entry.text?.length ?? 0) * 2 + 64,
  });
  return async (href) => {
    const file = staticSheetFile(options.staticDir, href);
    if (file === null) return null;
    const kept = known.get(file);
    if (kept !== undefined) return kept.text;
    let text: string | null = null;
    try {
      text = await readText(file);
      if (Buffer.byteLength(text, 'utf8') > options.maxFileBytes) {
        options.log?.(`${href} is larger than ${options.maxFileBytes} bytes: not inlined`);
        text = null;
      }
    } catch (error) {
      options.log?.(`${href} not readable under ${options.staticDir}: ${String(error)}`);
    }
    known.set(file, { text });
    return text;
  };
}
