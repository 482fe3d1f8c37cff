/**
 * Search enumerations whose URL form is a word, §3 "genders (male, female, mixed), roommate
 * maximum number, availability periods (temporary, indefinite), work statuses (student, working
 * student)". Filters hold the words; the matching server ids (ours where the spec is silent)
 * are in the `*_IDS` tables, used when building server requests (§3).
 */

import { GenderPreference, TenantOccupation } from './listing';

/** Gender word of search filters, §3/§5 (listing search accepts male and female only). */
export const Gender = {
  Male: 'male',
  Female: 'female',
  Mixed: 'mixed',
} as const;
/** One of the {@link Gender} words. */
export type Gender = (typeof Gender)[keyof typeof Gender];

/** Server id of each gender word: the {@link GenderPreference} value (§3). */
export const GENDER_IDS = {
  male: GenderPreference.Male,
  female: GenderPreference.Female,
  mixed: GenderPreference.Mixed,
} as const satisfies Record<Gender, GenderPreference>;

/** Maximum number of roommates, §3/§5: none, four, eight or more than eight. */
export const RoommateMax = {
  None: 'none',
  Four: 'four',
  Eight: 'eight',
  MoreThanEight: 'more-than-eight',
} as const;
/** One of the {@link RoommateMax} words. */
export type RoommateMax = (typeof RoommateMax)[keyof typeof RoommateMax];

/** Server id of each roommate-maximum word (ours: 1 to 4 in increasing order). */
export const ROOMMATE_MAX_IDS = {
  none: 1,
  four: 2,
  eight: 3,
  'more-than-eight': 4,
} as const satisfies Record<RoommateMax, number>;
/** One of the {@link ROOMMATE_MAX_IDS} values. */
export type RoommateMaxId = (typeof ROOMMATE_MAX_IDS)[RoommateMax];

/** Availability period of a listing, §3/§4: temporary (short-term) or indefinite (long-term). */
export const AvailabilityPeriod = {
  Temporary: 'temporary',
  Indefinite: 'indefinite',
} as const;
/** One of the {@link AvailabilityPeriod} words. */
export type AvailabilityPeriod = (typeof AvailabilityPeriod)[keyof typeof AvailabilityPeriod];

/** Server id of each availability period word (ours). */
export const AVAILABILITY_PERIOD_IDS = {
  temporary: 1,
  indefinite: 2,
} as const satisfies Record<AvailabilityPeriod, number>;
/** One of the {@link AVAILABILITY_PERIOD_IDS} values. */
export type AvailabilityPeriodId = (typeof AVAILABILITY_PERIOD_IDS)[AvailabilityPeriod];

/** Work status of search filters, §3/§4: student or working student. */
export const WorkStatus = {
  Student: 'student',
  WorkingStudent: 'working-student',
} as const;
/** One of the {@link WorkStatus} words. */
export type WorkStatus = (typeof WorkStatus)[keyof typeof WorkStatus];

/** Server id of each work status word: the {@link TenantOccupation} flag (§3). */
export const WORK_STATUS_IDS = {
  student: TenantOccupation.Student,
  'working-student': TenantOccupation.WorkingStudent,
} as const satisfies Record<WorkStatus, TenantOccupation>;
