import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { matchRoute } from './match-route';
import { pathFor, toQueryString } from './path-for';
import { compilePattern, patternParamNames } from './route-pattern';
import { CREATE_LISTING_STEPS, ROUTE_KEYS, ROUTES } from './route-table';

import type { Locale } from './locales';
import type { RouteParams } from './route-pattern';
import type { RouteKey } from './route-table';

/** Literal segments of every pattern: a parameter with such a value may hit a static route. */
const STATIC_SEGMENTS = new Set(
  ROUTE_KEYS.flatMap((key) =>
    [ROUTES[key].nl, ROUTES[key].en].flatMap((pattern) =>
      compilePattern(pattern).flatMap((segment) =>
        segment.kind === 'static' ? [segment.value] : [],
      ),
    ),
  ),
);

const paramValue = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 24 })
  .filter((value) => !STATIC_SEGMENTS.has(value));

function paramsArbitrary(route: RouteKey): fc.Arbitrary<Record<string, string>> {
  const names = patternParamNames(ROUTES[route].en);
  return fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        route === 'createListingStep' && name === 'step'
          ? fc.constantFrom(...CREATE_LISTING_STEPS)
          : paramValue,
      ]),
    ),
  );
}

describe('pathFor', () => {
  it('builds paths in both languages', () => {
    expect(pathFor('home', 'nl')).toBe('/');
    expect(pathFor('home', 'en')).toBe('/en');
    expect(pathFor('aboutUs', 'nl')).toBe('/over-ons');
    expect(pathFor('search', 'en', { searchCategoryAndCity: 'room-groningen' })).toBe(
      '/en/for-rent/room-groningen',
    );
    expect(pathFor('createListingStep', 'nl', { listingID: 12, step: 'media' })).toBe(
      '/maken-advertentie/12/media',
    );
  });

  it('types the parameters of each route', () => {
    expectTypeOf<keyof RouteParams<'home'>>().toEqualTypeOf<never>();
    expectTypeOf<RouteParams<'createListingStep'>>().toEqualTypeOf<{
      readonly listingID: string | number;
      readonly step: string | number;
    }>();
    // @ts-expect-error: searchCategoryAndCity is required once params are given
    expect(() => pathFor('search', 'nl', {})).toThrow(/missing parameter/);
    // @ts-expect-error: not a parameter of this route
    expect(pathFor('roommates', 'en', { city: 'delft', street: 'x' })).toBe('/en/roommates/delft');
  });

  it('encodes parameters', () => {
    expect(pathFor('roommates', 'nl', { city: "'s-Hertogenbosch" })).toBe(
      "/huisgenoten/'s-Hertogenbosch",
    );
    expect(pathFor('roommates', 'en', { city: 'den haag/x?y#z' })).toBe(
      '/en/roommates/den%20haag%2Fx%3Fy%23z',
    );
  });

  it('appends the query and drops undefined values', () => {
    expect(
      pathFor(
        'myAdverts',
        'nl',
        {},
        { pageNo: 2, listingStatus: 'active', searchTerm: undefined, all: true },
      ),
    ).toBe('/mijn-advertenties?pageNo=2&listingStatus=active&all=true');
    expect(pathFor('login', 'en', {}, { returnUrl: '/en/my-account?a=1&b=2' })).toBe(
      '/en/user/login?returnUrl=%2Fen%2Fmy-account%3Fa%3D1%26b%3D2',
    );
    expect(pathFor('login', 'en', {}, { returnUrl: undefined })).toBe('/en/user/login');
  });

  it('throws a clear error naming the route and the missing parameter', () => {
    expect(() => pathFor('search', 'nl')).toThrow(
      'pathFor("search", "nl"): missing parameter "searchCategoryAndCity"',
    );
    expect(() =>
      pathFor('searchStreet', 'en', {
        searchCategoryAndCity: 'room-delft',
      } as RouteParams<'searchStreet'>),
    ).toThrow(/"searchStreet".*missing parameter "street"/);
    expect(() => pathFor('roommates', 'nl', { city: '' })).toThrow(/missing parameter "city"/);
  });

  it('throws on an invalid wizard step or an unknown route', () => {
    expect(() => pathFor('createListingStep', 'en', { listingID: 1, step: 'oops' })).toThrow(
      /parameter "step" must be one of listing-type/,
    );
    expect(() => pathFor('nope' as RouteKey, 'en')).toThrow('pathFor: unknown route "nope"');
    expect(() => pathFor('home', 'de' as Locale)).toThrow('pathFor: unknown locale "de"');
  });

  it('round-trips through matchRoute for every route and language', () => {
    for (const route of ROUTE_KEYS) {
      for (const locale of ['nl', 'en'] as const) {
        fc.assert(
          fc.property(paramsArbitrary(route), (params) => {
            const path = pathFor(route, locale, params as RouteParams<typeof route>);
            expect(matchRoute(path)).toEqual({ route, locale, params });
            expect(matchRoute(`${path}/?q=1#h`)).toEqual({ route, locale, params });
          }),
          { numRuns: 40 },
        );
      }
    }
  });
});

describe('toQueryString', () => {
  it('gives an empty string when nothing is left', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: undefined })).toBe('');
    expect(toQueryString({ a: 'x y', b: false, c: 0 })).toBe('?a=x+y&b=false&c=0');
  });
});
