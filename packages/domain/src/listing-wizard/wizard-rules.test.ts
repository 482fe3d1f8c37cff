import { describe, expect, it } from 'vitest';

import {
  Furnishing,
  GenderPreference,
  LanguageSpoken,
  ListingType,
  OwnerType,
  RentalPeriod,
  TenantOccupation,
} from '../enums/listing';

import {
  addressProblems,
  availabilityProblems,
  currentResidentsProblems,
  detailsProblems,
  hasNoProblems,
  listingTypeProblems,
  normalizeHouseNumber,
  normalizePostcode,
  ownerTypeProblems,
  parseEuroAmount,
  preferredTenantProblems,
  rentalPriceProblems,
  studentHouseProblems,
  surfaceFurnishingProblems,
  titleDescriptionProblems,
  WIZARD_STEP_FIELDS,
} from './wizard-rules';

import type { DetailsValues, PreferredTenantValues, RentalPriceValues } from './wizard-rules';

/** Passes a value of the wrong type, as a form or a request might. */
const wrong = <T>(value: unknown) => value as T;

describe('listingTypeProblems and ownerTypeProblems', () => {
  it('accept every §3 value', () => {
    for (const listingType of Object.values(ListingType))
      expect(listingTypeProblems({ listingType })).toEqual({});
    for (const ownerType of Object.values(OwnerType))
      expect(ownerTypeProblems({ ownerType })).toEqual({});
  });

  it('refuse missing and unknown values', () => {
    expect(listingTypeProblems({})).toEqual({ listingType: 'required' });
    expect(listingTypeProblems({ listingType: null })).toEqual({ listingType: 'required' });
    expect(listingTypeProblems({ listingType: wrong(3) })).toEqual({ listingType: 'invalid' });
    expect(listingTypeProblems({ listingType: wrong('1') })).toEqual({ listingType: 'invalid' });
    expect(ownerTypeProblems({ ownerType: wrong(16) })).toEqual({ ownerType: 'invalid' });
    expect(ownerTypeProblems({ ownerType: undefined })).toEqual({ ownerType: 'required' });
  });
});

describe('studentHouseProblems', () => {
  it('accepts none (null, undefined) or a positive id', () => {
    expect(studentHouseProblems({ studentHouseId: null })).toEqual({});
    expect(studentHouseProblems({})).toEqual({});
    expect(studentHouseProblems({ studentHouseId: 7 })).toEqual({});
  });

  it.each([0, -1, 1.5, Number.NaN, 2_147_483_648])('refuses the id %s', (studentHouseId) => {
    expect(studentHouseProblems({ studentHouseId })).toEqual({ studentHouseId: 'invalid' });
  });
});

describe('normalizePostcode', () => {
  it.each([
    ['1234AB', '1234 AB'],
    ['1234 ab', '1234 AB'],
    [' 9711la ', '9711 LA'],
    ['9711  LA', '9711 LA'],
    ['1000 AA', '1000 AA'],
  ])('reads %j as %j', (text, stored) => {
    expect(normalizePostcode(text)).toBe(stored);
  });

  it.each([
    '0123 AB',
    '123 AB',
    '12345 AB',
    '1234 A',
    '1234 ABC',
    '1234 SA',
    '1234sd',
    '1234 SS',
    'AB 1234',
    '',
    '1234-AB',
    '1234 A1',
  ])('refuses %j', (text) => {
    expect(normalizePostcode(text)).toBeNull();
  });
});

describe('normalizeHouseNumber', () => {
  it.each([
    ['12', '12'],
    [' 7 ', '7'],
    ['12a', '12A'],
    ['12 a', '12A'],
    ['12-a', '12-A'],
    ['12-2', '12-2'],
    ['12 2', '12-2'],
    ['12 bis', '12BIS'],
    ['99999', '99999'],
    ['1 h1', '1H1'],
  ])('reads %j as %j', (text, stored) => {
    expect(normalizeHouseNumber(text)).toBe(stored);
  });

  it.each(['0', '012', '123456', '12abcde', 'a12', '', '12 -A', '12/2', '12--2'])(
    'refuses %j',
    (text) => {
      expect(normalizeHouseNumber(text)).toBeNull();
    },
  );
});

