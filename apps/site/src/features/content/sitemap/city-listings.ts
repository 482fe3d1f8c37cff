import {
  buildSearchCategoryAndCity,
  MAX_SEARCH_ROWS_PER_PAGE,
  parseListingSearchUrl,
  Radius,
  toListingSearchRequest,
} from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { listingDetailPath } from '@rooms/ui/search-path';

import { sortName } from './listing-index';

import type { RoomsClient } from '@rooms/api-client';
import type { ListingType, SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** Most listings one city sitemap lists (the newest); five pages of the API. */
export const CITY_SITEMAP_MAX_LISTINGS = 5 * MAX_SEARCH_ROWS_PER_PAGE;

/** A listing as the city sitemap shows it. */
export interface CitySitemapListing {
  readonly id: number;
  readonly listingType: ListingType;
  readonly title: string;
  readonly streetName: string;
  readonly streetSlug: string;
  /** Monthly basic rent, euro cents. */
  readonly rentCents: number;
}

/** The listings of one city and category. */
export interface CityListings {
  /** Listings of the category inside the city (radius 0), over all pages. */
  readonly totalCount: number;
  /** The newest of them, at most {@link CITY_SITEMAP_MAX_LISTINGS}. */
  readonly listings: readonly CitySitemapListing[];
}

/**
 * The search request for one page of a city's listings of a category: the category's own
 * filters (§4), only listings inside the city (radius 0 km), the biggest page size, newest first.
 */
function cityPageRequest(
  category: SearchCategory,
  city: { slug: string; name: string },
  pageNo: number,
) {
  const filters = parseListingSearchUrl({
    params: { searchCategoryAndCity: buildSearchCategoryAndCity(category, city.slug, 'nl') },
    query: {
      radius: String(Radius.Km0),
      pageNo: String(pageNo),
      listingsPerPage: String(MAX_SEARCH_ROWS_PER_PAGE),
    },
    locale: 'nl',
  });
  return toListingSearchRequest({ ...filters, cityName: city.name });
}

/**
 * The newest listings of a category located in a city (§2 `/sitemap/{category}/{city}`), from
 * `POST /listing/findlistings` page by page until all or {@link CITY_SITEMAP_MAX_LISTINGS} are
 * read.
 *
 * @param api a (public) API client
 * @param category the search category
 * @param city the city's slug and display name
 * @returns the total and the listings read
 * @throws RoomsError when a page cannot be read
 */
export async function loadCityListings(
  api: RoomsClient,
  category: SearchCategory,
  city: { slug: string; name: string },
): Promise<CityListings> {
  const first = await api.POST('/listing/findlistings', {
    body: cityPageRequest(category, city, 1),
  });
  const totalCount = first.data?.totalCount ?? 0;
  const pages = Math.ceil(
    Math.min(totalCount, CITY_SITEMAP_MAX_LISTINGS) / MAX_SEARCH_ROWS_PER_PAGE,
  );
  const more = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, async (_, index) => {
      const answer = await api.POST('/listing/findlistings', {
        body: cityPageRequest(category, city, index + 2),
      });
      return answer.data?.listings ?? [];
    }),
  );
  const listings = [...(first.data?.listings ?? []), ...more.flat()]
    .slice(0, CITY_SITEMAP_MAX_LISTINGS)
    .map((card) => ({
      id: card.id,
      listingType: card.listingType as ListingType,
      title: card.title,
      streetName: card.streetName,
      streetSlug: card.streetSlug,
      rentCents: card.rentCents,
    }));
  return { totalCount, listings };
}

/** One street of a city sitemap with its listings. */
export interface CitySitemapStreet {
  readonly name: string;
  readonly slug: string;
  /** The street's search page in the category. */
  readonly href: string;
  readonly listings: readonly {
    readonly label: string;
    readonly href: string;
    readonly rentCents: number;
  }[];
}

/**
 * Groups a city's listings by street, streets sorted by name the Dutch way, each linking to the
 * street's search page (`searchStreet`) in the category of the sitemap and each listing to its
 * canonical detail page (`listingDetail`, in the category of the listing's type).
 *
 * @param listings the city's listings
 * @param category the sitemap's category
 * @param citySlug the city's slug
 * @param locale the page's language
 * @returns the streets with their listings
 */
export function streetsOf(
  listings: readonly CitySitemapListing[],
  category: SearchCategory,
  citySlug: string,
  locale: Locale,
): CitySitemapStreet[] {
  const searchCategoryAndCity = buildSearchCategoryAndCity(category, citySlug, locale);
  const streets = new Map<
    string,
    CitySitemapStreet & { listings: CitySitemapStreet['listings'][number][] }
  >();
  for (const listing of listings) {
    let street = streets.get(listing.streetSlug);
    if (street === undefined) {
      street = {
        name: listing.streetName,
        slug: listing.streetSlug,
        href: pathFor('searchStreet', locale, {
          searchCategoryAndCity,
          street: listing.streetSlug,
        }),
        listings: [],
      };
      streets.set(listing.streetSlug, street);
    }
    street.listings.push({
      label: listing.title,
      rentCents: listing.rentCents,
      // A listing's own address uses its type's category (a room under `kamer-…` even in a
      // `huurwoningen` sitemap), so the link lands without a canonical redirect.
      href: listingDetailPath({ ...listing, citySlug }, locale),
    });
  }
  const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
  return [...streets.values()].sort((a, b) => collator.compare(sortName(a.name), sortName(b.name)));
}
