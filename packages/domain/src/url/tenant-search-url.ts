/**
 * Tenant search (roommates) URLs, §2 (`/huisgenoten/:city`, `/en/roommates/:city`), §3 "Tenant
 * search filters (URL side)" and §5. Paths belong to @rooms/i18n; this module reads and writes
 * the `city` route param and the query.
 */

import { MAX_SEARCH_ROWS_PER_PAGE, SEARCH_ROWS_PER_PAGE } from '../constants/paging';
import { MAX_AGE, MIN_AGE } from '../constants/search-defaults';
import { enumValues } from '../enums/enum-values';
import { TenantOccupation } from '../enums/listing';
import { TenantSort, ViewMode } from '../enums/search';

import {
  booleanCodec,
  integerCodec,
  numberListCodec,
  oneOfCodec,
  readQuery,
  wordCodec,
  writeQuery,
} from './query-codec';
import { collectQueryValues } from './query-input';
import { DEFAULT_COUNTRY_WORD } from './search-category-segment';
import { SHARED_SEARCH_CODECS, SHARED_SEARCH_FILTER_DEFAULTS } from './shared-search-filters';

import type { Locale } from '../enums/site-language';
import type { QueryCodecs } from './query-codec';
import type { QueryInput } from './query-input';
import type { SharedSearchFilters } from './shared-search-filters';

/** The tenant search filters as they live in the URL, §3. Money in euro per month, surface in m². */
export interface TenantSearchFilters extends SharedSearchFilters {
  /** Tenants per page, 1 to MAX_SEARCH_ROWS_PER_PAGE. */
  readonly tenantsPerPage: number;
  /** View: `ViewMode.List` or `ViewMode.Favorite` (URL words list, favorite; favourite also read). */
  readonly searchView: ViewMode;
  /** City slug from the path; '' for the whole country. */
  readonly city: string;
  /** Occupations asked for, as server ids (bit-flag values); empty for any. */
  readonly suitableForStatusIds: readonly TenantOccupation[];
  /** Minimum tenant age in years, within [MIN_AGE, MAX_AGE] and not above the maximum. */
  readonly suitableForMinAge: number;
  /** Maximum tenant age in years, within [MIN_AGE, MAX_AGE] and not below the minimum. */
  readonly suitableForMaxAge: number;
  /** Only tenants with a profile photo; default true (§5). */
  readonly tenantsWithImageOnly: boolean;
  /** Sort order (ours: not in the §3 URL list, but the request has a sort); default Recommended. */
  readonly sort: TenantSort;
}

/**
 * The default tenant search, §5: whole country, page 1, 20 per page, list view, ages
 * MIN_AGE..MAX_AGE, tenants with a photo only, recommended first, no filters.
 */
export const DEFAULT_TENANT_SEARCH_FILTERS: TenantSearchFilters = Object.freeze({
  ...SHARED_SEARCH_FILTER_DEFAULTS,
  tenantsPerPage: SEARCH_ROWS_PER_PAGE,
  searchView: ViewMode.List,
  city: '',
  suitableForStatusIds: [],
  suitableForMinAge: MIN_AGE,
  suitableForMaxAge: MAX_AGE,
  tenantsWithImageOnly: true,
  sort: TenantSort.Recommended,
});

/** Route params of the tenant search route (`…/:city`). */
export interface TenantSearchParams {
  readonly city?: string;
}

/** A tenant search URL as route params plus query, for the route table of @rooms/i18n. */
export interface TenantSearchUrl {
  readonly params: { city: string };
  /** Non-default values only, in a stable key order (the §3 field order, then sort). */
  readonly query: Record<string, string>;
}

const D = DEFAULT_TENANT_SEARCH_FILTERS;
const S = SHARED_SEARCH_CODECS;
const AGE = { min: MIN_AGE, max: MAX_AGE };

const TENANT_QUERY_CODECS: QueryCodecs<Omit<TenantSearchFilters, 'city'>> = {
  pageNo: S.pageNo,
  tenantsPerPage: integerCodec(D.tenantsPerPage, { min: 1, max: MAX_SEARCH_ROWS_PER_PAGE }),
  searchView: wordCodec<ViewMode, ViewMode>(
    { list: ViewMode.List, favorite: ViewMode.Favorite, favourite: ViewMode.Favorite },
    D.searchView,
  ),
  minSize: S.minSize,
  maxRent: S.maxRent,
  suitableForStatusIds: numberListCodec(enumValues(TenantOccupation)),
  furnishings: S.furnishings,
  availabilityPeriods: S.availabilityPeriods,
  suitableForNumberOfPersons: S.suitableForNumberOfPersons,
  suitableForGenders: S.suitableForGenders,
  suitableForMinAge: integerCodec(D.suitableForMinAge, AGE, 'clamp'),
  suitableForMaxAge: integerCodec(D.suitableForMaxAge, AGE, 'clamp'),
  suitableForWorkStatuses: S.suitableForWorkStatuses,
  isSmokingInsideAllowed: S.isSmokingInsideAllowed,
  isPetsInsideAllowed: S.isPetsInsideAllowed,
  roommateNumberMax: S.roommateNumberMax,
  roommateGenders: S.roommateGenders,
  tenantsWithImageOnly: booleanCodec(D.tenantsWithImageOnly),
  sort: oneOfCodec(enumValues(TenantSort), D.sort),
};

/**
 * Reads a tenant search URL leniently (§5). Never throws: invalid values fall back to their
 * defaults, invalid list entries are dropped, ages are clamped to [MIN_AGE, MAX_AGE] and swapped
 * when the minimum exceeds the maximum (ours). The country word gives a blank city.
 *
 * @param input.params route param `city` (a slug)
 * @param input.query the query (keys case-insensitive)
 * @param input.locale language of the path
 * @returns the filters
 */
export function parseTenantSearchUrl(input: {
  params: TenantSearchParams;
  query: QueryInput;
  locale: Locale;
}): TenantSearchFilters {
  const fields = readQuery(TENANT_QUERY_CODECS, collectQueryValues(input.query));
  const slug = (input.params.city ?? '').trim().toLowerCase();
  return {
    ...fields,
    city: slug === DEFAULT_COUNTRY_WORD[input.locale] ? '' : slug,
    suitableForMinAge: Math.min(fields.suitableForMinAge, fields.suitableForMaxAge),
    suitableForMaxAge: Math.max(fields.suitableForMinAge, fields.suitableForMaxAge),
  };
}

/**
 * Builds a tenant search URL (§2, §5): the `city` param (the country word when blank) and the
 * query of non-default values in a stable key order.
 *
 * @param filters the filters
 * @param locale language of the path
 * @returns params and query for the route table of @rooms/i18n
 */
export function buildTenantSearchUrl(
  filters: TenantSearchFilters,
  locale: Locale,
): TenantSearchUrl {
  const city = filters.city.trim().toLowerCase();
  return {
    params: { city: city === '' ? DEFAULT_COUNTRY_WORD[locale] : city },
    query: writeQuery(TENANT_QUERY_CODECS, filters),
  };
}
