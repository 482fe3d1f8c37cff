import {
  AvailabilityPeriod,
  DEFAULT_MIN_SURFACE,
  enumValues,
  Furnishing,
  Gender,
  LISTING_DRAWER_FILTER_KEYS,
  MAX_AGE,
  MIN_AGE,
  OwnerType,
  parseIsoDate,
  PriceBand,
  Radius,
  RoommateMax,
  SearchListingType,
  SurfaceBand,
  WorkStatus,
} from '@rooms/domain';

import { formatEuro, intlLocale } from './search-format';

import type { SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** Translation key (under `categoryTitle`, `categoryNoun`, `categoryOption` of `search`) per category. */
export const SEARCH_CATEGORY_KEY = {
  [SearchListingType.Generic]: 'generic',
  [SearchListingType.Room]: 'room',
  [SearchListingType.Apartment]: 'apartment',
  [SearchListingType.Studio]: 'studio',
  [SearchListingType.Antisquat]: 'antiSquat',
  [SearchListingType.StudentHousing]: 'studentHousing',
  [SearchListingType.FurnishedApartment]: 'furnishedApartment',
  [SearchListingType.ShortTermRental]: 'shortTermRental',
  [SearchListingType.LongTermRental]: 'longTermRental',
} as const satisfies Record<SearchCategory, string>;

/** The search categories in the order the type filter offers them (all properties first). */
export const SEARCH_CATEGORY_ORDER: readonly SearchCategory[] = [
  SearchListingType.Generic,
  SearchListingType.Room,
  SearchListingType.Apartment,
  SearchListingType.Studio,
  SearchListingType.StudentHousing,
  SearchListingType.Antisquat,
  SearchListingType.FurnishedApartment,
  SearchListingType.ShortTermRental,
  SearchListingType.LongTermRental,
];

/** Numbers of people offered by the persons filter (the URL accepts any positive number). */
const PERSON_OPTIONS = [1, 2, 3, 4] as const;

/** An option of a select or a checkbox group. */
export interface FilterOption<V> {
  readonly value: V;
  readonly label: string;
}

/** A boolean filter of §3 shown as a checkbox. */
export type BooleanFilterKey =
  | 'hasInternet'
  | 'isBathroomPrivate'
  | 'isKitchenPrivate'
  | 'isToiletPrivate'
  | 'isSmokingInsideAllowed'
  | 'isPetsInsideAllowed';

/** A filter of §3 that a visitor sets in the panel (the badge counts these, §5). */
export type PanelFilterKey =
  | 'searchCategories'
  | 'radius'
  | 'maxRent'
  | 'minSize'
  | 'furnishings'
  | BooleanFilterKey
  | 'availabilityPeriods'
  | 'availableFrom'
  | 'suitableForNumberOfPersons'
  | 'suitableForGenders'
  | 'suitableForAge'
  | 'suitableForWorkStatuses'
  | 'roommateNumberMax'
  | 'roommateGenders'
  | 'ownerTypes';

/** Every text and option of the filter panel, translated (build it with {@link searchFiltersLabels}). */
export interface SearchFiltersLabels {
  readonly category: { label: string; options: FilterOption<SearchCategory>[] };
  readonly radius: { label: string; options: FilterOption<Radius>[] };
  readonly maxRent: { label: string; options: FilterOption<PriceBand | null>[] };
  readonly minSize: { label: string; options: FilterOption<SurfaceBand>[] };
  readonly furnishing: { legend: string; options: FilterOption<Furnishing>[] };
  readonly facilities: { legend: string; options: FilterOption<BooleanFilterKey>[] };
  readonly period: { legend: string; options: FilterOption<AvailabilityPeriod>[] };
  readonly availableFrom: { label: string; format: DateTextFormat };
  readonly persons: { label: string; options: FilterOption<number | null>[] };
  readonly genders: { legend: string; options: FilterOption<Gender>[] };
  readonly age: { label: string; helper: string };
  readonly workStatus: { legend: string; options: FilterOption<WorkStatus>[] };
  readonly rules: { legend: string; options: FilterOption<BooleanFilterKey>[] };
  readonly roommateMax: { label: string; options: FilterOption<RoommateMax | null>[] };
  readonly roommateGenders: { legend: string; options: FilterOption<Gender>[] };
  readonly ownerTypes: { legend: string; options: FilterOption<OwnerType>[] };
  /** Short name of each filter, e.g. for "Without “Private kitchen”" links. */
  readonly names: Readonly<Record<PanelFilterKey, string>>;
}

/**
 * The texts and options of the filter panel in a language, from the `search` translations: the
 * §3 filters with the option values of `@rooms/domain` (categories, radius 0–20 km, rent bands
 * in euro, surface bands in m², furnishings, periods, genders, statuses, owner types) and the
 * language's way of writing a date (see {@link dateTextFormat}).
 *
 * @param t the `search` translations
 * @param locale the language (for the euro amounts)
 * @returns the labels for {@link SearchFilters}
 */
export function searchFiltersLabels(t: TFunction<'search'>, locale: Locale): SearchFiltersLabels {
  const facilities: FilterOption<BooleanFilterKey>[] = (
    ['hasInternet', 'isBathroomPrivate', 'isKitchenPrivate', 'isToiletPrivate'] as const
  ).map((value) => ({ value, label: t(`filters.facilities.${value}`) }));
  const rules: FilterOption<BooleanFilterKey>[] = (
    ['isSmokingInsideAllowed', 'isPetsInsideAllowed'] as const
  ).map((value) => ({ value, label: t(`filters.rules.${value}`) }));
  const booleanName = (key: BooleanFilterKey) =>
    [...facilities, ...rules].find((option) => option.value === key)?.label ?? key;
  return {
    category: {
      label: t('filters.category'),
      options: SEARCH_CATEGORY_ORDER.map((value) => ({
        value,
        label: t(`categoryOption.${SEARCH_CATEGORY_KEY[value]}`),
      })),
    },
    radius: {
      label: t('filters.radius.label'),
      options: enumValues(Radius).map((km) => ({
        value: km,
        label: km === 0 ? t('filters.radius.zero') : t('filters.radius.km', { km }),
      })),
    },
    maxRent: {
      label: t('filters.maxRent.label'),
      options: [
        { value: null, label: t('filters.maxRent.any') },
        ...enumValues(PriceBand).map((euro) => ({
          value: euro,
          label: t('filters.maxRent.option', { amount: formatEuro(euro, locale) }),
        })),
      ],
    },
    minSize: {
      label: t('filters.minSize.label'),
      options: enumValues(SurfaceBand).map((m2) => ({
        value: m2,
        label:
          m2 === DEFAULT_MIN_SURFACE
            ? t('filters.minSize.any')
            : t('filters.minSize.option', { value: m2 }),
      })),
    },
    furnishing: {
      legend: t('filters.furnishing.legend'),
      options: [
        { value: Furnishing.Furnished, label: t('card.furnishing.furnished') },
        { value: Furnishing.Unfurnished, label: t('card.furnishing.unfurnished') },
        { value: Furnishing.Uncarpeted, label: t('card.furnishing.uncarpeted') },
      ],
    },
    facilities: { legend: t('filters.facilities.legend'), options: facilities },
    period: {
      legend: t('filters.period.legend'),
      options: [
        { value: AvailabilityPeriod.Indefinite, label: t('filters.period.indefinite') },
        { value: AvailabilityPeriod.Temporary, label: t('filters.period.temporary') },
      ],
    },
    availableFrom: { label: t('filters.availableFrom.label'), format: dateTextFormat(locale) },
    persons: {
      label: t('filters.persons.label'),
      options: [
        { value: null, label: t('filters.persons.any') },
        ...PERSON_OPTIONS.map((count) => ({
          value: count,
          label: t('filters.persons.option', { count }),
        })),
      ],
    },
    genders: {
      legend: t('filters.genders.legend'),
      options: [
        { value: Gender.Female, label: t('filters.genders.female') },
        { value: Gender.Male, label: t('filters.genders.male') },
      ],
    },
    age: {
      label: t('filters.age.label'),
      helper: t('filters.age.helper', { min: MIN_AGE, max: MAX_AGE }),
    },
    workStatus: {
      legend: t('filters.workStatus.legend'),
      options: [
        { value: WorkStatus.Student, label: t('filters.workStatus.student') },
        { value: WorkStatus.WorkingStudent, label: t('filters.workStatus.workingStudent') },
      ],
    },
    rules: { legend: t('filters.rules.legend'), options: rules },
    roommateMax: {
      label: t('filters.roommateMax.label'),
      options: [
        { value: null, label: t('filters.roommateMax.any') },
        { value: RoommateMax.None, label: t('filters.roommateMax.none') },
        { value: RoommateMax.Four, label: t('filters.roommateMax.four') },
        { value: RoommateMax.Eight, label: t('filters.roommateMax.eight') },
        { value: RoommateMax.MoreThanEight, label: t('filters.roommateMax.moreThanEight') },
      ],
    },
    roommateGenders: {
      legend: t('filters.roommateGenders.legend'),
      options: [
        { value: Gender.Female, label: t('filters.roommateGenders.female') },
        { value: Gender.Male, label: t('filters.roommateGenders.male') },
        { value: Gender.Mixed, label: t('filters.roommateGenders.mixed') },
      ],
    },
    ownerTypes: {
      legend: t('filters.ownerTypes.legend'),
      options: [
        { value: OwnerType.PrivateOwner, label: t('filters.ownerTypes.privateOwner') },
        { value: OwnerType.Roommate, label: t('filters.ownerTypes.roommate') },
        { value: OwnerType.RealEstateAgent, label: t('filters.ownerTypes.realEstateAgent') },
        { value: OwnerType.Other, label: t('filters.ownerTypes.other') },
      ],
    },
    names: {
      searchCategories: t('filters.category'),
      radius: t('filters.radius.label'),
      maxRent: t('filters.maxRent.label'),
      minSize: t('filters.minSize.label'),
      furnishings: t('filters.furnishing.legend'),
      hasInternet: booleanName('hasInternet'),
      isBathroomPrivate: booleanName('isBathroomPrivate'),
      isKitchenPrivate: booleanName('isKitchenPrivate'),
      isToiletPrivate: booleanName('isToiletPrivate'),
      isSmokingInsideAllowed: booleanName('isSmokingInsideAllowed'),
      isPetsInsideAllowed: booleanName('isPetsInsideAllowed'),
      availabilityPeriods: t('filters.period.legend'),
      availableFrom: t('filters.availableFrom.label'),
      suitableForNumberOfPersons: t('filters.persons.label'),
      suitableForGenders: t('filters.genders.legend'),
      suitableForAge: t('filters.age.label'),
      suitableForWorkStatuses: t('filters.workStatus.legend'),
      roommateNumberMax: t('filters.roommateMax.label'),
      roommateGenders: t('filters.roommateGenders.legend'),
      ownerTypes: t('filters.ownerTypes.legend'),
    },
  };
}

/**
 * Most filters the §5 badge can count: every drawer filter, plus category, radius, maximum rent
 * and minimum size below the md breakpoint.
 */
export const MAX_FILTER_COUNT = LISTING_DRAWER_FILTER_KEYS.length + 4;

/** Texts around the filters: the filter button, the drawer and the sidebar heading. */
export interface SearchFiltersPanelTexts {
  /** Heading of the drawer and the sidebar, e.g. "Filters". */
  readonly title: string;
  /** Visible text of the button that opens the drawer. */
  readonly open: string;
  /**
   * Accessible name of the button with its §5 count, by count: `openCount[3]` is
   * "Filters, 3 active" (0 to {@link MAX_FILTER_COUNT}, so the browser needs no plural rules).
   */
  readonly openCount: readonly string[];
  /** Name of the drawer's close button. */
  readonly close: string;
  /** The drawer's "show results" button. */
  readonly show: string;
  /** The "clear filters" button. */
  readonly clear: string;
}

/**
 * The texts around the filter panel in a language, from the `search` translations.
 *
 * @param t the `search` translations
 * @returns the texts for the filter button, drawer and sidebar
 */
export function searchFiltersPanelTexts(t: TFunction<'search'>): SearchFiltersPanelTexts {
  return {
    title: t('filters.title'),
    open: t('filters.open'),
    openCount: Array.from({ length: MAX_FILTER_COUNT + 1 }, (_, count) =>
      t('filters.openCount', { count }),
    ),
    close: t('filters.close'),
    show: t('filters.show'),
    clear: t('filters.clear'),
  };
}

/**
 * The accessible name of the filter button for a count (§5 badge).
 *
 * @param texts the panel texts
 * @param count active filters, 0 or more
 * @returns e.g. "Filters, 3 active"
 */
export function filterCountText(texts: SearchFiltersPanelTexts, count: number): string {
  return texts.openCount[Math.min(count, texts.openCount.length - 1)] ?? texts.open;
}

/** A part of a calendar date as people type it. */
type DatePart = 'day' | 'month' | 'year';

/** Digits of each part: `dd`, `mm`, `yyyy`. */
const DATE_PART_DIGITS: Readonly<Record<DatePart, number>> = { day: 2, month: 2, year: 4 };

/**
 * How people of a language write a date in digits (the date filter is a text field, because a
 * native date input shows the browser's format, e.g. mm/dd/yyyy, rather than the page's).
 */
export interface DateTextFormat {
  /** Order of the parts, e.g. day, month, year. */
  readonly order: readonly DatePart[];
  /** Between the parts: `-` in Dutch, `/` in British English. */
  readonly separator: string;
  /** The format as people read it, e.g. `dd-mm-jjjj`, `dd/mm/yyyy`. */
  readonly pattern: string;
}

/**
 * The numeric date format of a language from `Intl` (Dutch as in the Netherlands, English as in
 * Britain): order and separator of `Intl.DateTimeFormat`, and a pattern whose letters are the
 * first letters of the parts' names in that language (dag, maand, jaar → `dd-mm-jjjj`), so it
 * needs no translation.
 *
 * @param locale the page's language
 * @returns order, separator and pattern
 */
export function dateTextFormat(locale: Locale): DateTextFormat {
  const tag = intlLocale(locale);
  const parts = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(0);
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '-';
  const names = new Intl.DisplayNames(tag, { type: 'dateTimeField' });
  const pattern = order
    .map((part) => (names.of(part) ?? part).charAt(0).toLowerCase().repeat(DATE_PART_DIGITS[part]))
    .join(separator);
  return { order, separator, pattern };
}

/**
 * A date 'YYYY-MM-DD' written in a language's format, e.g. `01-02-2027`.
 *
 * @param isoDate the date, or null
 * @param format the language's format
 * @returns the text; '' for null
 */
export function formatDateText(isoDate: string | null, format: DateTextFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (match === null) return '';
  const [, year = '', month = '', day = ''] = match;
  const values: Record<DatePart, string> = { day, month, year };
  return format.order.map((part) => values[part]).join(format.separator);
}

/**
 * A typed date read leniently: the parts in the language's order with any separator
 * (`1-2-2027`, `01/02/2027`, `1.2.2027`), all eight digits without one (`01022027`, as phone
 * keypads may lack separators), or 'YYYY-MM-DD'. Years have four digits.
 *
 * @param text what was typed
 * @param format the language's format
 * @returns the date 'YYYY-MM-DD', or null when it is no real date in the range of §5
 *   (1900-01-01 to 2099-12-31)
 */
export function parseDateText(text: string, format: DateTextFormat): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const digitsOnly = new RegExp(
    `^${format.order.map((part) => `(\\d{${DATE_PART_DIGITS[part]}})`).join('')}$`,
  ).exec(trimmed);
  const pieces = digitsOnly ? digitsOnly.slice(1) : trimmed.split(/\D+/);
  const values: Partial<Record<DatePart, string>> = iso
    ? { year: iso[1], month: iso[2], day: iso[3] }
    : pieces.length === format.order.length
      ? Object.fromEntries(format.order.map((part, index) => [part, pieces[index]]))
      : {};
  const { day = '', month = '', year = '' } = values;
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return null;
  return parseIsoDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
}
