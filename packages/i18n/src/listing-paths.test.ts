import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  ListingSort,
  parseListingSearchUrl,
  Radius,
  SearchListingType,
} from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { listingDetailPath, listingSearchPath } from './listing-paths';
import { matchRoute } from './match-route';

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
