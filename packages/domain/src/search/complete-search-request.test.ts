import { describe, expect, it } from 'vitest';

import { SearchListingType, ViewMode } from '../enums/search';
import { DEFAULT_LISTING_SEARCH_FILTERS } from '../url/listing-search-url';

import { completeListingSearchRequest } from './complete-search-request';
import { toListingSearchFilters } from './listing-search-filters';
import { toListingSearchRequest } from './search-request';

const DEFAULT_REQUEST = toListingSearchRequest(DEFAULT_LISTING_SEARCH_FILTERS);

describe('completeListingSearchRequest', () => {
  it('gives back a complete request unchanged', () => {
    const request = toListingSearchRequest({
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      searchCategories: [SearchListingType.Room],
      citySlug: 'groningen',
      cityName: 'Groningen',
      maxRent: 600,
    });
    expect(completeListingSearchRequest(request)).toEqual(request);
  });

  it('fills missing fields and nulls that mean "the default" with the defaults', () => {
    const complete = completeListingSearchRequest({
      radiusId: null,
      pageNo: null,
      citySlug: 'utrecht',
    });
    expect(complete).toEqual({ ...DEFAULT_REQUEST, citySlug: 'utrecht' });
  });

  it('keeps a null where null means "no filter" (maximum rent, age)', () => {
    const complete = completeListingSearchRequest({ maxRentalPriceId: null, candidateAge: null });
    expect(complete.maxRentalPriceId).toBeNull();
    expect(complete.candidateAge).toBeNull();
  });

  it('takes a map box only whole, else the default box', () => {
    const partial = completeListingSearchRequest({
      searchview: ViewMode.Map,
      lat_lo: -12.5,
      lng_lo: 62.5,
    });
    expect([partial.lat_lo, partial.lng_lo, partial.lat_hi, partial.lng_hi]).toEqual([
      DEFAULT_REQUEST.lat_lo,
      DEFAULT_REQUEST.lng_lo,
      DEFAULT_REQUEST.lat_hi,
      DEFAULT_REQUEST.lng_hi,
    ]);
    const whole = completeListingSearchRequest({
      lat_lo: 52,
      lng_lo: 4.8,
      lat_hi: 52.4,
      lng_hi: 5,
    });
    expect([whole.lat_lo, whole.lng_lo, whole.lat_hi, whole.lng_hi]).toEqual([52, 4.8, 52.4, 5]);
  });

  it('stores no type as every type, so the search has an address', () => {
    const complete = completeListingSearchRequest({ listingTypeIds: [] });
    expect(complete.listingTypeIds).toEqual([SearchListingType.Generic]);
    expect(toListingSearchFilters(complete).searchCategories).toEqual([SearchListingType.Generic]);
  });

  it('names the city of location.citySlug when citySlug is empty, as the search reads it', () => {
    const complete = completeListingSearchRequest({
      citySlug: '',
      location: { citySlug: 'delft', cityName: 'Delft' },
    });
    expect(complete.citySlug).toBe('delft');
    expect(complete.location).toEqual({ name: '', cityName: 'Delft', citySlug: 'delft' });
  });
});
