import { matchRoute } from '@rooms/i18n';
import { listingDetailPath } from '@rooms/ui/search-path';

import type { ListingDetails } from './listing-types';
import type { Locale } from '@rooms/i18n';

/** The fields of a listing that make its address. */
export type ListingAddressFields = Pick<ListingDetails, 'id' | 'listingType' | 'city' | 'street'>;

/** The three path parameters of a listing detail page (§2 `listingDetail`). */
export interface ListingRouteParams {
  /** Category word of the listing's type and the city slug, e.g. `kamer-den-haag`. */
  searchCategoryAndCity: string;
  /** Street slug, e.g. `frankenstraat`. */
  street: string;
  /** Type word and id, e.g. `room-1`. */
  listingTypeAndID: string;
}

/**
 * The canonical path of a listing in a language (§2): the category word of its type with its
 * city, its street and `{type}-{id}`, e.g. `/huren/kamer-den-haag/frankenstraat/room-1` and
 * `/en/for-rent/room-den-haag/frankenstraat/room-1`. The same builder as the result cards.
 *
 * @param listing id, type, city and street slugs
 * @param locale the language
 * @returns the path
 */
export function canonicalListingPath(listing: ListingAddressFields, locale: Locale): string {
  return listingDetailPath(
    {
      id: listing.id,
      listingType: listing.listingType,
      citySlug: listing.city.slug,
      streetSlug: listing.street.slug,
    },
    locale,
  );
}

/**
 * The path parameters of the canonical path (for breadcrumbs to the city and street search).
 *
 * @param listing id, type, city and street slugs
 * @param locale the language
 * @returns the three parameters
 * @throws Error if the canonical path does not match the route table (a programming error)
 */
export function canonicalListingParams(
  listing: ListingAddressFields,
  locale: Locale,
): ListingRouteParams {
  const match = matchRoute(canonicalListingPath(listing, locale));
  if (match?.route !== 'listingDetail') throw new Error('listing path outside the route table');
  const { searchCategoryAndCity, street, listingTypeAndID } = match.params;
  if (!searchCategoryAndCity || !street || !listingTypeAndID) {
    throw new Error('listing path without its parameters');
  }
  return { searchCategoryAndCity, street, listingTypeAndID };
}

/**
 * Both language versions of a listing page, for canonical, hreflang and the language switch:
 * the category word is translated (`kamer` ↔ `room`), street and `{type}-{id}` stay.
 *
 * @param listing id, type, city and street slugs
 * @returns `{ nl, en }` paths
 */
export function listingAlternates(listing: ListingAddressFields): { nl: string; en: string } {
  return { nl: canonicalListingPath(listing, 'nl'), en: canonicalListingPath(listing, 'en') };
}

/**
 * Whether the requested path parameters are the canonical ones; if not the page redirects
 * (308) to the canonical path. Compared exactly (a wrong case is a different URL).
 *
 * @param requested the decoded parameters of the request
 * @param canonical the listing's canonical parameters in the same language
 * @returns true when they are the same
 */
export function isCanonicalRequest(
  requested: ListingRouteParams,
  canonical: ListingRouteParams,
): boolean {
  return (
    requested.searchCategoryAndCity === canonical.searchCategoryAndCity &&
    requested.street === canonical.street &&
    requested.listingTypeAndID === canonical.listingTypeAndID
  );
}
