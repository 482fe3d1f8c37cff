'use client';

import Box from '@mui/material/Box';
import { ListingSort } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { FilterSelect } from '@rooms/ui/search-filters';

import { useSearchNavigation } from './search-navigation';

import type { FilterOption } from '@rooms/ui/search-filters-labels';

const SORT_KEYS = {
  [ListingSort.NewestFirst]: 'newestFirst',
  [ListingSort.PriceAscending]: 'priceAscending',
  [ListingSort.PriceDescending]: 'priceDescending',
  [ListingSort.Surface]: 'surface',
  [ListingSort.Availability]: 'availability',
} as const satisfies Record<ListingSort, string>;

/** The sort order of the results (§3 listing sorting, default newest first, §5). */
export function SearchSort() {
  const { t } = useTranslation('search');
  const { filters, change } = useSearchNavigation();
  const options: FilterOption<ListingSort>[] = (
    Object.entries(SORT_KEYS) as unknown as [string, (typeof SORT_KEYS)[ListingSort]][]
  ).map(([value, key]) => ({ value: Number(value) as ListingSort, label: t(`sort.${key}`) }));
  return (
    <Box sx={{ minWidth: { xs: 0, sm: 220 }, flex: { xs: 1, sm: 'none' } }}>
      <FilterSelect
        label={t('sort.label')}
        value={filters.sort}
        options={options}
        onChange={(sort) => change({ sort })}
      />
    </Box>
  );
}
