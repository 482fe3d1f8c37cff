import favorite from './favorite-button.module.css';
import location from './location-box.module.css';
import drawer from './search-filters-drawer.module.css';
import filters from './search-filters.module.css';

/**
 * The style sheets of the search filters (`SearchFilters`), their drawer and button
 * (`SearchFiltersDrawer`, `SearchFiltersButton`), the location box and the favourite heart, for
 * a page that server-renders those client components but loads their code later (the site's
 * deferred search islands, issue 24): a server
 * component that uses this list makes them part of the page's first-load CSS, so the server HTML
 * is styled from the first paint instead of when the components' code (and its CSS) arrives.
 * The module must be used, not only imported: the package marks only `*.css` as side effects,
 * so a bare `import` of this module would be dropped with its style sheets.
 */
export const SEARCH_FILTERS_STYLE_SHEETS: readonly (
  Readonly<Record<string, string>> | undefined
)[] = [filters, drawer, location, favorite];
