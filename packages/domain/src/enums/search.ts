/** Search enumerations of §3 "Search enumerations" and the search-side listing type. */

/**
 * Search category (search-side listing type), §3. `Empty` means "no valid category" (§4);
 * `Generic` means all properties. The path word of each category is in `search-category-segment.ts`.
 */
export const SearchListingType = {
  Empty: 0,
  Room: 1,
  Apartment: 2,
  Studio: 4,
  Antisquat: 8,
  StudentHousing: 16,
  FurnishedApartment: 17,
  ShortTermRental: 18,
  LongTermRental: 19,
  Generic: 20,
} as const;
/** One of the {@link SearchListingType} values. */
export type SearchListingType = (typeof SearchListingType)[keyof typeof SearchListingType];
/** A search category that can head a search URL: every {@link SearchListingType} except Empty. */
export type SearchCategory = Exclude<SearchListingType, typeof SearchListingType.Empty>;

/** Sort order of listing search results, §3 "Listing sorting" (default NewestFirst, §5). */
export const ListingSort = {
  NewestFirst: 1,
  PriceAscending: 2,
  PriceDescending: 4,
  Surface: 5,
  Availability: 6,
} as const;
/** One of the {@link ListingSort} values. */
export type ListingSort = (typeof ListingSort)[keyof typeof ListingSort];

/** Sort order of tenant search results, §3 "Tenant sorting". */
export const TenantSort = {
  Recommended: 0,
  MostRecent: 1,
  HighToLow: 2,
  LowToHigh: 3,
} as const;
/** One of the {@link TenantSort} values. */
export type TenantSort = (typeof TenantSort)[keyof typeof TenantSort];

/**
 * Result view, §3 "View modes". Listing search uses List or Map, tenant search List or
 * Favorite (§5); in URLs they are the words list, map and favorite.
 */
export const ViewMode = {
  List: 1,
  Map: 3,
  Favorite: 4,
} as const;
/** One of the {@link ViewMode} values. */
export type ViewMode = (typeof ViewMode)[keyof typeof ViewMode];

/** Search radius in km around the searched place, §3 "Radius"; the value is the km and the server id. */
export const Radius = {
  Km0: 0,
  Km1: 1,
  Km2: 2,
  Km5: 5,
  Km10: 10,
  Km20: 20,
} as const;
/** One of the {@link Radius} values, in km. */
export type Radius = (typeof Radius)[keyof typeof Radius];
