import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_AGE, MIN_AGE } from '../constants/search-defaults';
import { PriceBand, SurfaceBand } from '../enums/bands';
import { enumValues, isEnumValue } from '../enums/enum-values';
import { Furnishing, OwnerType } from '../enums/listing';
import { ListingSort, Radius, SearchListingType, ViewMode } from '../enums/search';
import { AvailabilityPeriod, Gender, RoommateMax, WorkStatus } from '../enums/search-words';

import {
  buildListingSearchUrl,
  DEFAULT_LISTING_SEARCH_FILTERS,
  parseListingSearchUrl,
} from './listing-search-url';

import type { Locale } from '../enums/site-language';
import type { ListingSearchFilters } from './listing-search-url';
import type { QueryInput } from './query-input';

const D = DEFAULT_LISTING_SEARCH_FILTERS;
const parse = (
  searchCategoryAndCity: string | undefined,
  query: QueryInput = {},
  locale: Locale = 'en',
  street?: string,
) => parseListingSearchUrl({ params: { searchCategoryAndCity, street }, query, locale });
const filters = (overrides: Partial<ListingSearchFilters>): ListingSearchFilters => ({
  ...D,
  ...overrides,
});

describe('parseListingSearchUrl: defaults (§5, §9)', () => {
  it('gives the defaults for a bare URL', () => {
    expect(parse('properties-netherlands')).toEqual(D);
    expect(parse('huurwoningen-nederland', new URLSearchParams(), 'nl')).toEqual(D);
    expect(D).toMatchObject({
      pageNo: 1,
      radius: 10,
      sort: ListingSort.NewestFirst,
      searchView: ViewMode.List,
      minSize: SurfaceBand.M6,
      maxRent: null,
      hasInternet: false,
      mapZoom: 16,
      nwlat: 54.22,
      nwlng: -3.27,
      selat: 50.13,
      selng: 12.55,
      mapMarkerLat: 52.17,
      mapMarkerLng: 4.64,
    });
  });

  it('reads the category, city and street from the params', () => {
    expect(parse('room-den-haag', {}, 'en', 'Laan-van-Meerdervoort')).toMatchObject({
      searchCategories: [SearchListingType.Room],
      citySlug: 'den-haag',
      streetSlug: 'laan-van-meerdervoort',
      cityName: '',
      streetName: '',
    });
  });

  it('resets an invalid category or empty city, blanking the city and street', () => {
    expect(parse('castle-utrecht', { searchCategories: '2' }, 'en', 'main')).toMatchObject({
      searchCategories: [],
      citySlug: '',
      streetSlug: '',
    });
    expect(parse('kamer', {}, 'nl')).toMatchObject({ searchCategories: [], citySlug: '' });
    expect(parse(undefined).searchCategories).toEqual([]);
  });

  it('drops the street with the country word', () => {
    expect(parse('room-netherlands', {}, 'en', 'kalverstraat')).toMatchObject({
      citySlug: '',
      streetSlug: '',
    });
  });
});

