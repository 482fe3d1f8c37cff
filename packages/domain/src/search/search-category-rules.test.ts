import { describe, expect, it } from 'vitest';

import { Furnishing } from '../enums/listing';
import { SearchListingType } from '../enums/search';
import { AvailabilityPeriod, WorkStatus } from '../enums/search-words';
import { DEFAULT_LISTING_SEARCH_FILTERS } from '../url/listing-search-url';

import { applySearchCategoryRules } from './search-category-rules';

import type { ListingSearchFilters } from '../url/listing-search-url';

const filters = (overrides: Partial<ListingSearchFilters>): ListingSearchFilters => ({
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  ...overrides,
});

describe('applySearchCategoryRules (§4)', () => {
  it('furnished apartments add the Furnished furnishing, once', () => {
    const rooms = filters({
      searchCategories: [SearchListingType.FurnishedApartment],
      furnishings: [Furnishing.Unfurnished],
    });
    expect(applySearchCategoryRules(rooms).furnishings).toEqual([
      Furnishing.Unfurnished,
      Furnishing.Furnished,
    ]);
    const already = filters({
      searchCategories: [SearchListingType.FurnishedApartment],
      furnishings: [Furnishing.Furnished],
    });
    expect(applySearchCategoryRules(already).furnishings).toEqual([Furnishing.Furnished]);
  });

  it('short-term and long-term rentals add their availability periods', () => {
    expect(
      applySearchCategoryRules(filters({ searchCategories: [SearchListingType.ShortTermRental] }))
        .availabilityPeriods,
    ).toEqual([AvailabilityPeriod.Temporary]);
    expect(
      applySearchCategoryRules(
        filters({
          searchCategories: [SearchListingType.LongTermRental, SearchListingType.ShortTermRental],
        }),
      ).availabilityPeriods,
    ).toEqual([AvailabilityPeriod.Temporary, AvailabilityPeriod.Indefinite]);
  });

  it('student housing adds the student statuses and the Groningen and Rotterdam max rent', () => {
    const groningen = applySearchCategoryRules(
      filters({ searchCategories: [SearchListingType.StudentHousing], citySlug: 'groningen' }),
    );
    expect(groningen.suitableForWorkStatuses).toEqual([
      WorkStatus.Student,
      WorkStatus.WorkingStudent,
    ]);
    expect(groningen.maxRent).toBe(500);
    const rotterdam = filters({
      searchCategories: [SearchListingType.StudentHousing],
      citySlug: 'rotterdam',
      streetSlug: 'coolsingel',
    });
    expect(applySearchCategoryRules(rotterdam).maxRent).toBe(600);
  });

  it('keeps a set max rent and applies no default elsewhere', () => {
    const set = filters({
      searchCategories: [SearchListingType.StudentHousing],
      citySlug: 'groningen',
      maxRent: 800,
    });
    expect(applySearchCategoryRules(set).maxRent).toBe(800);
    for (const citySlug of ['delft', '', 'constructor']) {
      expect(
        applySearchCategoryRules(
          filters({ searchCategories: [SearchListingType.StudentHousing], citySlug }),
        ).maxRent,
      ).toBeNull();
    }
    expect(
      applySearchCategoryRules(
        filters({ searchCategories: [SearchListingType.Room], citySlug: 'groningen' }),
      ).maxRent,
    ).toBeNull();
  });

  it('changes nothing for plain categories and leaves the input alone', () => {
    const input = filters({ searchCategories: [SearchListingType.Room], citySlug: 'delft' });
    const copy = structuredClone(input);
    expect(applySearchCategoryRules(input)).toEqual(input);
    expect(input).toEqual(copy);
  });
});
