/**
 * Test support: the search shapes the plan test and the index equivalence test both walk over
 * the bulk listings (`bulk-listings.ts`) — every sort, filter mixes, and places around the
 * largest city. Not used by the product.
 */
import { ListingSort, SearchListingType, type SearchRequestInput } from '@rooms/domain';

import type { SearchPlace } from '../geometry.js';

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
