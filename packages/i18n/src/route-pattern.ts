import { ROUTE_KEYS, ROUTES } from './route-table';

import type { Locale } from './locales';
import type { RouteKey } from './route-table';

type PatternSegments<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Head | PatternSegments<Rest>
  : P;

type ParamOfSegment<S> = S extends `:${infer Name}` ? Name : never;

/**
 * The parameter names of a path pattern, e.g. `'city'` for `'/huisgenoten/:city'`; `never` for a
 * pattern without parameters. Type-level only. §2.
 */
export type PatternParamName<P extends string> = ParamOfSegment<PatternSegments<P>>;

/** The parameter names of a route (the same in both languages), e.g. `'listingID' | 'step'`. §2. */
export type RouteParamName<K extends RouteKey> = PatternParamName<(typeof ROUTES)[K]['en']>;

/**
 * The parameters a route needs to build its path: one string or number per `:param` of the
 * pattern. `{}` for a route without parameters. Distributes over a union of keys. §2.
 */
export type RouteParams<K extends RouteKey> = K extends RouteKey
  ? { readonly [P in RouteParamName<K>]: string | number }
  : never;

/** One segment of a compiled pattern: a literal text or a named parameter. */
export type PatternSegment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string };

/** A route pattern in one language, split into segments (`/` gives no segment). §2. */
export interface CompiledPattern {
  readonly route: RouteKey;
  readonly locale: Locale;
  readonly pattern: string;
  readonly segments: readonly PatternSegment[];
}

/**
 * Splits a pattern such as `/huren/:searchCategoryAndCity` into segments.
 *
 * @param pattern an absolute path pattern from {@link ROUTES}
 * @returns its segments, in order; `[]` for `/`
 * @throws Error when the pattern does not start with `/` or has an empty segment or parameter
 *   name (a broken table; caught by the tests)
 */
export function compilePattern(pattern: string): PatternSegment[] {
  if (!pattern.startsWith('/')) throw new Error(`Route pattern "${pattern}" must start with "/"`);
  if (pattern === '/') return [];
  return pattern
    .slice(1)
    .split('/')
    .map((part) => {
      if (part === '' || part === ':') {
        throw new Error(`Route pattern "${pattern}" has an empty segment or parameter name`);
      }
      return part.startsWith(':')
        ? { kind: 'param', name: part.slice(1) }
        : { kind: 'static', value: part };
    });
}

/**
 * The parameter names of a pattern, in order of appearance.
 *
 * @param pattern an absolute path pattern
 * @returns the names without the `:`; `[]` when there are none
 * @throws Error as {@link compilePattern}
 */
export function patternParamNames(pattern: string): string[] {
  return compilePattern(pattern).flatMap((segment) =>
    segment.kind === 'param' ? [segment.name] : [],
  );
}

function compileAll(): Record<Locale, readonly CompiledPattern[]> {
  const byLocale = (locale: Locale): CompiledPattern[] =>
    ROUTE_KEYS.map((route) => {
      const pattern = ROUTES[route][locale];
      return { route, locale, pattern, segments: compilePattern(pattern) };
    });
  return { nl: byLocale('nl'), en: byLocale('en') };
}

/** Every route pattern compiled once, per language, in table (matching) order. §2. */
export const COMPILED_PATTERNS: Readonly<Record<Locale, readonly CompiledPattern[]>> = compileAll();
