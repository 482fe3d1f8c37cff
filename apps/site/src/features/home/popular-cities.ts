import {
  buildSearchCategoryAndCity,
  parseListingSearchUrl,
  SearchListingType,
  toListingSearchRequest,
} from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import type { RoomsClient } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';
import type { CityGridItem } from '@rooms/ui/city-grid';

/** How many cities the home page shows (§2 home "popular cities"): three rows of four. */
export const POPULAR_CITY_COUNT = 12;

/** The search category the city tiles link to: every type of home (§2 `huurwoningen-{city}`). */
export const POPULAR_CITY_CATEGORY = SearchListingType.Generic;

/** A popular city with the number of listings its search page shows. */
export interface PopularCity {
  readonly name: string;
  readonly slug: string;
  readonly province: string;
  /** Listings of the city's search page (default filters, 10 km radius); null when unknown. */
  readonly listingCount: number | null;
}

/**
 * The listing search request of a city's default search page (category {@link
 * POPULAR_CITY_CATEGORY}, no filters), so the count on a tile equals what the visitor sees
 * after clicking it.
 */
function citySearchRequest(city: { name: string; slug: string }) {
  const filters = parseListingSearchUrl({
    params: {
      searchCategoryAndCity: buildSearchCategoryAndCity(POPULAR_CITY_CATEGORY, city.slug, 'nl'),
    },
    query: {},
    locale: 'nl',
  });
  return toListingSearchRequest({ ...filters, cityName: city.name });
}

/**
 * The biggest cities of the country (`GET /search/cities`, biggest first) with the listing
 * count of each city's search page (`POST /listing/count`, in parallel). A failed count leaves
 * that city's count null; the city is still shown.
 *
 * @param api a (public) API client
 * @param count how many cities, 1 to 100
 * @returns the cities in the API's order
 * @throws RoomsError when the city list itself cannot be read
 */
export async function loadPopularCities(
  api: RoomsClient,
  count = POPULAR_CITY_COUNT,
): Promise<PopularCity[]> {
  const { data } = await api.GET('/search/cities', { params: { query: { limit: count } } });
  const cities = data?.items ?? [];
  return Promise.all(
    cities.map(async (city) => {
      const listingCount = await api
        .POST('/listing/count', { body: citySearchRequest(city) })
        .then((answer) => answer.data?.count ?? null)
        .catch(() => null);
      return { name: city.name, slug: city.slug, province: city.province, listingCount };
    }),
  );
}

/**
 * The tiles of the popular-cities grid: each city links to its search page in the page's
 * language (`/huren/huurwoningen-utrecht`, `/en/for-rent/properties-utrecht`), with the
 * province (unless it is the city's own name) and the translated listing count.
 *
 * @param cities the popular cities
 * @param locale the page's language
 * @param countText the translated count, e.g. `(n) => t('home.popularCities.count', { count: n })`
 * @returns props for `CityGrid`
 */
export function popularCityTiles(
  cities: readonly PopularCity[],
  locale: Locale,
  countText: (count: number) => string,
): CityGridItem[] {
  return cities.map((city) => ({
    name: city.name,
    // "Utrecht, Utrecht" says nothing: the province is left out when it repeats the name.
    ...(city.province === city.name ? {} : { detail: city.province }),
    href: pathFor('search', locale, {
      searchCategoryAndCity: buildSearchCategoryAndCity(POPULAR_CITY_CATEGORY, city.slug, locale),
    }),
    ...(city.listingCount === null ? {} : { count: countText(city.listingCount) }),
  }));
}
