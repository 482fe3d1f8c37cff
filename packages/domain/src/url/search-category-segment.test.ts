import { describe, expect, it } from 'vitest';

import { SearchListingType } from '../enums/search';

import {
  buildSearchCategoryAndCity,
  CITY_CAN_NOT_BE_EMPTY,
  MAIN_SEARCH_CATEGORY_CAN_NOT_BE_EMPTY,
  parseSearchCategoryAndCity,
  SEARCH_CATEGORY_NOT_VALID,
  SEARCH_CATEGORY_WORDS,
} from './search-category-segment';

describe('parseSearchCategoryAndCity (§2, §4, §5)', () => {
  it('reads every category word of both languages', () => {
    for (const locale of ['en', 'nl'] as const) {
      for (const [category, word] of Object.entries(SEARCH_CATEGORY_WORDS[locale])) {
        expect(parseSearchCategoryAndCity(`${word}-utrecht`, locale)).toEqual({
          searchCategory: Number(category),
          citySlug: 'utrecht',
          error: null,
        });
      }
    }
  });

  it('keeps dashes of the city and prefers the longest category word', () => {
    expect(parseSearchCategoryAndCity('kamer-den-haag', 'nl').citySlug).toBe('den-haag');
    expect(parseSearchCategoryAndCity('studio-s-hertogenbosch', 'en')).toMatchObject({
      searchCategory: SearchListingType.Studio,
      citySlug: 's-hertogenbosch',
    });
    expect(parseSearchCategoryAndCity('student-housing-groningen', 'en')).toMatchObject({
      searchCategory: SearchListingType.StudentHousing,
      citySlug: 'groningen',
    });
    expect(parseSearchCategoryAndCity('anti-kraak-anti-squat', 'nl')).toMatchObject({
      searchCategory: SearchListingType.Antisquat,
      citySlug: 'anti-squat',
    });
  });

  it('ignores letter case and surrounding spaces', () => {
    expect(parseSearchCategoryAndCity(' Room-Amsterdam ', 'en')).toMatchObject({
      searchCategory: SearchListingType.Room,
      citySlug: 'amsterdam',
    });
  });

  it('makes the country word a blank city', () => {
    expect(parseSearchCategoryAndCity('huurwoningen-nederland', 'nl')).toEqual({
      searchCategory: SearchListingType.Generic,
      citySlug: '',
      error: null,
    });
    expect(parseSearchCategoryAndCity('room-netherlands', 'en').citySlug).toBe('');
    expect(parseSearchCategoryAndCity('room-nederland', 'en').citySlug).toBe('nederland');
  });

  it('resets an invalid category, swallowing "search category is not valid"', () => {
    const invalid = {
      searchCategory: SearchListingType.Empty,
      citySlug: '',
      error: SEARCH_CATEGORY_NOT_VALID,
    };
    expect(parseSearchCategoryAndCity('castle-utrecht', 'en')).toEqual(invalid);
    expect(parseSearchCategoryAndCity('kamer-utrecht', 'en')).toEqual(invalid);
    expect(parseSearchCategoryAndCity('roomy-utrecht', 'en')).toEqual(invalid);
    expect(parseSearchCategoryAndCity(undefined, 'nl')).toEqual(invalid);
  });

  it('resets a category without a city, swallowing "city can not be empty"', () => {
    const noCity = {
      searchCategory: SearchListingType.Empty,
      citySlug: '',
      error: CITY_CAN_NOT_BE_EMPTY,
    };
    expect(parseSearchCategoryAndCity('kamer', 'nl')).toEqual(noCity);
    expect(parseSearchCategoryAndCity('room-', 'en')).toEqual(noCity);
  });
});

describe('buildSearchCategoryAndCity', () => {
  it('joins the word and the city, the country word for a blank city', () => {
    expect(buildSearchCategoryAndCity(SearchListingType.Room, 'groningen', 'en')).toBe(
      'room-groningen',
    );
    expect(buildSearchCategoryAndCity(SearchListingType.Room, 'Den-Haag', 'nl')).toBe(
      'kamer-den-haag',
    );
    expect(buildSearchCategoryAndCity(SearchListingType.Generic, '', 'nl')).toBe(
      'huurwoningen-nederland',
    );
    expect(buildSearchCategoryAndCity(SearchListingType.ShortTermRental, ' ', 'en')).toBe(
      'short-term-rentals-netherlands',
    );
  });

  it("throws 'main search category can not be empty' for the Empty category", () => {
    expect(() => buildSearchCategoryAndCity(SearchListingType.Empty, 'utrecht', 'en')).toThrow(
      new Error(MAIN_SEARCH_CATEGORY_CAN_NOT_BE_EMPTY),
    );
    expect(MAIN_SEARCH_CATEGORY_CAN_NOT_BE_EMPTY).toBe('main search category can not be empty');
  });
});
