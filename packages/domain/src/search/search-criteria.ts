/**
 * The canonical search criteria of a listing search (§3 request, §4/§5 semantics): what the
 * API's search calls, the in-memory index's matcher, the SQL builder and the search alerts all
 * filter by. A validated §3 request (the body of the search calls, or an alert's stored request)
 * is normalised here once: defaults of §5/§9 applied, enumeration ids turned into masks, ranges
 * and limits.
 */
import { DEFAULT_PAGE_NO, SEARCH_ROWS_PER_PAGE } from '../constants/paging';
import { DEFAULT_RADIUS_KM, MAX_AGE, MIN_AGE } from '../constants/search-defaults';
import { DEFAULT_MIN_SURFACE } from '../enums/bands';
import { combineFlags } from '../enums/bit-flags';
import { GenderPreference } from '../enums/listing';
import { ListingSort, SearchListingType } from '../enums/search';
import { AVAILABILITY_PERIOD_IDS, ROOMMATE_MAX_IDS } from '../enums/search-words';

import { toListingSearchRequest, type ListingSearchRequest } from './search-request';

import type { Furnishing, OwnerType } from '../enums/listing';
import type { ListingSearchFilters } from '../url/listing-search-url';

/**
 * A map bounding box, WGS84 degrees (south/west edges `lo`, north/east edges `hi`): the one box
 * type of the search (the request's `lat_lo/lng_lo/lat_hi/lng_hi`, a radius's prefilter box,
 * the box a map call searched).
 */
export interface GeoBox {
  latLo: number;
  lngLo: number;
  latHi: number;
  lngHi: number;
}

/** Availability of a listing asked for: with an end date (temporary) or without (indefinite). */
export type AvailabilityKind = 'temporary' | 'indefinite';

/**
 * The search criteria of one request, normalised (§3 request, §4/§5 semantics). `null` or an
 * empty list means "no filter". Money euro cents, surfaces m², distances km, dates 'YYYY-MM-DD'.
 */
export interface SearchCriteria {
  /** City slug, or null for the whole country. */
  citySlug: string | null;
  /** Street slug within the city (radius centre), or null. */
  streetSlug: string | null;
  /** Radius in km around the city centre or street; 0 = inside the city (city_id match). */
  radiusKm: number;
  /** Search listing types to match (any of); [] = all (Generic 20 / Empty 0 given or none). */
  listingTypes: SearchListingType[];
  /** Maximum monthly rent in euro cents, or null. */
  maxRentCents: number | null;
  /** Minimum surface in m², or null. */
  minSurfaceM2: number | null;
  sort: ListingSort;
  pageNo: number;
  rowsPerPage: number;
  /** GenderPreference flags of the tenant (0 = no filter). */
  genderMask: number;
  furnishings: Furnishing[];
  /** Availability asked for, or null (none or both periods). */
  availability: AvailabilityKind | null;
  /** Listings available on or before this date, or null. */
  availableFrom: string | null;
  isBathroomPrivate: boolean;
  isToiletPrivate: boolean;
  isKitchenPrivate: boolean;
  hasInternet: boolean;
  isSmokingInsideAllowed: boolean;
  isPetsInsideAllowed: boolean;
  /** Listing must suit at least this many persons, or null. */
  minPersons: number | null;
  /** Candidate age in years, clamped to [MIN_AGE, MAX_AGE], or null. */
  candidateAge: number | null;
  /** TenantOccupation flags (0 = no filter). */
  occupationMask: number;
  /** Maximum current residents, or null for any. */
  maxRoommates: number | null;
  /** GenderPreference flags of the current residents asked for (0 = no filter). */
  roommateGenderMask: number;
  ownerTypes: OwnerType[];
  /** Only listings with an active top advert. */
  topAdsOnly: boolean;
  /** With `topAdsOnly`: top adverts skipped before the page (rotation). */
  topAdOffset: number;
  /** The map box of the request, or null when incomplete (map calls fall back to §9's region). */
  box: GeoBox | null;
}

/**
 * A request value as a lenient body may carry it (§5): enumeration values as plain numbers,
 * every field of a nested object optional, null allowed anywhere.
 */
type Lenient<T> = T extends number
  ? number
  : T extends string
    ? string
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? readonly Lenient<E>[]
        : T extends object
          ? { [K in keyof T]?: Lenient<T[K]> | null | undefined }
          : T;

/**
 * The request the criteria are made from: a {@link ListingSearchRequest} as the search calls
 * accept it (the validated body, or an alert's stored request) — every field optional and
 * nullable as §5's leniency allows. Derived from the request type, so a new request field is
 * here by itself.
 */
export type SearchRequestInput = {
  [K in keyof ListingSearchRequest]?: Lenient<ListingSearchRequest[K]> | null | undefined;
};

/** Maximum current residents of each roommate-maximum id (more-than-eight: no maximum). */
const MAX_ROOMMATES_OF_ID: Readonly<Record<number, number | null>> = {
  [ROOMMATE_MAX_IDS.none]: 0,
  [ROOMMATE_MAX_IDS.four]: 4,
  [ROOMMATE_MAX_IDS.eight]: 8,
  [ROOMMATE_MAX_IDS['more-than-eight']]: null,
};

