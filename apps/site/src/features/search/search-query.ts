/**
 * Name of the query parameter with a typed place: the home page's search form (§2 home) and the
 * location box without a chosen suggestion send it; the search page finds the best matching
 * city or street and redirects to its search.
 */
export { SEARCH_LOCATION_PARAM as LOCATION_QUERY_PARAM } from '@rooms/ui/search-path';
