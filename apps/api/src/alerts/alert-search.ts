/**
 * What an alert searches for: a saved §3 search request turned into the search's own criteria
 * and resolved place (so matching uses the search's predicate, `search/index-matcher.ts`), plus
 * the columns that pre-select an alert as a candidate for a new listing.
 */
import { createHash } from 'node:crypto';

import {
  ErrorCode,
  ListingSort,
  ListingType,
  RoomsError,
  SearchListingType,
  toSearchCriteria,
  ViewMode,
  type SearchCriteria,
} from '@rooms/domain';

import { boxAround, type SearchPlace } from '../search/geometry.js';
import { mapBox, resolvePlace } from '../search/resolve-place.js';

import type { Database } from '../db/database.js';
import type { ListingSearchBody } from '../routes/listing/listing-search-request.schema.js';

/** Every ListingType bit: a match can be of any type. */
const ANY_LISTING_TYPE = Object.values(ListingType).reduce((mask, type) => mask | type, 0);

/** ListingType bits a listing of each search listing type can have (§3, `filters.ts`). */
function listingTypeBits(type: SearchListingType): number {
  switch (type) {
    case SearchListingType.Room:
    case SearchListingType.Apartment:
    case SearchListingType.Studio:
    case SearchListingType.Antisquat:
    case SearchListingType.StudentHousing:
      return type;
    case SearchListingType.FurnishedApartment:
      return ListingType.Apartment;
    default:
      // Short- and long-term rentals are of any type; Generic and Empty never reach here.
      return ANY_LISTING_TYPE;
  }
}

/** The search of one alert, ready to store. */
export interface AlertSearch {
  /** The normalised criteria (first page, newest first: paging and sort do not matter). */
  criteria: SearchCriteria;
  /** Where it looks (never `nowhere`). */
  place: SearchPlace;
  /** SHA-256 (hex) of criteria and place: the same search saved twice has the same key. */
  criteriaKey: string;
  /** Pre-selection: the city of a city search, else null. */
  cityId: number | null;
  /** Pre-selection: the box of a radius or map search (degrees), else null. */
  box: { latLo: number; latHi: number; lngLo: number; lngHi: number } | null;
  /** Pre-selection: true for a search of the whole country. */
  everywhere: boolean;
  /** Pre-selection: maximum rent in euro cents, or null. */
  maxRentCents: number | null;
  /** Pre-selection: ListingType bits a match can have. */
  listingTypeMask: number;
}

/**
 * The criteria of an alert: those of the search request, with paging, sort and top-advert
 * settings reset (an alert matches listings, not a page), and the map box only for a map search.
 */
function alertCriteria(request: ListingSearchBody): SearchCriteria {
  const criteria = toSearchCriteria(request);
  const map = request.searchview === ViewMode.Map;
  return {
    ...criteria,
    citySlug: map ? null : criteria.citySlug,
    streetSlug: map ? null : criteria.streetSlug,
    radiusKm: map ? 0 : criteria.radiusKm,
    sort: ListingSort.NewestFirst,
    pageNo: 1,
    rowsPerPage: 1,
    topAdsOnly: false,
    topAdOffset: 0,
    box: map ? mapBox(criteria) : null,
  };
}

/**
 * Turns a validated search request (§3) into what an alert stores: a map search looks in its
 * box, a list search at its city, street and radius (looked up now: a place is not renamed).
 *
 * @param database the pool (place lookup)
 * @param request a body that passed `listingSearchRequest`
 * @returns the alert's search
 * @throws RoomsError 400 `invalid_request` when the city or street does not exist (the search
 *   would find nothing, ever); database errors
 */
export async function toAlertSearch(
  database: Database,
  request: ListingSearchBody,
): Promise<AlertSearch> {
  const criteria = alertCriteria(request);
  const place: SearchPlace =
    criteria.box === null
      ? await resolvePlace(database, criteria)
      : { kind: 'box', box: criteria.box };
  if (place.kind === 'nowhere') {
    throw new RoomsError({
      code: ErrorCode.InvalidRequest,
      message: 'Unknown city or street',
      data: { fields: [{ field: 'searchRequest.citySlug', message: 'unknown city or street' }] },
    });
  }
  const types = criteria.listingTypes;
  return {
    criteria,
    place,
    criteriaKey: createHash('sha256').update(JSON.stringify({ criteria, place })).digest('hex'),
    cityId: place.kind === 'city' ? place.cityId : null,
    box:
      place.kind === 'box'
        ? place.box
        : place.kind === 'radius'
          ? boxAround(place.lat, place.lng, place.km)
          : null,
    everywhere: place.kind === 'country',
    maxRentCents: criteria.maxRentCents,
    listingTypeMask:
      types.length === 0
        ? ANY_LISTING_TYPE
        : types.reduce<number>((mask, type) => mask | listingTypeBits(type), 0),
  };
}
