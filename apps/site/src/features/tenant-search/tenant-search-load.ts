import {
  buildTenantSearchUrl,
  parseTenantSearchUrl,
  RoomsError,
  toTenantSearchRequest,
  ViewMode,
} from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import { CITY_QUERY_PARAM } from './tenant-search-city';

import type { paths, RoomsClient } from '@rooms/api-client';
import type { TenantSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** The answer of `POST /tenant/findtenants`. */
export type FindTenantsResult =
  paths['/tenant/findtenants']['post']['responses'][200]['content']['application/json'];

/** Highest page the API accepts (`MAX_SEARCH_PAGE_NO` of the API). */
const MAX_PAGE_NO = 10_000;
/** Largest household the API accepts. */
const MAX_PERSONS = 20;

/** What the tenant search page does with a URL (see {@link loadTenantSearch}). */
export type TenantSearchLoad =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'redirect'; readonly to: string }
  | {
      readonly kind: 'page';
      readonly filters: TenantSearchFilters;
      /** Display name of the city; '' for the whole country. */
      readonly cityName: string;
      /** The results; null in the favourite view of an anonymous visitor, or on failure. */
      readonly result: FindTenantsResult | null;
      readonly error: RoomsError | null;
    };

/**
 * The address of a tenant search (§2 `/huisgenoten/{city}`, `/en/roommates/{city}`) in one
 * spelling: the country word for no city, non-default filters only, in a stable order.
 *
 * @param filters the search
 * @param locale the language of the path
 */
export function tenantSearchPath(filters: TenantSearchFilters, locale: Locale): string {
  const url = buildTenantSearchUrl(filters, locale);
  return pathFor('roommates', locale, url.params, url.query);
}

function firstValue(query: URLSearchParams, name: string): string {
  for (const [key, value] of query) if (key.toLowerCase() === name) return value.trim();
  return '';
}

/**
 * Whether a request (path and query as received) is already the canonical address: same path
 * and the same decoded parameters in the same order (so the redirect to it cannot loop).
 */
function isSameAddress(path: string, query: URLSearchParams, canonical: string): boolean {
  const [canonicalPath = '', canonicalQuery = ''] = canonical.split('?');
  const same = (a: readonly [string, string][], b: readonly [string, string][]) =>
    a.length === b.length && a.every(([key, value], i) => key === b[i]?.[0] && value === b[i]?.[1]);
  return (
    decodeURIComponent(path) === decodeURIComponent(canonicalPath) &&
    same([...query], [...new URLSearchParams(canonicalQuery)])
  );
}

/** Clamps what the URL reads leniently to what the API accepts (§5: lenient URLs). */
function withinApiLimits(filters: TenantSearchFilters): TenantSearchFilters {
  return {
    ...filters,
    pageNo: Math.min(filters.pageNo, MAX_PAGE_NO),
    suitableForNumberOfPersons:
      filters.suitableForNumberOfPersons === null
        ? null
        : Math.min(filters.suitableForNumberOfPersons, MAX_PERSONS),
  };
}

/**
 * Reads a tenant search URL and loads its page (§2, §3, §5, §7):
 * - a typed city (`?location=Groningen`, the city form without JavaScript) goes to the best
 *   matching place's city, keeping the filters;
 * - a URL not in its canonical spelling (order, defaults, values out of range) goes to it;
 * - an unknown city slug is not found;
 * - the list view is loaded anonymously (`publicApi`), so its HTML is the same for every visitor
 *   and the hearts come from the browser; the favourite view needs the visitor's session
 *   (`sessionApi`; null when signed out: the page asks to sign in).
 *
 * @param input the language, the route's `city` and the query
 * @param publicApi a client without the visitor's session
 * @param sessionApi a client with it, or null for an anonymous visitor
 */
export async function loadTenantSearch(
  input: { locale: Locale; city: string; query: URLSearchParams },
  publicApi: RoomsClient,
  sessionApi: RoomsClient | null,
): Promise<TenantSearchLoad> {
  const { locale, query } = input;
  const parsed = parseTenantSearchUrl({ params: { city: input.city }, query, locale });
  const filters = withinApiLimits(parsed);

  const typed = firstValue(query, CITY_QUERY_PARAM);
  if (typed !== '') {
    const { data } = await publicApi
      .GET('/search/locations', { params: { query: { query: typed.slice(0, 100), limit: 1 } } })
      .catch(() => ({ data: undefined }));
    const city = data?.items[0]?.citySlug ?? filters.city;
    return { kind: 'redirect', to: tenantSearchPath({ ...filters, city, pageNo: 1 }, locale) };
  }
  const canonical = tenantSearchPath(filters, locale);
  if (!isSameAddress(pathFor('roommates', locale, { city: input.city }), query, canonical)) {
    return { kind: 'redirect', to: canonical };
  }

  let cityName = '';
  if (filters.city !== '') {
    const place = await publicApi
      .GET('/gis/slugs/{slugId}', { params: { path: { slugId: filters.city } } })
      .catch((error: unknown) => {
        if (error instanceof RoomsError && error.status === 404) return null;
        throw error;
      });
    if (place?.data?.type !== 'city') return { kind: 'notFound' };
    cityName = place.data.cityName;
  }

  const favoriteView = filters.searchView === ViewMode.Favorite;
  const api = favoriteView ? sessionApi : publicApi;
  if (api === null) return { kind: 'page', filters, cityName, result: null, error: null };
  try {
    const { data } = await api.POST('/tenant/findtenants', {
      body: toTenantSearchRequest(filters),
    });
    if (data === undefined) throw new Error('empty answer of POST /tenant/findtenants');
    return { kind: 'page', filters, cityName, result: data, error: null };
  } catch (error) {
    if (!(error instanceof RoomsError)) throw error;
    if (favoriteView && error.status === 401) {
      return { kind: 'page', filters, cityName, result: null, error: null };
    }
    return { kind: 'page', filters, cityName, result: null, error };
  }
}
