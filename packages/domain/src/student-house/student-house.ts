/**
 * Student houses (issue 26, §2 `/studenthouse`, wizard step student-house, §7
 * `cra-studenthouse`): a landlord's building with several rooms (student residence adverts,
 * ListingType 16) managed once — a name, an address, shared facilities, house rules and photos.
 * The facilities are bit flags of ours (not in the spec); the limits are ours too. The API and
 * the site judge a house's texts with {@link studentHouseTextProblems}, so both refuse the same.
 */
import { characterCount } from '../conversation/message-text';
import { WizardProblem } from '../listing-wizard/wizard-rules';

import type { WizardProblems } from '../listing-wizard/wizard-rules';

/** Shared facilities of a student house, bit flags (ours). */
export const StudentHouseFacility = {
  SharedKitchen: 1,
  Laundry: 2,
  BicycleStorage: 4,
  StudyRoom: 8,
  Garden: 16,
  CommonRoom: 32,
  Elevator: 64,
  Gym: 128,
} as const;
/** One of the {@link StudentHouseFacility} flags. */
export type StudentHouseFacility = (typeof StudentHouseFacility)[keyof typeof StudentHouseFacility];

/** Every facility flag OR-ed together (255): a mask with other bits is refused. */
export const ALL_STUDENT_HOUSE_FACILITIES: number = Object.values(StudentHouseFacility).reduce(
  (mask, flag) => mask | flag,
  0,
);

/** The facility flags set in a mask, in increasing order (unknown bits are ignored). */
export function studentHouseFacilitiesOf(mask: number): StudentHouseFacility[] {
  return (Object.values(StudentHouseFacility) as StudentHouseFacility[]).filter(
    (flag) => (mask & flag) === flag,
  );
}

/** Limits of a student house (ours); the API refuses values outside them with 400. */
export const STUDENT_HOUSE_LIMITS = Object.freeze({
  /** Name length in characters after trimming. */
  nameMin: 2,
  nameMax: 80,
  /** House rules length in characters after trimming (may be empty). */
  houseRulesMax: 2000,
  /** Photos of one house. */
  photosMax: 10,
  /** Houses of one landlord. */
  housesMax: 50,
});

/** The texts and facilities of a student house as a form or a request holds them. */
export interface StudentHouseTextValues {
  name: string;
  houseRules: string;
  facilities: number;
}

/** Control characters other than tab and line breaks, or lone surrogates (as the wizard's). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/**
 * The problems of a student house's name, house rules and facilities (address and photos are
 * judged elsewhere: the wizard's `addressProblems`, the image service).
 *
 * @param values name (one line, {@link STUDENT_HOUSE_LIMITS} nameMin..nameMax characters
 *   trimmed), house rules (0..houseRulesMax characters trimmed, line breaks allowed), facilities
 *   (a mask of {@link StudentHouseFacility} flags)
 * @returns each failing field's {@link WizardProblem} word; `{}` when the house may be saved
 */
export function studentHouseTextProblems(
  values: StudentHouseTextValues,
): WizardProblems<keyof StudentHouseTextValues> {
  const problems: WizardProblems<keyof StudentHouseTextValues> = {};
  const name = values.name.trim();
  if (CONTROL_CHARACTERS.test(values.name)) problems.name = WizardProblem.ControlCharacters;
  else if (name === '') problems.name = WizardProblem.Required;
  else if (LINE_BREAK.test(name)) problems.name = WizardProblem.LineBreak;
  else if (characterCount(name) < STUDENT_HOUSE_LIMITS.nameMin)
    problems.name = WizardProblem.TooShort;
  else if (characterCount(name) > STUDENT_HOUSE_LIMITS.nameMax)
    problems.name = WizardProblem.TooLong;
  if (CONTROL_CHARACTERS.test(values.houseRules))
    problems.houseRules = WizardProblem.ControlCharacters;
  else if (characterCount(values.houseRules.trim()) > STUDENT_HOUSE_LIMITS.houseRulesMax)
    problems.houseRules = WizardProblem.TooLong;
  if (
    !Number.isInteger(values.facilities) ||
    values.facilities < 0 ||
    // Bitwise operators wrap beyond 32 bits (1e308 & x is 0): bound it first.
    values.facilities > ALL_STUDENT_HOUSE_FACILITIES ||
    (values.facilities & ~ALL_STUDENT_HOUSE_FACILITIES) !== 0
  )
    problems.facilities = WizardProblem.Invalid;
  return problems;
}
