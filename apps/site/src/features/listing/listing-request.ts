import type { ListingRouteParams } from './listing-paths';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The listing-detail parameters of a request, decoded (Next may hand them over still
 * percent-encoded).
 *
 * @param params the route's params
 * @returns the three parameters as the visitor typed them
 */
export function requestedParams(params: {
  searchCategoryAndCity: string;
  street: string;
  listingTypeAndID: string;
}): ListingRouteParams {
  return {
    searchCategoryAndCity: decoded(params.searchCategoryAndCity),
    street: decoded(params.street),
    listingTypeAndID: decoded(params.listingTypeAndID),
  };
}

/**
 * A page's query as text to append to a path: `?a=1&b=2`, or `''` when there is none.
 * Repeated keys are kept in order.
 *
 * @param query Next's `searchParams`
 * @returns the query string with its `?`
 */
export function queryString(
  query: Readonly<Record<string, string | string[] | undefined>>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(key, item);
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
