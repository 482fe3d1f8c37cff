/**
 * Sizes shared by the map views and their loading placeholders, so nothing jumps when the map
 * module arrives (CLS). CSS values for MUI `sx`.
 */

/**
 * Height of the search map view (list + map): nearly a screen, never tiny. 375 px phones get
 * the map under the page's search bar; from `md` (1024 px) the list and map sit side by side.
 */
export const SEARCH_MAP_HEIGHT = {
  xs: 'max(440px, calc(100dvh - 160px))',
  md: 'max(560px, calc(100dvh - 200px))',
} as const;

/** Width of the list column beside the map from `md` up, px. */
export const SEARCH_MAP_LIST_WIDTH_PX = 380;

/** Default height of the listing location map, px. */
export const LOCATION_MAP_HEIGHT_PX = 240;

/** Neutral background of a map without tiles (matches `.map` in map-markers.module.css). */
export const MAP_BACKGROUND = '#E4EBED';

/**
 * Horizontal margin of the search map view in theme spacing: negative below `md`, so on phones
 * the map spans the full screen width through the page container's gutter (16 px, 24 px from
 * `sm`); inside the container from `md` up.
 */
export const SEARCH_MAP_BLEED = { xs: -2, sm: -3, md: 0 } as const;
