/** Search-category rules, §4 "Search category rules". */

import { STUDENT_HOUSING_DEFAULT_MAX_RENT_EURO } from '../constants/search-defaults';
import { Furnishing } from '../enums/listing';
import { SearchListingType } from '../enums/search';
import { AvailabilityPeriod, WorkStatus } from '../enums/search-words';

import type { ListingSearchFilters } from '../url/listing-search-url';

function withItems<T>(list: readonly T[], items: readonly T[], when: boolean): readonly T[] {
  if (!when) return list;
  return [...list, ...items.filter((item) => !list.includes(item))];
}

/**
 * Applies the filters implied by the search categories (§4), for every category in
 * `searchCategories`:
 * - FurnishedApartment adds the Furnished furnishing;
 * - ShortTermRental adds the temporary availability period;
 * - LongTermRental adds the indefinite availability period;
 * - StudentHousing adds the student and working-student statuses and, when no max rent is set
 *   and a city is searched (with or without a street), the city's default max rent:
 *   Groningen 500, Rotterdam 600 euro per month (§9).
 * Filters already present are not duplicated; the input is not changed.
 *
 * @param filters listing search filters as read from the URL
 * @returns the filters with the implied values added
 */
export function applySearchCategoryRules(filters: ListingSearchFilters): ListingSearchFilters {
  const has = (category: SearchListingType): boolean => filters.searchCategories.includes(category);
  const isStudentHousing = has(SearchListingType.StudentHousing);
  const city = filters.citySlug.trim().toLowerCase();
  const cityMaxRent = Object.hasOwn(STUDENT_HOUSING_DEFAULT_MAX_RENT_EURO, city)
    ? STUDENT_HOUSING_DEFAULT_MAX_RENT_EURO[city]
    : undefined;
  return {
    ...filters,
    furnishings: withItems(
      filters.furnishings,
      [Furnishing.Furnished],
      has(SearchListingType.FurnishedApartment),
    ),
    availabilityPeriods: withItems(
      withItems(
        filters.availabilityPeriods,
        [AvailabilityPeriod.Temporary],
        has(SearchListingType.ShortTermRental),
      ),
      [AvailabilityPeriod.Indefinite],
      has(SearchListingType.LongTermRental),
    ),
    suitableForWorkStatuses: withItems(
      filters.suitableForWorkStatuses,
      [WorkStatus.Student, WorkStatus.WorkingStudent],
      isStudentHousing,
    ),
    maxRent: isStudentHousing && filters.maxRent === null ? (cityMaxRent ?? null) : filters.maxRent,
  };
}
