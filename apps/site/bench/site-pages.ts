/**
 * The pages the benchmarks measure (§2 routes): the Groningen room search in its list and map
 * views, the API request behind it, and a listing found in the search's HTML.
 */
import {
  buildListingSearchUrl,
  buildSearchCategoryAndCity,
  parseListingSearchUrl,
  SearchListingType,
  toListingSearchRequest,
  ViewMode,
} from '@rooms/domain';
import { matchRoute, pathFor } from '@rooms/i18n';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** The city of the measured search and listing. */
export const CITY_SLUG = 'groningen';

/** The filters of the Groningen room search of a language, as the search page reads its URL. */
function citySearchFilters(locale: Locale): ListingSearchFilters {
  const searchCategoryAndCity = buildSearchCategoryAndCity(
    SearchListingType.Room,
    CITY_SLUG,
    locale,
  );
  return parseListingSearchUrl({ params: { searchCategoryAndCity }, query: {}, locale });
}

/** The Groningen room search of a language, e.g. `/huren/kamer-groningen` (§2). */
export function citySearchPath(locale: Locale): string {
  const searchCategoryAndCity = buildSearchCategoryAndCity(
    SearchListingType.Room,
    CITY_SLUG,
    locale,
  );
  return pathFor('search', locale, { searchCategoryAndCity });
}

/** The map view of the Groningen room search, e.g. `/huren/kamer-groningen?searchView=…`. */
export function mapSearchPath(locale: Locale): string {
  const { params, query } = buildListingSearchUrl(
    { ...citySearchFilters(locale), searchView: ViewMode.Map },
    locale,
  );
  return pathFor('search', locale, { searchCategoryAndCity: params.searchCategoryAndCity }, query);
}

/**
 * The body of `POST /listing/findlistings` that the list view of the Groningen room search sends
 * (§7), the same as the search page's server render (`search-loader.ts`).
 */
export function citySearchRequest(locale: Locale): unknown {
  return toListingSearchRequest(citySearchFilters(locale));
}

/**
 * The first listing-detail link in the server-rendered HTML of the city search, recognised by the
 * route table (`listingDetail`), or undefined when the page lists none.
 */
export async function firstListingPath(
  siteOrigin: string,
  locale: Locale,
): Promise<string | undefined> {
  const response = await fetch(`${siteOrigin}${citySearchPath(locale)}`);
  const html = await response.text();
  for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
    const url = new URL(href!.replaceAll('&amp;', '&'), siteOrigin);
    if (url.origin !== siteOrigin) continue;
    const match = matchRoute(url.pathname);
    if (match?.route === 'listingDetail' && match.locale === locale) return url.pathname;
  }
  return undefined;
}
