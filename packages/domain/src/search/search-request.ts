/**
 * Conversion of URL-side search filters into the server's search requests, §3 "Listing search
 * request" and "Tenant search request". Field names are the spec's, including their casing.
 */

import { TENANT_SEARCH_RADIUS_KM } from '../constants/search-defaults';
import { enumValues } from '../enums/enum-values';
import { TenantOccupation } from '../enums/listing';
import { ViewMode } from '../enums/search';
import {
  AVAILABILITY_PERIOD_IDS,
  GENDER_IDS,
  ROOMMATE_MAX_IDS,
  WORK_STATUS_IDS,
} from '../enums/search-words';

import { applySearchCategoryRules } from './search-category-rules';

import type { PriceBand, SurfaceBand } from '../enums/bands';
import type { Furnishing, GenderPreference, OwnerType } from '../enums/listing';
import type { ListingSort, Radius, SearchListingType, TenantSort } from '../enums/search';
import type { AvailabilityPeriodId, RoommateMaxId } from '../enums/search-words';
import type { ListingSearchFilters } from '../url/listing-search-url';
import type { SharedSearchFilters } from '../url/shared-search-filters';
import type { TenantSearchFilters } from '../url/tenant-search-url';

/** The searched place of a search request, §3 `location`. */
export interface SearchLocation {
  /** Display name of the most precise place searched: the street name, else the city name. */
  readonly name: string;
  /** Display name of the city; '' when unknown. */
  readonly cityName: string;
  /** City slug; '' for the whole country. */
  readonly citySlug: string;
}

/**
 * The server's listing search request, §3. Money ids are euro per month, surface ids m²,
 * radius km, coordinates degrees; dates 'YYYY-MM-DD'. Booleans false mean "not required".
 */
export interface ListingSearchRequest {
  location: SearchLocation;
  streetSlug: string;
  citySlug: string;
  streetName: string;
  radiusId: Radius;
  listingTypeIds: SearchListingType[];
  maxRentalPriceId: PriceBand | null;
  surfaceMinimumId: SurfaceBand;
  listingSortOptionId: ListingSort;
  pageNo: number;
  suitableForGenderIds: GenderPreference[];
  furnishings: Furnishing[];
  availabilityPeriods: AvailabilityPeriodId[];
  availableFromDate: string | null;
  isBathroomPrivate: boolean;
  isToiletPrivate: boolean;
  isKitchenPrivate: boolean;
  hasInternet: boolean;
  suitableForNumberOfPersonsId: number | null;
  candidateAge: number | null;
  suitableForStatusIds: TenantOccupation[];
  isSmokingInsideAllowed: boolean;
  isPetsInsideAllowed: boolean;
  roommateMaxNumberId: RoommateMaxId | null;
  roommateGenderIds: GenderPreference[];
  ownerTypeIds: OwnerType[];
  /** Experiment variant of the result page, or null (ours: not described in §3). */
  variant: string | null;
  searchview: ViewMode;
  topAdsOnly: boolean;
  topAdOffset: number;
  rowsPerPage: number;
  /** South edge of the map box (the south-east latitude), degrees. */
  lat_lo: number;
  /** West edge of the map box (the north-west longitude), degrees. */
  lng_lo: number;
  /** North edge of the map box (the north-west latitude), degrees. */
  lat_hi: number;
  /** East edge of the map box (the south-east longitude), degrees. */
  lng_hi: number;
}

/** Request settings that do not come from the URL. */
export interface ListingSearchRequestOptions {
  /** Experiment variant; default null. */
  readonly variant?: string | null;
  /** Ask for top adverts only; default false. */
  readonly topAdsOnly?: boolean;
  /** Offset into the top adverts; default 0. */
  readonly topAdOffset?: number;
}

/** The server's tenant search request, §3. Ids as in {@link ListingSearchRequest}; ages in years. */
export interface TenantSearchRequest {
  location: SearchLocation;
  /** Always empty for tenant search (§3). */
  listingTypeIDs: SearchListingType[];
  maxRentalPriceID: PriceBand | null;
  surfaceMinimumID: SurfaceBand;
  pageNo: number;
  suitableForGenderIDs: GenderPreference[];
  furnishings: Furnishing[];
  availabilityPeriods: AvailabilityPeriodId[];
  suitableForNumberOfPersonsID: number | null;
  suitableForMinAge: number;
  suitableForMaxAge: number;
  suitableForStatusIDs: TenantOccupation[];
  isSmokingInsideAllowed: boolean;
  isPetsInsideAllowed: boolean;
  roommateMaxNumberID: RoommateMaxId | null;
  roommateGenderIDs: GenderPreference[];
  rowsPerPage: number;
  tenantsWithImageOnly: boolean;
  /** Always 5 km (§3, §9). */
  radiusID: typeof TENANT_SEARCH_RADIUS_KM;
  listingSortOptionID: TenantSort;
  /** Always null: tenant search has no availability date filter. */
  availableFromDate: string | null;
  /** True in the favourites view. */
  onlyFavorite: boolean;
}

