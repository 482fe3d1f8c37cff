/**
 * The tenant profile form's values and checks (issue 26, §2 `/public-profile`): what the form
 * holds, how it becomes the `PUT /tenant/profile` body, and the problems the API would refuse
 * (the limits of TENANT_PROFILE_LIMITS), so the tenant hears them before sending.
 */
import { characterCount, TENANT_PROFILE_LIMITS } from '@rooms/domain';

import { combine, flagsIn } from './tenant-profile-format';

import type { PickedCity } from './city-picker';
import type { paths } from '@rooms/api-client';

/** The caller's own profile (`GET`/`PUT /tenant/profile`). */
export type OwnTenantProfile =
  paths['/tenant/profile']['get']['responses'][200]['content']['application/json'];

/** The body of `PUT /tenant/profile`. */
export type SaveProfileBody = NonNullable<
  paths['/tenant/profile']['put']['requestBody']
>['content']['application/json'];

/** What the form holds: text fields as typed, choices as numbers. */
export interface ProfileFormValues {
  introduction: string;
  /** '' when not chosen. */
  ageBand: string;
  occupation: string;
  languages: number[];
  cities: PickedCity[];
  /** Euro as typed. */
  maxRent: string;
  minSurface: string;
  furnishings: number[];
  moveInDate: string;
  periods: number[];
  householdSize: string;
  smoker: boolean;
  hasPets: boolean;
  roommateMax: string;
  roommateGenders: number[];
  visible: boolean;
}

/** A field of the form that can have a problem, with its translation key and values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

const L = TENANT_PROFILE_LIMITS;

/** The form's values of a stored profile. */
export function formValuesOf(profile: OwnTenantProfile): ProfileFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    introduction: profile.introduction,
    ageBand: text(profile.ageBand),
    occupation: text(profile.occupation),
    languages: flagsIn(profile.languages, 'languages'),
    cities: profile.cities.map(({ id, name }) => ({ id, name })),
    maxRent: profile.maxRentCents === null ? '' : String(profile.maxRentCents / 100),
    minSurface: text(profile.minSurfaceM2),
    furnishings: flagsIn(profile.furnishings, 'furnishings'),
    moveInDate: profile.moveInDate ?? '',
    periods: flagsIn(profile.availabilityPeriods, 'periods'),
    householdSize: String(profile.householdSize),
    smoker: profile.smoker,
    hasPets: profile.hasPets,
    roommateMax: text(profile.roommateMax),
    roommateGenders: flagsIn(profile.roommateGenders, 'roommateGenders'),
    visible: profile.visible,
  };
}

/** A whole number typed in a field, or null when empty; NaN when not a whole number. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * The problems of the values (field → problem), empty when the API would accept them. The
 * forbidden-text rules (contact details, links) are the API's alone: it answers 10064/10065.
 */
export function profileProblems(values: ProfileFormValues): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const length = characterCount(values.introduction.trim());
  if (length > 0 && (length < L.introductionMin || length > L.introductionMax)) {
    problems.introduction = {
      key: 'problems.introductionLength',
      values: { min: L.introductionMin, max: L.introductionMax },
    };
  }
  const rent = wholeNumber(values.maxRent);
  if (rent !== null && !(rent * 100 >= L.maxRentCentsMin && rent * 100 <= L.maxRentCentsMax)) {
    problems.maxRent = {
      key: 'problems.maxRent',
      values: { min: L.maxRentCentsMin / 100, max: L.maxRentCentsMax / 100 },
    };
  }
  const surface = wholeNumber(values.minSurface);
  if (
    surface !== null &&
    !(Number.isInteger(surface) && surface >= 1 && surface <= L.minSurfaceM2Max)
  ) {
    problems.minSurface = { key: 'problems.minSurface', values: { max: L.minSurfaceM2Max } };
  }
  const household = wholeNumber(values.householdSize);
  if (
    household === null ||
    !(
      Number.isInteger(household) &&
      household >= L.householdSizeMin &&
      household <= L.householdSizeMax
    )
  ) {
    problems.householdSize = {
      key: 'problems.householdSize',
      values: { min: L.householdSizeMin, max: L.householdSizeMax },
    };
  }
  if (values.cities.length > L.citiesMax) {
    problems.cities = { key: 'problems.cities', values: { max: L.citiesMax } };
  }
  if (values.moveInDate !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.moveInDate)) {
    problems.moveInDate = { key: 'problems.moveInDate' };
  }
  return problems;
}

/** The `PUT /tenant/profile` body of checked values (see {@link profileProblems}). */
export function saveBodyOf(values: ProfileFormValues, locale: 'nl' | 'en'): SaveProfileBody {
  const optional = (text: string) => (text === '' ? null : Number(text));
  const rent = wholeNumber(values.maxRent);
  return {
    introduction: values.introduction.trim(),
    ageBand: optional(values.ageBand),
    occupation: optional(values.occupation),
    languages: combine(values.languages),
    cityIds: values.cities.map((city) => city.id),
    maxRentCents: rent === null ? null : Math.round(rent * 100),
    minSurfaceM2: wholeNumber(values.minSurface),
    furnishings: combine(values.furnishings),
    moveInDate: values.moveInDate === '' ? null : values.moveInDate,
    availabilityPeriods: combine(values.periods),
    householdSize: Number(values.householdSize),
    smoker: values.smoker,
    hasPets: values.hasPets,
    roommateMax: optional(values.roommateMax),
    roommateGenders: combine(values.roommateGenders),
    visible: values.visible,
    locale,
  };
}
