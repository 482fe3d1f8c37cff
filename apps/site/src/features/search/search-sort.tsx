'use client';

import { FilterSelect } from '@rooms/ui/search-filters';

import { useHydrated } from '../../client/use-hydrated';

import { useSearchNavigation } from './search-navigation';
import styles from './search-sort.module.css';

import type { ListingSort } from '@rooms/domain';
import type { FilterOption } from '@rooms/ui/search-filters-labels';

/** Props of {@link SearchSort}: its texts, translated on the server (`search:sort.*`). */
export interface SearchSortProps {
  /** The select's label, e.g. "Sort by". */
  readonly label: string;
  /** The orders in the order offered, with their names (see `searchSortOptions`). */
  readonly options: readonly FilterOption<ListingSort>[];
}

/**
 * The sort order of the results (§3 listing sorting, default newest first, §5): a select whose
 * change loads the search in the new order through the search page's navigation.
 */
export function SearchSort({ label, options }: SearchSortProps) {
  const { filters, change } = useSearchNavigation();
  // A choice made before hydration would show but never load: refused until the script runs.
  const hydrated = useHydrated();
  return (
    <div className={styles.sort}>
      <FilterSelect
        label={label}
        value={filters.sort}
        options={options}
        onChange={(sort) => change({ sort })}
        disabled={!hydrated}
      />
    </div>
  );
}
