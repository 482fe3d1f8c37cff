/**
 * The match score of a conversation (§3 "Match score levels: None 0, Low 1, Medium 2, High 3"):
 * how well the tenant's profile fits the preferred tenant of the advert. The spec names the
 * levels only; the rule is ours: three criteria (gender, age, occupation), one point each that
 * matches; 3 points High, 2 Medium, 1 Low, 0 None.
 */

import { MAX_AGE, MIN_AGE } from '../constants/search-defaults';
import { MatchScoreLevel } from '../enums/conversation';
import { GenderPreference, TenantOccupation } from '../enums/listing';

/** A criterion of the match score (words ours). */
export const MatchCriterion = {
  Gender: 'gender',
  Age: 'age',
  Occupation: 'occupation',
} as const;
/** One of the {@link MatchCriterion} words. */
export type MatchCriterion = (typeof MatchCriterion)[keyof typeof MatchCriterion];

/** How the tenant fares on one criterion (words ours). */
export const MatchResult = {
  /** The tenant fits the advert's preference (or the advert has none). */
  Match: 'match',
  /** The tenant does not fit it. */
  Mismatch: 'mismatch',
  /** The tenant's profile does not say (no gender, birth date or occupation given). */
  Unknown: 'unknown',
} as const;
/** One of the {@link MatchResult} words. */
export type MatchResult = (typeof MatchResult)[keyof typeof MatchResult];

/** The tenant's profile fields the score reads. */
export interface TenantMatchProfile {
  /** GenderPreference value of the tenant's gender (Male 1, Female 2), null when not given. */
  gender: number | null;
  /** Birth date 'YYYY-MM-DD', null when not given. */
  birthDate: string | null;
  /** TenantOccupation flag (Student 1, WorkingStudent 2, Working 4, LookingForJob 8), or null. */
  occupation: number | null;
}

/** The advert's preferred tenant (§2 wizard step preferred-tenant). */
export interface PreferredTenant {
  /** GenderPreference bit flags; Mixed 4 or NotImportant 8 (or 0) accept every gender. */
  genders: number;
  /** Youngest preferred age, years. */
  ageMin: number;
  /** Oldest preferred age, years. */
  ageMax: number;
  /** TenantOccupation bit flags; all four (15) or 0 accept every occupation. */
  occupations: number;
}

/** One criterion of a {@link MatchScore}, with what was compared. */
export interface MatchCriterionResult {
  criterion: MatchCriterion;
  result: MatchResult;
}

/** The score and its explanation. */
export interface MatchScore {
  /** §3 level: the number of matching criteria (3 High, 2 Medium, 1 Low, 0 None). */
  level: MatchScoreLevel;
  /** Criteria that match, 0 to 3. */
  matchedCount: number;
  /** Each criterion in the order gender, age, occupation. */
  criteria: MatchCriterionResult[];
}

const ANY_GENDER = GenderPreference.Mixed | GenderPreference.NotImportant;
const ALL_OCCUPATIONS =
  TenantOccupation.Student |
  TenantOccupation.WorkingStudent |
  TenantOccupation.Working |
  TenantOccupation.LookingForJob;

const LEVEL_OF_POINTS: readonly MatchScoreLevel[] = [
  MatchScoreLevel.None,
  MatchScoreLevel.Low,
  MatchScoreLevel.Medium,
  MatchScoreLevel.High,
];

/**
 * A person's age in whole years on a day.
 *
 * @param birthDate 'YYYY-MM-DD'
 * @param today 'YYYY-MM-DD'
 * @returns the completed years (someone born on 29 February turns a year older on 1 March in
 *   other years), or null when either date is not 'YYYY-MM-DD'
 */
export function ageOn(birthDate: string, today: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!born || !now) return null;
  const years = Number(now[1]) - Number(born[1]);
  const hadBirthday = `${now[2]}-${now[3]}` >= `${born[2]}-${born[3]}`;
  return hadBirthday ? years : years - 1;
}

function genderResult(tenant: TenantMatchProfile, preferred: PreferredTenant): MatchResult {
  if (preferred.genders === 0 || (preferred.genders & ANY_GENDER) !== 0) return MatchResult.Match;
  if (tenant.gender === null) return MatchResult.Unknown;
  return (preferred.genders & tenant.gender) !== 0 ? MatchResult.Match : MatchResult.Mismatch;
}

function ageResult(
  tenant: TenantMatchProfile,
  preferred: PreferredTenant,
  today: string,
): MatchResult {
  if (preferred.ageMin <= MIN_AGE && preferred.ageMax >= MAX_AGE) return MatchResult.Match;
  const age = tenant.birthDate === null ? null : ageOn(tenant.birthDate, today);
  if (age === null) return MatchResult.Unknown;
  return age >= preferred.ageMin && age <= preferred.ageMax
    ? MatchResult.Match
    : MatchResult.Mismatch;
}

function occupationResult(tenant: TenantMatchProfile, preferred: PreferredTenant): MatchResult {
  const occupations = preferred.occupations & ALL_OCCUPATIONS;
  if (occupations === 0 || occupations === ALL_OCCUPATIONS) return MatchResult.Match;
  if (tenant.occupation === null) return MatchResult.Unknown;
  return (occupations & tenant.occupation) !== 0 ? MatchResult.Match : MatchResult.Mismatch;
}

/**
 * The §3 match score of a tenant for an advert, explained per criterion: gender (the advert's
 * preferred genders; Mixed or NotImportant accept everyone), age on `today` (within the
 * preferred minimum and maximum; the full range 16..99 accepts everyone) and occupation (the
 * preferred occupation flags; all or none accept everyone). A criterion the advert does not
 * restrict always matches; one the tenant's profile does not answer is `unknown` and scores
 * nothing.
 *
 * @param tenant the tenant's gender, birth date and occupation
 * @param preferred the advert's preferred tenant
 * @param today the day to compute the age on, 'YYYY-MM-DD'
 * @returns the level (None 0 .. High 3), the number of matching criteria and each criterion
 */
export function matchScore(
  tenant: TenantMatchProfile,
  preferred: PreferredTenant,
  today: string,
): MatchScore {
  const criteria: MatchCriterionResult[] = [
    { criterion: MatchCriterion.Gender, result: genderResult(tenant, preferred) },
    { criterion: MatchCriterion.Age, result: ageResult(tenant, preferred, today) },
    { criterion: MatchCriterion.Occupation, result: occupationResult(tenant, preferred) },
  ];
  const matchedCount = criteria.filter((item) => item.result === MatchResult.Match).length;
  // matchedCount is 0..3: always an index of LEVEL_OF_POINTS.
  return { level: LEVEL_OF_POINTS[matchedCount] as MatchScoreLevel, matchedCount, criteria };
}
