import { Furnishing, ListingType, SEARCH_CATEGORY_WORDS, SearchListingType } from '@rooms/domain';

import type { SearchCategory } from '@rooms/domain';
import type { EN_RESOURCES, Locale } from '@rooms/i18n';

/** Translation key of a category name under `sitemap.categories` of the `content` namespace. */
export type SitemapCategoryKey = keyof (typeof EN_RESOURCES)['content']['sitemap']['categories'];

/**
 * The search categories of the sitemaps (§2 `/sitemap/{cityOrSearchCategory}`), in display
 * order, each with the key of its plural name: every category word of §2.
 */
export const SITEMAP_CATEGORIES: readonly (readonly [SitemapCategoryKey, SearchCategory])[] = [
  ['generic', SearchListingType.Generic],
  ['room', SearchListingType.Room],
  ['apartment', SearchListingType.Apartment],
  ['studio', SearchListingType.Studio],
  ['antiSquat', SearchListingType.Antisquat],
  ['studentHousing', SearchListingType.StudentHousing],
  ['furnishedApartments', SearchListingType.FurnishedApartment],
  ['longTermRentals', SearchListingType.LongTermRental],
  ['shortTermRentals', SearchListingType.ShortTermRental],
];

/**
 * The category of a sitemap path segment: exactly a category word of the page's language
 * (`kamer` in Dutch, `room` in English; §2). Letter case is ignored.
 *
 * @param word the `cityOrSearchCategory` segment
 * @param locale the page's language
 * @returns the category, or null for any other word (the page is then a 404)
 */
export function sitemapCategoryOf(word: string, locale: Locale): SearchCategory | null {
  const wanted = word.trim().toLowerCase();
  const entry = SITEMAP_CATEGORIES.find(
    ([, category]) => SEARCH_CATEGORY_WORDS[locale][category] === wanted,
  );
  return entry?.[1] ?? null;
}

/**
 * The path word of a category in a language, for `/sitemap/{word}` (§2).
 *
 * @param category the search category
 * @param locale the language of the path
 * @returns e.g. `kamer` or `room`
 */
export function sitemapCategoryWord(category: SearchCategory, locale: Locale): string {
  return SEARCH_CATEGORY_WORDS[locale][category];
}

/**
 * The translation key of a category's plural name (`sitemap.categories.<key>`).
 *
 * @param category the search category
 * @returns the key, e.g. `room` for Room
 * @throws Error for a category that is not a sitemap category (none today)
 */
export function sitemapCategoryKey(category: SearchCategory): SitemapCategoryKey {
  const entry = SITEMAP_CATEGORIES.find(([, candidate]) => candidate === category);
  if (entry === undefined) throw new Error(`no sitemap category for ${category}`);
  return entry[0];
}

/** The fields of a listing search card that decide its categories. */
export interface CategorisedListing {
  /** ListingType of §3. */
  readonly listingType: number;
  /** Furnishing of §3. */
  readonly furnishing: number;
  /** Available until, 'YYYY-MM-DD'; null for an indefinite period. */
  readonly availableTo: string | null;
}

/**
 * Whether a listing belongs to a search category, by the same rules the API's search applies
 * (§3, §4): Generic is every listing; the five listing types match the listing's type;
 * furnished apartments are apartments that are Furnished; short-term rentals have an end date,
 * long-term rentals none.
 *
 * @param listing the type, furnishing and end date of a listing
 * @param category the search category
 * @returns true when the category's search finds the listing (before other filters)
 */
export function listingInCategory(listing: CategorisedListing, category: SearchCategory): boolean {
  switch (category) {
    case SearchListingType.Generic:
      return true;
    case SearchListingType.FurnishedApartment:
      return (
        listing.listingType === ListingType.Apartment && listing.furnishing === Furnishing.Furnished
      );
    case SearchListingType.ShortTermRental:
      return listing.availableTo !== null;
    case SearchListingType.LongTermRental:
      return listing.availableTo === null;
    default:
      return listing.listingType === category;
  }
}
