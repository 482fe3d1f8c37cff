import { Furnishing, ListingType, SEARCH_CATEGORY_WORDS, SearchListingType } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import {
  listingInCategory,
  SITEMAP_CATEGORIES,
  sitemapCategoryKey,
  sitemapCategoryOf,
  sitemapCategoryWord,
} from './sitemap-categories';

describe('sitemap categories', () => {
  it('covers every category word of §2 exactly once', () => {
    const categories = SITEMAP_CATEGORIES.map(([, category]) => category);
    expect(new Set(categories).size).toBe(9);
    expect([...categories].sort()).toEqual(
      Object.keys(SEARCH_CATEGORY_WORDS.en).map(Number).sort(),
    );
  });

  it('reads the category word of the page language only', () => {
    expect(sitemapCategoryOf('kamer', 'nl')).toBe(SearchListingType.Room);
    expect(sitemapCategoryOf('Room', 'en')).toBe(SearchListingType.Room);
    expect(sitemapCategoryOf('room', 'nl')).toBeNull();
    expect(sitemapCategoryOf('kamer', 'en')).toBeNull();
    expect(sitemapCategoryOf('tijdelijk-huren', 'nl')).toBe(SearchListingType.ShortTermRental);
    expect(sitemapCategoryOf('amsterdam', 'nl')).toBeNull();
  });

  it('writes the word back and names the translation key', () => {
    expect(sitemapCategoryWord(SearchListingType.Antisquat, 'nl')).toBe('anti-kraak');
    expect(sitemapCategoryWord(SearchListingType.Generic, 'en')).toBe('properties');
    expect(sitemapCategoryKey(SearchListingType.StudentHousing)).toBe('studentHousing');
  });
});

describe('listingInCategory', () => {
  const apartment = {
    listingType: ListingType.Apartment,
    furnishing: Furnishing.Furnished,
    availableTo: null,
  };
  const temporaryRoom = {
    listingType: ListingType.Room,
    furnishing: Furnishing.Unfurnished,
    availableTo: '2027-01-31',
  };

  it('applies the search rules of the API', () => {
    expect(listingInCategory(apartment, SearchListingType.Generic)).toBe(true);
    expect(listingInCategory(apartment, SearchListingType.Apartment)).toBe(true);
    expect(listingInCategory(apartment, SearchListingType.Room)).toBe(false);
    expect(listingInCategory(apartment, SearchListingType.FurnishedApartment)).toBe(true);
    expect(listingInCategory(apartment, SearchListingType.LongTermRental)).toBe(true);
    expect(listingInCategory(apartment, SearchListingType.ShortTermRental)).toBe(false);
    expect(listingInCategory(temporaryRoom, SearchListingType.Room)).toBe(true);
    expect(listingInCategory(temporaryRoom, SearchListingType.ShortTermRental)).toBe(true);
    expect(listingInCategory(temporaryRoom, SearchListingType.FurnishedApartment)).toBe(false);
    expect(
      listingInCategory(
        { ...apartment, furnishing: Furnishing.Unfurnished },
        SearchListingType.FurnishedApartment,
      ),
    ).toBe(false);
  });
});