describe('addressProblems', () => {
  const good = { cityId: 1, streetId: 2, houseNumber: '12A', postcode: '9711 LA' };

  it('accepts a complete address', () => {
    expect(addressProblems(good)).toEqual({});
  });

  it('names every missing field', () => {
    expect(addressProblems({})).toEqual({
      cityId: 'required',
      streetId: 'required',
      houseNumber: 'required',
      postcode: 'required',
    });
    expect(addressProblems({ ...good, cityId: 0, houseNumber: '  ' })).toEqual({
      cityId: 'required',
      houseNumber: 'required',
    });
  });

  it('refuses malformed values', () => {
    expect(
      addressProblems({ cityId: -1, streetId: 2.5, houseNumber: '0', postcode: '0123 AB' }),
    ).toEqual({
      cityId: 'invalid',
      streetId: 'invalid',
      houseNumber: 'invalid',
      postcode: 'invalid',
    });
    expect(addressProblems({ ...good, postcode: wrong(1234) })).toEqual({ postcode: 'invalid' });
    expect(addressProblems({ ...good, cityId: 2_147_483_648, streetId: 1e300 })).toEqual({
      cityId: 'invalid',
      streetId: 'invalid',
    });
    expect(addressProblems({ ...good, cityId: 2_147_483_647 })).toEqual({});
  });
});

describe('availabilityProblems', () => {
  it('accepts an indefinite and a temporary period', () => {
    expect(
      availabilityProblems({ availableFrom: '2030-01-01', availableTo: null, rentalPeriod: null }),
    ).toEqual({});
    expect(availabilityProblems({ availableFrom: '2030-01-01' })).toEqual({});
    expect(
      availabilityProblems({
        availableFrom: '2030-01-01',
        availableTo: '2030-07-01',
        rentalPeriod: RentalPeriod.SixMonths,
      }),
    ).toEqual({});
    expect(
      availabilityProblems({ availableFrom: '1900-01-01', availableTo: '2099-12-31' }),
    ).toEqual({});
  });

  it('refuses missing, unreal and out-of-range dates', () => {
    expect(availabilityProblems({})).toEqual({ availableFrom: 'required' });
    expect(availabilityProblems({ availableFrom: '2030-02-30' })).toEqual({
      availableFrom: 'invalid',
    });
    expect(availabilityProblems({ availableFrom: '1-1-2030' })).toEqual({
      availableFrom: 'invalid',
    });
    expect(availabilityProblems({ availableFrom: wrong(20300101) })).toEqual({
      availableFrom: 'invalid',
    });
    expect(availabilityProblems({ availableFrom: '1899-12-31' })).toEqual({
      availableFrom: 'out_of_range',
    });
    expect(
      availabilityProblems({ availableFrom: '2030-01-01', availableTo: '2100-01-01' }),
    ).toEqual({
      availableTo: 'out_of_range',
    });
  });

  it('wants the end after the start', () => {
    expect(
      availabilityProblems({ availableFrom: '2030-01-01', availableTo: '2030-01-01' }),
    ).toEqual({
      availableTo: 'not_after_start',
    });
    expect(
      availabilityProblems({ availableFrom: '2030-01-02', availableTo: '2030-01-01' }),
    ).toEqual({
      availableTo: 'not_after_start',
    });
    // No comparison while the start itself is wrong.
    expect(availabilityProblems({ availableFrom: 'x', availableTo: '2030-01-01' })).toEqual({
      availableFrom: 'invalid',
    });
  });

  it('allows a rental period only with an end date, and only a §3 one', () => {
    expect(
      availabilityProblems({
        availableFrom: '2030-01-01',
        availableTo: null,
        rentalPeriod: RentalPeriod.OneYear,
      }),
    ).toEqual({ rentalPeriod: 'not_allowed' });
    expect(
      availabilityProblems({
        availableFrom: '2030-01-01',
        availableTo: '2031-01-01',
        rentalPeriod: wrong(9),
      }),
    ).toEqual({ rentalPeriod: 'invalid' });
  });
});

