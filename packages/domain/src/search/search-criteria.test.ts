import { describe, expect, it } from 'vitest';

import { SearchListingType } from '../enums/search';
import { DEFAULT_LISTING_SEARCH_FILTERS } from '../url/listing-search-url';

import { searchCriteriaOfFilters, toSearchCriteria } from './search-criteria';
import { toListingSearchRequest } from './search-request';

describe('toSearchCriteria (§3 request -> criteria, §5 defaults)', () => {
  it('applies the defaults to an empty request', () => {
    expect(toSearchCriteria({})).toMatchObject({
      citySlug: null,
      streetSlug: null,
      radiusKm: 10,
      listingTypes: [],
      maxRentCents: null,
      minSurfaceM2: null,
      sort: 1,
      pageNo: 1,
      rowsPerPage: 20,
      availability: null,
      box: null,
      topAdsOnly: false,
    });
  });

  it('takes the city from citySlug, else location.citySlug, lower-cased; blank = country', () => {
    expect(toSearchCriteria({ citySlug: ' Den-Haag ' }).citySlug).toBe('den-haag');
    expect(toSearchCriteria({ citySlug: '', location: { citySlug: 'utrecht' } }).citySlug).toBe(
      'utrecht',
    );
    expect(toSearchCriteria({ citySlug: '  ' }).citySlug).toBeNull();
  });

  it('turns ids into units and masks', () => {
    const criteria = toSearchCriteria({
      maxRentalPriceId: 750,
      surfaceMinimumId: 25,
      suitableForGenderIds: [1, 2, 1],
      suitableForStatusIds: [1, 4],
      roommateMaxNumberId: 2,
      availabilityPeriods: [1],
      candidateAge: 120,
    });
    expect(criteria).toMatchObject({
      maxRentCents: 75_000,
      minSurfaceM2: 25,
      genderMask: 3,
      occupationMask: 5,
      maxRoommates: 4,
      availability: 'temporary',
      candidateAge: 99,
    });
    expect(toSearchCriteria({ roommateMaxNumberId: 4 }).maxRoommates).toBeNull();
    expect(toSearchCriteria({ roommateMaxNumberId: 1 }).maxRoommates).toBe(0);
    expect(toSearchCriteria({ availabilityPeriods: [2, 1] }).availability).toBeNull();
  });

  it('Generic 20 or Empty 0 among the types means all types', () => {
    expect(toSearchCriteria({ listingTypeIds: [1, 20] }).listingTypes).toEqual([]);
    expect(toSearchCriteria({ listingTypeIds: [0] }).listingTypes).toEqual([]);
    expect(toSearchCriteria({ listingTypeIds: [1, 17, 1] }).listingTypes).toEqual([1, 17]);
  });

  it('uses topAdOffset only with topAdsOnly, and the box only when complete', () => {
    expect(toSearchCriteria({ topAdOffset: 5 }).topAdOffset).toBe(0);
    expect(toSearchCriteria({ topAdsOnly: true, topAdOffset: 5 }).topAdOffset).toBe(5);
    expect(toSearchCriteria({ lat_lo: 1, lat_hi: 2, lng_lo: 3 }).box).toBeNull();
    expect(toSearchCriteria({ lat_lo: 1, lat_hi: 2, lng_lo: 3, lng_hi: 4 }).box).toEqual({
      latLo: 1,
      latHi: 2,
      lngLo: 3,
      lngHi: 4,
    });
  });
});

describe('searchCriteriaOfFilters (URL filters -> criteria)', () => {
  it('is toSearchCriteria of the request the filters make, category rules applied', () => {
    const filters = {
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      searchCategories: [SearchListingType.StudentHousing],
      citySlug: 'groningen',
      cityName: 'Groningen',
    };
    const criteria = searchCriteriaOfFilters(filters);
    expect(criteria).toEqual(toSearchCriteria(toListingSearchRequest(filters)));
    // Student housing in Groningen: the city's default maximum rent and the student statuses (§4).
    expect(criteria).toMatchObject({
      citySlug: 'groningen',
      listingTypes: [SearchListingType.StudentHousing],
      maxRentCents: 50_000,
      occupationMask: 3,
    });
  });

  it('the default URL searches the whole country with every type and the §9 box', () => {
    expect(searchCriteriaOfFilters(DEFAULT_LISTING_SEARCH_FILTERS)).toMatchObject({
      citySlug: null,
      listingTypes: [],
      box: { latLo: 50.13, lngLo: -3.27, latHi: 54.22, lngHi: 12.55 },
    });
  });
});
