import { DEFAULT_MIN_SURFACE, DEFAULT_RADIUS_KM, SearchListingType, ViewMode } from '@rooms/domain';

import { SEARCH_CATEGORY_KEY, searchFiltersLabels } from './search-filters-labels';
import { formatEuro, intlLocale } from './search-format';

import type { BooleanFilterKey, FilterOption, SearchFiltersLabels } from './search-filters-labels';
import type { ListingSearchFilters, SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** Turns the criteria of a search alert into one line of words. */
export type AlertWords = (filters: ListingSearchFilters) => string;

/** The boolean filters in the order the filter panel shows them. */
const BOOLEAN_FILTERS: readonly BooleanFilterKey[] = [
  'hasInternet',
  'isBathroomPrivate',
  'isKitchenPrivate',
  'isToiletPrivate',
  'isSmokingInsideAllowed',
  'isPetsInsideAllowed',
];

/** A label in running text: its first letter in lower case ("Furnished" → "furnished"). */
function inText(label: string, locale: Locale): string {
  return label.charAt(0).toLocaleLowerCase(intlLocale(locale)) + label.slice(1);
}

/** The labels of the chosen values of a checkbox group, in the panel's order. */
function chosen<V>(options: readonly FilterOption<V>[], values: readonly V[]): string[] {
  return options.filter((option) => values.includes(option.value)).map((option) => option.label);
}

/**
 * A words builder for search alerts in one language (issue 25, §2 `/account/alerts`): the stored
 * criteria of an alert (§3 listing search request, turned back into URL filters with
 * `toListingSearchFilters` of `@rooms/domain`) as one line, e.g. "Rooms in Groningen up to
 * €600, furnished" / "Kamers in Groningen tot € 600, gemeubileerd". It uses the filter panel's
 * own labels (`searchFiltersLabels`), so an alert reads as the search page shows the same search.
 *
 * The line starts with the categories and the place (street and city, city, the map's area, or
 * the whole country), followed by a radius other than the default 10 km, and the maximum rent;
 * every other filter that is set follows, comma-separated, in the panel's order. Unset filters
 * (defaults) are left out. Never throws: an unknown category falls back to "all homes".
 *
 * @param searchT the `search` translations (category titles, filter labels)
 * @param alertsT the `alerts` translations (`words.*` sentence parts)
 * @param locale the language (money, dates, lower-casing)
 * @returns a function from filters to their line of words
 */
export function alertWords(
  searchT: TFunction<'search'>,
  alertsT: TFunction<'alerts'>,
  locale: Locale,
): AlertWords {
  const labels = searchFiltersLabels(searchT, locale);
  const dates = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const or = (values: readonly string[]) =>
    values
      .map((value, index) => (index === 0 ? value : inText(value, locale)))
      .join(alertsT('words.or'));
  const group = (legend: string, values: readonly string[]) =>
    alertsT('words.group', {
      legend: inText(legend, locale),
      values: values.map((v) => inText(v, locale)).join(', '),
    });

  return (filters) => {
    const categories = filters.searchCategories.filter(
      (type): type is SearchCategory => type !== SearchListingType.Empty,
    );
    const what = or(
      (categories.length === 0 ? [SearchListingType.Generic] : categories).map((type) =>
        searchT(`categoryTitle.${SEARCH_CATEGORY_KEY[type]}`),
      ),
    );
    const head = headOf(filters, what, searchT, alertsT);
    const lead = [head];
    const hasPlace = filters.citySlug !== '' && filters.searchView !== ViewMode.Map;
    if (hasPlace && filters.radius !== DEFAULT_RADIUS_KM) {
      lead.push(
        filters.radius === 0
          ? `(${inText(labelOf(labels.radius.options, 0), locale)})`
          : alertsT('words.within', { km: filters.radius }),
      );
    }
    if (filters.maxRent !== null) {
      lead.push(alertsT('words.maxRent', { amount: formatEuro(filters.maxRent, locale) }));
    }
    const rest = [...restOf(filters, { labels, alertsT, group, or, dates, locale })];
    return [lead.join(' '), ...rest].join(', ');
  };
}

/** The label of a value of a select, or '' when the value is not offered. */
function labelOf<V>(options: readonly FilterOption<V>[], value: V): string {
  return options.find((option) => option.value === value)?.label ?? '';
}

/** "Rooms in Groningen", "Rooms near Vismarkt, Groningen", "Rooms in the area chosen on the map". */
function headOf(
  filters: ListingSearchFilters,
  what: string,
  searchT: TFunction<'search'>,
  alertsT: TFunction<'alerts'>,
): string {
  if (filters.searchView === ViewMode.Map) return alertsT('words.mapArea', { what });
  const city = filters.cityName || filters.citySlug;
  if (city === '') return alertsT('words.place', { what, place: searchT('place.country') });
  if (filters.streetSlug !== '') {
    const street = filters.streetName || filters.streetSlug;
    return alertsT('words.street', { what, street, city });
  }
  return alertsT('words.place', { what, place: city });
}

/** What {@link restOf} writes with. */
interface WordTools {
  readonly labels: SearchFiltersLabels;
  readonly alertsT: TFunction<'alerts'>;
  /** "Legend: value, value" in running text. */
  readonly group: (legend: string, values: readonly string[]) => string;
  /** "Value or value". */
  readonly or: (values: readonly string[]) => string;
  readonly dates: Intl.DateTimeFormat;
  readonly locale: Locale;
}

/** The parts after the place and the rent, in the filter panel's order. */
function* restOf(filters: ListingSearchFilters, tools: WordTools): Generator<string> {
  const { labels, alertsT, group, or, dates, locale } = tools;
  if (filters.minSize !== DEFAULT_MIN_SURFACE) {
    yield alertsT('words.minSize', { value: filters.minSize });
  }
  const furnishings = chosen(labels.furnishing.options, filters.furnishings);
  if (furnishings.length > 0) yield inText(or(furnishings), locale);
  const booleanLabel = (key: BooleanFilterKey) =>
    inText(labelOf([...labels.facilities.options, ...labels.rules.options], key), locale);
  for (const key of BOOLEAN_FILTERS.slice(0, 4)) if (filters[key]) yield booleanLabel(key);
  const periods = chosen(labels.period.options, filters.availabilityPeriods);
  if (periods.length > 0) yield group(labels.period.legend, periods);
  const availableFrom =
    filters.availableFrom === null ? null : new Date(`${filters.availableFrom}T00:00:00Z`);
  if (availableFrom !== null && !Number.isNaN(availableFrom.getTime())) {
    yield alertsT('words.availableFrom', { date: dates.format(availableFrom) });
  }
  if (filters.suitableForNumberOfPersons !== null) {
    yield alertsT('words.persons', { count: filters.suitableForNumberOfPersons });
  }
  const genders = chosen(labels.genders.options, filters.suitableForGenders);
  if (genders.length > 0) yield group(labels.genders.legend, genders);
  if (filters.suitableForAge !== null) yield alertsT('words.age', { age: filters.suitableForAge });
  const statuses = chosen(labels.workStatus.options, filters.suitableForWorkStatuses);
  if (statuses.length > 0) yield group(labels.workStatus.legend, statuses);
  for (const key of BOOLEAN_FILTERS.slice(4)) if (filters[key]) yield booleanLabel(key);
  if (filters.roommateNumberMax !== null) {
    yield group(labels.roommateMax.label, [
      labelOf(labels.roommateMax.options, filters.roommateNumberMax),
    ]);
  }
  const roommates = chosen(labels.roommateGenders.options, filters.roommateGenders);
  if (roommates.length > 0) yield group(labels.roommateGenders.legend, roommates);
  const owners = chosen(labels.ownerTypes.options, filters.ownerTypes);
  if (owners.length > 0) yield group(labels.ownerTypes.legend, owners);
}
