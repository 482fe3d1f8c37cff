/** Map constants of §9 "Map defaults". Coordinates are WGS84 degrees. */

import { ViewMode } from '../enums/search';

/** Default map zoom level, §9: 16. */
export const MAP_DEFAULT_ZOOM = 16;

/** Maximum map zoom level accepted in URLs, §9: 99. */
export const MAP_MAX_ZOOM = 99;

/**
 * The "default of 7" of the map constants, §9 (meaning not shown). We use it as the zoom level
 * that shows the whole default region box.
 */
export const MAP_REGION_ZOOM = 7;

/** Default map view style, §9: map. */
export const MAP_DEFAULT_VIEW_STYLE = 'map';

/** Default result display of a search, §9: list. */
export const DEFAULT_RESULT_DISPLAY: ViewMode = ViewMode.List;

/**
 * Map padding in px, §9 "four-value padding 15, 30, 18, 18" (meaning not shown; we read it in
 * CSS order: top, right, bottom, left).
 */
export const MAP_PADDING_PX = { top: 15, right: 30, bottom: 18, left: 18 } as const;

/** A map bounding box by its north-west and south-east corners, degrees. */
export interface MapBox {
  /** Latitude of the north-west corner, degrees. */
  readonly nwLat: number;
  /** Longitude of the north-west corner, degrees. */
  readonly nwLng: number;
  /** Latitude of the south-east corner, degrees. */
  readonly seLat: number;
  /** Longitude of the south-east corner, degrees. */
  readonly seLng: number;
}

/** Default region box around the Netherlands, §9: nw 54.22 / -3.27, se 50.13 / 12.55. */
export const DEFAULT_REGION_BOX: MapBox = {
  nwLat: 54.22,
  nwLng: -3.27,
  seLat: 50.13,
  seLng: 12.55,
};

/** Centre of the default region, §9: 52.17 / 4.64; also the default map marker. */
export const DEFAULT_MAP_CENTRE = { lat: 52.17, lng: 4.64 } as const;
