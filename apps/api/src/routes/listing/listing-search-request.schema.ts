import {
  AVAILABILITY_PERIOD_IDS,
  DATE_PICKER_MAX,
  DATE_PICKER_MIN,
  enumValues,
  Furnishing,
  GenderPreference,
  ListingSort,
  MAX_SEARCH_ROWS_PER_PAGE,
  OwnerType,
  PriceBand,
  Radius,
  ROOMMATE_MAX_IDS,
  SearchListingType,
  SurfaceBand,
  TenantOccupation,
  ViewMode,
  type ListingSearchRequest,
  type SearchRequestInput,
} from '@rooms/domain';
import { z } from 'zod';

/** Highest accepted `pageNo` (bounds the OFFSET of a search: at most 10,000 pages). */
export const MAX_SEARCH_PAGE_NO = 10_000;
/** Longest accepted slug or place name, in characters. */
const MAX_NAME_LENGTH = 200;
/** Most values accepted in one list filter (every enumeration has fewer values). */
const MAX_LIST_LENGTH = 20;
/** Largest number of persons a listing can be asked for. */
const MAX_PERSONS = 20;
/** Largest accepted candidate age in years (then clamped to the §5 range). */
const MAX_CANDIDATE_AGE = 150;
/** Largest accepted `topAdOffset`. */
const MAX_TOP_AD_OFFSET = 10_000;

/**
 * A value of an `as const` enumeration of `@rooms/domain`: the OpenAPI document lists the
 * values, anything else is a 400 `invalid_request` naming the field.
 */
function enumField<const V extends number>(values: readonly V[], description: string) {
  return z.literal(values as [V, ...V[]]).describe(description);
}

/** An optional list of enumeration values (`null` or missing = no filter). */
function enumList<const V extends number>(values: readonly V[], description: string) {
  return z
    .array(z.literal(values as [V, ...V[]]))
    .max(MAX_LIST_LENGTH)
    .nullish()
    .describe(description);
}

const flag = (description: string) =>
  z.boolean().nullish().describe(`${description}; true filters, false/null/missing does not`);

const name = (description: string) =>
  z.string().max(MAX_NAME_LENGTH).nullish().describe(description);

const latitude = (description: string) =>
  z.number().min(-90).max(90).nullish().describe(description);
const longitude = (description: string) =>
  z.number().min(-180).max(180).nullish().describe(description);

/** The searched place, §3 `location`. */
export const searchLocation = z
  .object({
    name: name('Display name of the most precise place (street, else city)'),
    cityName: name('Display name of the city'),
    citySlug: name("City slug (e.g. 'den-haag'); '' for the whole country"),
  })
  .describe('The searched place (§3 location); `citySlug` is used when the top-level one is empty');

/**
 * Body of the listing search calls (§3 "Listing search request", §7 `POST /listing/findlistings`,
 * `/count`, `/findmapdata`, `/findMaplistings`): the `ListingSearchRequest` of `@rooms/domain`.
 *
 * Lenient as §5 asks: every field is optional and may be null (then its default applies: page 1,
 * 20 rows, radius 10 km, newest first, no filter); unknown fields are ignored. Strict where a
 * value is wrong: enumeration fields accept only the domain's values, numbers are bounded
 * (pageNo 1..10,000, rowsPerPage 1..100, coordinates in degree ranges), strings are at most 200
 * characters — anything else is 400 `invalid_request` with the failing fields (§8).
 * Units: rent ids euro per month, surface ids m², radius km, coordinates WGS84 degrees.
 */
