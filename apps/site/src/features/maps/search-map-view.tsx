'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@rooms/i18n/client';
import dynamic from 'next/dynamic';

import { MAP_BACKGROUND, SEARCH_MAP_BLEED, SEARCH_MAP_HEIGHT } from './map-layout';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** Props of {@link SearchMapView}. */
export interface SearchMapViewProps {
  /** The page's language. */
  locale: Locale;
  /** The parsed search of the URL (`parseListingSearchUrl` of @rooms/domain). */
  filters: ListingSearchFilters;
}

/** What shows while the map module loads: the same size as the map view, so nothing jumps. */
function SearchMapLoading() {
  const { t } = useTranslation('map');
  return (
    <Box
      role="status"
      sx={{
        height: SEARCH_MAP_HEIGHT,
        mx: SEARCH_MAP_BLEED,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: MAP_BACKGROUND,
        borderRadius: { md: 2 },
      }}
    >
      <Typography color="text.secondary">{t('loadingMap')}</Typography>
    </Box>
  );
}

/** The map module (Leaflet, its CSS and the map's queries), fetched only when a map is shown. */
const SearchMap = dynamic(() => import('./search-map'), {
  ssr: false,
  loading: SearchMapLoading,
});

/**
 * The map view of the listing search (§2 `searchView=map`): markers of the visible area, the
 * list of that area and the box in the URL. A small client wrapper: Leaflet loads only when this
 * renders (next/dynamic, no server rendering), with a same-sized placeholder meanwhile.
 *
 * @param props the page's language and the parsed URL filters
 */
export function SearchMapView({ locale, filters }: SearchMapViewProps) {
  return <SearchMap locale={locale} filters={filters} />;
}

export default SearchMapView;
