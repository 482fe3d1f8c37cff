/** Search defaults of §5 and §9 that are not map values (those are in `map-defaults.ts`). */

import { Radius } from '../enums/search';

import type { PriceBand } from '../enums/bands';

/** Default search radius, §5/§9: 10 km. */
export const DEFAULT_RADIUS_KM: Radius = Radius.Km10;

/** Radius of every tenant search, §3/§9: fixed at 5 km. */
export const TENANT_SEARCH_RADIUS_KM = Radius.Km5;

/**
 * Global minimum tenant age in years (ours, §5 names it without a value): 16. Ages in search
 * URLs are clamped to [MIN_AGE, MAX_AGE]; tenant search defaults to this range.
 */
export const MIN_AGE = 16;

/** Global maximum tenant age in years (ours): 99. See {@link MIN_AGE}. */
export const MAX_AGE = 99;

/**
 * Default max rent (euro per month) of a student-housing search by city, §4/§9:
 * Groningen 500, Rotterdam 600. Keys are city slugs.
 */
export const STUDENT_HOUSING_DEFAULT_MAX_RENT_EURO: Readonly<Record<string, PriceBand>> = {
  groningen: 500,
  rotterdam: 600,
};
