'use client';

import { deferredComponent } from '../../client/deferred-component';

import type { FilterPanelTexts, SearchToolbarControlsProps } from './search-filter-controls';
import type { SearchSortProps } from './search-sort';

/** The controls' module, fetched once for all three islands. */
function importControls() {
  return import('./search-controls');
}

/**
 * `SearchToolbarControls` (location box, filter row, phones' filter button and drawer), server
 * rendered, its code loaded at the visitor's first interaction or when the page is idle (see
 * `deferredComponent`): with the sidebar and the sort, about 8 kB gzip that the first view does
 * not need (its filters are disabled until hydrated; the location form works without script).
 */
export const DeferredSearchToolbarControls = deferredComponent<SearchToolbarControlsProps>(() =>
  importControls().then((module) => module.SearchToolbarControls),
);

/** `SearchSidebarControls` (the md filter panel), deferred like the toolbar. */
export const DeferredSearchSidebarControls = deferredComponent<{ texts: FilterPanelTexts }>(() =>
  importControls().then((module) => module.SearchSidebarControls),
);

/** `SearchSort` (the order of the results), deferred like the toolbar. */
export const DeferredSearchSort = deferredComponent<SearchSortProps>(() =>
  importControls().then((module) => module.SearchSort),
);
