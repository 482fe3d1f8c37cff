/**
 * Validation rules of each listing-wizard step (§2 wizard, §3 listing enumerations, §5 dates).
 * Plain functions, no schema library: the API runs them inside its zod route schemas and the
 * site runs them in its forms, so both refuse exactly the same input. Each returns the problem
 * of each failing field as a {@link WizardProblem} word (`{}` when the step may be saved); the
 * site translates the word, the API sends it as the field's `message` of a 400
 * `invalid_request` (`data.fields[].message`).
 *
 * Fields may be given as null or undefined (an empty form field, a draft column not filled yet):
 * that is the problem `required`. Money is whole euro cents, surfaces whole m², dates
 * 'YYYY-MM-DD', ages whole years. Limits: {@link WIZARD_LIMITS}.
 */
import { characterCount } from '../conversation/message-text';
import { parseIsoDate } from '../dates/iso-date';
import { hasFlag } from '../enums/bit-flags';
import { isEnumValue } from '../enums/enum-values';
import {
  Furnishing,
  GenderPreference,
  LanguageSpoken,
  ListingType,
  OwnerType,
  RentalPeriod,
  TenantOccupation,
} from '../enums/listing';

import { WIZARD_LIMITS } from './wizard-limits';

/** Why a wizard field is refused (words ours; the site's translation keys end in them). */
export const WizardProblem = {
  /** Empty or missing. */
  Required: 'required',
  /** Not of the expected form: a postcode, house number or date that is not one, a value that is no option. */
  Invalid: 'invalid',
  /** A number below its minimum. */
  TooLow: 'too_low',
  /** A number above its maximum. */
  TooHigh: 'too_high',
  /** A text shorter than its minimum (characters, trimmed). */
  TooShort: 'too_short',
  /** A text longer than its maximum (characters, trimmed). */
  TooLong: 'too_long',
  /** A date outside 1900-01-01..2099-12-31 (§5). */
  OutOfRange: 'out_of_range',
  /** An end date on or before the start date (availableTo <= availableFrom). */
  NotAfterStart: 'not_after_start',
  /** A maximum below the minimum (preferred age). */
  BelowMinimum: 'below_minimum',
  /** A value that must stay empty here (a rental period without an end date, genders of 0 residents). */
  NotAllowed: 'not_allowed',
  /** A line break in a one-line text (the title). */
  LineBreak: 'line_break',
  /** Control characters other than tab and line breaks, or broken Unicode. */
  ControlCharacters: 'control_characters',
} as const;
/** One of the {@link WizardProblem} words. */
export type WizardProblem = (typeof WizardProblem)[keyof typeof WizardProblem];

/** The problem of each failing field of a step; `{}` when the step may be saved. */
export type WizardProblems<K extends string> = Partial<Record<K, WizardProblem>>;

/** The values of a step as a form or a draft may hold them: every field may still be empty. */
export type WizardInput<T> = { [K in keyof T]?: T[K] | null };

/** Energy labels as the API stores and sends them (§3 "Energy label: A to G plus Unknown"). */
export const ENERGY_LABEL_WORDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Unknown'] as const;
/** One of the {@link ENERGY_LABEL_WORDS}. */
export type EnergyLabelWord = (typeof ENERGY_LABEL_WORDS)[number];

