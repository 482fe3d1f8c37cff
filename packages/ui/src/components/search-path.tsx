import { DEFAULT_LISTING_SEARCH_FILTERS, SearchListingType } from '@rooms/domain';
import { listingSearchPath } from '@rooms/i18n/listing-paths';

import type { ListingSearchFilters, SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/**
 * Name of the query parameter with a typed place (`?location=...`): the home search form and the
 * location box without a chosen suggestion send it to the search page, which finds the best
 * matching city or street (§2 Shell, search). Here, beside the search addresses, so the search
 * page's client code gets it without the shell's link tables.
 */
export const SEARCH_LOCATION_PARAM = 'location';

// The addresses themselves are built in @rooms/i18n, so the API's e-mails link the same way.
export {
  listingDetailPath,
  listingSearchPath,
  listingTypeOrRoom,
  type ListingPathData,
} from '@rooms/i18n/listing-paths';

/**
 * The same search in both languages (§2 language switch, hreflang): the category word is
 * translated, the city and street slugs and the query stay the same.
 *
 * @param filters the search
 * @returns `{ nl, en }` paths
 * @throws Error when there is no main category (see {@link listingSearchPath})
 */
export function listingSearchAlternates(filters: ListingSearchFilters): { nl: string; en: string } {
  return { nl: listingSearchPath(filters, 'nl'), en: listingSearchPath(filters, 'en') };
}

/**
 * A changed search: the patch applied to the filters, back on page 1 unless the patch sets the
 * page itself (a new filter gives a new list, so staying on page 7 would make no sense).
 *
 * @param filters the current search
 * @param patch the fields to change
 * @returns new filters; the input is not changed
 */
export function withFilters(
  filters: ListingSearchFilters,
  patch: Partial<ListingSearchFilters>,
): ListingSearchFilters {
  return { ...filters, pageNo: 1, ...patch };
}

/** A place picked in a location box: a city, or a street in a city (slugs of §7 /search/locations). */
export interface SearchPlace {
  /** City slug, e.g. `den-haag`; '' for the whole country. */
  readonly citySlug: string;
  /** Street slug within the city, e.g. `kalverstraat`; absent or '' for the whole city. */
  readonly streetSlug?: string | undefined;
}

/**
 * The search of a place for a category, with every other filter at its default (§5): what the
 * home page's search box opens, e.g. `/huren/kamer-groningen` or
 * `/en/for-rent/room-amsterdam/kalverstraat`.
 *
 * @param place the picked city, optionally with a street
 * @param category the main search category; all properties (Generic) by default
 * @param locale the language of the path
 * @returns the path
 */
export function placeSearchPath(
  place: SearchPlace,
  locale: Locale,
  category: SearchCategory = SearchListingType.Generic,
): string {
  return listingSearchPath(
    {
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      searchCategories: [category],
      citySlug: place.citySlug,
      streetSlug: place.streetSlug ?? '',
    },
    locale,
  );
}
