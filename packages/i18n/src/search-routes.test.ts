import { describe, expect, it } from 'vitest';

import { LOCALES } from './locales';
import { pathFor } from './path-for';
import { ROUTES } from './route-table';
import { SEARCH_ROUTE_PATTERNS, searchRoutePath } from './search-routes';

const PARAMS = {
  searchCategoryAndCity: 'kamer-den haag',
  street: 'vismarkt/1',
  listingTypeAndID: 'kamer-12',
};

describe('searchRoutePath', () => {
  it('gives the same paths as pathFor for the search, detail and sign-in routes in both languages', () => {
    for (const locale of LOCALES) {
      for (const route of ['search', 'searchStreet', 'listingDetail', 'login'] as const) {
        const query = { radius: 5, pageNo: undefined, location: 'a&b' };
        expect(searchRoutePath(route, locale, PARAMS, query)).toBe(
          pathFor(route, locale, PARAMS, query),
        );
      }
    }
  });

  it('is the route table’s rows, so a pattern exists once', () => {
    for (const route of ['search', 'searchStreet', 'listingDetail', 'login'] as const) {
      expect(ROUTES[route].nl).toBe(SEARCH_ROUTE_PATTERNS[route].nl);
      expect(ROUTES[route].en).toBe(SEARCH_ROUTE_PATTERNS[route].en);
    }
  });

  it('refuses a missing or empty parameter', () => {
    expect(() => searchRoutePath('searchStreet', 'en', { searchCategoryAndCity: 'x' })).toThrow(
      /missing parameter "street"/,
    );
    expect(() => searchRoutePath('search', 'nl', { searchCategoryAndCity: '' })).toThrow(
      /missing parameter "searchCategoryAndCity"/,
    );
  });
});
