import { describe, expect, it } from 'vitest';

import { combine, flagsIn, profilePhoto, tenantProfilePath } from './tenant-profile-format';
import { formValuesOf, profileProblems, saveBodyOf } from './tenant-profile-values';

import type { OwnTenantProfile } from './tenant-profile-values';

const STORED: OwnTenantProfile = {
  introduction: 'Hello, I am Noor, a calm student who cooks and keeps the house tidy.',
  ageBand: 2,
  occupation: 1,
  languages: 3,
  cityIds: [5],
  maxRentCents: 575_50,
  minSurfaceM2: null,
  furnishings: 4,
  moveInDate: '2027-03-01',
  availabilityPeriods: 2,
  householdSize: 1,
  smoker: false,
  hasPets: true,
  roommateMax: null,
  roommateGenders: 3,
  visible: true,
  firstName: 'Noor',
  photoKey: null,
  cities: [{ id: 5, name: 'Groningen', slug: 'groningen' }],
  completeness: { percent: 87, missing: ['photo'], searchable: true },
  shown: true,
  updatedAt: null,
};

describe('tenant profile form values', () => {
  it('turns a stored profile into form values and back into the same body', () => {
    const values = formValuesOf(STORED);
    expect(values).toMatchObject({
      ageBand: '2',
      languages: [1, 2],
      roommateGenders: [1, 2],
      maxRent: '575.5',
      minSurface: '',
      roommateMax: '',
    });
    expect(profileProblems(values)).toEqual({});
    const { locale, ...body } = saveBodyOf(values, 'en');
    expect(locale).toBe('en');
    expect(body).toEqual({
      introduction: STORED.introduction,
      ageBand: 2,
      occupation: 1,
      languages: 3,
      cityIds: [5],
      maxRentCents: 575_50,
      minSurfaceM2: null,
      furnishings: 4,
      moveInDate: '2027-03-01',
      availabilityPeriods: 2,
      householdSize: 1,
      smoker: false,
      hasPets: true,
      roommateMax: null,
      roommateGenders: 3,
      visible: true,
    });
  });

  it('finds what the API would refuse, naming the limits', () => {
    const values = {
      ...formValuesOf(STORED),
      introduction: 'Too short',
      maxRent: '5',
      minSurface: '12.5',
      householdSize: '9',
      moveInDate: '1-3-2027',
    };
    expect(profileProblems(values)).toEqual({
      introduction: { key: 'problems.introductionLength', values: { min: 50, max: 1500 } },
      maxRent: { key: 'problems.maxRent', values: { min: 100, max: 10000 } },
      minSurface: { key: 'problems.minSurface', values: { max: 500 } },
      householdSize: { key: 'problems.householdSize', values: { min: 1, max: 6 } },
      moveInDate: { key: 'problems.moveInDate' },
    });
    expect(profileProblems({ ...formValuesOf(STORED), introduction: '   ' })).toEqual({});
  });
});

describe('tenant profile format', () => {
  it('splits and combines bit flags in the options order', () => {
    expect(flagsIn(131_075, 'languages')).toEqual([1, 2, 131_072]);
    expect(combine([4, 1])).toBe(5);
  });

  it('shows the photo at 150×150 with an allowed 2× size, and the §2 public path', () => {
    expect(profilePhoto(null)).toBeNull();
    expect(profilePhoto('abc')).toEqual({
      src: '/services/api/image/abc/resize/150-150',
      srcSet:
        '/services/api/image/abc/resize/150-150 1x, /services/api/image/abc/resize/192-192 2x',
      size: 150,
    });
    expect(tenantProfilePath('en', 42, 'search')).toBe('/en/offer-a-home/tenant/42/search');
    expect(tenantProfilePath('nl', 42, 'profile')).toBe('/offer-a-home/tenant/42/profile');
  });
});
