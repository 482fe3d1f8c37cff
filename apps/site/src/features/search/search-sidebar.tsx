'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { countActiveFilters } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { SearchFilters } from '@rooms/ui/search-filters';
import { searchFiltersLabels } from '@rooms/ui/search-filters-labels';
import { visuallyHidden } from '@rooms/ui/visually-hidden';
import { useId, useMemo } from 'react';

import { clearedFilters } from './search-content';
import { useSearchNavigation } from './search-navigation';

/**
 * The filter panel beside the results from md (1024 px) up (§2 search, §5): the filters that
 * are not in the row above the results, under a "Filters" heading with the number set (the §5
 * counter of medium screens) and a button that clears them.
 */
export function SearchSidebar() {
  const { t } = useTranslation('search');
  const { locale, filters, change, replaceFilters } = useSearchNavigation();
  const headingId = useId();
  const labels = useMemo(() => searchFiltersLabels(t, locale), [t, locale]);
  const count = countActiveFilters(filters, { isMediumUp: true });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          minHeight: 40,
          mb: 2,
        }}
      >
        <Box component="h2" id={headingId} sx={{ m: 0, fontSize: '1.125rem', fontWeight: 600 }}>
          {t('filters.title')}
          {count > 0 ? (
            <Box
              component="span"
              sx={{
                ml: 1,
                px: 1,
                borderRadius: 5,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontSize: '0.8125rem',
                verticalAlign: 'middle',
              }}
            >
              <span aria-hidden="true">{count}</span>
              <Box
                component="span"
                sx={visuallyHidden}
              >
                {t('filters.openCount', { count })}
              </Box>
            </Box>
          ) : null}
        </Box>
        {count > 0 ? (
          <Button size="small" onClick={() => replaceFilters(clearedFilters(filters, true))}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </Box>
      <SearchFilters filters={filters} onChange={change} labels={labels} part="secondary" />
    </Box>
  );
}
