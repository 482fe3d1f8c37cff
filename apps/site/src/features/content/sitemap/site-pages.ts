import { buildSearchCategoryAndCity } from '@rooms/domain';
import { LOCALES, pathFor } from '@rooms/i18n';

import { sitemapCategoryWord } from './sitemap-categories';

import type { SearchCategory } from '@rooms/domain';
import type { EN_RESOURCES, Locale, RouteKey } from '@rooms/i18n';
import type { PageAlternates } from '@rooms/ui/shell-content';

/** A static page of the sitemaps: a route without parameters, or the tenant search. */
export type StaticPageRoute = keyof (typeof EN_RESOURCES)['content']['sitemap']['pages'] & RouteKey;

/** A group of the static sitemap (`sitemap.static.groups.<key>` names it). */
export interface StaticPageGroup {
  readonly key: 'tenants' | 'landlords' | 'company' | 'legal';
  readonly routes: readonly StaticPageRoute[];
}

/**
 * Every public, indexable static page of §2, grouped for the static sitemap
 * (`/sitemap/static`) and listed in sitemap.xml. Payment, unsubscribe, sign-in and not-found
 * pages are left out on purpose: they are not meant to be found through a search engine. The
 * tenant search (`roommates`) joins the list once its page exists.
 */
export const STATIC_PAGE_GROUPS: readonly StaticPageGroup[] = [
  { key: 'tenants', routes: ['home', 'howItWorks', 'safetyTenant', 'usefulTips', 'cashback'] },
  {
    key: 'landlords',
    routes: ['landlordHowItWorks', 'rentOutRoom', 'rentOutHome', 'safetyLandlord'],
  },
  { key: 'company', routes: ['aboutUs', 'partnerships', 'referrals', 'designSystem'] },
  { key: 'legal', routes: ['termsConditions', 'privacyPolicy', 'cookiePolicy'] },
];

/**
 * The path of a static page in a language.
 *
 * @param route the page
 * @param locale the language
 * @returns the path, e.g. `/over-ons` or `/en/about-us`
 */
export function staticPagePath(route: StaticPageRoute, locale: Locale): string {
  return pathFor(route, locale);
}

function bothLanguages(build: (locale: Locale) => string): PageAlternates {
  const [nl, en] = LOCALES.map(build) as [string, string];
  return { nl, en };
}

/**
 * A static page in both languages.
 *
 * @param route the page
 * @returns `{ nl, en }` paths
 */
export function staticPageAlternates(route: StaticPageRoute): PageAlternates {
  return bothLanguages((locale) => staticPagePath(route, locale));
}

/**
 * The listing search of a category in a city (or the whole country for `''`), in both
 * languages, with the category word translated: `/huren/kamer-utrecht` and
 * `/en/for-rent/room-utrecht`.
 *
 * @param category the search category
 * @param citySlug the city's slug; '' for the whole country
 * @returns `{ nl, en }` paths
 */
export function searchAlternates(category: SearchCategory, citySlug: string): PageAlternates {
  return bothLanguages((locale) =>
    pathFor('search', locale, {
      searchCategoryAndCity: buildSearchCategoryAndCity(category, citySlug, locale),
    }),
  );
}

/**
 * The sitemap of a category (`/sitemap/kamer`, `/en/sitemap/room`), in both languages.
 *
 * @param category the search category
 * @returns `{ nl, en }` paths
 */
export function categorySitemapAlternates(category: SearchCategory): PageAlternates {
  return bothLanguages((locale) =>
    pathFor('sitemapCategory', locale, {
      cityOrSearchCategory: sitemapCategoryWord(category, locale),
    }),
  );
}

/**
 * The sitemap of a city in a category (`/sitemap/kamer/utrecht`, `/en/sitemap/room/utrecht`;
 * the `cityID` segment is the city's slug, as in the search URLs), in both languages.
 *
 * @param category the search category
 * @param citySlug the city's slug
 * @returns `{ nl, en }` paths
 */
export function citySitemapAlternates(category: SearchCategory, citySlug: string): PageAlternates {
  return bothLanguages((locale) =>
    pathFor('sitemapCity', locale, {
      cityOrSearchCategory: sitemapCategoryWord(category, locale),
      cityID: citySlug,
    }),
  );
}
