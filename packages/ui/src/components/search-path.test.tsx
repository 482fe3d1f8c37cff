import { DEFAULT_LISTING_SEARCH_FILTERS, Radius, SearchListingType } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { listingSearchAlternates, placeSearchPath, withFilters } from './search-path';

const GRONINGEN_ROOMS = {
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
};

describe('listingSearchAlternates', () => {
  it('translates the category word and keeps slugs and query', () => {
    expect(
      listingSearchAlternates({ ...GRONINGEN_ROOMS, streetSlug: 'vismarkt', pageNo: 2 }),
    ).toEqual({
      nl: '/huren/kamer-groningen/vismarkt?pageNo=2',
      en: '/en/for-rent/room-groningen/vismarkt?pageNo=2',
    });
  });
});

describe('withFilters', () => {
  it('goes back to page 1 on a filter change, unless the page is what changes', () => {
    const onPage4 = { ...GRONINGEN_ROOMS, pageNo: 4 };
    expect(withFilters(onPage4, { radius: Radius.Km20 })).toMatchObject({ pageNo: 1, radius: 20 });
    expect(withFilters(onPage4, { pageNo: 5 }).pageNo).toBe(5);
    expect(onPage4.pageNo).toBe(4);
  });
});

describe('placeSearchPath', () => {
  it('opens the search of a city or street with default filters', () => {
    expect(placeSearchPath({ citySlug: 'den-haag' }, 'nl', SearchListingType.Room)).toBe(
      '/huren/kamer-den-haag',
    );
    expect(placeSearchPath({ citySlug: 'amsterdam', streetSlug: 'kalverstraat' }, 'en')).toBe(
      '/en/for-rent/properties-amsterdam/kalverstraat',
    );
  });
});
