import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_AGE, MIN_AGE } from '../constants/search-defaults';
import { PriceBand, SurfaceBand } from '../enums/bands';
import { enumValues } from '../enums/enum-values';
import { Furnishing, TenantOccupation } from '../enums/listing';
import { TenantSort, ViewMode } from '../enums/search';
import { AvailabilityPeriod, Gender, RoommateMax, WorkStatus } from '../enums/search-words';

import {
  buildTenantSearchUrl,
  DEFAULT_TENANT_SEARCH_FILTERS,
  parseTenantSearchUrl,
} from './tenant-search-url';

import type { Locale } from '../enums/site-language';
import type { QueryInput } from './query-input';
import type { TenantSearchFilters } from './tenant-search-url';

const D = DEFAULT_TENANT_SEARCH_FILTERS;
const parse = (city: string | undefined, query: QueryInput = {}, locale: Locale = 'nl') =>
  parseTenantSearchUrl({ params: { city }, query, locale });

describe('parseTenantSearchUrl (§5)', () => {
  it('gives the defaults: whole country, ages min..max, tenants with a photo only', () => {
    expect(parse('nederland')).toEqual(D);
    expect(parse('netherlands', {}, 'en')).toEqual(D);
    expect(parse(undefined)).toEqual(D);
    expect(D).toMatchObject({
      pageNo: 1,
      city: '',
      searchView: ViewMode.List,
      suitableForMinAge: MIN_AGE,
      suitableForMaxAge: MAX_AGE,
      tenantsWithImageOnly: true,
      minSize: SurfaceBand.M6,
      sort: TenantSort.Recommended,
    });
  });

  it('reads the city slug', () => {
    expect(parse(' Den-Haag ').city).toBe('den-haag');
    expect(parse('nederland', {}, 'en').city).toBe('nederland');
  });

  it('accepts only list or favourite as view', () => {
    expect(parse('delft', { searchView: 'favorite' }).searchView).toBe(ViewMode.Favorite);
    expect(parse('delft', { searchView: 'Favourite' }).searchView).toBe(ViewMode.Favorite);
    expect(parse('delft', { searchView: 'map' }).searchView).toBe(ViewMode.List);
  });

  it('clamps ages and swaps a reversed range', () => {
    expect(parse('delft', { suitableForMinAge: '3', suitableForMaxAge: '200' })).toMatchObject({
      suitableForMinAge: MIN_AGE,
      suitableForMaxAge: MAX_AGE,
    });
    expect(parse('delft', { suitableForMinAge: '40', suitableForMaxAge: '25' })).toMatchObject({
      suitableForMinAge: 25,
      suitableForMaxAge: 40,
    });
  });

  it('reads the other filters leniently', () => {
    expect(
      parse('delft', {
        tenantsWithImageOnly: 'FALSE',
        suitableForStatusIds: '8,1,3',
        roommateGenders: 'mixed',
        suitableForGenders: 'mixed,male',
        maxRent: '600',
        tenantsPerPage: '0',
        sort: '2',
      }),
    ).toMatchObject({
      tenantsWithImageOnly: false,
      suitableForStatusIds: [TenantOccupation.Student, TenantOccupation.LookingForJob],
      roommateGenders: [Gender.Mixed],
      suitableForGenders: [Gender.Male],
      maxRent: 600,
      tenantsPerPage: 20,
      sort: TenantSort.HighToLow,
    });
  });
});

describe('buildTenantSearchUrl', () => {
  it('writes the country word for a blank city and no query for the defaults', () => {
    expect(buildTenantSearchUrl(D, 'nl')).toEqual({ params: { city: 'nederland' }, query: {} });
    expect(buildTenantSearchUrl(D, 'en')).toEqual({ params: { city: 'netherlands' }, query: {} });
  });

  it('writes non-default values, tenantsWithImageOnly=false included', () => {
    const url = buildTenantSearchUrl(
      {
        ...D,
        city: 'Utrecht',
        tenantsWithImageOnly: false,
        suitableForMinAge: 20,
        searchView: ViewMode.Favorite,
      },
      'en',
    );
    expect(url).toEqual({
      params: { city: 'utrecht' },
      query: { searchView: 'favorite', suitableForMinAge: '20', tenantsWithImageOnly: 'false' },
    });
  });
});

const slug = fc
  .stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/)
  .filter((text) => text !== 'netherlands' && text !== 'nederland');

const tenantFilters: fc.Arbitrary<TenantSearchFilters> = fc
  .record({
    pageNo: fc.integer({ min: 1, max: 100_000 }),
    tenantsPerPage: fc.integer({ min: 1, max: 100 }),
    searchView: fc.constantFrom(ViewMode.List, ViewMode.Favorite),
    city: fc.oneof(fc.constant(''), slug),
    minSize: fc.constantFrom(...enumValues(SurfaceBand)),
    maxRent: fc.option(fc.constantFrom(...enumValues(PriceBand)), { nil: null }),
    suitableForStatusIds: fc.subarray(enumValues(TenantOccupation)),
    furnishings: fc.subarray(enumValues(Furnishing)),
    availabilityPeriods: fc.subarray(enumValues(AvailabilityPeriod)),
    suitableForNumberOfPersons: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    suitableForGenders: fc.subarray([Gender.Male, Gender.Female]),
    ages: fc.tuple(
      fc.integer({ min: MIN_AGE, max: MAX_AGE }),
      fc.integer({ min: MIN_AGE, max: MAX_AGE }),
    ),
    suitableForWorkStatuses: fc.subarray(enumValues(WorkStatus)),
    isSmokingInsideAllowed: fc.boolean(),
    isPetsInsideAllowed: fc.boolean(),
    roommateNumberMax: fc.option(fc.constantFrom(...enumValues(RoommateMax)), { nil: null }),
    roommateGenders: fc.subarray(enumValues(Gender)),
    tenantsWithImageOnly: fc.boolean(),
    sort: fc.constantFrom(...enumValues(TenantSort)),
  })
  .map(({ ages: [a, b], ...rest }) => ({
    ...rest,
    suitableForMinAge: Math.min(a, b),
    suitableForMaxAge: Math.max(a, b),
  }));

describe('tenant search URL properties', () => {
  it('parse(build(filters)) gives the filters back in both languages', () => {
    fc.assert(
      fc.property(tenantFilters, fc.constantFrom<Locale>('nl', 'en'), (original, locale) => {
        const { params, query } = buildTenantSearchUrl(original, locale);
        expect(parseTenantSearchUrl({ params, query: new URLSearchParams(query), locale })).toEqual(
          original,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary input and keeps a valid age range', () => {
    const keys = fc.oneof(fc.constantFrom(...Object.keys(D)), fc.string());
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.dictionary(keys, fc.string()),
        (city, query) => {
          const parsed = parseTenantSearchUrl({ params: { city }, query, locale: 'nl' });
          expect(parsed.suitableForMinAge).toBeGreaterThanOrEqual(MIN_AGE);
          expect(parsed.suitableForMaxAge).toBeLessThanOrEqual(MAX_AGE);
          expect(parsed.suitableForMinAge).toBeLessThanOrEqual(parsed.suitableForMaxAge);
          expect(
            parseTenantSearchUrl({ ...buildTenantSearchUrl(parsed, 'nl'), locale: 'nl' }),
          ).toEqual(parsed);
        },
      ),
    );
  });
});
