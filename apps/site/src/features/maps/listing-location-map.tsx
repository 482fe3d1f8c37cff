'use client';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from '@rooms/i18n/client';
import { visuallyHidden } from '@rooms/ui/visually-hidden';
import dynamic from 'next/dynamic';

import { LOCATION_MAP_HEIGHT_PX, MAP_BACKGROUND } from './map-layout';

/** Props of {@link ListingLocationMap}. */
export interface ListingLocationMapProps {
  /** Latitude of the listing, WGS84 degrees. */
  lat: number;
  /** Longitude of the listing, WGS84 degrees. */
  lng: number;
  /** What is shown, e.g. "Rivierenhof, Groningen": names the map for screen readers. */
  label: string;
  /** Let the visitor pan and zoom. Default false: a still picture of the surroundings. */
  interactive?: boolean;
  /** Height of the map, px. Default 240. */
  height?: number;
}

/** The Leaflet module, fetched only when a location map is shown (no server rendering). */
const LocationMap = dynamic(() => import('./listing-location-map-client'), {
  ssr: false,
  loading: () => null,
});

/**
 * A small map of where a listing is (§2 listing detail): one pin, non-interactive by default,
 * with a link to the same spot on OpenStreetMap. Leaflet loads lazily after the page; until
 * then, and without network tiles, a neutral background of the same size shows (no layout
 * shift). The figure is named "Locatie van {label}" / "Location of {label}".
 *
 * @param props position in degrees, label, interactivity and height in px
 */
export function ListingLocationMap({
  lat,
  lng,
  label,
  interactive = false,
  height = LOCATION_MAP_HEIGHT_PX,
}: ListingLocationMapProps) {
  const { t } = useTranslation('map');
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return (
    <Box component="figure" aria-label={t('location.label', { label })} sx={{ m: 0 }}>
      <Box
        sx={{
          position: 'relative',
          height,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: MAP_BACKGROUND,
          border: '1px solid',
          borderColor: 'divider',
          isolation: 'isolate',
        }}
      >
        <LocationMap lat={lat} lng={lng} label={label} interactive={interactive} />
      </Box>
      <Box component="figcaption" sx={{ mt: 0.75, typography: 'body2' }}>
        <Link href={osm} target="_blank" rel="noopener noreferrer">
          {t('location.openInOsm')}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('location.newWindow')}`}
          </Box>
        </Link>
      </Box>
    </Box>
  );
}


export default ListingLocationMap;
