'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { countActiveFilters } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { LocationBox } from '@rooms/ui/location-box';
import { locationBoxTexts } from '@rooms/ui/location-box-texts';
import { SearchFilters } from '@rooms/ui/search-filters';
import { SearchFiltersButton, SearchFiltersDrawer } from '@rooms/ui/search-filters-drawer';
import { searchFiltersLabels } from '@rooms/ui/search-filters-labels';
import { listingSearchPath, withFilters } from '@rooms/ui/search-path';
import { useId, useMemo, useState } from 'react';

import { clearedFilters } from './search-content';
import { useSearchNavigation } from './search-navigation';
import { LOCATION_QUERY_PARAM } from './search-query';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** The text of the searched place in the location box: "Groningen", "Vismarkt, Groningen". */
function placeText(filters: ListingSearchFilters): string {
  if (filters.streetName && filters.cityName) return `${filters.streetName}, ${filters.cityName}`;
  return filters.cityName;
}

/**
 * The form around the location box: a GET form to this search (its filters as hidden fields),
 * so a typed place without a chosen suggestion goes to the server, which finds the best match.
 * With JavaScript a chosen suggestion loads its search at once, keeping the filters.
 */
function LocationForm({ locale, filters }: { locale: Locale; filters: ListingSearchFilters }) {
  const { t } = useTranslation('search');
  const { change, go } = useSearchNavigation();
  const href = listingSearchPath(withFilters(filters, {}), locale);
  const [action = href, search = ''] = href.split('?');
  const hidden = [...new URLSearchParams(search)];
  return (
    <Box
      component="form"
      role="search"
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        const text = String(new FormData(event.currentTarget).get(LOCATION_QUERY_PARAM) ?? '');
        if (text.trim() === '') return;
        const query = new URLSearchParams(search);
        query.set(LOCATION_QUERY_PARAM, text.trim());
        go(`${action}?${query.toString()}`);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: 1, minWidth: 0 }}
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <LocationBox
        name={LOCATION_QUERY_PARAM}
        defaultValue={placeText(filters)}
        texts={locationBoxTexts(t)}
        size="small"
        onSelect={(place) =>
          change({
            citySlug: place.citySlug,
            streetSlug: place.streetSlug ?? '',
            cityName: place.cityName,
            streetName: place.type === 'street' ? place.name : '',
          })
        }
      />
      <Button type="submit" variant="contained" sx={{ minHeight: 40, flexShrink: 0 }}>
        {t('location.submit')}
      </Button>
    </Box>
  );
}

/**
 * The controls above the results (§2 search, §5 badge): the location box; from md (1024 px)
 * the type, distance, rent and size selects in a row; below md a "Filters" button whose badge
 * counts every set filter (category, radius, rent and size included, §5) and which opens the
 * drawer with all filters. Without the sidebar (map view) a second button opens the sidebar's
 * filters in the drawer from md up, counted by the md rule.
 *
 * @param props.withSidebar whether the page shows the filter sidebar from md up (list view)
 * @param props.trailing shown at the end of the filter button's row (the map view's list/map switch)
 */
export function SearchToolbar({
  withSidebar,
  trailing,
}: {
  withSidebar: boolean;
  trailing?: ReactNode;
}) {
  const { t } = useTranslation('search');
  const { locale, filters, change, replaceFilters } = useSearchNavigation();
  // Which drawer is open: all filters (phones), or the sidebar's filters (md up, no sidebar).
  const [open, setOpen] = useState<'all' | 'secondary' | null>(null);
  const drawerId = useId();
  const labels = useMemo(() => searchFiltersLabels(t, locale), [t, locale]);
  const count = countActiveFilters(filters, { isMediumUp: false });
  const wideCount = countActiveFilters(filters, { isMediumUp: true });
  const isMediumUp = open === 'secondary';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <LocationForm locale={locale} filters={filters} />
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <SearchFilters filters={filters} onChange={change} labels={labels} part="primary" />
      </Box>
      <Box
        sx={{
          display: { xs: 'flex', md: withSidebar && !trailing ? 'none' : 'flex' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
          <SearchFiltersButton
            label={t('filters.open')}
            accessibleLabel={t('filters.openCount', { count })}
            count={count}
            expanded={open === 'all'}
            controls={drawerId}
            onClick={() => setOpen('all')}
          />
        </Box>
        {withSidebar ? null : (
          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
            <SearchFiltersButton
              label={t('filters.open')}
              accessibleLabel={t('filters.openCount', { count: wideCount })}
              count={wideCount}
              expanded={open === 'secondary'}
              controls={drawerId}
              onClick={() => setOpen('secondary')}
            />
          </Box>
        )}
        {trailing}
      </Box>
      <SearchFiltersDrawer
        id={drawerId}
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t('filters.title')}
        closeLabel={t('filters.close')}
        showLabel={t('filters.show')}
        clearLabel={t('filters.clear')}
        onClear={
          (isMediumUp ? wideCount : count) > 0
            ? () => replaceFilters(clearedFilters(filters, isMediumUp))
            : undefined
        }
      >
        <SearchFilters
          filters={filters}
          onChange={change}
          labels={labels}
          part={isMediumUp ? 'secondary' : 'all'}
        />
      </SearchFiltersDrawer>
    </Box>
  );
}
