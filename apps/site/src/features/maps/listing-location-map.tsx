import { visuallyHidden } from '@rooms/ui/visually-hidden';

import { env } from '../../env';

import { LazyLocationMap } from './listing-location-map-loader';
import styles from './listing-location-map.module.css';
import { LOCATION_MAP_HEIGHT_PX, MAP_BACKGROUND } from './map-layout';
import { mapTileSource } from './tile-source';

/** Texts of a {@link ListingLocationMap}, translated by the caller (`map:location.*`). */
export interface ListingLocationMapLabels {
  /** Name of the figure, e.g. "Locatie van Rivierenhof, Groningen" (`location.label`). */
  figure: string;
  /** "Bekijk op OpenStreetMap" / "View on OpenStreetMap". */
  openInOsm: string;
  /** Said to screen readers after the link: "(opent in een nieuw venster)". */
  newWindow: string;
  /**
   * OpenStreetMap's attribution, "© OpenStreetMap-bijdragers" (`attribution`): shown unless
   * the settings name other tiles (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`).
   */
  attribution: string;
}

/** Props of {@link ListingLocationMap}. */
export interface ListingLocationMapProps {
  /** Latitude of the listing, WGS84 degrees. */
  lat: number;
  /** Longitude of the listing, WGS84 degrees. */
  lng: number;
  /** What is shown, e.g. "Rivierenhof, Groningen": the text beside the pin. */
  label: string;
  labels: ListingLocationMapLabels;
  /** Let the visitor pan and zoom. Default false: a still picture of the surroundings. */
  interactive?: boolean;
  /** Height of the map, px. Default 240. */
  height?: number;
}

/**
 * A small map of where a listing is (§2 listing detail): one pin, non-interactive by default,
 * with a link to the same spot on OpenStreetMap. A server component without MUI; Leaflet loads
 * in the browser after the page (`LazyLocationMap`), and until then, or without network tiles,
 * a neutral background of the same size shows (no layout shift).
 *
 * @param props position in degrees, label, texts, interactivity and height in px
 */
export function ListingLocationMap({
  lat,
  lng,
  label,
  labels,
  interactive = false,
  height = LOCATION_MAP_HEIGHT_PX,
}: ListingLocationMapProps) {
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return (
    <figure aria-label={labels.figure} className={styles.figure}>
      <div className={styles.frame} style={{ height, backgroundColor: MAP_BACKGROUND }}>
        <LazyLocationMap
          lat={lat}
          lng={lng}
          label={label}
          interactive={interactive}
          tiles={mapTileSource(env, labels.attribution)}
        />
      </div>
      <figcaption className={styles.caption}>
        <a href={osm} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {labels.openInOsm}
          <span style={visuallyHidden}>{` ${labels.newWindow}`}</span>
        </a>
      </figcaption>
    </figure>
  );
}

export default ListingLocationMap;
