/**
 * The tenant search's criteria (§3 "Tenant search request", issue 26), normalised from a
 * request: defaults filled, ages clamped, lists turned into bit masks, "any" values dropped.
 *
 * The filters describe the landlord's home; a tenant matches when that home fits the tenant's
 * wishes (ours, the spec gives no semantics):
 * - maxRentalPriceID (the home's rent, euro): budget `max_rent_cents` ≥ rent × 100;
 * - surfaceMinimumID (the home's surface, m²; 6 = none): `min_surface_m2` null or ≤ it;
 * - furnishings / availabilityPeriods: the tenant accepts any (0) or one of them (bit overlap);
 * - suitableForNumberOfPersonsID: `household_size` ≤ it;
 * - suitableForGenderIDs: the tenant's own gender (users.gender) is Male or Female as listed;
 *   Mixed or NotImportant in the list means any gender;
 * - suitableForMinAge / MaxAge (clamped to MIN_AGE..MAX_AGE): the age band overlaps the range;
 * - suitableForStatusIDs: the occupation (users.occupation) shares a flag with them;
 * - isSmokingInsideAllowed / isPetsInsideAllowed true: only tenants who smoke / have pets (the
 *   landlord whose home allows it looks for them); false: no filter;
 * - roommateMaxNumberID (the home's roommates): `roommate_max` null or ≥ it;
 * - roommateGenderIDs (the home's roommates' genders): `roommate_genders` 0 or overlapping;
 * - tenantsWithImageOnly (default true): `users.photo_key` set;
 * - onlyFavorite: the caller's favourite tenants.
 */
import {
  ageBandsWithin,
  DEFAULT_MIN_SURFACE,
  DEFAULT_PAGE_NO,
  GenderPreference,
  MAX_AGE,
  MIN_AGE,
  SEARCH_ROWS_PER_PAGE,
  TenantAgeBand,
  TenantSort,
} from '@rooms/domain';

import type { TenantSearchBody } from '../routes/tenant/find-tenants.schema.js';

/** Normalised tenant search criteria; null or 0 means "no filter". */
export interface TenantSearchCriteria {
  /** City slug or name to search around; null = the whole country. */
  readonly place: { slug: string } | { name: string } | null;
  /** Least budget, euro cents per month; null = any. */
  readonly minBudgetCents: number | null;
  /** The home's surface, m²; null = any. */
  readonly surfaceM2: number | null;
  /** Furnishing bit mask of the home; 0 = any. */
  readonly furnishingMask: number;
  /** Availability period bit mask of the home; 0 = any. */
  readonly periodMask: number;
  /** Largest household; null = any. */
  readonly maxHousehold: number | null;
  /** Tenant genders accepted (Male 1, Female 2); empty = any. */
  readonly genders: readonly number[];
  /** Age bands accepted; null = all bands. */
  readonly ageBands: readonly number[] | null;
  /** Occupation bit mask; 0 = any. */
  readonly occupationMask: number;
  readonly smokersOnly: boolean;
  readonly petOwnersOnly: boolean;
  /** The home's number of roommates (ROOMMATE_MAX_IDS); null = any. */
  readonly roommates: number | null;
  /** Roommate gender bit mask of the home; 0 = any. */
  readonly roommateGenderMask: number;
  readonly withPhotoOnly: boolean;
  readonly onlyFavorite: boolean;
  readonly sort: TenantSort;
  readonly pageNo: number;
  readonly rowsPerPage: number;
}

const mask = (values: readonly number[] | null | undefined) =>
  (values ?? []).reduce((all, value) => all | value, 0);

const ALL_BANDS = Object.values(TenantAgeBand).length;

/**
 * Criteria of a request body (validated by its schema).
 *
 * @param body the §3 request
 * @returns the criteria (see the module comment for each filter's meaning)
 */
export function toTenantSearchCriteria(body: TenantSearchBody): TenantSearchCriteria {
  const slug = body.location?.citySlug?.trim().toLowerCase() ?? '';
  const name = body.location?.cityName?.trim() ?? '';
  const clamp = (age: number) => Math.min(MAX_AGE, Math.max(MIN_AGE, age));
  const minAge = clamp(body.suitableForMinAge ?? MIN_AGE);
  const maxAge = clamp(body.suitableForMaxAge ?? MAX_AGE);
  const bands = ageBandsWithin(Math.min(minAge, maxAge), Math.max(minAge, maxAge));
  const genders = body.suitableForGenderIDs ?? [];
  const anyGender = genders.some(
    (gender) => gender === GenderPreference.Mixed || gender === GenderPreference.NotImportant,
  );
  const surface = body.surfaceMinimumID ?? DEFAULT_MIN_SURFACE;
  return {
    place: slug !== '' ? { slug } : name !== '' ? { name } : null,
    minBudgetCents: body.maxRentalPriceID == null ? null : body.maxRentalPriceID * 100,
    surfaceM2: surface === DEFAULT_MIN_SURFACE ? null : surface,
    furnishingMask: mask(body.furnishings),
    periodMask: mask(body.availabilityPeriods),
    maxHousehold: body.suitableForNumberOfPersonsID ?? null,
    genders: anyGender ? [] : [...new Set(genders)].sort(),
    ageBands: bands.length === ALL_BANDS ? null : bands,
    occupationMask: mask(body.suitableForStatusIDs),
    smokersOnly: body.isSmokingInsideAllowed === true,
    petOwnersOnly: body.isPetsInsideAllowed === true,
    roommates: body.roommateMaxNumberID ?? null,
    roommateGenderMask: mask(body.roommateGenderIDs),
    withPhotoOnly: body.tenantsWithImageOnly ?? true,
    onlyFavorite: body.onlyFavorite === true,
    sort: body.listingSortOptionID ?? TenantSort.Recommended,
    pageNo: body.pageNo ?? DEFAULT_PAGE_NO,
    rowsPerPage: body.rowsPerPage ?? SEARCH_ROWS_PER_PAGE,
  };
}
