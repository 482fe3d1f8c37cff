import {
  AvailabilityPeriod,
  DEFAULT_LISTING_SEARCH_FILTERS,
  Furnishing,
  Gender,
  OwnerType,
  RoommateMax,
  SearchListingType,
  ViewMode,
  WorkStatus,
} from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { alertWords } from './alert-words';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

async function wordsFor(locale: Locale, filters: Partial<ListingSearchFilters>): Promise<string> {
  const words = alertWords(await getT(locale, 'search'), await getT(locale, 'alerts'), locale);
  return words({ ...DEFAULT_LISTING_SEARCH_FILTERS, ...filters });
}

const GRONINGEN_ROOMS: Partial<ListingSearchFilters> = {
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  cityName: 'Groningen',
};

describe('alertWords', () => {
  it('reads the issue example in both languages', async () => {
    const filters = {
      ...GRONINGEN_ROOMS,
      maxRent: 600,
      furnishings: [Furnishing.Furnished],
    } as const;
    expect(await wordsFor('en', filters)).toBe('Rooms in Groningen up to €600, furnished');
    expect(await wordsFor('nl', filters)).toBe('Kamers in Groningen tot €\u00a0600, gemeubileerd');
  });

  it('names the whole country when no city is searched', async () => {
    expect(await wordsFor('en', {})).toBe('Rental homes in the Netherlands');
    expect(await wordsFor('nl', { searchCategories: [] })).toBe('Huurwoningen in Nederland');
  });

  it('names a street, a radius other than the default and several categories', async () => {
    expect(
      await wordsFor('en', {
        ...GRONINGEN_ROOMS,
        searchCategories: [SearchListingType.Room, SearchListingType.Studio],
        streetSlug: 'vismarkt',
        streetName: 'Vismarkt',
        radius: 5,
      }),
    ).toBe('Rooms or studios near Vismarkt, Groningen within 5 km');
    expect(await wordsFor('en', { ...GRONINGEN_ROOMS, radius: 0 })).toBe(
      'Rooms in Groningen (only this place)',
    );
    expect(await wordsFor('en', { ...GRONINGEN_ROOMS, radius: 10 })).toBe('Rooms in Groningen');
  });

  it('describes a map alert by its area, not by a city', async () => {
    expect(await wordsFor('en', { ...GRONINGEN_ROOMS, searchView: ViewMode.Map, radius: 5 })).toBe(
      'Rooms in the area chosen on the map',
    );
  });

  it('lists every other filter in the panel order', async () => {
    const text = await wordsFor('en', {
      ...GRONINGEN_ROOMS,
      minSize: 20,
      furnishings: [Furnishing.Unfurnished, Furnishing.Furnished],
      hasInternet: true,
      isKitchenPrivate: true,
      availabilityPeriods: [AvailabilityPeriod.Indefinite],
      availableFrom: '2026-12-01',
      suitableForNumberOfPersons: 2,
      suitableForGenders: [Gender.Female],
      suitableForAge: 23,
      suitableForWorkStatuses: [WorkStatus.Student],
      isPetsInsideAllowed: true,
      roommateNumberMax: RoommateMax.Four,
      roommateGenders: [Gender.Mixed],
      ownerTypes: [OwnerType.PrivateOwner],
    });
    expect(text).toBe(
      'Rooms in Groningen, from 20 m², furnished or unfurnished, internet included, private kitchen, ' +
        'rental period: indefinite, available by 1 December 2026, 2 people, suitable for: women, ' +
        'age 23, occupation: student, pets allowed, maximum housemates: up to 4, housemates: mixed, ' +
        'offered by: private landlord',
    );
  });

  it('writes a Dutch date and plural', async () => {
    expect(
      await wordsFor('nl', {
        ...GRONINGEN_ROOMS,
        availableFrom: '2026-12-01',
        suitableForNumberOfPersons: 1,
      }),
    ).toBe('Kamers in Groningen, beschikbaar uiterlijk 1 december 2026, 1 persoon');
  });
});
