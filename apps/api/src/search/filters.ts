/**
 * The filter conditions of a listing search (§3 request, §4 categories): pure functions from
 * {@link SearchCriteria} to Drizzle SQL conditions over `listings`. Place and geometry
 * conditions are in `geometry.ts`.
 */
import {
  Furnishing,
  GenderPreference,
  ListingSort,
  SearchListingType,
  GENDER_OPEN_MASK,
  type SearchCriteria,
} from '@rooms/domain';
import { sql, type Column, type SQL } from 'drizzle-orm';

import { listings } from '../db/schema.js';

/** Condition: the listing has an active top advert (the 'TopAdvert' product, §3). */
export function isTopAdvert(): SQL {
  return sql`${listings.topAdvertUntil} > now()`;
}

/** Condition: no active top advert (null or expired). */
export function isNotTopAdvert(): SQL {
  return sql`(${listings.topAdvertUntil} is null or ${listings.topAdvertUntil} <= now())`;
}

/** Listing types (`listing_type`) that a plain search type matches one to one. */
const PLAIN_TYPES: ReadonlySet<number> = new Set([
  SearchListingType.Room,
  SearchListingType.Apartment,
  SearchListingType.Studio,
  SearchListingType.Antisquat,
  SearchListingType.StudentHousing,
]);

/**
 * Condition for the search listing types (§3, §4), any of them: Room 1, Apartment 2, Studio 4,
 * Antisquat 8, StudentHousing 16 match `listing_type`; FurnishedApartment 17 = an apartment
 * that is Furnished; ShortTermRental 18 = with an end date (`available_to`); LongTermRental
 * 19 = without one.
 *
 * @param types normalised types (never Generic/Empty); [] gives no condition
 * @returns the condition, or undefined for no filter
 */
export function listingTypeCondition(types: readonly SearchListingType[]): SQL | undefined {
  if (types.length === 0) return undefined;
  const parts: SQL[] = [];
  const plain = types.filter((type) => PLAIN_TYPES.has(type));
  if (plain.length > 0)
    parts.push(sql`${listings.listingType} in ${sql.raw(`(${plain.join(', ')})`)}`);
  if (types.includes(SearchListingType.FurnishedApartment)) {
    parts.push(
      sql`(${listings.listingType} = ${sql.raw(String(SearchListingType.Apartment))} and ${listings.furnishing} = ${sql.raw(String(Furnishing.Furnished))})`,
    );
  }
  if (types.includes(SearchListingType.ShortTermRental))
    parts.push(sql`${listings.availableTo} is not null`);
  if (types.includes(SearchListingType.LongTermRental))
    parts.push(sql`${listings.availableTo} is null`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** `column in (v1, v2…)` with the values as parameters. */
function inValues(column: Column, values: readonly number[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/**
 * Condition for the roommate genders (§3): Male 1 / Female 2 = a current resident of that
 * gender; Mixed 4 = residents of both genders (or a resident flagged Mixed); NotImportant 8 = any.
 */
function roommateGenderCondition(mask: number): SQL | undefined {
  if (mask === 0 || (mask & GenderPreference.NotImportant) !== 0) return undefined;
  const single = mask & (GenderPreference.Male | GenderPreference.Female);
  const parts: SQL[] = [];
  if (single !== 0) parts.push(sql`(${listings.currentResidentGenders} & ${single}) <> 0`);
  if ((mask & GenderPreference.Mixed) !== 0) {
    parts.push(
      sql`(${listings.currentResidentGenders} & 3) = 3 or (${listings.currentResidentGenders} & ${GenderPreference.Mixed}) <> 0`,
    );
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Every attribute filter of the criteria (everything but place, radius, box and top adverts),
 * as conditions to AND together; booleans filter only when true (§3).
 *
 * @param criteria normalised search criteria
 * @returns the conditions, possibly none
 */
export function attributeConditions(criteria: SearchCriteria): SQL[] {
  const conditions: (SQL | undefined)[] = [
    listingTypeCondition(criteria.listingTypes),
    criteria.maxRentCents === null
      ? undefined
      : sql`${listings.rentCents} <= ${criteria.maxRentCents}`,
    criteria.minSurfaceM2 === null
      ? undefined
      : sql`${listings.surfaceM2} >= ${criteria.minSurfaceM2}`,
    criteria.genderMask === 0
      ? undefined
      : sql`(${listings.preferredGenders} & ${criteria.genderMask | GENDER_OPEN_MASK}) <> 0`,
    criteria.furnishings.length === 0
      ? undefined
      : inValues(listings.furnishing, criteria.furnishings),
    criteria.availability === null
      ? undefined
      : criteria.availability === 'temporary'
        ? sql`${listings.availableTo} is not null`
        : sql`${listings.availableTo} is null`,
    criteria.availableFrom === null
      ? undefined
      : sql`${listings.availableFrom} <= ${criteria.availableFrom}::date`,
    criteria.isBathroomPrivate ? sql`${listings.isBathroomPrivate}` : undefined,
    criteria.isToiletPrivate ? sql`${listings.isToiletPrivate}` : undefined,
    criteria.isKitchenPrivate ? sql`${listings.isKitchenPrivate}` : undefined,
    criteria.hasInternet ? sql`${listings.hasInternet}` : undefined,
    criteria.isSmokingInsideAllowed ? sql`${listings.isSmokingInsideAllowed}` : undefined,
    criteria.isPetsInsideAllowed ? sql`${listings.isPetsInsideAllowed}` : undefined,
    criteria.minPersons === null
      ? undefined
      : sql`${listings.suitableForPersons} >= ${criteria.minPersons}`,
    criteria.candidateAge === null
      ? undefined
      : sql`${listings.preferredAgeMin} <= ${criteria.candidateAge} and ${listings.preferredAgeMax} >= ${criteria.candidateAge}`,
    criteria.occupationMask === 0
      ? undefined
      : sql`(${listings.preferredOccupations} & ${criteria.occupationMask}) <> 0`,
    criteria.maxRoommates === null
      ? undefined
      : sql`${listings.currentResidents} <= ${criteria.maxRoommates}`,
    roommateGenderCondition(criteria.roommateGenderMask),
    criteria.ownerTypes.length === 0
      ? undefined
      : inValues(listings.ownerType, criteria.ownerTypes),
    criteria.topAdsOnly ? isTopAdvert() : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * Whether active top adverts lead the results: with the default sort (NewestFirst, the
 * product's "recommended" order) they do — that is what the TopAdvert product buys (§3);
 * an explicit price, surface or availability sort is strict.
 */
export function topAdvertsFirst(criteria: SearchCriteria): boolean {
  return criteria.sort === ListingSort.NewestFirst && !criteria.topAdsOnly;
}
