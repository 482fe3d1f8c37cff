'use client';

import { DEFAULT_LISTING_SEARCH_FILTERS } from '@rooms/domain';
import { SearchFilters } from '@rooms/ui/search-filters';
import { useState } from 'react';

import type { ListingSearchFilters } from '@rooms/domain';
import type { SearchFiltersLabels } from '@rooms/ui/search-filters';

/** Props of {@link FiltersDemo}. */
export interface FiltersDemoProps {
  /** The filter texts of the page's language (`searchFiltersLabels`, built on the server). */
  readonly labels: SearchFiltersLabels;
  /** The search the controls start from. */
  readonly initial?: ListingSearchFilters;
}

/**
 * The search page's main filter row (type, distance, rent, size) on the design-system page: the
 * real `SearchFilters` controls, working, with their state kept here instead of in the address
 * (nothing is searched). A client island; everything around it is server-rendered.
 */
export function FiltersDemo({
  labels,
  initial = DEFAULT_LISTING_SEARCH_FILTERS,
}: FiltersDemoProps) {
  const [filters, setFilters] = useState<ListingSearchFilters>(initial);
  return (
    <SearchFilters
      filters={filters}
      onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
      labels={labels}
      part="primary"
    />
  );
}
