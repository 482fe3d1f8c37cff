import { describe, expect, it } from 'vitest';

import { Furnishing, OwnerType, TenantOccupation } from '../enums/listing';
import { ListingSort, SearchListingType, ViewMode } from '../enums/search';
import { Gender, RoommateMax } from '../enums/search-words';
import { DEFAULT_LISTING_SEARCH_FILTERS } from '../url/listing-search-url';
import { DEFAULT_TENANT_SEARCH_FILTERS } from '../url/tenant-search-url';

import { countActiveFilters, countActiveTenantFilters } from './filter-count';

const small = { isMediumUp: false };
const large = { isMediumUp: true };

describe('countActiveFilters (§5)', () => {
  it('counts nothing for the defaults or all properties', () => {
    expect(countActiveFilters(DEFAULT_LISTING_SEARCH_FILTERS, small)).toBe(0);
    expect(
      countActiveFilters({ ...DEFAULT_LISTING_SEARCH_FILTERS, searchCategories: [] }, small),
    ).toBe(0);
  });

  it('counts each set filter once, a list once', () => {
    const filters = {
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      furnishings: [Furnishing.Furnished, Furnishing.Unfurnished],
      hasInternet: true,
      availableFrom: '2025-09-01',
      suitableForAge: 30,
      roommateNumberMax: RoommateMax.Four,
      roommateGenders: [Gender.Mixed],
      ownerTypes: [OwnerType.Other],
    };
    expect(countActiveFilters(filters, small)).toBe(7);
    expect(countActiveFilters(filters, large)).toBe(7);
  });

  it('leaves category, radius, max rent and min size out on medium screens and up', () => {
    const filters = {
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      searchCategories: [SearchListingType.Room],
      radius: 5 as const,
      maxRent: 800 as const,
      minSize: 12 as const,
      isPetsInsideAllowed: true,
    };
    expect(countActiveFilters(filters, small)).toBe(5);
    expect(countActiveFilters(filters, large)).toBe(1);
  });

  it('never counts page, view, sort, place, alert or map values', () => {
    const filters = {
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      pageNo: 4,
      searchView: ViewMode.Map,
      sort: ListingSort.Surface,
      citySlug: 'delft',
      psaIdentifier: 'x',
      mapZoom: 10,
    };
    expect(countActiveFilters(filters, small)).toBe(0);
  });
});

describe('countActiveTenantFilters', () => {
  it('counts the drawer filters, the age range once and image-only when switched off', () => {
    expect(countActiveTenantFilters(DEFAULT_TENANT_SEARCH_FILTERS, small)).toBe(0);
    const filters = {
      ...DEFAULT_TENANT_SEARCH_FILTERS,
      suitableForMinAge: 20,
      suitableForMaxAge: 30,
      tenantsWithImageOnly: false,
      suitableForStatusIds: [TenantOccupation.Working],
      maxRent: 600 as const,
    };
    expect(countActiveTenantFilters(filters, small)).toBe(4);
    expect(countActiveTenantFilters(filters, large)).toBe(3);
    expect(
      countActiveTenantFilters({ ...DEFAULT_TENANT_SEARCH_FILTERS, suitableForMaxAge: 40 }, large),
    ).toBe(1);
  });
});
