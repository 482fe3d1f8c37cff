import { isLocale } from './locales';
import { COMPILED_PATTERNS } from './route-pattern';
import { isRouteKey, ROUTE_PARAM_VALUES } from './route-table';
import { toQueryString } from './search-routes';

import type { Locale } from './locales';
import type { RouteParams } from './route-pattern';
import type { RouteKey } from './route-table';
import type { QueryParams } from './search-routes';

export { toQueryString } from './search-routes';
export type { QueryParams } from './search-routes';

/**
 * Builds the path of a route in a language (§2), e.g.
 * `pathFor('search', 'en', { searchCategoryAndCity: 'room-groningen' }, { pageNo: 2 })` gives
 * `/en/for-rent/room-groningen?pageNo=2`. Parameters are URI-encoded (`encodeURIComponent`).
 *
 * @param route a route key of the table
 * @param locale the language of the path (`'nl'` unprefixed, `'en'` under `/en`)
 * @param params one value per `:param` of the route; extra keys are ignored
 * @param query optional query values appended after the path; `undefined` values are dropped
 * @returns the absolute path (no origin), with the query when one is left
 * @throws Error naming the route and the parameter when a parameter is missing or empty, when a
 *   constrained parameter has a value that is not allowed (the wizard `step`), or when the route
 *   or the locale is unknown
 */
export function pathFor<K extends RouteKey>(
  route: K,
  locale: Locale,
  params?: RouteParams<K>,
  query?: QueryParams,
): string {
  if (!isRouteKey(route)) throw new Error(`pathFor: unknown route "${String(route)}"`);
  if (!isLocale(locale)) throw new Error(`pathFor: unknown locale "${String(locale)}"`);
  const compiled = COMPILED_PATTERNS[locale].find((entry) => entry.route === route);
  if (compiled === undefined) throw new Error(`pathFor: route "${route}" has no ${locale} pattern`);
  const values = (params ?? {}) as Readonly<Record<string, string | number | undefined>>;
  const allowed = ROUTE_PARAM_VALUES[route];
  const parts = compiled.segments.map((segment) => {
    if (segment.kind === 'static') return segment.value;
    const raw = values[segment.name];
    const value = raw === undefined || raw === null ? '' : String(raw);
    if (value === '') {
      throw new Error(`pathFor("${route}", "${locale}"): missing parameter "${segment.name}"`);
    }
    const options = allowed?.[segment.name];
    if (options !== undefined && !options.includes(value)) {
      throw new Error(
        `pathFor("${route}", "${locale}"): parameter "${segment.name}" must be one of ` +
          `${options.join(', ')}; got "${value}"`,
      );
    }
    return encodeURIComponent(value);
  });
  return `/${parts.join('/')}${toQueryString(query)}`;
}
