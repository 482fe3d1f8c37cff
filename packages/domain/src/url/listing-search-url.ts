/**
 * Listing search URLs, §2 (search routes), §3 (URL-side filters) and §5 (defaults and leniency).
 * Paths belong to the route table of @rooms/i18n: this module reads and writes the route
 * params (`searchCategoryAndCity`, `street`) and the query, per language.
 */

import {
  DEFAULT_MAP_CENTRE,
  DEFAULT_REGION_BOX,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
} from '../constants/map-defaults';
import { MAX_SEARCH_ROWS_PER_PAGE, SEARCH_ROWS_PER_PAGE } from '../constants/paging';
import { DEFAULT_RADIUS_KM, MAX_AGE, MIN_AGE } from '../constants/search-defaults';
import { enumValues } from '../enums/enum-values';
import { OwnerType } from '../enums/listing';
import { ListingSort, Radius, SearchListingType, ViewMode } from '../enums/search';

import {
  booleanCodec,
  floatCodec,
  integerCodec,
  isoDateCodec,
  numberListCodec,
  oneOfCodec,
  readQuery,
  textCodec,
  wordCodec,
  writeQuery,
} from './query-codec';
import { collectQueryValues } from './query-input';
import { buildSearchCategoryAndCity, parseSearchCategoryAndCity } from './search-category-segment';
import { SHARED_SEARCH_CODECS, SHARED_SEARCH_FILTER_DEFAULTS } from './shared-search-filters';

import type { Locale } from '../enums/site-language';
import type { QueryCodecs } from './query-codec';
import type { QueryInput } from './query-input';
import type { SharedSearchFilters } from './shared-search-filters';

/**
 * The listing search filters as they live in the URL, §3 "Listing search filters (URL side)".
 * Money in euro per month, surfaces in m², distances in km, coordinates in WGS84 degrees.
 */
export interface ListingSearchFilters extends SharedSearchFilters {
  /** Search categories; the first is the main category of the path, [] when none is valid (§4). */
  readonly searchCategories: readonly SearchListingType[];
  /** Listings per page, 1 to MAX_SEARCH_ROWS_PER_PAGE. */
  readonly listingsPerPage: number;
  /** View: `ViewMode.List` or `ViewMode.Map` (URL words list, map). */
  readonly searchView: ViewMode;
  /** Radius around the city or street, km. */
  readonly radius: Radius;
  /** City slug from the path; '' for the whole country. */
  readonly citySlug: string;
  /** Display name of the city; not in the URL, filled by the caller from the slug (§7 /gis/slugs). */
  readonly cityName: string;
  /** Street slug from the path; '' for none. */
  readonly streetSlug: string;
  /** Display name of the street; not in the URL, filled by the caller from the slug. */
  readonly streetName: string;
  readonly hasInternet: boolean;
  readonly isBathroomPrivate: boolean;
  readonly isKitchenPrivate: boolean;
  readonly isToiletPrivate: boolean;
  /** Available from, 'YYYY-MM-DD' within the date-picker range, or null. */
  readonly availableFrom: string | null;
  /** Age of the candidate in years, clamped to [MIN_AGE, MAX_AGE], or null. */
  readonly suitableForAge: number | null;
  /** Owner types asked for; empty for any. */
  readonly ownerTypes: readonly OwnerType[];
  readonly sort: ListingSort;
  /** Identifier of the search alert (PSA) the visitor came from; '' for none. */
  readonly psaIdentifier: string;
  /** North-west latitude of the map box, degrees. */
  readonly nwlat: number;
  /** North-west longitude of the map box, degrees. */
  readonly nwlng: number;
  /** South-east latitude of the map box, degrees. */
  readonly selat: number;
  /** South-east longitude of the map box, degrees. */
  readonly selng: number;
  /** Map zoom level, 0 to MAP_MAX_ZOOM. */
  readonly mapZoom: number;
  /** Latitude of the map marker, degrees. */
  readonly mapMarkerLat: number;
  /** Longitude of the map marker, degrees. */
  readonly mapMarkerLng: number;
}

/**
 * The default listing search, §5/§9: all properties (Generic) in the whole country, page 1,
 * 20 per page, list view, radius 10 km, newest first, no filters, map values from §9.
 */
export const DEFAULT_LISTING_SEARCH_FILTERS: ListingSearchFilters = Object.freeze({
  ...SHARED_SEARCH_FILTER_DEFAULTS,
  searchCategories: [SearchListingType.Generic],
  listingsPerPage: SEARCH_ROWS_PER_PAGE,
  searchView: ViewMode.List,
  radius: DEFAULT_RADIUS_KM,
  citySlug: '',
  cityName: '',
  streetSlug: '',
  streetName: '',
  hasInternet: false,
  isBathroomPrivate: false,
  isKitchenPrivate: false,
  isToiletPrivate: false,
  availableFrom: null,
  suitableForAge: null,
  ownerTypes: [],
  sort: ListingSort.NewestFirst,
  psaIdentifier: '',
  nwlat: DEFAULT_REGION_BOX.nwLat,
  nwlng: DEFAULT_REGION_BOX.nwLng,
  selat: DEFAULT_REGION_BOX.seLat,
  selng: DEFAULT_REGION_BOX.seLng,
  mapZoom: MAP_DEFAULT_ZOOM,
  mapMarkerLat: DEFAULT_MAP_CENTRE.lat,
  mapMarkerLng: DEFAULT_MAP_CENTRE.lng,
});

/** Route params of a listing search route (`…/:searchCategoryAndCity/:street?`). */
export interface ListingSearchParams {
  readonly searchCategoryAndCity?: string;
  readonly street?: string;
}

