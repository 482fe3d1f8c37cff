/**
 * Addresses of listing searches and listing detail pages (§2 routes `search`, `searchStreet`,
 * `listingDetail`), built from the search filters and listing fields of `@rooms/domain`: for the
 * site's links and for the links the API writes into e-mails (search alerts), from one code.
 */
import {
  buildListingDetailSegment,
  buildListingSearchUrl,
  buildSearchCategoryAndCity,
  ListingType,
  SearchListingType,
} from '@rooms/domain';

import { searchRoutePath } from './search-routes';

import type { Locale } from './locales';
import type { ListingSearchFilters, SearchCategory } from '@rooms/domain';

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
