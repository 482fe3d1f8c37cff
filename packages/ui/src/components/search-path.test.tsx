import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  ListingSort,
  parseListingSearchUrl,
  Radius,
  SearchListingType,
} from '@rooms/domain';
import { matchRoute } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import {
  listingDetailPath,
  listingSearchAlternates,
  listingSearchPath,
  placeSearchPath,
  withFilters,
} from './search-path';

const GRONINGEN_ROOMS = {
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
};

describe('listingSearchPath', () => {
  it('builds the city search in each language, without default values in the query', () => {
    expect(listingSearchPath(GRONINGEN_ROOMS, 'nl')).toBe('/huren/kamer-groningen');
    expect(listingSearchPath(GRONINGEN_ROOMS, 'en')).toBe('/en/for-rent/room-groningen');
  });

  it('writes changed filters into the query and the street into its own segment', () => {
    const path = listingSearchPath(
      {
        ...GRONINGEN_ROOMS,
        streetSlug: 'vismarkt',
        radius: Radius.Km2,
        sort: ListingSort.PriceAscending,
        pageNo: 3,
      },
      'nl',
    );
    expect(path).toBe('/huren/kamer-groningen/vismarkt?pageNo=3&radius=2&sort=2');
    expect(matchRoute(path.split('?')[0]!)?.route).toBe('searchStreet');
  });

  it('round-trips through the parser', () => {
    const filters = { ...GRONINGEN_ROOMS, maxRent: 600 as const, isKitchenPrivate: true };
    const url = new URL(listingSearchPath(filters, 'en'), 'http://x');
    const match = matchRoute(url.pathname);
    const parsed = parseListingSearchUrl({
      params: match!.params,
      query: url.searchParams,
      locale: 'en',
    });
    expect(parsed).toEqual({ ...filters, cityName: '', streetName: '' });
  });

  it('uses the country word without a city', () => {
    expect(listingSearchPath(DEFAULT_LISTING_SEARCH_FILTERS, 'nl')).toBe(
      '/huren/huurwoningen-nederland',
    );
  });

  it('refuses a search without a main category', () => {
    expect(() => listingSearchPath({ ...GRONINGEN_ROOMS, searchCategories: [] }, 'nl')).toThrow(
      'main search category can not be empty',
    );
  });
});

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

describe('listingDetailPath', () => {
  const LISTING = { id: 879, listingType: 1, citySlug: 'groningen', streetSlug: 'multatulistraat' };

  it('builds the detail address from the type, city, street and id', () => {
    expect(listingDetailPath(LISTING, 'nl')).toBe(
      '/huren/kamer-groningen/multatulistraat/room-879',
    );
    expect(listingDetailPath({ ...LISTING, listingType: 8 }, 'en')).toBe(
      '/en/for-rent/anti-squat-groningen/multatulistraat/anti-squat-879',
    );
    expect(listingDetailPath({ ...LISTING, streetSlug: '' }, 'nl')).toBe(
      '/huren/kamer-groningen/groningen/room-879',
    );
    expect(listingDetailPath({ ...LISTING, listingType: 16 }, 'nl')).toBe(
      '/huren/studentenwoning-groningen/multatulistraat/studenthouse-879',
    );
  });

  it('treats an unknown type as a room', () => {
    expect(listingDetailPath({ ...LISTING, listingType: 3 }, 'nl')).toBe(
      '/huren/kamer-groningen/multatulistraat/room-879',
    );
  });
});
