/**
 * The style sheets of the search filters (`SearchFilters`) and of their drawer and button
 * (`SearchFiltersDrawer`, `SearchFiltersButton`), for a page that server-renders those client
 * components but loads their code later (the site's deferred search islands, issue 24): imported
 * by a server component, they are part of the page's first-load CSS, so the server HTML is
 * styled from the first paint instead of when the components' code (and its CSS) arrives.
 */
import './search-filters.module.css';
import './search-filters-drawer.module.css';
