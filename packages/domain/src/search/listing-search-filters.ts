/**
 * The inverse of `toListingSearchRequest` (§3) for the fields a search URL carries: a stored
 * listing search request (a search alert's criteria) turned back into URL-side filters, so it
 * can be linked to as a search page (`buildListingSearchUrl`) and described in words.
 */

import {
  AVAILABILITY_PERIOD_IDS,
  GENDER_IDS,
  ROOMMATE_MAX_IDS,
  WORK_STATUS_IDS,
} from '../enums/search-words';
import { DEFAULT_LISTING_SEARCH_FILTERS } from '../url/listing-search-url';

import type { ListingSearchFilters } from '../url/listing-search-url';
import type { ListingSearchRequest } from './search-request';

/** Display names to put into the filters instead of the request's (e.g. in another language). */
export interface ListingSearchFilterNames {
  /** Display name of the city; default the request's `location.cityName`. */
  readonly cityName?: string;
  /** Display name of the street; default the request's `streetName`. */
  readonly streetName?: string;
}

/** The word of each id of a word-to-id table (ids of no word are dropped by {@link wordsOf}). */
function wordsById<W extends string, I extends number>(
  table: Readonly<Record<W, I>>,
): ReadonlyMap<number, W> {
  return new Map(Object.entries(table).map(([word, id]) => [id as number, word as W]));
}

const GENDER_WORDS = wordsById(GENDER_IDS);
const AVAILABILITY_WORDS = wordsById(AVAILABILITY_PERIOD_IDS);
const ROOMMATE_MAX_WORDS = wordsById(ROOMMATE_MAX_IDS);
const WORK_STATUS_WORDS = wordsById(WORK_STATUS_IDS);

/** The words of ids, in the ids' order, unknown ids left out. */
function wordsOf<W extends string>(words: ReadonlyMap<number, W>, ids: readonly number[]): W[] {
  return ids.flatMap((id) => {
    const word = words.get(id);
    return word === undefined ? [] : [word];
  });
}

/**
 * Converts a listing search request (§3) back into URL-side listing search filters. For every
 * request made by `toListingSearchRequest(filters)`, `toListingSearchRequest` of the result
 * gives that request again (the §4 category rules already applied stay applied). Fields a URL
 * carries but a request does not (map zoom and marker, `psaIdentifier`) get their §5/§9
 * defaults; request-only settings (`variant`, `topAdsOnly`, `topAdOffset`) are dropped;
 * status ids other than student and working student have no URL word and are dropped.
 *
 * @param request a listing search request, e.g. a search alert's stored criteria
 * @param names display names of the city and street to use instead of the request's
 * @returns the filters; never throws
 */
export function toListingSearchFilters(
  request: ListingSearchRequest,
  names: ListingSearchFilterNames = {},
): ListingSearchFilters {
  const roommateMax =
    request.roommateMaxNumberId === null
      ? undefined
      : ROOMMATE_MAX_WORDS.get(request.roommateMaxNumberId);
  return {
    ...DEFAULT_LISTING_SEARCH_FILTERS,
    searchCategories: [...request.listingTypeIds],
    pageNo: request.pageNo,
    listingsPerPage: request.rowsPerPage,
    searchView: request.searchview,
    radius: request.radiusId,
    citySlug: request.citySlug,
    cityName: names.cityName ?? request.location.cityName,
    streetSlug: request.streetSlug,
    streetName: names.streetName ?? request.streetName,
    maxRent: request.maxRentalPriceId,
    minSize: request.surfaceMinimumId,
    furnishings: [...request.furnishings],
    availabilityPeriods: wordsOf(AVAILABILITY_WORDS, request.availabilityPeriods),
    availableFrom: request.availableFromDate,
    suitableForNumberOfPersons: request.suitableForNumberOfPersonsId,
    suitableForGenders: wordsOf(GENDER_WORDS, request.suitableForGenderIds),
    suitableForAge: request.candidateAge,
    suitableForWorkStatuses: wordsOf(WORK_STATUS_WORDS, request.suitableForStatusIds),
    hasInternet: request.hasInternet,
    isBathroomPrivate: request.isBathroomPrivate,
    isKitchenPrivate: request.isKitchenPrivate,
    isToiletPrivate: request.isToiletPrivate,
    isSmokingInsideAllowed: request.isSmokingInsideAllowed,
    isPetsInsideAllowed: request.isPetsInsideAllowed,
    roommateNumberMax: roommateMax ?? null,
    roommateGenders: wordsOf(GENDER_WORDS, request.roommateGenderIds),
    ownerTypes: [...request.ownerTypeIds],
    sort: request.listingSortOptionId,
    nwlat: request.lat_hi,
    nwlng: request.lng_lo,
    selat: request.lat_lo,
    selng: request.lng_hi,
  };
}
