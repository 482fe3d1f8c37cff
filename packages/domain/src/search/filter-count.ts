/** The filter badge counter, §5 "Filter badge counter". */

import { SearchListingType } from '../enums/search';
import { DEFAULT_LISTING_SEARCH_FILTERS } from '../url/listing-search-url';
import { DEFAULT_TENANT_SEARCH_FILTERS } from '../url/tenant-search-url';

import type { ListingSearchFilters } from '../url/listing-search-url';
import type { TenantSearchFilters } from '../url/tenant-search-url';

/** Screen size of the counter: from the md breakpoint up some filters sit outside the drawer. */
export interface FilterCountOptions {
  /** True on medium screens and larger (site theme md, 1024 px, §9). */
  readonly isMediumUp: boolean;
}

/** Counts the keys whose value is set: a non-empty list, or a scalar other than its default. */
function countSet<F>(filters: F, defaults: F, keys: readonly (keyof F)[]): number {
  return keys.filter((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== defaults[key];
  }).length;
}

/**
 * The listing filters of the filter drawer (§5): every panel filter except radius, max rent and
 * min surface, which sit outside the drawer from md up. In the order the panel shows them.
 */
export const LISTING_DRAWER_FILTER_KEYS = [
  'furnishings',
  'hasInternet',
  'isBathroomPrivate',
  'isKitchenPrivate',
  'isToiletPrivate',
  'availabilityPeriods',
  'availableFrom',
  'suitableForNumberOfPersons',
  'suitableForGenders',
  'suitableForAge',
  'suitableForWorkStatuses',
  'isSmokingInsideAllowed',
  'isPetsInsideAllowed',
  'roommateNumberMax',
  'roommateGenders',
  'ownerTypes',
] as const satisfies readonly (keyof ListingSearchFilters)[];

const TENANT_DRAWER_KEYS = [
  'suitableForStatusIds',
  'furnishings',
  'availabilityPeriods',
  'suitableForNumberOfPersons',
  'suitableForGenders',
  'suitableForWorkStatuses',
  'isSmokingInsideAllowed',
  'isPetsInsideAllowed',
  'roommateNumberMax',
  'roommateGenders',
  'tenantsWithImageOnly',
] as const satisfies readonly (keyof TenantSearchFilters)[];

/**
 * Number shown on the listing search filter badge (§5): each set filter counts one (a list
 * counts one however many entries it has). On medium screens and larger the category, radius,
 * max rent and min size are not counted, because they are shown outside the filter drawer.
 * The category is set when it is anything but all properties (Generic). Page, view, sort,
 * place, alert and map values are never counted.
 *
 * @param filters listing search filters as read from the URL
 * @param options screen size
 * @returns the count, 0 or more
 */
export function countActiveFilters(
  filters: ListingSearchFilters,
  options: FilterCountOptions,
): number {
  const drawer = countSet(filters, DEFAULT_LISTING_SEARCH_FILTERS, LISTING_DRAWER_FILTER_KEYS);
  if (options.isMediumUp) return drawer;
  const isCategorySet = filters.searchCategories.some(
    (category) => category !== SearchListingType.Generic && category !== SearchListingType.Empty,
  );
  return (
    drawer +
    Number(isCategorySet) +
    countSet(filters, DEFAULT_LISTING_SEARCH_FILTERS, ['radius', 'maxRent', 'minSize'])
  );
}

/**
 * Number shown on the tenant search filter badge, by the same rule as {@link countActiveFilters}
 * (ours, §5 describes the listing badge): the age range counts one when either bound differs from
 * its default, tenantsWithImageOnly counts when switched off; on medium screens and larger max
 * rent and min size are not counted.
 *
 * @param filters tenant search filters as read from the URL
 * @param options screen size
 * @returns the count, 0 or more
 */
export function countActiveTenantFilters(
  filters: TenantSearchFilters,
  options: FilterCountOptions,
): number {
  const d = DEFAULT_TENANT_SEARCH_FILTERS;
  const isAgeSet =
    filters.suitableForMinAge !== d.suitableForMinAge ||
    filters.suitableForMaxAge !== d.suitableForMaxAge;
  const drawer = countSet(filters, d, TENANT_DRAWER_KEYS) + Number(isAgeSet);
  return options.isMediumUp ? drawer : drawer + countSet(filters, d, ['maxRent', 'minSize']);
}
