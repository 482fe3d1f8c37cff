import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';

/**
 * The search categories offered as quick links on the home page, in display order (§2 Shell, §4):
 * pairs of the translation key under `home.categories` and the domain's search category.
 */
export const HOME_CATEGORIES = [
  ['room', SearchListingType.Room],
  ['apartment', SearchListingType.Apartment],
  ['studio', SearchListingType.Studio],
  ['antiSquat', SearchListingType.Antisquat],
  ['studentHousing', SearchListingType.StudentHousing],
] as const;

/** Translation key (under `home.categories` of `common`) of a home-page category (§2 Shell). */
export type HomeCategoryKey = (typeof HOME_CATEGORIES)[number][0];

/** A search category offered on the home page: one of {@link HOME_CATEGORIES}, never Empty (§4). */
export type HomeCategory = (typeof HOME_CATEGORIES)[number][1];

/**
 * Path of the listing search for a category over the whole country (§2 Shell), e.g.
 * `/huren/kamer-nederland` or `/en/for-rent/room-netherlands`.
 *
 * @param category the search category (not Empty)
 * @param locale the language of the path
 * @returns the path, built with the route table and the domain's segment rules
 * @throws Error when the category is Empty
 */
export function countrySearchPath(category: HomeCategory, locale: Locale): string {
  return pathFor('search', locale, {
    searchCategoryAndCity: buildSearchCategoryAndCity(category, '', locale),
  });
}
