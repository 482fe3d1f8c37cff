/**
 * Sizes shared by the map views and their loading placeholders, so nothing jumps when the map
 * module arrives (CLS). The search map view's box is in `search-map-frame.module.css`.
 */

/** Default height of the listing location map, px. */
export const LOCATION_MAP_HEIGHT_PX = 240;

/** Neutral background of a map without tiles (matches `.map` in map-markers.module.css). */
export const MAP_BACKGROUND = '#E4EBED';
