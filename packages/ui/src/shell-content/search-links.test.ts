import { SearchListingType } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { countrySearchPath, HOME_CATEGORIES } from './search-links';

describe('countrySearchPath', () => {
  it('searches a category over the whole country in each language', () => {
    expect(countrySearchPath(SearchListingType.Room, 'nl')).toBe('/huren/kamer-nederland');
    expect(countrySearchPath(SearchListingType.Studio, 'en')).toBe(
      '/en/for-rent/studio-netherlands',
    );
  });
});

describe('HOME_CATEGORIES', () => {
  it('offers the five home-page categories in display order', () => {
    expect(HOME_CATEGORIES.map(([key]) => key)).toEqual([
      'room',
      'apartment',
      'studio',
      'antiSquat',
      'studentHousing',
    ]);
  });
});