/** Step listing-type (§3 ListingCreationStep 1): `POST /supplyflow/cra-roomtype`. */
export interface ListingTypeValues {
  listingType: ListingType;
}
/** Step owner-type (2): `cra-ownertype`. */
export interface OwnerTypeValues {
  ownerType: OwnerType;
}
/** Step student-house (3, StudentResidence only): `cra-studenthouse`; null = not part of one. */
export interface StudentHouseValues {
  studentHouseId: number | null;
}
/** Step address (4): `cra-address`. City and street ids of `/gis/*` suggestions. */
export interface AddressValues {
  cityId: number;
  streetId: number;
  /** '12', '12A', '12-2', '12 bis' ({@link normalizeHouseNumber}). */
  houseNumber: string;
  /** '1234 AB' or '1234ab' ({@link normalizePostcode}). */
  postcode: string;
}
/** Step availability (5): `cra-availability`. */
export interface AvailabilityValues {
  /** 'YYYY-MM-DD'. */
  availableFrom: string;
  /** 'YYYY-MM-DD' after availableFrom, or null for an indefinite period. */
  availableTo: string | null;
  /** RentalPeriod of a temporary rental, or null; must be null when availableTo is null. */
  rentalPeriod: RentalPeriod | null;
}
/** Step surface-furnishing (6): `cra-surface-furnishing`. */
export interface SurfaceFurnishingValues {
  /** Whole m². */
  surfaceM2: number;
  furnishing: Furnishing;
}
/** Step rental-price (7): `cra-rentalprice`. All amounts whole euro cents. */
export interface RentalPriceValues {
  /** Per month. */
  rentCents: number;
  /** Per month, on top of the rent; 0 when none. */
  serviceCostsCents: number;
  /** Once; 0 when none. */
  depositCents: number;
  /** Whether gas, water and electricity are included in the rent. */
  utilitiesIncluded: boolean;
}
/** Step details (10): `cra-details`. */
export interface DetailsValues {
  isBathroomPrivate: boolean;
  isToiletPrivate: boolean;
  isKitchenPrivate: boolean;
  hasInternet: boolean;
  isSmokingInsideAllowed: boolean;
  isPetsInsideAllowed: boolean;
  energyLabel: EnergyLabelWord;
  /** LanguageSpoken bit flags spoken in the house, at least one. */
  languages: number;
}
/** Step preferred-tenant (11): `cra-preferredtenant`. */
export interface PreferredTenantValues {
  /** GenderPreference flags: any of Male 1, Female 2, Mixed 4; or NotImportant 8 alone. */
  preferredGenders: number;
  /** Years. */
  preferredAgeMin: number;
  /** Years, at least preferredAgeMin. */
  preferredAgeMax: number;
  /** TenantOccupation flags, at least one. */
  preferredOccupations: number;
  suitableForPersons: number;
}
/** Step current-residents (12): `cra-currentresidents`. */
export interface CurrentResidentsValues {
  currentResidents: number;
  /** GenderPreference flags of the residents (Male 1, Female 2, Mixed 4); 0 when there are none. */
  currentResidentGenders: number;
}
/** Step title-description (13): `cra-title-description`. */
export interface TitleDescriptionValues {
  title: string;
  description: string;
}

/** PostNL postcode: 4 digits without a leading 0, optional space, 2 letters but not SA, SD, SS. */
const POSTCODE = /^([1-9]\d{3}) ?(?!SA|SD|SS)([A-Z]{2})$/;
/**
 * House number 1-5 digits (not 0), optional addition of 1-4 letters/digits: one starting with a
 * letter after ' ', '-' or nothing ('12A'), one starting with a digit after ' ' or '-' ('12-2').
 */
const HOUSE_NUMBER = /^([1-9]\d{0,4})(?:([ -]?)([A-Z][A-Z0-9]{0,3})|([ -])(\d[A-Z0-9]{0,3}))?$/;
// C0 controls except tab, line feed and carriage return, DEL, and lone surrogates.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/**
 * A Dutch postcode in the stored form: '1234 AB' (space optional and case ignored on input).
 * The stored form keeps the space, as every seeded advert has it.
 *
 * @param text the postcode as typed
 * @returns '1234 AB', or null when it is no valid postcode (leading 0, SA/SD/SS, wrong shape)
 */