describe('parseListingSearchUrl: leniency (§5)', () => {
  it('reads numbers leniently and falls back when invalid or out of range', () => {
    expect(parse('room-delft', { pageNo: '3abc', listingsPerPage: '50' })).toMatchObject({
      pageNo: 3,
      listingsPerPage: 50,
    });
    expect(parse('room-delft', { pageNo: '0', listingsPerPage: '101' })).toMatchObject({
      pageNo: 1,
      listingsPerPage: 20,
    });
    expect(parse('room-delft', { pageNo: 'x' }).pageNo).toBe(1);
    expect(
      parse('room-delft', { suitableForNumberOfPersons: '2' }).suitableForNumberOfPersons,
    ).toBe(2);
    expect(
      parse('room-delft', { suitableForNumberOfPersons: '0' }).suitableForNumberOfPersons,
    ).toBeNull();
  });

  it('reads booleans case-insensitively, anything else is false', () => {
    expect(
      parse('room-delft', {
        hasInternet: 'TRUE',
        isPetsInsideAllowed: 'yes',
        isKitchenPrivate: 'true',
      }),
    ).toMatchObject({
      hasInternet: true,
      isPetsInsideAllowed: false,
      isKitchenPrivate: true,
    });
  });

  it('drops invalid enumeration values to their defaults', () => {
    expect(
      parse('room-delft', { radius: '7', sort: '3', maxRent: '1450', minSize: '7' }),
    ).toMatchObject({
      radius: D.radius,
      sort: D.sort,
      maxRent: null,
      minSize: SurfaceBand.M6,
    });
    expect(
      parse('room-delft', { radius: '5', sort: '4', maxRent: '20000', minSize: '25' }),
    ).toMatchObject({
      radius: Radius.Km5,
      sort: ListingSort.PriceDescending,
      maxRent: PriceBand.Euro20000,
      minSize: SurfaceBand.M25,
    });
  });

  it('drops invalid entries of comma lists, deduplicates and orders them', () => {
    expect(parse('room-delft', { furnishings: '4,x,2,4,3', ownerTypes: ['8', '1'] })).toMatchObject(
      {
        furnishings: [Furnishing.Unfurnished, Furnishing.Furnished],
        ownerTypes: [OwnerType.PrivateOwner, OwnerType.Other],
      },
    );
    expect(
      parse('room-delft', {
        availabilityPeriods: 'Indefinite,,soon',
        suitableForWorkStatuses: 'working-student',
      }),
    ).toMatchObject({
      availabilityPeriods: [AvailabilityPeriod.Indefinite],
      suitableForWorkStatuses: [WorkStatus.WorkingStudent],
    });
  });

  it('accepts only list or map as view', () => {
    expect(parse('room-delft', { searchView: 'MAP' }).searchView).toBe(ViewMode.Map);
    expect(parse('room-delft', { searchview: 'map' }).searchView).toBe(ViewMode.Map);
    expect(parse('room-delft', { searchView: 'favorite' }).searchView).toBe(ViewMode.List);
    expect(parse('room-delft', { searchView: '3' }).searchView).toBe(ViewMode.List);
  });

  it('accepts only male or female as gender, also mixed for roommates', () => {
    expect(
      parse('room-delft', { suitableForGenders: 'male,mixed,female', roommateGenders: 'mixed,x' }),
    ).toMatchObject({
      suitableForGenders: [Gender.Male, Gender.Female],
      roommateGenders: [Gender.Mixed],
    });
  });

  it('accepts only none, four, eight or more-than-eight as max roommates', () => {
    expect(parse('room-delft', { roommateNumberMax: 'More-Than-Eight' }).roommateNumberMax).toBe(
      RoommateMax.MoreThanEight,
    );
    expect(parse('room-delft', { roommateNumberMax: 'five' }).roommateNumberMax).toBeNull();
  });

  it('clamps the age between the global minimum and maximum', () => {
    expect(parse('room-delft', { suitableForAge: '10' }).suitableForAge).toBe(MIN_AGE);
    expect(parse('room-delft', { suitableForAge: '130' }).suitableForAge).toBe(MAX_AGE);
    expect(parse('room-delft', { suitableForAge: '30' }).suitableForAge).toBe(30);
    expect(parse('room-delft', { suitableForAge: 'old' }).suitableForAge).toBeNull();
  });

  it('reads map values, falling back when out of range', () => {
    expect(
      parse('room-delft', {
        nwlat: '52.1',
        nwlng: '4.2',
        mapZoom: '12.5',
        mapMarkerLat: '95',
        selng: 'x',
      }),
    ).toMatchObject({
      nwlat: 52.1,
      nwlng: 4.2,
      mapZoom: 12.5,
      mapMarkerLat: D.mapMarkerLat,
      selng: D.selng,
    });
    expect(parse('room-delft', { mapZoom: '100' }).mapZoom).toBe(16);
  });

  it('reads the availability date and the alert identifier', () => {
    expect(
      parse('room-delft', { availableFrom: '2025-09-01', psaIdentifier: 'abc-1' }),
    ).toMatchObject({
      availableFrom: '2025-09-01',
      psaIdentifier: 'abc-1',
    });
    expect(parse('room-delft', { availableFrom: '2025-02-30' }).availableFrom).toBeNull();
  });

  it('adds extra categories from the query after the main one', () => {
    expect(parse('room-delft', { searchCategories: '4,1,0,99,2' }).searchCategories).toEqual([
      SearchListingType.Room,
      SearchListingType.Apartment,
      SearchListingType.Studio,
    ]);
  });
});

describe('buildListingSearchUrl', () => {
  it('writes only the path for the defaults', () => {
    expect(buildListingSearchUrl(D, 'nl')).toEqual({
      params: { searchCategoryAndCity: 'huurwoningen-nederland' },
      query: {},
    });
    expect(buildListingSearchUrl(D, 'en')).toEqual({
      params: { searchCategoryAndCity: 'properties-netherlands' },
      query: {},
    });
  });

  it('writes non-default values in a stable order', () => {
    const url = buildListingSearchUrl(
      filters({
        searchCategories: [
          SearchListingType.Room,
          SearchListingType.Studio,
          SearchListingType.Room,
        ],
        citySlug: 'groningen',
        streetSlug: 'herestraat',
        sort: ListingSort.PriceAscending,
        pageNo: 2,
        furnishings: [Furnishing.Furnished, Furnishing.Uncarpeted],
        searchView: ViewMode.Map,
        hasInternet: true,
        maxRent: 700,
        suitableForGenders: [Gender.Female],
        roommateNumberMax: RoommateMax.Four,
        mapZoom: 12,
      }),
      'nl',
    );
    expect(url.params).toEqual({ searchCategoryAndCity: 'kamer-groningen', street: 'herestraat' });
    expect(url.query).toEqual({
      searchCategories: '4',
      pageNo: '2',
      searchView: 'map',
      maxRent: '700',
      furnishings: '1,4',
      hasInternet: 'true',
      suitableForGenders: 'female',
      roommateNumberMax: 'four',
      sort: '2',
      mapZoom: '12',
    });
    expect(Object.keys(url.query)).toEqual([
      'searchCategories',
      'pageNo',
      'searchView',
      'maxRent',
      'furnishings',
      'hasInternet',
      'suitableForGenders',
      'roommateNumberMax',
      'sort',
      'mapZoom',
    ]);
  });

  it('leaves the street out without a city', () => {
    expect(buildListingSearchUrl(filters({ streetSlug: 'dam' }), 'en').params).toEqual({
      searchCategoryAndCity: 'properties-netherlands',
    });
  });

  it("throws 'main search category can not be empty'", () => {
    expect(() => buildListingSearchUrl(filters({ searchCategories: [] }), 'en')).toThrow(
      'main search category can not be empty',
    );
    expect(() =>
      buildListingSearchUrl(filters({ searchCategories: [SearchListingType.Empty] }), 'nl'),
    ).toThrow('main search category can not be empty');
  });
});

