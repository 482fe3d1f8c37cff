/**
 * Test support: the search shapes the plan test and the index equivalence test both walk over
 * the bulk listings (`bulk-listings.ts`) — every sort, filter mixes, and places around the
 * largest city. Not used by the product.
 */
import { ListingSort, SearchListingType, type SearchRequestInput } from '@rooms/domain';

import type { SearchPlace } from '../geometry.js';
import type { SearchView } from '../listing-search.js';

/** Every §3 sort order. */
export const ALL_SORTS = [
  ListingSort.NewestFirst,
  ListingSort.PriceAscending,
  ListingSort.PriceDescending,
  ListingSort.Surface,
  ListingSort.Availability,
];

/** Filter mixes: none, the common city + type + rent, many filters, top adverts, deep pages. */
export const SEARCH_VARIANTS: Record<string, SearchRequestInput> = {
  plain: {},
  typeAndRent: { listingTypeIds: [SearchListingType.Room], maxRentalPriceId: 800 },
  manyFilters: {
    listingTypeIds: [SearchListingType.Apartment, SearchListingType.FurnishedApartment],
    maxRentalPriceId: 1500,
    surfaceMinimumId: 25,
    suitableForGenderIds: [1],
    furnishings: [2, 4],
    availabilityPeriods: [2],
    availableFromDate: '2027-01-01',
    isBathroomPrivate: true,
    hasInternet: true,
    suitableForNumberOfPersonsId: 1,
    candidateAge: 25,
    suitableForStatusIds: [4],
    roommateMaxNumberId: 2,
    roommateGenderIds: [2],
    ownerTypeIds: [1, 4],
  },
  topAdsOnly: { topAdsOnly: true, topAdOffset: 3 },
  deepPage: { pageNo: 400, rowsPerPage: 25 },
  maxPage: { pageNo: 10_000, rowsPerPage: 100 },
};

/**
 * The places of the shapes: the country, a large and a small city (ids 1 and 250 of the bulk
 * cities), radii of 5 and 20 km and a box around the largest city's centre.
 *
 * @param centre the centre of the largest city, degrees
 */
export function bulkPlaces(centre: { lat: number; lng: number }): Record<string, SearchPlace> {
  const { lat, lng } = centre;
  return {
    country: { kind: 'country' },
    largeCity: { kind: 'city', cityId: 1 },
    smallCity: { kind: 'city', cityId: 250 },
    radius5: { kind: 'radius', lat, lng, km: 5 },
    radius20: { kind: 'radius', lat, lng, km: 20 },
    cityBox: {
      kind: 'box',
      box: { latLo: lat - 0.05, lngLo: lng - 0.08, latHi: lat + 0.05, lngHi: lng + 0.08 },
    },
  };
}

/** Where a search through `ListingSearch` looks: its place fields, and list or map. */
export interface SearchWhere {
  view: SearchView;
  /** The place fields of the request (city, street, radius, map box). */
  request: SearchRequestInput;
}

/**
 * The places of {@link bulkPlaces} as request fields (resolved by the search itself), plus a
 * street radius, a wide map box and a city that does not exist.
 *
 * @param centre the centre of the largest city ('city-1'), degrees
 */
export function bulkSearchPlaces(centre: {
  lat: number;
  lng: number;
}): Record<string, SearchWhere> {
  const { lat, lng } = centre;
  const list = (request: SearchRequestInput): SearchWhere => ({ view: 'list', request });
  const map = (latLo: number, lngLo: number, latHi: number, lngHi: number): SearchWhere => ({
    view: 'map',
    request: { lat_lo: latLo, lng_lo: lngLo, lat_hi: latHi, lng_hi: lngHi },
  });
  return {
    country: list({}),
    largeCity: list({ citySlug: 'city-1', radiusId: 0 }),
    // Of 120 bulk cities (the index test's): a small one.
    smallCity: list({ citySlug: 'city-100', radiusId: 0 }),
    radius5: list({ citySlug: 'city-1', radiusId: 5 }),
    radius20: list({ citySlug: 'city-1', radiusId: 20 }),
    streetRadius: list({ citySlug: 'city-1', streetSlug: 'street-2', radiusId: 2 }),
    unknownCity: list({ citySlug: 'no-such-city' }),
    cityBox: map(lat - 0.05, lng - 0.08, lat + 0.05, lng + 0.08),
    // Most of the country: walked in result order over every listing, not by grid cells.
    wideBox: map(50.5, 3.3, 53, 7.3),
  };
}
