/**
 * The §3 numeric values the seed writes (the schema stores the spec's numbers). Kept local to
 * the seed so it does not depend on the domain package's exports while those are being built.
 */

/** ListingType (§3). */
export const ListingType = {
  Room: 1,
  Apartment: 2,
  Studio: 4,
  Antikraak: 8,
  StudentResidence: 16,
} as const;
export type ListingTypeValue = (typeof ListingType)[keyof typeof ListingType];

/** OwnerType (§3). */
export const OwnerType = { PrivateOwner: 1, Roommate: 2, RealEstateAgent: 4, Other: 8 } as const;

/** ListingStatus (§3), the ones the seed uses. */
export const ListingStatus = {
  Concept: -1,
  Active: 4,
  Inactive: 5,
  Deleted: 6,
  AutomaticallyActivated: 10,
  Pending: 11,
} as const;

/** Statuses search shows (the partial indexes of schema.ts use 3, 4, 10). */
export const VISIBLE_STATUSES: readonly number[] = [3, 4, 10];

/** Furnishing (§3). */
export const Furnishing = { Uncarpeted: 1, Unfurnished: 2, Furnished: 4 } as const;

/** GenderPreference bit flags (§3). */
export const Gender = { Male: 1, Female: 2, Mixed: 4, NotImportant: 8 } as const;

/** Tenant occupation bit flags (§3). */
export const Occupation = { Student: 1, WorkingStudent: 2, Working: 4, LookingForJob: 8 } as const;

/** RentalPeriod as stored (schema.ts: ThreeMonths 1, SixMonths 2, OneYear 3, TwoYearOrMore 4). */
export const RentalPeriod = { ThreeMonths: 1, SixMonths: 2, OneYear: 3, TwoYearOrMore: 4 } as const;

/** Language bit flags (§3), the ones the seed uses. */
export const Language = {
  Dutch: 1,
  English: 2,
  Spanish: 4,
  French: 8,
  Italian: 16,
  German: 32,
  Polish: 32768,
} as const;

/** Energy labels (§3). */
export const ENERGY_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Unknown'] as const;
