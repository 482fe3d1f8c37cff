import {
  buildSearchCategoryAndCity,
  MAX_SEARCH_ROWS_PER_PAGE,
  parseListingSearchUrl,
  SearchListingType,
  toListingSearchRequest,
} from '@rooms/domain';

import { listingInCategory, SITEMAP_CATEGORIES } from './sitemap-categories';

import type { CategorisedListing } from './sitemap-categories';
import type { RoomsClient } from '@rooms/api-client';
import type { SearchCategory } from '@rooms/domain';

/** A city with visible listings, and how many of them fall in each sitemap category. */
export interface CityListingCounts {
  readonly slug: string;
  readonly name: string;
  /** Listings located in the city per search category (Generic = all). */
  readonly counts: Readonly<Partial<Record<SearchCategory, number>>>;
}

/** The listing search card fields the index reads. */
interface IndexedCard extends CategorisedListing {
  readonly citySlug: string;
  readonly cityName: string;
}

/** Requests in flight at once while paging through all listings. */
export const INDEX_CONCURRENCY = 6;

/** The country-wide search over every type, the biggest page size, newest first (§3, §5). */
function countryPageRequest(pageNo: number) {
  const filters = parseListingSearchUrl({
    params: {
      searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Generic, '', 'nl'),
    },
    query: { pageNo: String(pageNo), listingsPerPage: String(MAX_SEARCH_ROWS_PER_PAGE) },
    locale: 'nl',
  });
  return toListingSearchRequest(filters);
}

async function inBatches<T>(tasks: readonly (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += size) {
    results.push(...(await Promise.all(tasks.slice(start, start + size).map((task) => task()))));
  }
  return results;
}

/**
 * Counts the cards per city and category.
 *
 * @param cards listing search cards (city slug and name, type, furnishing, end date)
 * @returns the cities with at least one listing, in order of first appearance
 */
export function countByCity(cards: readonly IndexedCard[]): CityListingCounts[] {
  const cities = new Map<
    string,
    { name: string; counts: Partial<Record<SearchCategory, number>> }
  >();
  for (const card of cards) {
    let city = cities.get(card.citySlug);
    if (city === undefined) {
      city = { name: card.cityName, counts: {} };
      cities.set(card.citySlug, city);
    }
    for (const [, category] of SITEMAP_CATEGORIES) {
      if (listingInCategory(card, category))
        city.counts[category] = (city.counts[category] ?? 0) + 1;
    }
  }
  return [...cities].map(([slug, { name, counts }]) => ({ slug, name, counts }));
}

/**
 * Every city with visible listings and its count per sitemap category (§2 sitemaps), read by
 * paging through the country-wide search of all properties (`POST /listing/findlistings`,
 * {@link MAX_SEARCH_ROWS_PER_PAGE} per page, {@link INDEX_CONCURRENCY} pages at a time).
 * Categories are decided from each card with the search's own rules, so one pass serves all
 * nine categories. Meant to be cached: it reads every visible listing.
 *
 * @param api a (public) API client
 * @returns the cities with listings
 * @throws RoomsError when a page cannot be read
 */
export async function loadListingIndex(api: RoomsClient): Promise<CityListingCounts[]> {
  const first = await api.POST('/listing/findlistings', { body: countryPageRequest(1) });
  const total = first.data?.totalCount ?? 0;
  const pageCount = Math.ceil(total / MAX_SEARCH_ROWS_PER_PAGE);
  const rest = await inBatches(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => async () => {
      const answer = await api.POST('/listing/findlistings', {
        body: countryPageRequest(index + 2),
      });
      return answer.data?.listings ?? [];
    }),
    INDEX_CONCURRENCY,
  );
  return countByCity([...(first.data?.listings ?? []), ...rest.flat()]);
}

/** A city of a category sitemap. */
export interface CategoryCity {
  readonly slug: string;
  readonly name: string;
  /** Listings of the category located in the city. */
  readonly count: number;
}

/**
 * The cities with listings of one category, sorted by name the Dutch way (accents and case
 * ignored, `'s-Hertogenbosch` under H).
 *
 * @param index the listing index
 * @param category the search category
 * @returns the cities with a count above zero
 */
export function citiesInCategory(
  index: readonly CityListingCounts[],
  category: SearchCategory,
): CategoryCity[] {
  const collator = new Intl.Collator('nl', { sensitivity: 'base' });
  return index
    .map((city) => ({ slug: city.slug, name: city.name, count: city.counts[category] ?? 0 }))
    .filter((city) => city.count > 0)
    .sort((a, b) => collator.compare(sortName(a.name), sortName(b.name)));
}

/**
 * The name a city is sorted and grouped under: without a leading `'s-` or `'t-`
 * (`'s-Hertogenbosch` under H, `'t Zandt` under Z).
 *
 * @param name the display name
 * @returns the name to sort by
 */
export function sortName(name: string): string {
  return name.replace(/^['’][st][\s-]/i, '');
}

/** Lower-case words that stay lower case inside a Dutch place name ("Berg en Dal"). */
const LOWER_WORDS = new Set([
  'aan',
  'bij',
  'de',
  'den',
  'der',
  'en',
  'het',
  'in',
  'op',
  'over',
  'van',
]);

function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Display labels that tell apart cities sharing a name (three places are called Beek): a
 * repeated name gets the rest of its slug, written as words, in brackets — `Beek (Berg en
 * Dal)` for `beek-berg-en-dal` — unless its slug is the plain name. Unique names stay as they are.
 *
 * @param cities the cities of one list
 * @returns the label of each city, by slug
 */
export function distinctCityLabels(
  cities: readonly { readonly slug: string; readonly name: string }[],
): Map<string, string> {
  const seen = new Map<string, number>();
  for (const city of cities) seen.set(city.name, (seen.get(city.name) ?? 0) + 1);
  return new Map(
    cities.map((city) => {
      const base = slugOf(city.name);
      if ((seen.get(city.name) ?? 0) < 2 || !city.slug.startsWith(`${base}-`)) {
        return [city.slug, city.name];
      }
      const words = city.slug
        .slice(base.length + 1)
        .split('-')
        .map((word, index) =>
          index > 0 && LOWER_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
        );
      return [city.slug, `${city.name} (${words.join(' ')})`];
    }),
  );
}

/**
 * Groups cities under the first letter of their sort name, accents ignored (A to Z; digits and
 * other characters under #), keeping their order.
 *
 * @param cities cities sorted by name
 * @returns [letter, cities] pairs in order of first appearance
 */
export function citiesByLetter(cities: readonly CategoryCity[]): [string, CategoryCity[]][] {
  const groups = new Map<string, CategoryCity[]>();
  for (const city of cities) {
    const first = sortName(city.name)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .charAt(0)
      .toUpperCase();
    const letter = /^[A-Z]$/.test(first) ? first : '#';
    const list = groups.get(letter) ?? [];
    list.push(city);
    groups.set(letter, list);
  }
  return [...groups];
}