/** Search types that mean "every listing" (§3: Generic = all properties, Empty = none chosen). */
const ALL_TYPES: ReadonlySet<number> = new Set([
  SearchListingType.Generic,
  SearchListingType.Empty,
]);

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.toLowerCase();
}

function unique<T>(values: readonly T[] | null | undefined): T[] {
  return [...new Set(values ?? [])];
}

function availabilityOf(periods: readonly number[] | null | undefined): AvailabilityKind | null {
  const set = new Set(periods ?? []);
  const temporary = set.has(AVAILABILITY_PERIOD_IDS.temporary);
  const indefinite = set.has(AVAILABILITY_PERIOD_IDS.indefinite);
  if (temporary === indefinite) return null;
  return temporary ? 'temporary' : 'indefinite';
}

function boxOf(input: SearchRequestInput): GeoBox | null {
  const { lat_lo: latLo, lng_lo: lngLo, lat_hi: latHi, lng_hi: lngHi } = input;
  if (latLo == null || lngLo == null || latHi == null || lngHi == null) return null;
  return { latLo, lngLo, latHi, lngHi };
}

/**
 * Turns a validated search request (§3) into {@link SearchCriteria}: the city slug from
 * `citySlug`, else `location.citySlug` (lower-cased; '' = whole country); defaults of §5/§9
 * (page 1, 20 rows, radius 10 km, newest first); Generic 20 / Empty 0 types mean all; max rent
 * euro -> cents; surface 6 m² (the default band) means no minimum; age clamped to 16..99;
 * both availability periods mean none; roommate-maximum ids -> resident counts.
 *
 * @param input a body that passed `listingSearchRequest` (enumeration values already checked)
 * @returns the normalised criteria; never throws
 */
export function toSearchCriteria(input: SearchRequestInput): SearchCriteria {
  const types = unique(input.listingTypeIds) as SearchListingType[];
  const surface = input.surfaceMinimumId ?? DEFAULT_MIN_SURFACE;
  const age = input.candidateAge;
  return {
    citySlug: text(input.citySlug) ?? text(input.location?.citySlug),
    streetSlug: text(input.streetSlug),
    radiusKm: input.radiusId ?? DEFAULT_RADIUS_KM,
    listingTypes: types.some((type) => ALL_TYPES.has(type)) ? [] : types,
    maxRentCents: input.maxRentalPriceId == null ? null : input.maxRentalPriceId * 100,
    minSurfaceM2: surface > DEFAULT_MIN_SURFACE ? surface : null,
    sort: (input.listingSortOptionId ?? ListingSort.NewestFirst) as ListingSort,
    pageNo: input.pageNo ?? DEFAULT_PAGE_NO,
    rowsPerPage: input.rowsPerPage ?? SEARCH_ROWS_PER_PAGE,
    genderMask: combineFlags(unique(input.suitableForGenderIds)),
    furnishings: unique(input.furnishings) as Furnishing[],
    availability: availabilityOf(input.availabilityPeriods),
    availableFrom: input.availableFromDate ?? null,
    isBathroomPrivate: input.isBathroomPrivate === true,
    isToiletPrivate: input.isToiletPrivate === true,
    isKitchenPrivate: input.isKitchenPrivate === true,
    hasInternet: input.hasInternet === true,
    isSmokingInsideAllowed: input.isSmokingInsideAllowed === true,
    isPetsInsideAllowed: input.isPetsInsideAllowed === true,
    minPersons: input.suitableForNumberOfPersonsId ?? null,
    candidateAge: age == null ? null : Math.min(MAX_AGE, Math.max(MIN_AGE, age)),
    occupationMask: combineFlags(unique(input.suitableForStatusIds)),
    maxRoommates:
      input.roommateMaxNumberId == null
        ? null
        : (MAX_ROOMMATES_OF_ID[input.roommateMaxNumberId] ?? null),
    roommateGenderMask: combineFlags(unique(input.roommateGenderIds)),
    ownerTypes: unique(input.ownerTypeIds) as OwnerType[],
    topAdsOnly: input.topAdsOnly === true,
    topAdOffset: input.topAdsOnly === true ? (input.topAdOffset ?? 0) : 0,
    box: boxOf(input),
  };
}

/** GenderPreference flags that suit every tenant gender (a listing open to Mixed or NotImportant). */
export const GENDER_OPEN_MASK = GenderPreference.Mixed | GenderPreference.NotImportant;

/**
 * The criteria of the search a URL describes: `toSearchCriteria(toListingSearchRequest(filters))`,
 * so a search page, its server calls and an alert saved from it filter alike (§3, §4 category
 * rules applied).
 *
 * @param filters listing search filters, as read from the URL
 * @returns the normalised criteria; never throws
 */
export function searchCriteriaOfFilters(filters: ListingSearchFilters): SearchCriteria {
  return toSearchCriteria(toListingSearchRequest(filters));
}