describe('surfaceFurnishingProblems', () => {
  it('accepts 1 to 1000 whole m² and a §3 furnishing', () => {
    for (const surfaceM2 of [1, 15, 1000])
      expect(surfaceFurnishingProblems({ surfaceM2, furnishing: Furnishing.Furnished })).toEqual(
        {},
      );
  });

  it.each([
    [0, 'too_low'],
    [-5, 'too_low'],
    [1001, 'too_high'],
    [1e300, 'too_high'],
    [12.5, 'invalid'],
    [Number.NaN, 'invalid'],
    [Number.POSITIVE_INFINITY, 'invalid'],
    [null, 'required'],
  ])('refuses the surface %s: %s', (surfaceM2, problem) => {
    expect(surfaceFurnishingProblems({ surfaceM2, furnishing: Furnishing.Unfurnished })).toEqual({
      surfaceM2: problem,
    });
  });

  it('refuses an unknown furnishing', () => {
    expect(surfaceFurnishingProblems({ surfaceM2: 10, furnishing: wrong(3) })).toEqual({
      furnishing: 'invalid',
    });
  });
});

describe('rentalPriceProblems', () => {
  const good: RentalPriceValues = {
    rentCents: 45_000,
    serviceCostsCents: 0,
    depositCents: 0,
    utilitiesIncluded: true,
  };

  it('accepts the bounds €50 and €10,000', () => {
    expect(rentalPriceProblems(good)).toEqual({});
    expect(rentalPriceProblems({ ...good, rentCents: 5_000 })).toEqual({});
    expect(
      rentalPriceProblems({
        ...good,
        rentCents: 1_000_000,
        serviceCostsCents: 200_000,
        depositCents: 3_000_000,
      }),
    ).toEqual({});
  });

  it('refuses amounts out of bounds, fractions of a cent and missing answers', () => {
    expect(
      rentalPriceProblems({
        rentCents: 4_999,
        serviceCostsCents: -1,
        depositCents: 3_000_001,
        utilitiesIncluded: wrong('yes'),
      }),
    ).toEqual({
      rentCents: 'too_low',
      serviceCostsCents: 'too_low',
      depositCents: 'too_high',
      utilitiesIncluded: 'invalid',
    });
    expect(
      rentalPriceProblems({ ...good, rentCents: 1_000_001, serviceCostsCents: 200_001 }),
    ).toEqual({
      rentCents: 'too_high',
      serviceCostsCents: 'too_high',
    });
    expect(rentalPriceProblems({ ...good, rentCents: 450.5 })).toEqual({ rentCents: 'invalid' });
    expect(rentalPriceProblems({})).toEqual({
      rentCents: 'required',
      serviceCostsCents: 'required',
      depositCents: 'required',
      utilitiesIncluded: 'required',
    });
  });
});

