import { localeFromPath } from './locale-from-path';
import { COMPILED_PATTERNS } from './route-pattern';
import { ROUTE_PARAM_VALUES } from './route-table';
import { splitUrl, trimTrailingSlashes } from './url-parts';

import type { Locale } from './locales';
import type { CompiledPattern } from './route-pattern';
import type { RouteKey } from './route-table';

/** The result of {@link matchRoute}: which route, in which language, with which parameters. */
export interface RouteMatch {
  /** The matched route key. */
  readonly route: RouteKey;
  /** The language of the path: `'en'` under `/en`, `'nl'` otherwise. */
  readonly locale: Locale;
  /** The `:param` values, URI-decoded, keyed by parameter name. */
  readonly params: Record<string, string>;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(
  compiled: CompiledPattern,
  segments: readonly string[],
): Record<string, string> | null {
  if (compiled.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  const allowed = ROUTE_PARAM_VALUES[compiled.route];
  for (const [index, part] of compiled.segments.entries()) {
    const actual = segments[index] ?? '';
    if (part.kind === 'static') {
      if (part.value !== actual) return null;
      continue;
    }
    const value = actual === '' ? null : safeDecode(actual);
    if (value === null || value === '') return null;
    const values = allowed?.[part.name];
    if (values !== undefined && !values.includes(value)) return null;
    params[part.name] = value;
  }
  return params;
}

/**
 * Finds the route of a path (§2). Tolerates trailing slashes, ignores a query and hash when
 * present, accepts an absolute URL, decodes parameters and validates constrained ones (the
 * wizard `step` must be one of the listing-wizard steps). Routes are tried in table order, so
 * static paths win over dynamic ones of the same shape. Matching is case-sensitive.
 *
 * @param pathname e.g. `/huren/kamer-groningen`, `/en/for-rent/room-groningen/?pageNo=2`
 * @returns the route, its language and its decoded parameters, or `null` when no route matches
 *   (including a malformed percent-encoding in a parameter); never throws
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = trimTrailingSlashes(splitUrl(pathname).pathname);
  const locale = localeFromPath(path);
  const segments = path === '/' ? [] : path.slice(1).split('/');
  for (const compiled of COMPILED_PATTERNS[locale]) {
    const params = matchPattern(compiled, segments);
    if (params !== null) return { route: compiled.route, locale, params };
  }
  return null;
}
