import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_AGE, MIN_AGE } from '../constants/search-defaults';
import { PriceBand, SurfaceBand } from '../enums/bands';
import { enumValues } from '../enums/enum-values';
import { Furnishing, OwnerType } from '../enums/listing';
import { ListingSort, Radius, SearchListingType, ViewMode } from '../enums/search';
import { AvailabilityPeriod, Gender, RoommateMax, WorkStatus } from '../enums/search-words';
import { DEFAULT_LISTING_SEARCH_FILTERS } from '../url/listing-search-url';

import { toListingSearchFilters } from './listing-search-filters';
import { toListingSearchRequest } from './search-request';

import type { ListingSearchFilters } from '../url/listing-search-url';

const D = DEFAULT_LISTING_SEARCH_FILTERS;

describe('toListingSearchFilters (§3 request -> URL filters)', () => {
  it('gives the default filters back from the default request', () => {
    expect(toListingSearchFilters(toListingSearchRequest(D))).toEqual(D);
  });

  it('turns ids back into words and the box back into corners', () => {
    const filters = toListingSearchFilters({
      ...toListingSearchRequest(D),
      citySlug: 'utrecht',
      location: { name: 'Utrecht', cityName: 'Utrecht', citySlug: 'utrecht' },
      suitableForGenderIds: [2],
      roommateGenderIds: [1, 4],
      roommateMaxNumberId: 2,
      availabilityPeriods: [2],
      suitableForStatusIds: [2, 4],
      lat_lo: 52,
      lng_lo: 5,
      lat_hi: 52.2,
      lng_hi: 5.3,
    });
    expect(filters).toMatchObject({
      citySlug: 'utrecht',
      cityName: 'Utrecht',
      suitableForGenders: [Gender.Female],
      roommateGenders: [Gender.Male, Gender.Mixed],
      roommateNumberMax: RoommateMax.Four,
      availabilityPeriods: [AvailabilityPeriod.Indefinite],
      // Working (4) has no URL word.
      suitableForWorkStatuses: [WorkStatus.WorkingStudent],
      nwlat: 52.2,
      nwlng: 5,
      selat: 52,
      selng: 5.3,
    });
  });

  it('uses the names given instead of the request’s', () => {
    const request = toListingSearchRequest({
      ...D,
      citySlug: 'den-haag',
      cityName: 'Den Haag',
      streetSlug: 'spui',
      streetName: 'Spui',
    });
    expect(toListingSearchFilters(request)).toMatchObject({
      cityName: 'Den Haag',
      streetName: 'Spui',
    });
    expect(toListingSearchFilters(request, { cityName: 'The Hague' })).toMatchObject({
      cityName: 'The Hague',
      streetName: 'Spui',
    });
  });
});

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
const name = fc.string({ maxLength: 12 });
const coordinate = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true }).map((n) => (n === 0 ? 0 : n));
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString().slice(0, 10));
const categories = enumValues(SearchListingType).filter((type) => type !== SearchListingType.Empty);

/** Any valid listing search filters, with display names (as a search page has them). */
const listingFilters: fc.Arbitrary<ListingSearchFilters> = fc
  .record({
    searchCategories: fc.subarray(categories),
    pageNo: fc.integer({ min: 1, max: 100_000 }),
    listingsPerPage: fc.integer({ min: 1, max: 100 }),
    searchView: fc.constantFrom(ViewMode.List, ViewMode.Map),
    radius: fc.constantFrom(...enumValues(Radius)),
    maxRent: fc.option(fc.constantFrom(...enumValues(PriceBand)), { nil: null }),
    minSize: fc.constantFrom(...enumValues(SurfaceBand)),
    // Groningen and Rotterdam: the student-housing rule's default rents (§4).
    citySlug: fc.oneof(fc.constant(''), fc.constantFrom('groningen', 'rotterdam'), slug),
    cityName: name,
    streetSlug: fc.oneof(fc.constant(''), slug),
    streetName: name,
    furnishings: fc.subarray(enumValues(Furnishing)),
    hasInternet: fc.boolean(),
    isBathroomPrivate: fc.boolean(),
    isKitchenPrivate: fc.boolean(),
    isToiletPrivate: fc.boolean(),
    availabilityPeriods: fc.subarray(enumValues(AvailabilityPeriod)),
    availableFrom: fc.option(isoDate, { nil: null }),
    suitableForNumberOfPersons: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    suitableForGenders: fc.subarray([Gender.Male, Gender.Female]),
    suitableForAge: fc.option(fc.integer({ min: MIN_AGE, max: MAX_AGE }), { nil: null }),
    suitableForWorkStatuses: fc.subarray(enumValues(WorkStatus)),
    isSmokingInsideAllowed: fc.boolean(),
    isPetsInsideAllowed: fc.boolean(),
    roommateNumberMax: fc.option(fc.constantFrom(...enumValues(RoommateMax)), { nil: null }),
    roommateGenders: fc.subarray(enumValues(Gender)),
    ownerTypes: fc.subarray(enumValues(OwnerType)),
    sort: fc.constantFrom(...enumValues(ListingSort)),
    psaIdentifier: fc.string({ maxLength: 8 }),
    nwlat: coordinate(90),
    nwlng: coordinate(180),
    selat: coordinate(90),
    selng: coordinate(180),
    mapZoom: fc.integer({ min: 0, max: 99 }),
    mapMarkerLat: coordinate(90),
    mapMarkerLng: coordinate(180),
  })
  .map((filters) => ({
    ...filters,
    streetSlug: filters.citySlug === '' ? '' : filters.streetSlug,
  }));

describe('toListingSearchFilters properties', () => {
  it('request -> filters -> request gives the request back', () => {
    fc.assert(
      fc.property(listingFilters, (filters) => {
        const request = toListingSearchRequest(filters);
        expect(toListingSearchRequest(toListingSearchFilters(request))).toEqual(request);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every filter of the URL (§4 category rules applied), resetting only map view fields', () => {
    fc.assert(
      fc.property(listingFilters, (filters) => {
        const back = toListingSearchFilters(toListingSearchRequest(filters));
        const request = toListingSearchRequest(filters);
        expect(back).toEqual({
          ...filters,
          // What the category rules added is now part of the filters.
          furnishings: request.furnishings,
          maxRent: request.maxRentalPriceId,
          availabilityPeriods: back.availabilityPeriods,
          suitableForWorkStatuses: back.suitableForWorkStatuses,
          psaIdentifier: '',
          mapZoom: D.mapZoom,
          mapMarkerLat: D.mapMarkerLat,
          mapMarkerLng: D.mapMarkerLng,
        });
        expect(new Set(back.availabilityPeriods)).toEqual(
          new Set([
            ...filters.availabilityPeriods,
            ...(filters.searchCategories.includes(SearchListingType.ShortTermRental)
              ? [AvailabilityPeriod.Temporary]
              : []),
            ...(filters.searchCategories.includes(SearchListingType.LongTermRental)
              ? [AvailabilityPeriod.Indefinite]
              : []),
          ]),
        );
      }),
      { numRuns: 300 },
    );
  });
});