export const listingSearchRequest = z
  .object({
    location: searchLocation.nullish(),
    citySlug: name("City slug; '' or missing for the whole country. An unknown slug finds nothing"),
    cityName: name('Display name of the city (informational)'),
    streetSlug: name('Street slug within the city: the radius is measured from the street'),
    streetName: name('Display name of the street (informational)'),
    radiusId: enumField(
      enumValues(Radius),
      'Radius in km around the city centre or street; 0 = inside the city only. Default 10',
    ).nullish(),
    listingTypeIds: enumList(
      enumValues(SearchListingType),
      'Search listing types (§3): Room 1, Apartment 2, Studio 4, Antisquat 8, StudentHousing 16, FurnishedApartment 17, ShortTermRental 18, LongTermRental 19, Generic 20 (all), Empty 0 (all); a listing matching any one is returned',
    ),
    maxRentalPriceId: enumField(
      enumValues(PriceBand),
      'Maximum monthly rent, euro (a price band of §3)',
    ).nullish(),
    surfaceMinimumId: enumField(
      enumValues(SurfaceBand),
      'Minimum surface, m² (a surface band of §3); 6 (the default) means no minimum',
    ).nullish(),
    listingSortOptionId: enumField(
      enumValues(ListingSort),
      'Sort (§3): NewestFirst 1 (default; active top adverts first), PriceAscending 2, PriceDescending 4, Surface 5 (largest first), Availability 6 (soonest first)',
    ).nullish(),
    pageNo: z
      .number()
      .int()
      .min(1)
      .max(MAX_SEARCH_PAGE_NO)
      .nullish()
      .describe(`Page number, 1 to ${MAX_SEARCH_PAGE_NO}; default 1`),
    rowsPerPage: z
      .number()
      .int()
      .min(1)
      .max(MAX_SEARCH_ROWS_PER_PAGE)
      .nullish()
      .describe(`Listings per page, 1 to ${MAX_SEARCH_ROWS_PER_PAGE}; default 20`),
    suitableForGenderIds: enumList(
      enumValues(GenderPreference),
      "Tenant's gender (Male 1, Female 2, Mixed 4, NotImportant 8): listings preferring it, Mixed or NotImportant",
    ),
    furnishings: enumList(
      enumValues(Furnishing),
      'Furnishing: Uncarpeted 1, Unfurnished 2, Furnished 4',
    ),
    availabilityPeriods: enumList(
      Object.values(AVAILABILITY_PERIOD_IDS),
      'Availability periods: temporary 1 (has an end date), indefinite 2 (no end date)',
    ),
    availableFromDate: z.iso
      .date()
      .refine((date) => date >= DATE_PICKER_MIN && date <= DATE_PICKER_MAX, {
        message: `outside ${DATE_PICKER_MIN}..${DATE_PICKER_MAX}`,
      })
      .nullish()
      .describe("Listings available on or before this date, 'YYYY-MM-DD' (1900-01-01..2099-12-31)"),
    isBathroomPrivate: flag('Private bathroom'),
    isToiletPrivate: flag('Private toilet'),
    isKitchenPrivate: flag('Private kitchen'),
    hasInternet: flag('Internet included'),
    suitableForNumberOfPersonsId: z
      .number()
      .int()
      .min(1)
      .max(MAX_PERSONS)
      .nullish()
      .describe('Number of persons the listing must suit (at least this many)'),
    candidateAge: z
      .number()
      .int()
      .min(0)
      .max(MAX_CANDIDATE_AGE)
      .nullish()
      .describe(
        "Candidate's age in years (clamped to 16..99, §5): within the listing's preferred ages",
      ),
    suitableForStatusIds: enumList(
      enumValues(TenantOccupation),
      'Occupations (Student 1, WorkingStudent 2, Working 4, LookingForJob 8): listings preferring any of them',
    ),
    isSmokingInsideAllowed: flag('Smoking inside allowed'),
    isPetsInsideAllowed: flag('Pets inside allowed'),
    roommateMaxNumberId: enumField(
      Object.values(ROOMMATE_MAX_IDS),
      'Maximum current roommates: none 1 (0), four 2 (≤ 4), eight 3 (≤ 8), more-than-eight 4 (any)',
    ).nullish(),
    roommateGenderIds: enumList(
      enumValues(GenderPreference),
      'Genders of current roommates (Male 1, Female 2, Mixed 4 = both): listings with any of them',
    ),
    ownerTypeIds: enumList(
      enumValues(OwnerType),
      'Owner types: PrivateOwner 1, Roommate 2, RealEstateAgent 4, Other 8',
    ),
    variant: z.string().max(64).nullish().describe('Experiment variant (informational)'),
    searchview: enumField(
      enumValues(ViewMode),
      'View mode: List 1, Map 3, Favorite 4 (informational)',
    ).nullish(),
    topAdsOnly: flag('Only listings with an active top advert'),
    topAdOffset: z
      .number()
      .int()
      .min(0)
      .max(MAX_TOP_AD_OFFSET)
      .nullish()
      .describe(
        'With topAdsOnly: how many top adverts to skip first (carousel rotation); default 0',
      ),
    lat_lo: latitude('South edge of the map box, degrees (map calls only)'),
    lng_lo: longitude('West edge of the map box, degrees (map calls only)'),
    lat_hi: latitude('North edge of the map box, degrees (map calls only)'),
    lng_hi: longitude('East edge of the map box, degrees (map calls only)'),
  })
  .refine((body) => body.lat_lo == null || body.lat_hi == null || body.lat_lo <= body.lat_hi, {
    message: 'lat_lo must not be north of lat_hi',
    path: ['lat_lo'],
  })
  .refine((body) => body.lng_lo == null || body.lng_hi == null || body.lng_lo <= body.lng_hi, {
    message: 'lng_lo must not be east of lng_hi',
    path: ['lng_lo'],
  })
  .describe('Listing search request (§3)');

/** A validated listing search body (the output of {@link listingSearchRequest}). */
export type ListingSearchBody = z.output<typeof listingSearchRequest>;

/** Body fields that are no `ListingSearchRequest` field: the top-level city name (informational). */
type ExtraBodyField = 'cityName';

/** Compiles only when `T` is `true`. */
type Holds<T extends true> = T;

/**
 * Compile-time check: the body has every field of `ListingSearchRequest` and no other (but
 * {@link ExtraBodyField}), so a search filter added to the request and not to this schema, or
 * the other way round, does not compile.
 */
export type BodyFieldsAreRequestFields = Holds<
  [
    Exclude<keyof ListingSearchRequest, keyof ListingSearchBody>,
    Exclude<keyof ListingSearchBody, keyof ListingSearchRequest | ExtraBodyField>,
  ] extends [never, never]
    ? true
    : false
>;

/** Compile-time check: a validated body is what `toSearchCriteria` takes. */
export type BodyIsSearchInput = Holds<ListingSearchBody extends SearchRequestInput ? true : false>;
