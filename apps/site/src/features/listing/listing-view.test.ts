import { getT } from '@rooms/i18n';
import { beforeAll, describe, expect, it } from 'vitest';

import { listingFixture } from './listing-fixture';
import {
  availabilityText,
  listingFactGroups,
  listingMetaTexts,
  listingTypeLabel,
  ownerTypeLabel,
  priceLines,
  rentalPeriodLabel,
  todayIso,
} from './listing-view';

import type { ListingT } from './listing-view';

let nl: ListingT;
let en: ListingT;
const TODAY = '2026-11-21';

beforeAll(async () => {
  nl = await getT('nl', 'listing');
  en = await getT('en', 'listing');
});

function values(facts: readonly { label: string; value: string }[]): Record<string, string> {
  return Object.fromEntries(facts.map((fact) => [fact.label, fact.value]));
}

describe('listing texts', () => {
  it('names the listing type in both languages, unknown types as a room', () => {
    expect(listingTypeLabel(1, nl)).toBe('Kamer');
    expect(listingTypeLabel(8, en)).toBe('Anti-squat');
    expect(listingTypeLabel(16, nl)).toBe('Studentenwoning');
    expect(listingTypeLabel(99, en)).toBe('Room');
  });

  it('says when a listing is available', () => {
    const listing = listingFixture();
    expect(availabilityText(listing, 'nl', nl, TODAY)).toBe('Beschikbaar vanaf 23 jan 2027');
    expect(availabilityText(listing, 'en', en, '2027-01-23')).toBe('Available now');
    expect(
      availabilityText({ availableFrom: '2026-12-07', availableTo: '2027-06-07' }, 'en', en, TODAY),
    ).toBe('Available from 7 Dec 2026 until 7 Jun 2027');
  });

  it('names rental periods, null as indefinite', () => {
    expect(rentalPeriodLabel(null, nl)).toBe('Onbepaalde tijd');
    expect(rentalPeriodLabel(2, en)).toBe('Six months');
    expect(rentalPeriodLabel(4, nl)).toBe('Twee jaar of langer');
  });

  it('builds the cost lines in euro from cents, with the monthly total', () => {
    expect(priceLines(listingFixture(), 'nl', nl)).toEqual([
      { label: 'Servicekosten', value: '€\u00a027' },
      { label: 'Borg', value: '€\u00a0640' },
      { label: 'Totaal per maand', value: '€\u00a0667', total: true },
    ]);
    expect(
      priceLines({ rentCents: 47_550, serviceCostsCents: 0, depositCents: 0 }, 'en', en),
    ).toEqual([{ label: 'Service costs', value: 'None' }]);
  });

  it('lists the facts, facilities, preferred tenant and residents in words', () => {
    const groups = listingFactGroups(listingFixture(), 'nl', nl, TODAY);
    expect(values(groups.about)).toEqual({
      Soort: 'Kamer',
      Oppervlakte: '12 m²',
      Inrichting: 'Gestoffeerd',
      'Beschikbaar vanaf': '23 jan 2027',
      Huurperiode: 'Onbepaalde tijd',
      'Geschikt voor': '1 persoon',
      Energielabel: 'Onbekend',
    });
    expect(groups.facilities).toEqual([
      { label: 'Badkamer', value: 'Gedeeld', tone: 'negative' },
      { label: 'Toilet', value: 'Eigen', tone: 'positive' },
      { label: 'Keuken', value: 'Gedeeld', tone: 'negative' },
      { label: 'Internet', value: 'Ja', tone: 'positive' },
      { label: 'Roken binnen', value: 'Niet toegestaan', tone: 'negative' },
      { label: 'Huisdieren binnen', value: 'Toegestaan', tone: 'positive' },
    ]);
    expect(values(groups.tenant)).toEqual({
      Geslacht: 'Vrouw',
      Leeftijd: '23–28 jaar',
      Bezigheid: 'Student, Werkstudent',
      'Gesproken talen': 'Nederlands, Engels',
    });
    expect(values(groups.residents)).toEqual({
      Huisgenoten: '4 huisgenoten',
      'Geslacht van de huisgenoten': 'Man, Vrouw',
    });
  });

  it('handles a studio for two, energy label A, no residents and no preferences (English)', () => {
    const groups = listingFactGroups(
      listingFixture({
        listingType: 4,
        furnishing: 4,
        suitableForPersons: 2,
        energyLabel: 'A',
        currentResidents: 0,
        preferredGenders: 8,
        preferredOccupations: 0,
        languages: 0,
        availableFrom: '2026-01-01',
        rentalPeriod: 3,
      }),
      'en',
      en,
      TODAY,
    );
    expect(values(groups.about)).toMatchObject({
      Type: 'Studio',
      Furnishing: 'Furnished',
      'Available from': 'Available now',
      'Rental period': 'One year',
      'Suitable for': '2 people',
      'Energy label': 'A',
    });
    expect(values(groups.tenant)).toEqual({
      Gender: 'No preference',
      Age: '23–28 years',
      Occupation: 'No preference',
    });
    expect(values(groups.residents)).toEqual({ Housemates: 'None, you live on your own' });
  });

  it('names the kind of advertiser', () => {
    expect(ownerTypeLabel(1, nl)).toBe('Particuliere verhuurder');
    expect(ownerTypeLabel(4, en)).toBe('Real estate agent');
    expect(ownerTypeLabel(77, en)).toBe('Landlord');
  });

  it('writes the page title and description in the page language', () => {
    const listing = listingFixture();
    expect(listingMetaTexts(listing, 'nl', nl, TODAY)).toEqual({
      title: 'Kamer te huur: Frankenstraat, Den Haag – €\u00a0640 per maand',
      description:
        'Kamer van 12 m² te huur aan de Frankenstraat in Den Haag voor €\u00a0640 per maand, gestoffeerd, beschikbaar vanaf 23 jan 2027. Reageer direct bij de verhuurder op Rooms.',
    });
    expect(listingMetaTexts(listing, 'en', en, TODAY)).toEqual({
      title: 'Room for rent: Frankenstraat, Den Haag – €640 per month',
      // Mid-sentence the phrases start in lower case, but English month names keep their capital.
      description:
        'Room of 12 m² for rent at Frankenstraat in Den Haag for €640 per month, unfurnished (with flooring), available from 23 Jan 2027. React directly to the landlord on Rooms.',
    });
  });

  it('gives today as a UTC calendar date', () => {
    expect(todayIso(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-21');
  });
});
