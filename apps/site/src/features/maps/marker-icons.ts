/**
 * Leaflet icons of the map's markers: price pills for single listings, count bubbles for groups
 * and the pin of the location map. HTML icons (no image files to bundle), styled by
 * `map-markers.module.css`. Imported only by the dynamically loaded map modules.
 */

import { divIcon } from 'leaflet';

import styles from './map-markers.module.css';

import type { DivIcon } from 'leaflet';

/** The hashed class name of a rule of the CSS module (its own name if the module lacks it). */
function css(name: string): string {
  return styles[name] ?? name;
}

/** Screen area one marker needs, px (a price pill is about 60×26, a bubble up to 56 wide): markers closer than this are grouped (§2 map). */
export const PRICE_MARKER_FOOTPRINT = { width: 68, height: 46 } as const;

/**
 * Escapes text for HTML.
 *
 * @param text any text
 * @returns the text with &, <, >, " and ' escaped
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Height of a price pill, px, and of its pointer below it. */
const PILL_HEIGHT_PX = 26;
const POINTER_PX = 6;
/** Weight and size of the pill text (see `.priceMarker`); the family is the page's. */
const PILL_FONT_WEIGHT_SIZE = '700 13px';
/** Horizontal padding plus border of a pill, px. */
const PILL_PADDING_PX = 18;

let measureContext: CanvasRenderingContext2D | null | undefined;

/**
 * Width of a price pill, px: the text measured in the pill's font (about 7.5 px per character
 * where canvas is unavailable) plus padding. Leaflet positions markers with `transform`, so the
 * pill needs a known size to be centred on its point.
 *
 * @param text the pill's text
 */
export function pillWidth(text: string): number {
  if (measureContext === undefined) {
    measureContext =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  let width = text.length * 7.5;
  if (measureContext) {
    // The page's own font stack (the theme's), so the measure matches what the pill renders.
    measureContext.font = `${PILL_FONT_WEIGHT_SIZE} ${getComputedStyle(document.body).fontFamily}`;
    width = measureContext.measureText(text).width;
  }
  return Math.ceil(width) + PILL_PADDING_PX;
}

/**
 * The price pill of one listing: the marker element itself is the pill, its pointer's tip on
 * the listing's point.
 *
 * @param price the formatted rent, e.g. "€ 780"
 */
export function priceIcon(price: string): DivIcon {
  const width = pillWidth(price);
  return divIcon({
    className: css('priceMarker'),
    html: escapeHtml(price),
    iconSize: [width, PILL_HEIGHT_PX],
    iconAnchor: [width / 2, PILL_HEIGHT_PX + POINTER_PX],
  });
}

/**
 * Diameter of a count bubble, px: grows with the count (32 for 2, 40 for 27, at most 52).
 *
 * @param count listings in the group (>= 2)
 */
export function clusterSize(count: number): number {
  return Math.min(52, 30 + Math.round(Math.log10(Math.max(count, 1)) * 7));
}

/**
 * The count bubble of a group of listings, centred on the group.
 *
 * @param count listings in the group
 * @param countText the count formatted for the page's language, e.g. "1.204"
 */
export function clusterIcon(count: number, countText: string): DivIcon {
  const size = clusterSize(count);
  return divIcon({
    className: css('clusterMarker'),
    html: `<span class="${css('bubble')}">${escapeHtml(countText)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/**
 * The pin of the listing location map, its point on the spot, with the place's name beside it
 * (useful above all when no map tiles load).
 *
 * @param label the place, e.g. "Rivierenhof, Groningen"
 */
export function pinIcon(label: string): DivIcon {
  return divIcon({
    className: css('pin'),
    html: `<span class="${css('pinHead')}"></span><span class="${css('pinLabel')}">${escapeHtml(label)}</span>`,
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}

/** Class names for a marker's state (for `classList.toggle`). */
export const MARKER_STATE_CLASSES = {
  selected: css('selected'),
  highlighted: css('highlighted'),
} as const;

/** Class names of the map container and the offline background tiles. */
export const MAP_CLASSES = {
  map: css('map'),
  gridTile: css('gridTile'),
} as const;