describe('detailsProblems', () => {
  const good: DetailsValues = {
    isBathroomPrivate: true,
    isToiletPrivate: false,
    isKitchenPrivate: false,
    hasInternet: true,
    isSmokingInsideAllowed: false,
    isPetsInsideAllowed: false,
    energyLabel: 'B',
    languages: LanguageSpoken.Dutch | LanguageSpoken.English,
  };

  it('accepts every energy label and every language', () => {
    for (const energyLabel of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Unknown'] as const)
      expect(detailsProblems({ ...good, energyLabel })).toEqual({});
    expect(detailsProblems({ ...good, languages: 2 ** 18 - 1 })).toEqual({});
  });

  it('refuses unknown labels, no or unknown languages, missing facilities', () => {
    expect(detailsProblems({ ...good, energyLabel: wrong('H'), languages: 0 })).toEqual({
      energyLabel: 'invalid',
      languages: 'required',
    });
    expect(detailsProblems({ ...good, energyLabel: wrong(''), languages: 2 ** 18 })).toEqual({
      energyLabel: 'required',
      languages: 'invalid',
    });
    expect(detailsProblems({ ...good, languages: -1 })).toEqual({ languages: 'invalid' });
    expect(detailsProblems({ ...good, languages: 1.5 })).toEqual({ languages: 'invalid' });
    expect(detailsProblems({ ...good, hasInternet: null, isPetsInsideAllowed: wrong(1) })).toEqual({
      hasInternet: 'required',
      isPetsInsideAllowed: 'invalid',
    });
  });
});

describe('preferredTenantProblems', () => {
  const good: PreferredTenantValues = {
    preferredGenders: GenderPreference.NotImportant,
    preferredAgeMin: 18,
    preferredAgeMax: 30,
    preferredOccupations: TenantOccupation.Student | TenantOccupation.Working,
    suitableForPersons: 1,
  };

  it('accepts NotImportant alone or a mix of the specific genders', () => {
    expect(preferredTenantProblems(good)).toEqual({});
    for (const preferredGenders of [1, 2, 4, 3, 5, 6, 7])
      expect(preferredTenantProblems({ ...good, preferredGenders })).toEqual({});
  });

  it('refuses NotImportant with others, no genders and unknown bits', () => {
    // 2 ** 53 has no low bits: the bound is checked before the bits.
    for (const preferredGenders of [9, 15, 16, -1, 2 ** 53, 2 ** 32 + 8])
      expect(preferredTenantProblems({ ...good, preferredGenders })).toEqual({
        preferredGenders: 'invalid',
      });
    expect(preferredTenantProblems({ ...good, preferredGenders: 0 })).toEqual({
      preferredGenders: 'required',
    });
  });

  it('keeps ages within 16-99 and the maximum not below the minimum', () => {
    expect(preferredTenantProblems({ ...good, preferredAgeMin: 16, preferredAgeMax: 99 })).toEqual(
      {},
    );
    expect(preferredTenantProblems({ ...good, preferredAgeMin: 25, preferredAgeMax: 25 })).toEqual(
      {},
    );
    expect(preferredTenantProblems({ ...good, preferredAgeMin: 15, preferredAgeMax: 100 })).toEqual(
      {
        preferredAgeMin: 'too_low',
        preferredAgeMax: 'too_high',
      },
    );
    expect(preferredTenantProblems({ ...good, preferredAgeMin: 30, preferredAgeMax: 20 })).toEqual({
      preferredAgeMax: 'below_minimum',
    });
  });

  it('wants an occupation and 1-10 persons', () => {
    expect(
      preferredTenantProblems({ ...good, preferredOccupations: 0, suitableForPersons: 11 }),
    ).toEqual({ preferredOccupations: 'required', suitableForPersons: 'too_high' });
    expect(
      preferredTenantProblems({ ...good, preferredOccupations: 16, suitableForPersons: 0 }),
    ).toEqual({ preferredOccupations: 'invalid', suitableForPersons: 'too_low' });
  });
});

describe('currentResidentsProblems', () => {
  it('accepts no residents without genders, and residents with genders', () => {
    expect(currentResidentsProblems({ currentResidents: 0, currentResidentGenders: 0 })).toEqual(
      {},
    );
    expect(currentResidentsProblems({ currentResidents: 0 })).toEqual({});
    expect(currentResidentsProblems({ currentResidents: 3, currentResidentGenders: 3 })).toEqual(
      {},
    );
    expect(currentResidentsProblems({ currentResidents: 20, currentResidentGenders: 4 })).toEqual(
      {},
    );
  });

  it('refuses genders without residents, residents without genders, and bad counts', () => {
    expect(currentResidentsProblems({ currentResidents: 0, currentResidentGenders: 1 })).toEqual({
      currentResidentGenders: 'not_allowed',
    });
    expect(currentResidentsProblems({ currentResidents: 2, currentResidentGenders: 0 })).toEqual({
      currentResidentGenders: 'required',
    });
    expect(currentResidentsProblems({ currentResidents: 2, currentResidentGenders: 8 })).toEqual({
      currentResidentGenders: 'invalid',
    });
    expect(currentResidentsProblems({ currentResidents: 21, currentResidentGenders: 1 })).toEqual({
      currentResidents: 'too_high',
    });
    expect(currentResidentsProblems({})).toEqual({
      currentResidents: 'required',
      currentResidentGenders: 'required',
    });
  });
});

describe('titleDescriptionProblems', () => {
  const description =
    'Een lichte kamer op de tweede verdieping, vlak bij het centrum en het station.';

  it('accepts 10-80 and 50-5000 characters, counted trimmed in code points', () => {
    expect(titleDescriptionProblems({ title: 'Kamer in de stad', description })).toEqual({});
    expect(
      titleDescriptionProblems({ title: '😀'.repeat(10), description: 'é'.repeat(5000) }),
    ).toEqual({});
    expect(
      titleDescriptionProblems({ title: 'x'.repeat(80), description: `  ${'y'.repeat(50)}\n` }),
    ).toEqual({});
    expect(
      titleDescriptionProblems({
        title: 'Kamer\tin de stad',
        description: `${description}\n\nTweede alinea.`,
      }),
    ).toEqual({});
  });

  it('refuses too short, too long, line breaks and control characters', () => {
    expect(titleDescriptionProblems({ title: '  kamer   ', description: 'x'.repeat(49) })).toEqual({
      title: 'too_short',
      description: 'too_short',
    });
    expect(
      titleDescriptionProblems({ title: 'x'.repeat(81), description: 'x'.repeat(5001) }),
    ).toEqual({
      title: 'too_long',
      description: 'too_long',
    });
    expect(titleDescriptionProblems({ title: 'Kamer in\nde stad', description })).toEqual({
      title: 'line_break',
    });
    expect(
      titleDescriptionProblems({
        title: 'Kamer in de stad\u0000',
        description: `${description}\ud800`,
      }),
    ).toEqual({
      title: 'control_characters',
      description: 'control_characters',
    });
    expect(titleDescriptionProblems({ title: ' ', description: wrong(5) })).toEqual({
      title: 'required',
      description: 'invalid',
    });
  });
});

describe('hasNoProblems', () => {
  it('is true only for an empty object', () => {
    expect(hasNoProblems({})).toBe(true);
    expect(hasNoProblems({ title: 'too_short' })).toBe(false);
  });
});

describe('WIZARD_STEP_FIELDS', () => {
  it('names the fields each rule checks', () => {
    expect(Object.keys(addressProblems({}))).toEqual(WIZARD_STEP_FIELDS[4]);
    expect(Object.keys(rentalPriceProblems({}))).toEqual(WIZARD_STEP_FIELDS[7]);
    expect(Object.keys(detailsProblems({}))).toEqual(WIZARD_STEP_FIELDS[10]);
    expect(Object.keys(preferredTenantProblems({}))).toEqual(WIZARD_STEP_FIELDS[11]);
    expect(Object.keys(currentResidentsProblems({}))).toEqual(WIZARD_STEP_FIELDS[12]);
    expect(Object.keys(titleDescriptionProblems({}))).toEqual(WIZARD_STEP_FIELDS[13]);
  });
});

describe('parseEuroAmount', () => {
  it.each([
    ['450', 45_000],
    ['€ 450', 45_000],
    ['€450', 45_000],
    ['450,50', 45_050],
    ['450.5', 45_050],
    ['1.250', 125_000],
    ['1,250', 125_000],
    ['1.250,00', 125_000],
    ['1,250.99', 125_099],
    ['12.345.678', 1_234_567_800],
    [' 0 ', 0],
    ['1 250', 125_000],
    ['450,505', 45_050_500],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuroAmount(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '4.5.6', '1234.567', '1.25,0.0', '1,2345', '1.23,45', '9'.repeat(20)])(
    'refuses %j',
    (text) => {
      expect(parseEuroAmount(text)).toBeNull();
    },
  );
});
