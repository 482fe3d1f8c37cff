/**
 * The search page's filter, location and sort controls in one module: what
 * `search-controls-deferred.tsx` loads after the page's first load (issue 24).
 */
export { SearchSidebarControls, SearchToolbarControls } from './search-filter-controls';
export { SearchSort } from './search-sort';
