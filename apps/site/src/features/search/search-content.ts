import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  enumValues,
  LISTING_DRAWER_FILTER_KEYS,
  ListingSort,
  Radius,
  SearchListingType,
} from '@rooms/domain';
import { SEARCH_CATEGORY_KEY } from '@rooms/ui/search-filters-labels';
import { listingSearchPath, withFilters } from '@rooms/ui/search-path';

import type { ListingSearchFilters, SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type {
  FilterOption,
  PanelFilterKey,
  SearchFiltersLabels,
} from '@rooms/ui/search-filters-labels';
import type { TFunction } from 'i18next';

/** The main category of a search; all properties when none is valid (§4). */
export function mainCategory(filters: ListingSearchFilters): SearchCategory {
  const [main] = filters.searchCategories;
  return main === undefined || main === SearchListingType.Empty ? SearchListingType.Generic : main;
}

/** The place of a search in words: the city, or "the Netherlands" for the whole country. */
export function searchPlaceName(filters: ListingSearchFilters, t: TFunction<'search'>): string {
  return filters.cityName || t('place.country');
}

/**
 * The heading (h1) and title of a search (§2): "Rooms for rent in Groningen", "Kamers te huur
 * bij Vismarkt, Groningen", "Huurwoningen te huur in Nederland".
 *
 * @param filters the search, with the city and street names filled in
 * @param t the `search` translations
 * @returns the heading
 */
export function searchHeading(filters: ListingSearchFilters, t: TFunction<'search'>): string {
  const category = t(`categoryTitle.${SEARCH_CATEGORY_KEY[mainCategory(filters)]}`);
  if (filters.streetName && filters.cityName) {
    return t('meta.titleStreet', {
      category,
      street: filters.streetName,
      city: filters.cityName,
    });
  }
  return t('meta.title', { category, place: searchPlaceName(filters, t) });
}

/** The category in running text, e.g. "rooms", "studio's". */
export function searchNoun(filters: ListingSearchFilters, t: TFunction<'search'>): string {
  return t(`categoryNoun.${SEARCH_CATEGORY_KEY[mainCategory(filters)]}`);
}

/**
 * The search to name as canonical (§2 metadata): the same results, without the values that only
 * change their presentation (sort, list or map, page size, map box, alert id). The page number
 * stays: each page is its own document.
 *
 * @param filters the search
 * @returns filters with the presentation values at their defaults
 */
export function canonicalSearchFilters(filters: ListingSearchFilters): ListingSearchFilters {
  const d = DEFAULT_LISTING_SEARCH_FILTERS;
  return {
    ...filters,
    sort: d.sort,
    searchView: d.searchView,
    listingsPerPage: d.listingsPerPage,
    psaIdentifier: d.psaIdentifier,
    nwlat: d.nwlat,
    nwlng: d.nwlng,
    selat: d.selat,
    selng: d.selng,
    mapZoom: d.mapZoom,
    mapMarkerLat: d.mapMarkerLat,
    mapMarkerLng: d.mapMarkerLng,
  };
}

/** The filters a visitor sets in the panel (§3), in the order the panel shows them. */
export const PANEL_FILTER_KEYS = [
  'radius',
  'maxRent',
  'minSize',
  ...LISTING_DRAWER_FILTER_KEYS,
] as const satisfies readonly (PanelFilterKey & keyof ListingSearchFilters)[];

/** A panel filter other than the main category. */
export type SetFilterKey = (typeof PANEL_FILTER_KEYS)[number];

/** The §5 keys kept outside the drawer from the md breakpoint up. */
const PRIMARY_KEYS: readonly SetFilterKey[] = ['radius', 'maxRent', 'minSize'];

/**
 * The panel filters that differ from their default (a list counts when not empty), in panel
 * order. Category, place, page, sort and view are not filters here.
 *
 * @param filters the search
 * @returns the keys of the set filters
 */
export function setFilterKeys(filters: ListingSearchFilters): SetFilterKey[] {
  return PANEL_FILTER_KEYS.filter((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== DEFAULT_LISTING_SEARCH_FILTERS[key];
  });
}

/** The fields reset by {@link clearedFilters}: the key at its default. */
function resetOf(keys: readonly SetFilterKey[]): Partial<ListingSearchFilters> {
  return Object.fromEntries(keys.map((key) => [key, DEFAULT_LISTING_SEARCH_FILTERS[key]]));
}

/**
 * The search after "clear filters": every filter the §5 badge counts goes back to its default,
 * so the badge reads 0 afterwards. On phones (below md) that includes the category (to all
 * properties), radius, max rent and min size; from md up only the drawer filters. The place,
 * sort and view stay; the page goes back to 1.
 *
 * @param filters the search
 * @param isMediumUp whether the screen is md (1024 px) or wider
 * @returns the cleared filters
 */
export function clearedFilters(
  filters: ListingSearchFilters,
  isMediumUp: boolean,
): ListingSearchFilters {
  const keys = PANEL_FILTER_KEYS.filter(
    (key) => isMediumUp === false || !PRIMARY_KEYS.includes(key),
  );
  return withFilters(filters, {
    ...resetOf(keys),
    ...(isMediumUp ? {} : { searchCategories: [SearchListingType.Generic] }),
  });
}

/** Whether the search narrows more than category, place and page (such pages are not indexed). */
export function hasRefinements(filters: ListingSearchFilters): boolean {
  return setFilterKeys(filters).length > 0 || filters.searchCategories.length > 1;
}

/** A link out of an empty result. */
export interface SearchAction {
  readonly label: string;
  readonly href: string;
}

/** Most links offered by an empty result. */
const MAX_EMPTY_ACTIONS = 5;

/**
 * Ways out of an empty result (§2 search "empty states that help"), each one step wider than
 * the search, most helpful first: a larger radius around the place, the search without one of
 * its set filters (up to three), all types of homes, no filters at all (when more than one is
 * set), the whole country. At most five.
 *
 * @param filters the search that found nothing
 * @param options language, `search` translations and filter names
 * @returns labelled links
 */
export function emptySearchActions(
  filters: ListingSearchFilters,
  options: { locale: Locale; t: TFunction<'search'>; labels: Pick<SearchFiltersLabels, 'names'> },
): SearchAction[] {
  const { locale, t, labels } = options;
  const href = (patch: Partial<ListingSearchFilters>) =>
    listingSearchPath(withFilters(filters, patch), locale);
  const actions: SearchAction[] = [];
  const radii = enumValues(Radius);
  const wider = radii.find((km) => km > filters.radius);
  if (filters.citySlug !== '' && wider !== undefined) {
    actions.push({ label: t('empty.widenRadius', { km: wider }), href: href({ radius: wider }) });
  }
  const set = setFilterKeys(filters).filter((key) => key !== 'radius');
  for (const key of set.slice(0, 3)) {
    actions.push({
      label: t('empty.dropFilter', { filter: labels.names[key] }),
      href: href({ [key]: DEFAULT_LISTING_SEARCH_FILTERS[key] }),
    });
  }
  if (mainCategory(filters) !== SearchListingType.Generic) {
    actions.push({
      label: t('empty.allCategories'),
      href: href({ searchCategories: [SearchListingType.Generic] }),
    });
  }
  if (set.length > 1) {
    actions.push({ label: t('empty.clearFilters'), href: href(resetOf(set)) });
  }
  if (filters.citySlug !== '') {
    actions.push({
      label: t('empty.wholeCountry'),
      href: href({
        citySlug: '',
        streetSlug: '',
        cityName: '',
        streetName: '',
        radius: DEFAULT_LISTING_SEARCH_FILTERS.radius,
      }),
    });
  }
  return actions.slice(0, MAX_EMPTY_ACTIONS);
}

/** Translation key (`search:sort.*`) of each sort order, in the order the select offers them. */
const SORT_KEYS = {
  [ListingSort.NewestFirst]: 'newestFirst',
  [ListingSort.PriceAscending]: 'priceAscending',
  [ListingSort.PriceDescending]: 'priceDescending',
  [ListingSort.Surface]: 'surface',
  [ListingSort.Availability]: 'availability',
} as const satisfies Record<ListingSort, string>;

/**
 * The options of the sort select (§3 listing sorting): every order with its name, newest first.
 *
 * @param t the `search` translations
 * @returns the options, in the order offered
 */
export function searchSortOptions(t: TFunction<'search'>): FilterOption<ListingSort>[] {
  return enumValues(ListingSort).map((sort) => ({
    value: sort,
    label: t(`sort.${SORT_KEYS[sort]}`),
  }));
}