/** The id lists shared by both requests, from the shared filter fields. */
function sharedIds(filters: SharedSearchFilters) {
  return {
    suitableForGenderIds: filters.suitableForGenders.map((gender) => GENDER_IDS[gender]),
    availabilityPeriods: filters.availabilityPeriods.map(
      (period) => AVAILABILITY_PERIOD_IDS[period],
    ),
    roommateMaxNumberId:
      filters.roommateNumberMax === null ? null : ROOMMATE_MAX_IDS[filters.roommateNumberMax],
    roommateGenderIds: filters.roommateGenders.map((gender) => GENDER_IDS[gender]),
    workStatusIds: filters.suitableForWorkStatuses.map((status) => WORK_STATUS_IDS[status]),
  };
}

/**
 * Converts listing search filters into the server request (§3), after applying the search
 * category rules (§4). The map box is always sent.
 *
 * @param filters listing search filters, as read from the URL (with names filled in)
 * @param options request settings not in the URL
 * @returns the request body for POST /listing/findlistings and related calls (§7)
 */
export function toListingSearchRequest(
  filters: ListingSearchFilters,
  options: ListingSearchRequestOptions = {},
): ListingSearchRequest {
  const f = applySearchCategoryRules(filters);
  const ids = sharedIds(f);
  return {
    location: { name: f.streetName || f.cityName, cityName: f.cityName, citySlug: f.citySlug },
    streetSlug: f.streetSlug,
    citySlug: f.citySlug,
    streetName: f.streetName,
    radiusId: f.radius,
    listingTypeIds: [...f.searchCategories],
    maxRentalPriceId: f.maxRent,
    surfaceMinimumId: f.minSize,
    listingSortOptionId: f.sort,
    pageNo: f.pageNo,
    suitableForGenderIds: ids.suitableForGenderIds,
    furnishings: [...f.furnishings],
    availabilityPeriods: ids.availabilityPeriods,
    availableFromDate: f.availableFrom,
    isBathroomPrivate: f.isBathroomPrivate,
    isToiletPrivate: f.isToiletPrivate,
    isKitchenPrivate: f.isKitchenPrivate,
    hasInternet: f.hasInternet,
    suitableForNumberOfPersonsId: f.suitableForNumberOfPersons,
    candidateAge: f.suitableForAge,
    suitableForStatusIds: ids.workStatusIds,
    isSmokingInsideAllowed: f.isSmokingInsideAllowed,
    isPetsInsideAllowed: f.isPetsInsideAllowed,
    roommateMaxNumberId: ids.roommateMaxNumberId,
    roommateGenderIds: ids.roommateGenderIds,
    ownerTypeIds: [...f.ownerTypes],
    variant: options.variant ?? null,
    searchview: f.searchView,
    topAdsOnly: options.topAdsOnly ?? false,
    topAdOffset: options.topAdOffset ?? 0,
    rowsPerPage: f.listingsPerPage,
    lat_lo: f.selat,
    lng_lo: f.nwlng,
    lat_hi: f.nwlat,
    lng_hi: f.selng,
  };
}

/**
 * Converts tenant search filters into the server request (§3): no listing types, radius fixed
 * at 5 km, statuses from both `suitableForStatusIds` and the work statuses (deduplicated, in
 * flag order), `onlyFavorite` in the favourites view. The location carries the slug only.
 *
 * @param filters tenant search filters, as read from the URL
 * @returns the request body for POST /tenant/findtenants (§7)
 */
export function toTenantSearchRequest(filters: TenantSearchFilters): TenantSearchRequest {
  const ids = sharedIds(filters);
  const statuses = new Set([...filters.suitableForStatusIds, ...ids.workStatusIds]);
  return {
    location: { name: '', cityName: '', citySlug: filters.city },
    listingTypeIDs: [],
    maxRentalPriceID: filters.maxRent,
    surfaceMinimumID: filters.minSize,
    pageNo: filters.pageNo,
    suitableForGenderIDs: ids.suitableForGenderIds,
    furnishings: [...filters.furnishings],
    availabilityPeriods: ids.availabilityPeriods,
    suitableForNumberOfPersonsID: filters.suitableForNumberOfPersons,
    suitableForMinAge: filters.suitableForMinAge,
    suitableForMaxAge: filters.suitableForMaxAge,
    suitableForStatusIDs: enumValues(TenantOccupation).filter((status) => statuses.has(status)),
    isSmokingInsideAllowed: filters.isSmokingInsideAllowed,
    isPetsInsideAllowed: filters.isPetsInsideAllowed,
    roommateMaxNumberID: ids.roommateMaxNumberId,
    roommateGenderIDs: ids.roommateGenderIds,
    rowsPerPage: filters.tenantsPerPage,
    tenantsWithImageOnly: filters.tenantsWithImageOnly,
    radiusID: TENANT_SEARCH_RADIUS_KM,
    listingSortOptionID: filters.sort,
    availableFromDate: null,
    onlyFavorite: filters.searchView === ViewMode.Favorite,
  };
}
