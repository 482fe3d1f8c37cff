import { Furnishing, ListingType } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import {
  dutchDate,
  euros,
  listingDescription,
  listingTitle,
  streetPhrase,
  type ListingTextInput,
} from './listing-text.js';
import { createRandom } from './random.js';

const base: ListingTextInput = {
  listingType: ListingType.Room,
  furnishing: Furnishing.Furnished,
  surfaceM2: 14,
  street: 'Oudegracht',
  city: 'Utrecht',
  rentCents: 70_000,
  serviceCostsCents: 2_500,
  utilitiesIncluded: true,
  availableFrom: '2026-12-01',
  availableTo: null,
  isBathroomPrivate: false,
  isToiletPrivate: false,
  isKitchenPrivate: false,
  hasInternet: true,
  isPetsInsideAllowed: false,
  isSmokingInsideAllowed: false,
  currentResidents: 3,
  energyLabel: 'B',
  preferredOccupations: 3,
};

describe('listing texts', () => {
  it('formats Dutch dates, amounts and street phrases', () => {
    expect(dutchDate('2026-12-01')).toBe('1 december 2026');
    expect(euros(94_500)).toBe('€ 945');
    expect(euros(1_234_550)).toBe('€ 12.345,50');
    expect(streetPhrase('Oudegracht')).toBe('aan de Oudegracht');
    expect(streetPhrase('Museumplein')).toBe('aan het Museumplein');
    expect(streetPhrase('De Ruijterkade')).toBe('aan De Ruijterkade');
  });

  it('mentions the street and city and the listing facts', () => {
    const random = createRandom('text');
    for (let i = 0; i < 20; i++) {
      const title = listingTitle(base, random);
      expect(title).toContain('Utrecht');
      expect(title).toContain('Oudegracht');
    }
    const description = listingDescription(base, random);
    expect(description).toContain('Oudegracht');
    expect(description).toContain(
      '€ 700 per maand, inclusief gas, water en licht, plus € 25 servicekosten',
    );
    expect(description).toContain('3 huisgenoten');
    expect(description).toContain('Energielabel B');
    expect(description).toContain('voor onbepaalde tijd');
  });

  it('inflects adjectives for neuter nouns', () => {
    const random = createRandom('neuter');
    const texts = Array.from({ length: 30 }, () =>
      listingDescription(
        {
          ...base,
          listingType: ListingType.Apartment,
          furnishing: Furnishing.Uncarpeted,
          currentResidents: 0,
        },
        random,
      ),
    );
    expect(texts.some((text) => text.includes('een kaal appartement'))).toBe(true);
    expect(texts.every((text) => !text.includes('kale appartement'))).toBe(true);
  });
});