/** A listing search URL as route params plus query, for the route table of @rooms/i18n. */
export interface ListingSearchUrl {
  readonly params: { searchCategoryAndCity: string; street?: string };
  /** Non-default values only, in a stable key order (the §3 field order). */
  readonly query: Record<string, string>;
}

/** The fields carried in the query; there `searchCategories` holds the extra categories only. */
type ListingQueryFields = Omit<
  ListingSearchFilters,
  'citySlug' | 'cityName' | 'streetSlug' | 'streetName'
>;

const D = DEFAULT_LISTING_SEARCH_FILTERS;
const S = SHARED_SEARCH_CODECS;
const LATITUDE = { min: -90, max: 90 };
const LONGITUDE = { min: -180, max: 180 };

const LISTING_QUERY_CODECS: QueryCodecs<ListingQueryFields> = {
  searchCategories: numberListCodec(
    enumValues(SearchListingType).filter((type) => type !== SearchListingType.Empty),
  ),
  pageNo: S.pageNo,
  listingsPerPage: integerCodec(D.listingsPerPage, { min: 1, max: MAX_SEARCH_ROWS_PER_PAGE }),
  searchView: wordCodec<ViewMode, ViewMode>(
    { list: ViewMode.List, map: ViewMode.Map },
    D.searchView,
  ),
  radius: oneOfCodec(enumValues(Radius), D.radius),
  maxRent: S.maxRent,
  minSize: S.minSize,
  furnishings: S.furnishings,
  hasInternet: booleanCodec(D.hasInternet),
  isBathroomPrivate: booleanCodec(D.isBathroomPrivate),
  isKitchenPrivate: booleanCodec(D.isKitchenPrivate),
  isToiletPrivate: booleanCodec(D.isToiletPrivate),
  availabilityPeriods: S.availabilityPeriods,
  availableFrom: isoDateCodec(),
  suitableForNumberOfPersons: S.suitableForNumberOfPersons,
  suitableForGenders: S.suitableForGenders,
  suitableForAge: integerCodec(D.suitableForAge, { min: MIN_AGE, max: MAX_AGE }, 'clamp'),
  suitableForWorkStatuses: S.suitableForWorkStatuses,
  isSmokingInsideAllowed: S.isSmokingInsideAllowed,
  isPetsInsideAllowed: S.isPetsInsideAllowed,
  roommateNumberMax: S.roommateNumberMax,
  roommateGenders: S.roommateGenders,
  ownerTypes: numberListCodec(enumValues(OwnerType)),
  sort: oneOfCodec(enumValues(ListingSort), D.sort),
  psaIdentifier: textCodec(),
  nwlat: floatCodec(D.nwlat, LATITUDE),
  nwlng: floatCodec(D.nwlng, LONGITUDE),
  selat: floatCodec(D.selat, LATITUDE),
  selng: floatCodec(D.selng, LONGITUDE),
  mapZoom: floatCodec(D.mapZoom, { min: 0, max: MAP_MAX_ZOOM }),
  mapMarkerLat: floatCodec(D.mapMarkerLat, LATITUDE),
  mapMarkerLng: floatCodec(D.mapMarkerLng, LONGITUDE),
};

/**
 * Reads a listing search URL leniently (§4, §5). Never throws: invalid numbers, booleans and
 * enumeration values fall back to their defaults, invalid list entries are dropped, the age is
 * clamped. An invalid category word or a missing city gives no categories and a blank city
 * (the §5 messages are swallowed); the street is kept only with a city. The main category comes
 * from the path, extra categories from the `searchCategories` query parameter.
 *
 * @param input.params route params `searchCategoryAndCity` and `street`
 * @param input.query the query (keys case-insensitive)
 * @param input.locale language of the path words
 * @returns the filters, with blank `cityName` and `streetName`
 */
export function parseListingSearchUrl(input: {
  params: ListingSearchParams;
  query: QueryInput;
  locale: Locale;
}): ListingSearchFilters {
  const { searchCategory, citySlug } = parseSearchCategoryAndCity(
    input.params.searchCategoryAndCity,
    input.locale,
  );
  const fields = readQuery(LISTING_QUERY_CODECS, collectQueryValues(input.query));
  const searchCategories =
    searchCategory === SearchListingType.Empty
      ? []
      : [searchCategory, ...fields.searchCategories.filter((type) => type !== searchCategory)];
  const streetSlug = citySlug === '' ? '' : (input.params.street ?? '').trim().toLowerCase();
  return { ...fields, searchCategories, citySlug, cityName: '', streetSlug, streetName: '' };
}

/**
 * Builds a listing search URL (§2, §5): the path params and the query of non-default values in
 * a stable key order. A blank city gives the country word; the street segment is present only
 * with a city. `cityName` and `streetName` are not written. Lists are written deduplicated in
 * enumeration order, so equal filters give equal URLs.
 *
 * @param filters the filters; `searchCategories[0]` is the main category
 * @param locale language of the path words
 * @returns params and query for the route table of @rooms/i18n
 * @throws Error('main search category can not be empty') when there is no main category
 */
export function buildListingSearchUrl(
  filters: ListingSearchFilters,
  locale: Locale,
): ListingSearchUrl {
  const [main = SearchListingType.Empty, ...extras] = filters.searchCategories;
  const searchCategoryAndCity = buildSearchCategoryAndCity(main, filters.citySlug, locale);
  const query = writeQuery(LISTING_QUERY_CODECS, {
    ...filters,
    searchCategories: extras.filter((type) => type !== main),
  });
  const street = filters.streetSlug.trim().toLowerCase();
  const hasStreet = street !== '' && filters.citySlug.trim() !== '';
  return {
    params: hasStreet ? { searchCategoryAndCity, street } : { searchCategoryAndCity },
    query,
  };
}
