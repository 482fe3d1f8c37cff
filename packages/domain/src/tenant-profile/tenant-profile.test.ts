import { describe, expect, it } from 'vitest';

import { MAX_AGE, MIN_AGE } from '../constants/search-defaults';

import {
  ageBandsWithin,
  TENANT_AGE_BAND_RANGES,
  TenantAgeBand,
  tenantProfileCompleteness,
} from './tenant-profile';

import type { TenantProfileCompletenessInput } from './tenant-profile';

const COMPLETE: TenantProfileCompletenessInput = {
  photoKey: 'abc',
  introduction: 'Ik ben Sanne, ik studeer geneeskunde in Groningen en zoek een rustige kamer.',
  occupation: 1,
  languages: 3,
  cityIds: [12],
  maxRentCents: 650_00,
  moveInDate: '2027-02-01',
  ageBand: TenantAgeBand.From21To24,
};

describe('age bands', () => {
  it('cover every age from MIN_AGE to MAX_AGE exactly once', () => {
    const ranges = Object.values(TENANT_AGE_BAND_RANGES);
    for (let age = MIN_AGE; age <= MAX_AGE; age += 1) {
      expect(ranges.filter(([low, high]) => low <= age && age <= high)).toHaveLength(1);
    }
  });

  it('selects the bands that overlap the asked range', () => {
    expect(ageBandsWithin(22, 26)).toEqual([TenantAgeBand.From21To24, TenantAgeBand.From25To29]);
    expect(ageBandsWithin(MIN_AGE, MAX_AGE)).toHaveLength(6);
    expect(ageBandsWithin(50, 60)).toEqual([TenantAgeBand.From45]);
    expect(ageBandsWithin(30, 29)).toEqual([]);
  });
});

describe('tenantProfileCompleteness', () => {
  it('is 100% and searchable when everything is filled', () => {
    expect(tenantProfileCompleteness(COMPLETE)).toEqual({
      percent: 100,
      missing: [],
      searchable: true,
    });
  });

  it('stays searchable without a photo or languages, and says what is missing', () => {
    const result = tenantProfileCompleteness({ ...COMPLETE, photoKey: null, languages: 0 });
    expect(result).toEqual({ percent: 75, missing: ['photo', 'languages'], searchable: true });
  });

  it('is not searchable while a required item is empty', () => {
    expect(tenantProfileCompleteness({ ...COMPLETE, cityIds: [] }).searchable).toBe(false);
    expect(tenantProfileCompleteness({ ...COMPLETE, introduction: 'Hoi!' }).missing).toEqual([
      'introduction',
    ]);
    expect(tenantProfileCompleteness({ ...COMPLETE, occupation: null }).searchable).toBe(false);
  });

  it('counts an empty profile as 0%', () => {
    const empty = tenantProfileCompleteness({
      photoKey: null,
      introduction: '',
      occupation: null,
      languages: 0,
      cityIds: [],
      maxRentCents: null,
      moveInDate: null,
      ageBand: null,
    });
    expect(empty.percent).toBe(0);
    expect(empty.missing).toHaveLength(8);
  });
});
