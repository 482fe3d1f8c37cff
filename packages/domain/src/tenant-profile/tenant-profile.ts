/**
 * Tenant profiles (issue 26, §2 `/public-profile`, `/offer-a-home/tenant/{tenantID}/{source}`):
 * the age bands a profile shows instead of a date of birth, the limits of its fields, and how
 * complete it is. A profile is found by landlords (tenant search, §7 `POST /tenant/findtenants`)
 * only when it is searchable (every required item filled) and visible.
 *
 * Nothing here asks for what the Dutch rules against housing discrimination forbid asking before
 * a viewing (Wet goed verhuurderschap): no surname, exact date of birth, nationality or religion.
 */

import { MAX_AGE, MIN_AGE } from '../constants/search-defaults';

/** Age band a tenant chooses (ours); the profile never stores or shows a date of birth. */
export const TenantAgeBand = {
  From16To20: 1,
  From21To24: 2,
  From25To29: 3,
  From30To34: 4,
  From35To44: 5,
  From45: 6,
} as const;
/** One of the {@link TenantAgeBand} values. */
export type TenantAgeBand = (typeof TenantAgeBand)[keyof typeof TenantAgeBand];

/** Youngest and oldest age (years, inclusive) of each band; the last ends at MAX_AGE. */
export const TENANT_AGE_BAND_RANGES: Readonly<
  Record<TenantAgeBand, readonly [min: number, max: number]>
> = Object.freeze({
  [TenantAgeBand.From16To20]: [MIN_AGE, 20],
  [TenantAgeBand.From21To24]: [21, 24],
  [TenantAgeBand.From25To29]: [25, 29],
  [TenantAgeBand.From30To34]: [30, 34],
  [TenantAgeBand.From35To44]: [35, 44],
  [TenantAgeBand.From45]: [45, MAX_AGE],
});

/**
 * The age bands that overlap an age range, for the tenant search's age filter (§3
 * suitableForMinAge / suitableForMaxAge): a band counts when any age in it is in the range.
 *
 * @param minAge youngest age asked for, years
 * @param maxAge oldest age asked for, years (below minAge gives no band)
 * @returns the overlapping bands, in increasing order
 */
export function ageBandsWithin(minAge: number, maxAge: number): TenantAgeBand[] {
  return (Object.values(TenantAgeBand) as TenantAgeBand[]).filter((band) => {
    const [low, high] = TENANT_AGE_BAND_RANGES[band];
    return low <= maxAge && high >= minAge;
  });
}

/** Limits of the profile fields (ours); the API refuses values outside them with 400. */
export const TENANT_PROFILE_LIMITS = Object.freeze({
  /** Introduction length in characters after trimming. */
  introductionMin: 50,
  introductionMax: 1500,
  /** Cities sought. */
  citiesMax: 5,
  /** Maximum rent, euro cents per month. */
  maxRentCentsMin: 100_00,
  maxRentCentsMax: 10_000_00,
  /** People moving in together. */
  householdSizeMin: 1,
  householdSizeMax: 6,
  /** Minimum surface wanted, m². */
  minSurfaceM2Max: 500,
});

/** What a profile is made of, as far as its completeness is concerned. */
export interface TenantProfileCompletenessInput {
  /** Image key of the profile photo, null when none. */
  readonly photoKey: string | null;
  /** The introduction, as stored (trimmed). */
  readonly introduction: string;
  /** Occupation flags (§3 TenantOccupation), 0 or null when not given. */
  readonly occupation: number | null;
  /** Languages spoken (§3 bit flags), 0 when none given. */
  readonly languages: number;
  /** Ids of the cities sought. */
  readonly cityIds: readonly number[];
  /** Maximum rent, euro cents per month; null when not given. */
  readonly maxRentCents: number | null;
  /** Desired move-in date (YYYY-MM-DD), null when not given. */
  readonly moveInDate: string | null;
  /** Age band, null when not given. */
  readonly ageBand: TenantAgeBand | null;
}

/** The items of a profile, in the order the profile page asks for them. */
export const TenantProfileItem = {
  Photo: 'photo',
  Introduction: 'introduction',
  Occupation: 'occupation',
  AgeBand: 'ageBand',
  Languages: 'languages',
  Cities: 'cities',
  MaxRent: 'maxRent',
  MoveInDate: 'moveInDate',
} as const;
/** One of the {@link TenantProfileItem} words. */
export type TenantProfileItem = (typeof TenantProfileItem)[keyof typeof TenantProfileItem];

/** Items a profile needs before landlords can find it; the photo is wanted but optional. */
const REQUIRED_ITEMS: ReadonlySet<TenantProfileItem> = new Set([
  TenantProfileItem.Introduction,
  TenantProfileItem.Occupation,
  TenantProfileItem.AgeBand,
  TenantProfileItem.Cities,
  TenantProfileItem.MaxRent,
  TenantProfileItem.MoveInDate,
]);

/** How complete a profile is. */
export interface TenantProfileCompleteness {
  /** Share of the items filled, 0 to 100, rounded down to a whole percent. */
  readonly percent: number;
  /** Items still empty, in page order. */
  readonly missing: readonly TenantProfileItem[];
  /** Whether every required item is filled, so that landlords can find the profile. */
  readonly searchable: boolean;
}

/**
 * How complete a tenant profile is ("your profile is 75% complete: add a photo"). Every item
 * weighs the same; the profile is searchable once the required ones (all but photo and
 * languages) are filled.
 *
 * @param profile the profile's fields
 * @returns percent, missing items and whether it is searchable
 */
export function tenantProfileCompleteness(
  profile: TenantProfileCompletenessInput,
): TenantProfileCompleteness {
  const filled: Record<TenantProfileItem, boolean> = {
    photo: profile.photoKey !== null && profile.photoKey !== '',
    introduction: profile.introduction.trim().length >= TENANT_PROFILE_LIMITS.introductionMin,
    occupation: (profile.occupation ?? 0) > 0,
    ageBand: profile.ageBand !== null,
    languages: profile.languages > 0,
    cities: profile.cityIds.length > 0,
    maxRent: profile.maxRentCents !== null,
    moveInDate: profile.moveInDate !== null,
  };
  const items = Object.values(TenantProfileItem);
  const missing = items.filter((item) => !filled[item]);
  return {
    percent: Math.floor(((items.length - missing.length) * 100) / items.length),
    missing,
    searchable: missing.every((item) => !REQUIRED_ITEMS.has(item)),
  };
}
