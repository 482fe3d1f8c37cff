import {
  AlertFrequency,
  DEFAULT_LISTING_SEARCH_FILTERS,
  Furnishing,
  SearchListingType,
  toListingSearchRequest,
} from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import {
  alertSearchHref,
  fillText,
  toCardAlert,
  unsubscribeDescription,
  withSavedAlert,
} from './alert-view';

import type { SearchAlert } from './alert-types';

const REQUEST = toListingSearchRequest({
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  cityName: 'Groningen',
  maxRent: 600,
  furnishings: [Furnishing.Furnished],
  pageNo: 3,
});

const ALERT: SearchAlert = {
  psaIdentifier: 'abc_DEF-123',
  name: null,
  frequency: AlertFrequency.Daily,
  paused: false,
  language: 'en',
  searchRequest: REQUEST,
  matchesLastSevenDays: 4,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const WORDING = {
  words: (filters: { cityName: string; maxRent: number | null }) =>
    `in ${filters.cityName} up to ${filters.maxRent}`,
  matches: (count: number) => `${count} new`,
};

describe('alertSearchHref', () => {
  it('opens the saved search on its first page, in each language', () => {
    expect(alertSearchHref(REQUEST, 'en')).toBe(
      '/en/for-rent/room-groningen?maxRent=600&furnishings=4',
    );
    expect(alertSearchHref(REQUEST, 'nl')).toBe('/huren/kamer-groningen?maxRent=600&furnishings=4');
  });

  it('opens all homes when the request names no category', () => {
    expect(alertSearchHref({ ...REQUEST, listingTypeIds: [] }, 'en')).toBe(
      '/en/for-rent/properties-groningen?maxRent=600&furnishings=4',
    );
  });
});

describe('toCardAlert', () => {
  it('writes the criteria and the matches, and treats a blank name as none', () => {
    const card = toCardAlert({ ...ALERT, name: '  ' }, WORDING as never, 'en');
    expect(card).toEqual({
      id: 'abc_DEF-123',
      name: null,
      words: 'in Groningen up to 600',
      matches: '4 new',
      frequency: AlertFrequency.Daily,
      paused: false,
      searchHref: '/en/for-rent/room-groningen?maxRent=600&furnishings=4',
    });
  });
});

describe('withSavedAlert', () => {
  it('replaces only the saved alert and keeps its words and link', () => {
    const cards = [
      toCardAlert(ALERT, WORDING as never, 'en'),
      toCardAlert({ ...ALERT, psaIdentifier: 'other' }, WORDING as never, 'en'),
    ];
    const next = withSavedAlert(cards, {
      psaIdentifier: 'other',
      name: 'Near work',
      frequency: AlertFrequency.Weekly,
      paused: true,
    });
    expect(next[0]).toBe(cards[0]);
    expect(next[1]).toEqual({
      ...cards[1],
      name: 'Near work',
      frequency: AlertFrequency.Weekly,
      paused: true,
    });
  });
});

describe('unsubscribeDescription', () => {
  const words = () => 'Rooms in Groningen';
  it('prefers the name, else the criteria in words, else nothing', () => {
    const found = { found: true, name: 'Near work', searchRequest: REQUEST, language: 'en' };
    expect(unsubscribeDescription(found, words)).toBe('Near work');
    expect(unsubscribeDescription({ ...found, name: null }, words)).toBe('Rooms in Groningen');
    expect(unsubscribeDescription({ ...found, name: null, searchRequest: null }, words)).toBeNull();
  });
});

describe('fillText', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillText('Deleted: {{name}} {{x}}', { name: 'A' })).toBe('Deleted: A {{x}}');
  });
});
