import type { Env } from '../../env';

/** OpenStreetMap's standard tiles: the development default only (their tile usage policy). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Highest zoom of the OpenStreetMap tiles. */
export const OSM_MAX_ZOOM = 19;

/** Where OpenStreetMap's attribution links to (their copyright page asks for it). */
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** The background tiles of every map, as the browser needs them (serialisable props). */
export interface MapTileSource {
  /** Leaflet URL template, e.g. `https://tiles.example/{z}/{x}/{y}.png`. */
  url: string;
  /** Attribution text shown in the map's corner. */
  attribution: string;
  /** Page the attribution links to; null: plain text. */
  attributionUrl: string | null;
  /** Highest zoom the tiles exist for. */
  maxZoom: number;
}

/**
 * The map tile source from the site's settings (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`,
 * `MAP_TILE_MAX_ZOOM` of `src/env.ts`, read at run time on the server and handed to the map's
 * client components as props). Without `MAP_TILE_URL`: OpenStreetMap's own tiles with their
 * attribution in the page's language, linking to their copyright page.
 *
 * @param settings the site's validated environment (or the three variables of it)
 * @param osmAttribution OpenStreetMap's attribution in the page's language (`map:attribution`)
 * @returns the source every map of the page uses
 */
export function mapTileSource(
  settings: Pick<Env, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION' | 'MAP_TILE_MAX_ZOOM'>,
  osmAttribution: string,
): MapTileSource {
  if (settings.MAP_TILE_URL === undefined) {
    return {
      url: OSM_TILE_URL,
      attribution: osmAttribution,
      attributionUrl: OSM_COPYRIGHT_URL,
      maxZoom: Math.min(settings.MAP_TILE_MAX_ZOOM ?? OSM_MAX_ZOOM, OSM_MAX_ZOOM),
    };
  }
  return {
    url: settings.MAP_TILE_URL,
    // env.ts refuses MAP_TILE_URL without it; the fallback only serves hand-made settings.
    attribution: settings.MAP_TILE_ATTRIBUTION ?? osmAttribution,
    attributionUrl: null,
    maxZoom: settings.MAP_TILE_MAX_ZOOM ?? OSM_MAX_ZOOM,
  };
}

/** Escapes text for the attribution control, which Leaflet inserts as HTML. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/**
 * The attribution as Leaflet's control shows it: the text escaped, as a link opening in a new
 * window when the source has a page.
 *
 * @param source the tile source
 * @returns HTML for Leaflet's `attribution` option
 */
export function attributionHtml(source: MapTileSource): string {
  const text = escapeHtml(source.attribution);
  if (source.attributionUrl === null) return text;
  return `<a href="${escapeHtml(source.attributionUrl)}" rel="noopener noreferrer" target="_blank">${text}</a>`;
}