const slug = fc
  .stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/)
  .filter((text) => text !== 'netherlands' && text !== 'nederland');
const coordinate = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true }).map((n) => (n === 0 ? 0 : n));
const isoDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const categories = enumValues(SearchListingType).filter((type) => type !== SearchListingType.Empty);

/** Any valid, normalised listing search filters (names blank, as parsing gives them). */
const listingFilters: fc.Arbitrary<ListingSearchFilters> = fc
  .record({
    main: fc.constantFrom(...categories),
    extras: fc.subarray(categories),
    pageNo: fc.integer({ min: 1, max: 100_000 }),
    listingsPerPage: fc.integer({ min: 1, max: 100 }),
    searchView: fc.constantFrom(ViewMode.List, ViewMode.Map),
    radius: fc.constantFrom(...enumValues(Radius)),
    maxRent: fc.option(fc.constantFrom(...enumValues(PriceBand)), { nil: null }),
    minSize: fc.constantFrom(...enumValues(SurfaceBand)),
    citySlug: fc.oneof(fc.constant(''), slug),
    streetSlug: fc.oneof(fc.constant(''), slug),
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
    psaIdentifier: fc.string(),
    nwlat: coordinate(90),
    nwlng: coordinate(180),
    selat: coordinate(90),
    selng: coordinate(180),
    mapZoom: fc.double({ min: 0, max: 99, noNaN: true }).map((n) => (n === 0 ? 0 : n)),
    mapMarkerLat: coordinate(90),
    mapMarkerLng: coordinate(180),
  })
  .map(({ main, extras, ...rest }) => ({
    ...rest,
    searchCategories: [main, ...extras.filter((type) => type !== main)],
    streetSlug: rest.citySlug === '' ? '' : rest.streetSlug,
    cityName: '',
    streetName: '',
  }));

describe('listing search URL properties', () => {
  it('parse(build(filters)) gives the filters back, in both languages, also through a URL string', () => {
    fc.assert(
      fc.property(listingFilters, fc.constantFrom<Locale>('nl', 'en'), (original, locale) => {
        const { params, query } = buildListingSearchUrl(original, locale);
        expect(parseListingSearchUrl({ params, query, locale })).toEqual(original);
        const viaText = new URLSearchParams(new URLSearchParams(query).toString());
        expect(parseListingSearchUrl({ params, query: viaText, locale })).toEqual(original);
      }),
      { numRuns: 300 },
    );
  });

  const knownKeys = [...Object.keys(D), 'searchview', 'PAGENO'];
  const anyQuery = fc.dictionary(
    fc.oneof(fc.constantFrom(...knownKeys), fc.string()),
    fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined)),
  );

  it('never throws on arbitrary input, and always gives valid filters', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        anyQuery,
        fc.constantFrom<Locale>('nl', 'en'),
        (segment, street, query, locale) => {
          const parsed = parseListingSearchUrl({
            params: { searchCategoryAndCity: segment, street },
            query,
            locale,
          });
          expect(parsed.pageNo).toBeGreaterThanOrEqual(1);
          expect(isEnumValue(Radius, parsed.radius)).toBe(true);
          expect([ViewMode.List, ViewMode.Map]).toContain(parsed.searchView);
          expect(parsed.suitableForGenders).not.toContain(Gender.Mixed);
          if (parsed.suitableForAge !== null) {
            expect(parsed.suitableForAge).toBeGreaterThanOrEqual(MIN_AGE);
            expect(parsed.suitableForAge).toBeLessThanOrEqual(MAX_AGE);
          }
          if (parsed.searchCategories.length > 0) {
            const rebuilt = buildListingSearchUrl(parsed, locale);
            expect(parseListingSearchUrl({ ...rebuilt, locale })).toEqual(parsed);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
