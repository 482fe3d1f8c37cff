import {
  countActiveFilters,
  DEFAULT_LISTING_SEARCH_FILTERS,
  Furnishing,
  ListingSort,
  SearchListingType,
  ViewMode,
} from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { searchFiltersLabels } from '@rooms/ui/search-filters-labels';
import { describe, expect, it } from 'vitest';

import {
  canonicalSearchFilters,
  clearedFilters,
  emptySearchActions,
  hasRefinements,
  searchHeading,
  searchSortOptions,
  setFilterKeys,
} from './search-content';

const ROOMS_GRONINGEN = {
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  cityName: 'Groningen',
};

describe('searchHeading', () => {
  it('names category and place in each language', async () => {
    const en = await getT('en', 'search');
    const nl = await getT('nl', 'search');
    expect(searchHeading(ROOMS_GRONINGEN, en)).toBe('Rooms for rent in Groningen');
    expect(searchHeading(ROOMS_GRONINGEN, nl)).toBe('Kamers te huur in Groningen');
    expect(searchHeading(DEFAULT_LISTING_SEARCH_FILTERS, nl)).toBe(
      'Huurwoningen te huur in Nederland',
    );
    expect(
      searchHeading(
        {
          ...ROOMS_GRONINGEN,
          searchCategories: [SearchListingType.Studio],
          streetSlug: 'vismarkt',
          streetName: 'Vismarkt',
        },
        en,
      ),
    ).toBe('Studios for rent near Vismarkt, Groningen');
  });
});

describe('canonicalSearchFilters', () => {
  it('drops presentation values and keeps what changes the results and the page', () => {
    const canonical = canonicalSearchFilters({
      ...ROOMS_GRONINGEN,
      sort: ListingSort.PriceAscending,
      searchView: ViewMode.Map,
      mapZoom: 12,
      pageNo: 3,
      maxRent: 500,
    });
    expect(canonical).toEqual({ ...ROOMS_GRONINGEN, pageNo: 3, maxRent: 500 });
  });
});

describe('setFilterKeys and hasRefinements', () => {
  it('lists the set filters in panel order', () => {
    const filters = {
      ...ROOMS_GRONINGEN,
      ownerTypes: [1 as const],
      radius: 5 as const,
      isKitchenPrivate: true,
    };
    expect(setFilterKeys(filters)).toEqual(['radius', 'isKitchenPrivate', 'ownerTypes']);
    expect(hasRefinements(filters)).toBe(true);
    expect(hasRefinements({ ...ROOMS_GRONINGEN, pageNo: 4, sort: ListingSort.Surface })).toBe(
      false,
    );
  });
});

describe('clearedFilters', () => {
  const busy = {
    ...ROOMS_GRONINGEN,
    pageNo: 3,
    radius: 2 as const,
    maxRent: 700 as const,
    furnishings: [Furnishing.Furnished],
    isPetsInsideAllowed: true,
    sort: ListingSort.PriceAscending,
  };

  it('on phones resets everything the badge counts, so it reads 0', () => {
    const cleared = clearedFilters(busy, false);
    expect(countActiveFilters(cleared, { isMediumUp: false })).toBe(0);
    expect(cleared).toMatchObject({
      citySlug: 'groningen',
      sort: ListingSort.PriceAscending,
      pageNo: 1,
      searchCategories: [SearchListingType.Generic],
    });
  });

  it('from md up resets the drawer filters only', () => {
    const cleared = clearedFilters(busy, true);
    expect(countActiveFilters(cleared, { isMediumUp: true })).toBe(0);
    expect(cleared).toMatchObject({ radius: 2, maxRent: 700, searchCategories: [1], pageNo: 1 });
  });
});

describe('emptySearchActions', () => {
  it('offers a wider radius, dropping filters, all categories, no filters and the whole country', async () => {
    const t = await getT('en', 'search');
    const labels = searchFiltersLabels(t, 'en');
    const actions = emptySearchActions(
      { ...ROOMS_GRONINGEN, maxRent: 300, isKitchenPrivate: true },
      { locale: 'en', t, labels },
    );
    expect(actions).toEqual([
      {
        label: 'Search within 20 km',
        href: '/en/for-rent/room-groningen?radius=20&maxRent=300&isKitchenPrivate=true',
      },
      {
        label: 'Without “Maximum rent”',
        href: '/en/for-rent/room-groningen?isKitchenPrivate=true',
      },
      {
        label: 'Without “Private kitchen”',
        href: '/en/for-rent/room-groningen?maxRent=300',
      },
      {
        label: 'Show all types of homes',
        href: '/en/for-rent/properties-groningen?maxRent=300&isKitchenPrivate=true',
      },
      { label: 'Clear all filters', href: '/en/for-rent/room-groningen' },
    ]);
  });

  it('offers the whole country for a plain city search', async () => {
    const t = await getT('nl', 'search');
    const labels = searchFiltersLabels(t, 'nl');
    const actions = emptySearchActions(
      { ...ROOMS_GRONINGEN, searchCategories: [SearchListingType.Generic], radius: 20 },
      { locale: 'nl', t, labels },
    );
    expect(actions).toEqual([
      { label: 'Zoek in heel Nederland', href: '/huren/huurwoningen-nederland' },
    ]);
  });
});

describe('searchSortOptions', () => {
  it('offers every order once, newest first, with its name', async () => {
    const options = searchSortOptions(await getT('en', 'search'));
    expect(options.map((option) => option.value)).toEqual([
      ListingSort.NewestFirst,
      ListingSort.PriceAscending,
      ListingSort.PriceDescending,
      ListingSort.Surface,
      ListingSort.Availability,
    ]);
    expect(options.every((option) => option.label !== '' && !option.label.includes('sort.'))).toBe(
      true,
    );
  });
});
