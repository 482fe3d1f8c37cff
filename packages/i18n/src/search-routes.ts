import type { Locale } from './locales';

/**
 * The §2 patterns of the listing search, the listing detail below it and the sign-in page: the
 * rows of the route table (`ROUTES`) that the search page's client code builds paths for (the
 * sign-in page: the favourite hearts of a visitor link to it). Kept apart from the table so that
 * code gets these addresses without the whole table (issue 24: about 2.7 kB gzip of the search
 * page's own JavaScript); `ROUTES` takes these rows from here, so they exist once.
 */
export const SEARCH_ROUTE_PATTERNS = {
  search: {
    nl: '/huren/:searchCategoryAndCity',
    en: '/en/for-rent/:searchCategoryAndCity',
  },
  searchStreet: {
    nl: '/huren/:searchCategoryAndCity/:street',
    en: '/en/for-rent/:searchCategoryAndCity/:street',
  },
  listingDetail: {
    nl: '/huren/:searchCategoryAndCity/:street/:listingTypeAndID',
    en: '/en/for-rent/:searchCategoryAndCity/:street/:listingTypeAndID',
  },
  login: { nl: '/gebruiker/inloggen', en: '/en/user/login' },
} as const;

/** A route of {@link SEARCH_ROUTE_PATTERNS}: `search`, `searchStreet`, `listingDetail` or `login`. */
export type SearchRouteKey = keyof typeof SEARCH_ROUTE_PATTERNS;

/** A query for {@link toQueryString}: `undefined` values are left out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * Serialises a query for a path (`?a=1&b=x`), leaving out `undefined` values.
 *
 * @param query the parameters, or undefined
 * @returns `''` for no (or only undefined) parameters, else `?` and the URL-encoded pairs
 */
export function toQueryString(query: QueryParams | undefined): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The path of a search, listing detail or sign-in route (§2), the same as `pathFor` gives for
 * it: each `:name` segment of the locale's pattern replaced by its URL-encoded parameter, then
 * the query.
 *
 * @param route `search`, `searchStreet`, `listingDetail` or `login`
 * @param locale `nl` (no prefix) or `en` (`/en/…`)
 * @param params a non-empty value for every parameter of the pattern
 * @param query optional query parameters (see {@link toQueryString})
 * @returns e.g. `/en/for-rent/room-groningen?radius=5`
 * @throws Error when a parameter is missing or empty
 */
export function searchRoutePath(
  route: SearchRouteKey,
  locale: Locale,
  params: Readonly<Record<string, string | number | undefined>>,
  query?: QueryParams,
): string {
  const segments = SEARCH_ROUTE_PATTERNS[route][locale].slice(1).split('/');
  const parts = segments.map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const name = segment.slice(1);
    const value = params[name] === undefined ? '' : String(params[name]);
    if (value === '') {
      throw new Error(`searchRoutePath("${route}", "${locale}"): missing parameter "${name}"`);
    }
    return encodeURIComponent(value);
  });
  return `/${parts.join('/')}${toQueryString(query)}`;
}
