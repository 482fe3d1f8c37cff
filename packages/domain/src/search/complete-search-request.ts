/**
 * A lenient §3 listing search request (§5: any field may be missing or null) made complete, as a
 * search alert stores it and as the site reads it back: the alert's e-mails, its words and its
 * search link are made from the complete request (`toListingSearchFilters`).
 */
import { DEFAULT_LISTING_SEARCH_FILTERS } from '../url/listing-search-url';

import { toListingSearchRequest } from './search-request';

import type { SearchRequestInput } from './search-criteria';
import type { ListingSearchRequest } from './search-request';

/** Fields of the §3 request whose `null` means "no filter" (elsewhere null means the default). */
const NULLABLE_FIELDS: ReadonlySet<string> = new Set([
  'maxRentalPriceId',
  'availableFromDate',
  'suitableForNumberOfPersonsId',
  'candidateAge',
  'roommateMaxNumberId',
  'variant',
]);

/** The map box fields of the §3 request. */
const BOX_FIELDS: ReadonlySet<string> = new Set(['lat_lo', 'lng_lo', 'lat_hi', 'lng_hi']);

/** The default §3 request (`toListingSearchRequest` of the §5 default filters). */
const DEFAULT_REQUEST = toListingSearchRequest(DEFAULT_LISTING_SEARCH_FILTERS);

/**
 * A validated, lenient search request (§5: any field may be missing or null) made complete: the
 * §3 request with the defaults of the missing fields, as an alert stores it, so the site and
 * the e-mails can turn it back into URL filters (`toListingSearchFilters`).
 *
 * @param request a request as the search calls accept it (e.g. a body that passed the API's
 *   `listingSearchRequest`, or an alert as the API answers it)
 * @returns the complete request; never throws
 */
export function completeListingSearchRequest(request: SearchRequestInput): ListingSearchRequest {
  const complete: Record<string, unknown> = { ...DEFAULT_REQUEST };
  // The map box counts only whole (as `toSearchCriteria` reads it): a partial one is the default.
  const { lat_lo: latLo, lng_lo: lngLo, lat_hi: latHi, lng_hi: lngHi } = request;
  const wholeBox = latLo != null && lngLo != null && latHi != null && lngHi != null;
  for (const [field, value] of Object.entries(request)) {
    if (!(field in DEFAULT_REQUEST) || value === undefined) continue;
    if (!wholeBox && BOX_FIELDS.has(field)) continue;
    if (value === null && !NULLABLE_FIELDS.has(field)) continue;
    complete[field] = value;
  }
  // No type at all means every type (§3 Empty 0): stored as Generic, so its search has a path.
  if (Array.isArray(complete.listingTypeIds) && complete.listingTypeIds.length === 0) {
    complete.listingTypeIds = DEFAULT_REQUEST.listingTypeIds;
  }
  const location = request.location ?? {};
  complete.location = {
    name: location.name ?? DEFAULT_REQUEST.location.name,
    cityName: location.cityName ?? DEFAULT_REQUEST.location.cityName,
    citySlug: location.citySlug ?? DEFAULT_REQUEST.location.citySlug,
  };
  // The search reads `location.citySlug` when `citySlug` is empty (`toSearchCriteria`): so does
  // the complete request, so its URL filters name the same city.
  if (!request.citySlug?.trim()) complete.citySlug = location.citySlug ?? '';
  // Every field of the default request is present and each given value passed the request's
  // schema, so the record is a complete request.
  return complete as unknown as ListingSearchRequest;
}
