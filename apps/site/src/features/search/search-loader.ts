import {
  parseListingSearchUrl,
  parseSearchCategoryAndCity,
  RoomsError,
  SEARCH_CATEGORY_WORDS,
  SearchListingType,
  toListingSearchRequest,
  toRoomsError,
  ViewMode,
} from '@rooms/domain';
import { listingSearchPath, withFilters } from '@rooms/ui/search-path';

import { LOCATION_QUERY_PARAM } from './search-query';

import type { paths, RoomsClient } from '@rooms/api-client';
import type { ListingSearchFilters, ListingSearchParams, SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** The answer of POST /listing/findlistings: one page of result cards and the total. */
export type FindListingsResult =
  paths['/listing/findlistings']['post']['responses'][200]['content']['application/json'];

/** What the search page does with a URL (see {@link loadSearch}). */
export type SearchLoad =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'redirect'; readonly to: string; readonly permanent: boolean }
  | {
      readonly kind: 'page';
      /** The search, with the city and street names filled in. */
      readonly filters: ListingSearchFilters;
      /** One page of results; null in the map view (the map fetches its own). */
      readonly result: FindListingsResult | null;
      /** Why the results could not be loaded (§8), or null. */
      readonly error: RoomsError | null;
      /** A typed place that matched nothing, to tell the visitor; null otherwise. */
      readonly unknownLocation: string | null;
    };

function isNotFound(error: unknown): boolean {
  return error instanceof RoomsError && error.status === 404;
}

/** The category of a segment that is only a category word (`/huren/kamer`), if it is one. */
function bareCategory(segment: string | undefined, locale: Locale): SearchCategory | null {
  const word = (segment ?? '').trim().toLowerCase();
  const entry = Object.entries(SEARCH_CATEGORY_WORDS[locale]).find(([, w]) => w === word);
  return entry ? (Number(entry[0]) as SearchCategory) : null;
}

/** First value of a query parameter, whatever shape the router hands it in. */
function queryValue(query: URLSearchParams, name: string): string {
  for (const [key, value] of query) if (key.toLowerCase() === name) return value.trim();
  return '';
}

/**
 * Reads a search URL and loads what its page shows (§2 search routes, §4, §5, §7):
 * - a segment that is not "category-city" is not a search page (`notFound`), except a bare
 *   category word (`/huren/kamer`), which goes to that category in the whole country;
 * - a typed place (`?location=Utrecht`, from the home page or the location box without a
 *   suggestion chosen) goes to the best matching city or street, keeping the other filters;
 *   when nothing matches the page says so;
 * - the city slug is resolved with `/gis/slugs/{slug}` (unknown city: `notFound`; a slug that
 *   resolves to another spelling: redirect to it), the street with `?cityId=` (unknown street:
 *   the city search);
 * - in the list view one page of results comes from POST /listing/findlistings; its failure is
 *   returned as `error` (shown in the page), not thrown.
 *
 * @param api the API client of this request
 * @param locale the page's language
 * @param params route params `searchCategoryAndCity` and optional `street`
 * @param query the URL query
 * @returns what to render, or where to send the visitor
 * @throws RoomsError when the place cannot be resolved for another reason than "not found"
 */
export async function loadSearch(
  api: RoomsClient,
  locale: Locale,
  params: ListingSearchParams,
  query: URLSearchParams,
): Promise<SearchLoad> {
  const segment = parseSearchCategoryAndCity(params.searchCategoryAndCity, locale);
  let filters = parseListingSearchUrl({ params, query, locale });
  if (segment.searchCategory === SearchListingType.Empty) {
    const category = bareCategory(params.searchCategoryAndCity, locale);
    if (category === null) return { kind: 'notFound' };
    return {
      kind: 'redirect',
      permanent: true,
      to: listingSearchPath({ ...filters, searchCategories: [category] }, locale),
    };
  }

  const typed = queryValue(query, LOCATION_QUERY_PARAM);
  let unknownLocation: string | null = null;
  if (typed !== '') {
    const { data } = await api
      .GET('/search/locations', { params: { query: { query: typed.slice(0, 100), limit: 1 } } })
      .catch(() => ({ data: undefined }));
    const best = data?.items[0];
    if (best) {
      const place = { citySlug: best.citySlug, streetSlug: best.streetSlug ?? '' };
      return {
        kind: 'redirect',
        permanent: false,
        to: listingSearchPath(withFilters(filters, place), locale),
      };
    }
    unknownLocation = typed;
  }

  if (filters.citySlug !== '') {
    const city = await api
      .GET('/gis/slugs/{slugId}', { params: { path: { slugId: filters.citySlug } } })
      .catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
    if (city?.data?.type !== 'city') return { kind: 'notFound' };
    if (city.data.citySlug !== filters.citySlug) {
      return {
        kind: 'redirect',
        permanent: true,
        to: listingSearchPath({ ...filters, citySlug: city.data.citySlug }, locale),
      };
    }
    filters = { ...filters, cityName: city.data.cityName };
    if (filters.streetSlug !== '') {
      const street = await api
        .GET('/gis/slugs/{slugId}', {
          params: { path: { slugId: filters.streetSlug }, query: { cityId: city.data.cityId } },
        })
        .catch((error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        });
      if (street?.data?.type !== 'street') {
        return {
          kind: 'redirect',
          permanent: false,
          to: listingSearchPath({ ...filters, streetSlug: '' }, locale),
        };
      }
      filters = { ...filters, streetName: street.data.streetName };
    }
  }

  if (filters.searchView === ViewMode.Map) {
    return { kind: 'page', filters, result: null, error: null, unknownLocation };
  }
  try {
    const { data } = await api.POST('/listing/findlistings', {
      body: toListingSearchRequest(filters),
    });
    if (data === undefined) throw new RoomsError({ code: 'unknown' });
    return { kind: 'page', filters, result: data, error: null, unknownLocation };
  } catch (error) {
    return { kind: 'page', filters, result: null, error: toRoomsError(error), unknownLocation };
  }
}
