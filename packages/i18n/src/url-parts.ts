/** A URL or path taken apart; `origin + pathname + search + hash` gives it back. */
export interface UrlParts {
  /** `scheme://host[:port]` of an absolute URL, `''` for a path. */
  readonly origin: string;
  /** The path, always starting with `/` (`/` when empty). */
  readonly pathname: string;
  /** The query including `?`, or `''`. */
  readonly search: string;
  /** The fragment including `#`, or `''`. */
  readonly hash: string;
}

const URL_PATTERN = /^([a-z][a-z\d+.-]*:\/\/[^/?#]*)?([^?#]*)(\?[^#]*)?(#.*)?$/i;

/**
 * Takes a path (`/huren/kamer-groningen?pageNo=2#top`) or an absolute URL apart without
 * resolving or re-encoding anything.
 *
 * @param url a path, a path with query and hash, or an absolute `scheme://host/...` URL
 * @returns its parts; a path not starting with `/` gets one
 */
export function splitUrl(url: string): UrlParts {
  const match = URL_PATTERN.exec(url);
  const origin = match?.[1] ?? '';
  const rawPath = match?.[2] ?? '';
  const pathname = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  return { origin, pathname, search: match?.[3] ?? '', hash: match?.[4] ?? '' };
}

/**
 * Removes trailing slashes from a path (`/over-ons/` -> `/over-ons`), keeping the root `/`.
 *
 * @param pathname a path starting with `/`
 * @returns the same path without trailing slashes
 */
export function trimTrailingSlashes(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
