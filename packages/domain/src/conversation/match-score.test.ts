import { describe, expect, it } from 'vitest';

import { MatchScoreLevel } from '../enums/conversation';
import { GenderPreference, TenantOccupation } from '../enums/listing';

import { ageOn, MatchCriterion, MatchResult, matchScore } from './match-score';

import type { PreferredTenant, TenantMatchProfile } from './match-score';

const TODAY = '2026-11-21';

/** A 22-year-old female student. */
const ANNA: TenantMatchProfile = {
  gender: GenderPreference.Female,
  birthDate: '2004-03-14',
  occupation: TenantOccupation.Student,
};

const OPEN: PreferredTenant = { genders: 8, ageMin: 16, ageMax: 99, occupations: 15 };

function results(tenant: TenantMatchProfile, preferred: PreferredTenant) {
  return matchScore(tenant, preferred, TODAY).criteria.map((item) => item.result);
}

describe('ageOn', () => {
  it('counts completed years', () => {
    expect(ageOn('2004-03-14', '2026-03-13')).toBe(21);
    expect(ageOn('2004-03-14', '2026-03-14')).toBe(22);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });

  it('is null for text that is not a date', () => {
    expect(ageOn('14-03-2004', TODAY)).toBeNull();
    expect(ageOn('2004-03-14', 'today')).toBeNull();
  });
});

describe('matchScore', () => {
  it('is High when the advert restricts nothing, whatever the profile says', () => {
    const unknown = { gender: null, birthDate: null, occupation: null };
    expect(matchScore(unknown, OPEN, TODAY)).toEqual({
      level: MatchScoreLevel.High,
      matchedCount: 3,
      criteria: [
        { criterion: MatchCriterion.Gender, result: MatchResult.Match },
        { criterion: MatchCriterion.Age, result: MatchResult.Match },
        { criterion: MatchCriterion.Occupation, result: MatchResult.Match },
      ],
    });
    expect(matchScore(unknown, { ...OPEN, genders: 0, occupations: 0 }, TODAY).level).toBe(
      MatchScoreLevel.High,
    );
    expect(matchScore(unknown, { ...OPEN, genders: GenderPreference.Mixed }, TODAY).level).toBe(
      MatchScoreLevel.High,
    );
  });

  it('is High when the tenant fits every preference', () => {
    const preferred = { genders: 2, ageMin: 18, ageMax: 25, occupations: 1 | 2 };
    expect(matchScore(ANNA, preferred, TODAY).level).toBe(MatchScoreLevel.High);
  });

  it('scores one point per matching criterion', () => {
    const male = { ...OPEN, genders: GenderPreference.Male };
    expect(results(ANNA, male)).toEqual(['mismatch', 'match', 'match']);
    expect(matchScore(ANNA, male, TODAY).level).toBe(MatchScoreLevel.Medium);

    const maleOver30 = { ...male, ageMin: 30, ageMax: 40 };
    expect(results(ANNA, maleOver30)).toEqual(['mismatch', 'mismatch', 'match']);
    expect(matchScore(ANNA, maleOver30, TODAY).level).toBe(MatchScoreLevel.Low);

    const maleOver30Working = { ...maleOver30, occupations: TenantOccupation.Working };
    expect(results(ANNA, maleOver30Working)).toEqual(['mismatch', 'mismatch', 'mismatch']);
    expect(matchScore(ANNA, maleOver30Working, TODAY)).toMatchObject({
      level: MatchScoreLevel.None,
      matchedCount: 0,
    });
  });

  it('says unknown, scoring nothing, where the profile is silent on a restriction', () => {
    const strict = { genders: 1, ageMin: 18, ageMax: 30, occupations: 4 };
    const silent = { gender: null, birthDate: null, occupation: null };
    expect(results(silent, strict)).toEqual(['unknown', 'unknown', 'unknown']);
    expect(matchScore(silent, strict, TODAY).level).toBe(MatchScoreLevel.None);
    expect(results({ ...silent, birthDate: 'not a date' }, strict)[1]).toBe('unknown');
  });

  it('includes both age limits', () => {
    const exactly22 = { ...OPEN, ageMin: 22, ageMax: 22 };
    expect(results(ANNA, exactly22)[1]).toBe('match');
    expect(results(ANNA, { ...OPEN, ageMin: 23, ageMax: 30 })[1]).toBe('mismatch');
    expect(results(ANNA, { ...OPEN, ageMin: 16, ageMax: 21 })[1]).toBe('mismatch');
  });
});