export function normalizePostcode(text: string): string | null {
  const match = POSTCODE.exec(text.trim().replace(/\s+/g, ' ').toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}

/**
 * A house number in the stored form: the number, then a letter addition attached ('12A') or a
 * digit addition after a hyphen ('12-2'); a hyphen typed before letters is kept ('12-BIS').
 *
 * @param text the house number as typed: 1-5 digits (not starting with 0), optionally ' ', '-'
 *   or nothing and an addition of 1-4 letters or digits
 * @returns e.g. '12A', '12-2', or null when it is no valid house number
 */
export function normalizeHouseNumber(text: string): string | null {
  const match = HOUSE_NUMBER.exec(text.trim().replace(/\s+/g, ' ').toUpperCase());
  if (!match) return null;
  const [, number = '', letterSeparator = '', letterAddition, , digitAddition] = match;
  if (digitAddition !== undefined) return `${number}-${digitAddition}`;
  if (letterAddition !== undefined)
    return `${number}${letterSeparator === '-' ? '-' : ''}${letterAddition}`;
  return number;
}

/** Whether a value is missing (null, undefined or an empty/blank text). */
function isMissing(value: unknown): value is null | undefined | '' {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** Problem of a whole number within bounds. */
function integerProblem(
  value: number | null | undefined,
  bounds: { readonly min: number; readonly max: number },
): WizardProblem | undefined {
  if (isMissing(value)) return WizardProblem.Required;
  if (typeof value !== 'number' || !Number.isInteger(value)) return WizardProblem.Invalid;
  if (value < bounds.min) return WizardProblem.TooLow;
  if (value > bounds.max) return WizardProblem.TooHigh;
  return undefined;
}

/** Problem of a value that must be one of an enumeration's values. */
function enumProblem(
  enumObject: Readonly<Record<string, number>>,
  value: number | null | undefined,
): WizardProblem | undefined {
  if (isMissing(value)) return WizardProblem.Required;
  return isEnumValue(enumObject, value) ? undefined : WizardProblem.Invalid;
}

/** Problem of a non-empty combination of flags taken from `allowed`. */
function flagsProblem(
  value: number | null | undefined,
  allowed: number,
): WizardProblem | undefined {
  if (isMissing(value) || value === 0) return WizardProblem.Required;
  // Bounded first: JavaScript's bit operators see only the low 32 bits.
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > allowed)
    return WizardProblem.Invalid;
  return (value & ~allowed) === 0 ? undefined : WizardProblem.Invalid;
}

/** Problem of a given id: a whole number within {@link WIZARD_LIMITS}.id (a PostgreSQL integer). */
function idProblem(value: number): WizardProblem | undefined {
  const { min, max } = WIZARD_LIMITS.id;
  return Number.isInteger(value) && value >= min && value <= max
    ? undefined
    : WizardProblem.Invalid;
}

/** Problem of a boolean. */
function booleanProblem(value: boolean | null | undefined): WizardProblem | undefined {
  if (isMissing(value)) return WizardProblem.Required;
  return typeof value === 'boolean' ? undefined : WizardProblem.Invalid;
}

/** Problem of a date text 'YYYY-MM-DD' within §5's range. */
function dateProblem(value: string | null | undefined): WizardProblem | undefined {
  if (isMissing(value)) return WizardProblem.Required;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return WizardProblem.Invalid;
  if (parseIsoDate(value) !== null) return undefined;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const real = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = real.getUTCMonth() === month - 1 && real.getUTCDate() === day;
  return isRealDate ? WizardProblem.OutOfRange : WizardProblem.Invalid;
}

/** Problem of a text, trimmed, counted in characters (code points). */
function textProblem(
  value: string | null | undefined,
  bounds: { readonly min: number; readonly max: number },
  oneLine: boolean,
): WizardProblem | undefined {
  if (isMissing(value)) return WizardProblem.Required;
  if (typeof value !== 'string') return WizardProblem.Invalid;
  if (CONTROL_CHARACTERS.test(value)) return WizardProblem.ControlCharacters;
  const text = value.trim();
  if (oneLine && LINE_BREAK.test(text)) return WizardProblem.LineBreak;
  const length = characterCount(text);
  if (length < bounds.min) return WizardProblem.TooShort;
  if (length > bounds.max) return WizardProblem.TooLong;
  return undefined;
}

/** Drops the fields without a problem. */
function only<K extends string>(problems: Record<K, WizardProblem | undefined>): WizardProblems<K> {
  const result: WizardProblems<K> = {};
  for (const key of Object.keys(problems) as K[]) {
    const problem = problems[key];
    if (problem !== undefined) result[key] = problem;
  }
  return result;
}

/** Whether a problems object is empty (the step may be saved). */
export function hasNoProblems(problems: WizardProblems<string>): boolean {
  return Object.keys(problems).length === 0;
}

/**
 * Step listing-type: one of the §3 listing types (Room 1, Apartment 2, Studio 4, Antikraak 8,
 * StudentResidence 16).
 */
export function listingTypeProblems(
  values: WizardInput<ListingTypeValues>,
): WizardProblems<keyof ListingTypeValues> {
  return only({ listingType: enumProblem(ListingType, values.listingType) });
}

/** Step owner-type: one of the §3 owner types (PrivateOwner 1, Roommate 2, RealEstateAgent 4, Other 8). */
export function ownerTypeProblems(
  values: WizardInput<OwnerTypeValues>,
): WizardProblems<keyof OwnerTypeValues> {
  return only({ ownerType: enumProblem(OwnerType, values.ownerType) });
}

/**
 * Step student-house: null (not part of a student house) or a positive id; whether that house
 * exists is the API's check (404).
 */
export function studentHouseProblems(
  values: WizardInput<StudentHouseValues>,
): WizardProblems<keyof StudentHouseValues> {
  const id = values.studentHouseId;
  return only({ studentHouseId: isMissing(id) ? undefined : idProblem(id) });
}

/**
 * Step address: a city and a street (positive ids; that the street lies in the city is the
 * API's check), a house number ({@link normalizeHouseNumber}) and a Dutch postcode
 * ({@link normalizePostcode}).
 */
export function addressProblems(
  values: WizardInput<AddressValues>,
): WizardProblems<keyof AddressValues> {
  const id = (value: number | null | undefined) =>
    isMissing(value) || value === 0 ? WizardProblem.Required : idProblem(value);
  const formatted = (
    value: string | null | undefined,
    normalize: (text: string) => string | null,
  ) =>
    isMissing(value)
      ? WizardProblem.Required
      : typeof value === 'string' && normalize(value) !== null
        ? undefined
        : WizardProblem.Invalid;
  return only({
    cityId: id(values.cityId),
    streetId: id(values.streetId),
    houseNumber: formatted(values.houseNumber, normalizeHouseNumber),
    postcode: formatted(values.postcode, normalizePostcode),
  });
}

/**
 * Step availability: availableFrom a real date in 1900-01-01..2099-12-31 (§5); availableTo null
 * (indefinite) or such a date after availableFrom; rentalPeriod null or a §3 rental period, and
 * null when availableTo is null.
 */
export function availabilityProblems(
  values: WizardInput<AvailabilityValues>,
): WizardProblems<keyof AvailabilityValues> {
  const from = dateProblem(values.availableFrom);
  let to = isMissing(values.availableTo) ? undefined : dateProblem(values.availableTo);
  if (to === undefined && from === undefined && !isMissing(values.availableTo)) {
    if (values.availableTo! <= values.availableFrom!) to = WizardProblem.NotAfterStart;
  }
  let period: WizardProblem | undefined;
  if (!isMissing(values.rentalPeriod)) {
    period = isMissing(values.availableTo)
      ? WizardProblem.NotAllowed
      : enumProblem(RentalPeriod, values.rentalPeriod);
  }
  return only({ availableFrom: from, availableTo: to, rentalPeriod: period });
}

/** Step surface-furnishing: 1-1000 whole m², a §3 furnishing (Uncarpeted 1, Unfurnished 2, Furnished 4). */
export function surfaceFurnishingProblems(
  values: WizardInput<SurfaceFurnishingValues>,
): WizardProblems<keyof SurfaceFurnishingValues> {
  return only({
    surfaceM2: integerProblem(values.surfaceM2, WIZARD_LIMITS.surfaceM2),
    furnishing: enumProblem(Furnishing, values.furnishing),
  });
}

/**
 * Step rental-price: rent €50-€10,000 per month, service costs €0-€2,000 per month, deposit
 * €0-€30,000, all whole euro cents; utilities included yes or no.
 */
export function rentalPriceProblems(
  values: WizardInput<RentalPriceValues>,
): WizardProblems<keyof RentalPriceValues> {
  return only({
    rentCents: integerProblem(values.rentCents, WIZARD_LIMITS.rentCents),
    serviceCostsCents: integerProblem(values.serviceCostsCents, WIZARD_LIMITS.serviceCostsCents),
    depositCents: integerProblem(values.depositCents, WIZARD_LIMITS.depositCents),
    utilitiesIncluded: booleanProblem(values.utilitiesIncluded),
  });
}

const ALL_LANGUAGES = Object.values(LanguageSpoken).reduce((mask, flag) => mask | flag, 0);

/**
 * Step details: six yes/no facilities, an energy label of {@link ENERGY_LABEL_WORDS} and at
 * least one §3 language spoken (bit flags).
 */
export function detailsProblems(
  values: WizardInput<DetailsValues>,
): WizardProblems<keyof DetailsValues> {
  return only({
    isBathroomPrivate: booleanProblem(values.isBathroomPrivate),
    isToiletPrivate: booleanProblem(values.isToiletPrivate),
    isKitchenPrivate: booleanProblem(values.isKitchenPrivate),
    hasInternet: booleanProblem(values.hasInternet),
    isSmokingInsideAllowed: booleanProblem(values.isSmokingInsideAllowed),
    isPetsInsideAllowed: booleanProblem(values.isPetsInsideAllowed),
    energyLabel: isMissing(values.energyLabel)
      ? WizardProblem.Required
      : (ENERGY_LABEL_WORDS as readonly unknown[]).includes(values.energyLabel)
        ? undefined
        : WizardProblem.Invalid,
    languages: flagsProblem(values.languages, ALL_LANGUAGES),
  });
}

const SPECIFIC_GENDERS = GenderPreference.Male | GenderPreference.Female | GenderPreference.Mixed;
const ALL_OCCUPATIONS = Object.values(TenantOccupation).reduce((mask, flag) => mask | flag, 0);

/**
 * Step preferred-tenant: genders a non-empty combination of Male 1, Female 2, Mixed 4, or
 * NotImportant 8 alone; ages 16-99 (the global bounds) with min <= max; at least one §3
 * occupation flag; suitable for 1-10 persons.
 */
export function preferredTenantProblems(
  values: WizardInput<PreferredTenantValues>,
): WizardProblems<keyof PreferredTenantValues> {
  const genders = values.preferredGenders;
  let genderProblem = flagsProblem(genders, SPECIFIC_GENDERS | GenderPreference.NotImportant);
  if (
    genderProblem === undefined &&
    hasFlag(genders!, GenderPreference.NotImportant) &&
    genders !== GenderPreference.NotImportant
  ) {
    genderProblem = WizardProblem.Invalid;
  }
  const min = integerProblem(values.preferredAgeMin, WIZARD_LIMITS.age);
  let max = integerProblem(values.preferredAgeMax, WIZARD_LIMITS.age);
  if (min === undefined && max === undefined && values.preferredAgeMax! < values.preferredAgeMin!) {
    max = WizardProblem.BelowMinimum;
  }
  return only({
    preferredGenders: genderProblem,
    preferredAgeMin: min,
    preferredAgeMax: max,
    preferredOccupations: flagsProblem(values.preferredOccupations, ALL_OCCUPATIONS),
    suitableForPersons: integerProblem(values.suitableForPersons, WIZARD_LIMITS.suitableForPersons),
  });
}

/**
 * Step current-residents: 0-20 residents; with residents, their genders as a non-empty
 * combination of Male 1, Female 2, Mixed 4; without residents, genders 0.
 */
export function currentResidentsProblems(
  values: WizardInput<CurrentResidentsValues>,
): WizardProblems<keyof CurrentResidentsValues> {
  const count = integerProblem(values.currentResidents, WIZARD_LIMITS.currentResidents);
  let genders: WizardProblem | undefined;
  if (count === undefined && values.currentResidents === 0) {
    genders =
      isMissing(values.currentResidentGenders) || values.currentResidentGenders === 0
        ? undefined
        : WizardProblem.NotAllowed;
  } else {
    genders = flagsProblem(values.currentResidentGenders, SPECIFIC_GENDERS);
  }
  return only({ currentResidents: count, currentResidentGenders: genders });
}

/**
 * Step title-description, the lengths and characters (forbidden contents: `findForbiddenText`):
 * title 10-80 characters on one line, description 50-5000 characters, both counted trimmed in
 * Unicode code points, no control characters but tab and line breaks, no broken Unicode.
 */
export function titleDescriptionProblems(
  values: WizardInput<TitleDescriptionValues>,
): WizardProblems<keyof TitleDescriptionValues> {
  return only({
    title: textProblem(values.title, WIZARD_LIMITS.title, true),
    description: textProblem(values.description, WIZARD_LIMITS.description, false),
  });
}

/**
 * Parses a euro amount as a person types it, in Dutch or English notation, to whole cents:
 * '450', '€ 450', '450,50', '450.50', '1.250', '1,250', '1.250,00', '1,250.00'. With both '.'
 * and ',' the last one is the decimal separator; with one of them, it is a thousands separator
 * when exactly three digits follow each occurrence, else the decimal separator (1-2 digits).
 *
 * @param text the amount as typed
 * @returns whole euro cents, or null when it is no amount (negative, letters, 3 decimals …)
 */
export function parseEuroAmount(text: string): number | null {
  const compact = text.trim().replace(/^€\s*/, '').replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let integer = compact;
  let decimals = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    const thousands = lastDot > lastComma ? ',' : '.';
    integer = compact.slice(0, decimalAt);
    decimals = compact.slice(decimalAt + 1);
    if (!new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})*$`).test(integer)) return null;
    integer = integer.split(thousands).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = compact.split(separator);
    if (parts.length > 2 || parts[1]!.length === 3) {
      if (!parts.slice(1).every((part) => part.length === 3) || parts[0]!.length > 3) return null;
      integer = parts.join('');
    } else {
      integer = parts[0]!;
      decimals = parts[1]!;
    }
  }
  if (!/^\d+$/.test(integer) || !/^\d{0,2}$/.test(decimals)) return null;
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The fields each data step saves (Media 8 has none here: photos are their own calls), in form
 * order. The API answers null for the fields of a step a draft has not saved yet.
 */
export const WIZARD_STEP_FIELDS = {
  1: ['listingType'],
  2: ['ownerType'],
  3: ['studentHouseId'],
  4: ['cityId', 'streetId', 'houseNumber', 'postcode'],
  5: ['availableFrom', 'availableTo', 'rentalPeriod'],
  6: ['surfaceM2', 'furnishing'],
  7: ['rentCents', 'serviceCostsCents', 'depositCents', 'utilitiesIncluded'],
  10: [
    'isBathroomPrivate',
    'isToiletPrivate',
    'isKitchenPrivate',
    'hasInternet',
    'isSmokingInsideAllowed',
    'isPetsInsideAllowed',
    'energyLabel',
    'languages',
  ],
  11: [
    'preferredGenders',
    'preferredAgeMin',
    'preferredAgeMax',
    'preferredOccupations',
    'suitableForPersons',
  ],
  12: ['currentResidents', 'currentResidentGenders'],
  13: ['title', 'description'],
} as const satisfies Record<number, readonly string[]>;
