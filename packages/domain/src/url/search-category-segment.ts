/**
 * The `searchCategoryAndCity` path segment of listing search URLs, §2 and §4: a category word
 * joined to a city slug by a dash, for example `kamer-groningen` or `room-den-haag`.
 */

import { SearchListingType } from '../enums/search';

import type { SearchCategory } from '../enums/search';
import type { Locale } from '../enums/site-language';

/** Category word of each search category per language, §2. */
export const SEARCH_CATEGORY_WORDS: Readonly<
  Record<Locale, Readonly<Record<SearchCategory, string>>>
> = {
  en: {
    [SearchListingType.Generic]: 'properties',
    [SearchListingType.Room]: 'room',
    [SearchListingType.Apartment]: 'apartment',
    [SearchListingType.Studio]: 'studio',
    [SearchListingType.Antisquat]: 'anti-squat',
    [SearchListingType.StudentHousing]: 'student-housing',
    [SearchListingType.FurnishedApartment]: 'furnished-apartments',
    [SearchListingType.LongTermRental]: 'long-term-rentals',
    [SearchListingType.ShortTermRental]: 'short-term-rentals',
  },
  nl: {
    [SearchListingType.Generic]: 'huurwoningen',
    [SearchListingType.Room]: 'kamer',
    [SearchListingType.Apartment]: 'appartement',
    [SearchListingType.Studio]: 'studio',
    [SearchListingType.Antisquat]: 'anti-kraak',
    [SearchListingType.StudentHousing]: 'studentenwoning',
    [SearchListingType.FurnishedApartment]: 'gemeubileerde-appartementen',
    [SearchListingType.LongTermRental]: 'lange-termijn-huren',
    [SearchListingType.ShortTermRental]: 'tijdelijk-huren',
  },
};

/** City word of a search over the whole country, §2: netherlands / nederland. Parsed as a blank city. */
export const DEFAULT_COUNTRY_WORD: Readonly<Record<Locale, string>> = {
  en: 'netherlands',
  nl: 'nederland',
};

/** Parse message for an unknown category word, §5 (swallowed, never shown). */
export const SEARCH_CATEGORY_NOT_VALID = 'search category is not valid';

/** Parse message for a category without a city, §5 (swallowed, never shown). */
export const CITY_CAN_NOT_BE_EMPTY = 'city can not be empty';

/** Build error for a search URL without a main category, §5. */
export const MAIN_SEARCH_CATEGORY_CAN_NOT_BE_EMPTY = 'main search category can not be empty';

/** The parts of a `searchCategoryAndCity` segment. */
export interface SearchCategoryAndCity {
  /** The category; `SearchListingType.Empty` when the segment is invalid (§4). */
  readonly searchCategory: SearchListingType;
  /** The city slug, lower case; '' for the whole country or an invalid segment (§4). */
  readonly citySlug: string;
  /** Why the category was reset, one of the two §5 messages, or null. For logging only. */
  readonly error: typeof SEARCH_CATEGORY_NOT_VALID | typeof CITY_CAN_NOT_BE_EMPTY | null;
}

/** Category entries per language, longest word first, so city slugs with dashes split right. */
const WORDS_LONGEST_FIRST: Readonly<
  Record<Locale, readonly (readonly [SearchCategory, string])[]>
> = {
  en: sortedWords('en'),
  nl: sortedWords('nl'),
};

function sortedWords(locale: Locale): (readonly [SearchCategory, string])[] {
  return (Object.entries(SEARCH_CATEGORY_WORDS[locale]) as [string, string][])
    .map(([category, word]) => [Number(category) as SearchCategory, word] as const)
    .sort(([, a], [, b]) => b.length - a.length);
}

/**
 * Splits a `searchCategoryAndCity` segment (§2, §4, §5). The longest category word of the
 * language that prefixes the segment wins. Letter case and surrounding spaces are ignored.
 * An unknown word or a missing city resets the category to Empty with a blank city; the
 * country word (netherlands / nederland) gives a blank city. Never throws.
 *
 * @param segment the path segment, for example 'kamer-den-haag'; may be undefined
 * @param locale the language of the path
 * @returns category, city slug and the swallowed §5 message, if any
 */
export function parseSearchCategoryAndCity(
  segment: string | undefined,
  locale: Locale,
): SearchCategoryAndCity {
  const text = (segment ?? '').trim().toLowerCase();
  const entry = WORDS_LONGEST_FIRST[locale].find(
    ([, word]) => text === word || text.startsWith(`${word}-`),
  );
  if (!entry)
    return {
      searchCategory: SearchListingType.Empty,
      citySlug: '',
      error: SEARCH_CATEGORY_NOT_VALID,
    };
  const [searchCategory, word] = entry;
  const citySlug = text.slice(word.length + 1);
  if (citySlug === '')
    return { searchCategory: SearchListingType.Empty, citySlug: '', error: CITY_CAN_NOT_BE_EMPTY };
  return {
    searchCategory,
    citySlug: citySlug === DEFAULT_COUNTRY_WORD[locale] ? '' : citySlug,
    error: null,
  };
}

/**
 * Builds a `searchCategoryAndCity` segment (§2, §5): the category word, a dash, then the city
 * slug in lower case, or the country word when the city is blank.
 *
 * @param searchCategory the main search category
 * @param citySlug the city slug; '' for the whole country
 * @param locale the language of the path
 * @returns the segment, for example 'room-groningen' or 'huurwoningen-nederland'
 * @throws Error('main search category can not be empty') when the category is Empty
 */
export function buildSearchCategoryAndCity(
  searchCategory: SearchListingType,
  citySlug: string,
  locale: Locale,
): string {
  if (searchCategory === SearchListingType.Empty)
    throw new Error(MAIN_SEARCH_CATEGORY_CAN_NOT_BE_EMPTY);
  const city = citySlug.trim().toLowerCase();
  return `${SEARCH_CATEGORY_WORDS[locale][searchCategory]}-${city === '' ? DEFAULT_COUNTRY_WORD[locale] : city}`;
}
