import {
  buildListingDetailSegment,
  buildListingSearchUrl,
  buildSearchCategoryAndCity,
  DEFAULT_LISTING_SEARCH_FILTERS,
  ListingType,
  SearchListingType,
} from '@rooms/domain';
import { searchRoutePath } from '@rooms/i18n/search-routes';

import type { ListingSearchFilters, SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/**
 * Name of the query parameter with a typed place (`?location=...`): the home search form and the
 * location box without a chosen suggestion send it to the search page, which finds the best
 * matching city or street (§2 Shell, search). Here, beside the search addresses, so the search
 * page's client code gets it without the shell's link tables.
 */
export const SEARCH_LOCATION_PARAM = 'location';

/**
 * The address of a listing search (§2 routes `search` and `searchStreet`, §5 defaults): the
 * category-and-city segment, the street segment when a street is searched in a city, and the
 * query of every non-default filter, all written by `buildListingSearchUrl` of `@rooms/domain`.
 * Equal filters give equal addresses, so the result is safe to compare and to share.
 *
 * @param filters the search; `searchCategories[0]` is the main category
 * @param locale the language of the path words (`kamer-groningen` / `room-groningen`)
 * @returns the path with its query, e.g. `/en/for-rent/room-groningen?radius=5&pageNo=2`
 * @throws Error('main search category can not be empty') when there is no main category
 */
export function listingSearchPath(filters: ListingSearchFilters, locale: Locale): string {
  const { params, query } = buildListingSearchUrl(filters, locale);
  return params.street === undefined
    ? searchRoutePath(
        'search',
        locale,
        { searchCategoryAndCity: params.searchCategoryAndCity },
        query,
      )
    : searchRoutePath(
        'searchStreet',
        locale,
        { searchCategoryAndCity: params.searchCategoryAndCity, street: params.street },
        query,
      );
}

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

/** What the address of a listing's detail page is made of. */
export interface ListingPathData {
  /** The listing's id (positive integer). */
  readonly id: number;
  /** Its `ListingType` value (§3); an unknown value is treated as a room. */
  readonly listingType: number;
  readonly citySlug: string;
  /** Its street's slug; empty when the listing has none (the city's slug is used). */
  readonly streetSlug: string;
}

const TYPE_CATEGORY: Record<ListingType, SearchCategory> = {
  [ListingType.Room]: SearchListingType.Room,
  [ListingType.Apartment]: SearchListingType.Apartment,
  [ListingType.Studio]: SearchListingType.Studio,
  [ListingType.Antikraak]: SearchListingType.Antisquat,
  [ListingType.StudentResidence]: SearchListingType.StudentHousing,
};

/**
 * A listing type number as a `ListingType` (§3).
 *
 * @param value the number from the API
 * @returns the type, or `ListingType.Room` for a value outside the enumeration
 */
export function listingTypeOrRoom(value: number): ListingType {
  return value in TYPE_CATEGORY ? (value as ListingType) : ListingType.Room;
}

/**
 * The address of a listing's detail page (§2 `listingDetail`): the category word of its type and
 * its city, its street (the city slug when the street has none), then type and id, e.g.
 * `/huren/kamer-groningen/vismarkt/room-879`.
 *
 * @param listing the listing's id, type, city and street slugs
 * @param locale the language of the path
 * @returns the path
 * @throws RangeError when the id is not a positive integer
 */
export function listingDetailPath(listing: ListingPathData, locale: Locale): string {
  const type = listingTypeOrRoom(listing.listingType);
  return searchRoutePath('listingDetail', locale, {
    searchCategoryAndCity: buildSearchCategoryAndCity(
      TYPE_CATEGORY[type],
      listing.citySlug,
      locale,
    ),
    // The detail page reads only type and id; a listing without a street slug uses its city's.
    street: listing.streetSlug || listing.citySlug,
    listingTypeAndID: buildListingDetailSegment(type, listing.id),
  });
}
