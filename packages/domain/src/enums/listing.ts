/**
 * Listing enumerations of §3 ("Listing types", "Owner types", "Listing statuses",
 * "Listing creation steps", "Other listing enumerations"). Values are the spec's numbers;
 * where the spec names values without numbers, the numbers are ours and stable (marked "ours").
 */

/** Type of a listing (advert), §3 "Listing types". */
export const ListingType = {
  Room: 1,
  Apartment: 2,
  Studio: 4,
  Antikraak: 8,
  StudentResidence: 16,
} as const;
/** One of the {@link ListingType} values. */
export type ListingType = (typeof ListingType)[keyof typeof ListingType];

/** Who offers the listing, §3 "Owner types". */
export const OwnerType = {
  PrivateOwner: 1,
  Roommate: 2,
  RealEstateAgent: 4,
  Other: 8,
} as const;
/** One of the {@link OwnerType} values. */
export type OwnerType = (typeof OwnerType)[keyof typeof OwnerType];

/** Lifecycle status of a listing, §3 "Listing statuses" (transitions are not in the spec, §4). */
export const ListingStatus = {
  Concept: -1,
  Created: 1,
  Rejected: 2,
  Approved: 3,
  Active: 4,
  Inactive: 5,
  Deleted: 6,
  PossibleAbuse: 7,
  Blocked: 8,
  Fraud: 9,
  AutomaticallyActivated: 10,
  Pending: 11,
} as const;
/** One of the {@link ListingStatus} values. */
export type ListingStatus = (typeof ListingStatus)[keyof typeof ListingStatus];

/**
 * Statuses of a listing that tenants may see in search and detail (§3): Approved 3, Active 4,
 * AutomaticallyActivated 10. Ours: §4 does not show the transitions.
 */
export const VISIBLE_LISTING_STATUSES: readonly ListingStatus[] = [
  ListingStatus.Approved,
  ListingStatus.Active,
  ListingStatus.AutomaticallyActivated,
];

/**
 * Filter of the landlord's "my adverts" page, §3 "My-listings filter" (default Active, §2). The
 * statuses each one shows: `MY_LISTINGS_FILTER_STATUSES` (my-listings/my-listings.ts).
 */
export const MyListingsFilter = {
  Active: 0,
  Inactive: 1,
  Draft: 2,
} as const;
/** One of the {@link MyListingsFilter} values. */
export type MyListingsFilter = (typeof MyListingsFilter)[keyof typeof MyListingsFilter];

/** Step of the listing wizard, §3 "Listing creation steps" (there is no step 9). */
export const ListingCreationStep = {
  ListingType: 1,
  OwnerType: 2,
  StudentHouse: 3,
  Address: 4,
  Availability: 5,
  SurfaceFurnishing: 6,
  RentalPrice: 7,
  Media: 8,
  Details: 10,
  PreferredTenant: 11,
  CurrentResidents: 12,
  TitleDescription: 13,
} as const;
/** One of the {@link ListingCreationStep} values. */
export type ListingCreationStep = (typeof ListingCreationStep)[keyof typeof ListingCreationStep];

/** Completion state of one wizard step, §3 "Step completion". */
export const StepCompletion = {
  NotStarted: 1,
  Partially: 2,
  Completed: 3,
  Optional: 4,
} as const;
/** One of the {@link StepCompletion} values. */
export type StepCompletion = (typeof StepCompletion)[keyof typeof StepCompletion];

/** Furnishing of a listing, §3 "Furnishing". */
export const Furnishing = {
  Uncarpeted: 1,
  Unfurnished: 2,
  Furnished: 4,
} as const;
/** One of the {@link Furnishing} values. */
export type Furnishing = (typeof Furnishing)[keyof typeof Furnishing];

/** Gender a listing is suitable for, §3 "Gender preference"; also the server ids of search genders. */
export const GenderPreference = {
  Male: 1,
  Female: 2,
  Mixed: 4,
  NotImportant: 8,
} as const;
/** One of the {@link GenderPreference} values. */
export type GenderPreference = (typeof GenderPreference)[keyof typeof GenderPreference];

/** Availability of a facility, §3 "Facility availability" (numbers ours). */
export const FacilityAvailability = {
  Available: 1,
  NotAvailable: 2,
  AdditionalCharge: 3,
  Unimportant: 4,
} as const;
/** One of the {@link FacilityAvailability} values. */
export type FacilityAvailability = (typeof FacilityAvailability)[keyof typeof FacilityAvailability];

/** Whether a facility (kitchen, bathroom, toilet) is shared, own or absent, §3 (numbers ours). */
export const FacilityShare = {
  Shared: 1,
  Own: 2,
  None: 3,
} as const;
/** One of the {@link FacilityShare} values. */
export type FacilityShare = (typeof FacilityShare)[keyof typeof FacilityShare];

/** Energy label of a home, §3 "Energy label: A to G plus Unknown" (numbers ours: A 1 … G 7, Unknown 0). */
export const EnergyLabel = {
  Unknown: 0,
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
} as const;
/** One of the {@link EnergyLabel} values. */
export type EnergyLabel = (typeof EnergyLabel)[keyof typeof EnergyLabel];

/** Tenant occupation, bit flags, §3 "Tenant occupation flags"; combine with `combineFlags`. */
export const TenantOccupation = {
  Student: 1,
  WorkingStudent: 2,
  Working: 4,
  LookingForJob: 8,
} as const;
/** One of the {@link TenantOccupation} flags. */
export type TenantOccupation = (typeof TenantOccupation)[keyof typeof TenantOccupation];

/** Rental period of a listing, §3 "Rental period" (numbers ours). */
export const RentalPeriod = {
  ThreeMonths: 1,
  SixMonths: 2,
  OneYear: 3,
  TwoYearOrMore: 4,
} as const;
/** One of the {@link RentalPeriod} values. */
export type RentalPeriod = (typeof RentalPeriod)[keyof typeof RentalPeriod];

/** Languages spoken, bit flags, §3 "Languages spoken"; combine with `combineFlags`. */
export const LanguageSpoken = {
  Dutch: 1,
  English: 2,
  Spanish: 4,
  French: 8,
  Italian: 16,
  German: 32,
  Portuguese: 64,
  Chinese: 128,
  Russian: 256,
  Japanese: 512,
  Hindi: 1024,
  Bengali: 2048,
  Korean: 4096,
  Turkish: 8192,
  Vietnamese: 16384,
  Polish: 32768,
  Arabic: 65536,
  Romanian: 131072,
} as const;
/** One of the {@link LanguageSpoken} flags. */
export type LanguageSpoken = (typeof LanguageSpoken)[keyof typeof LanguageSpoken];

/** Country of an address, §3 "Country" (Other is ours: 0). */
export const Country = {
  Other: 0,
  Belgium: 20,
  Netherlands: 166,
} as const;
/** One of the {@link Country} values. */
export type Country = (typeof Country)[keyof typeof Country];
