/**
 * The map view of the listing search in the URL and in API requests (§3 map params, §7
 * findmapdata / findMaplistings, §9 map defaults). Pure: no Leaflet, no React, no I/O.
 * Coordinates are WGS84 degrees, distances km, zoom levels Leaflet's (0 = whole world).
 */

import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  DEFAULT_MAP_CENTRE,
  DEFAULT_REGION_BOX,
  parseListingSearchUrl,
  toListingSearchRequest,
  ViewMode,
} from '@rooms/domain';
import { listingSearchPath } from '@rooms/ui/search-path';

import type { ListingSearchFilters, ListingSearchRequest, MapBox } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** A point in WGS84 degrees. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** What the map shows: the visible box, the zoom level and the selected marker (or none). */
export interface MapView {
  readonly box: MapBox;
  /** Leaflet zoom level, 0 (world) to 18+ (street). */
  readonly zoom: number;
  /** Position of the selected listing's marker; null when nothing is selected. */
  readonly marker: LatLng | null;
}

/** Decimals kept for coordinates in URLs: 1e-5 degree is about 1 m, enough for any screen. */
export const COORDINATE_DECIMALS = 5;

/** Two coordinates closer than this (degrees) count as the same place. */
export const SAME_PLACE_DEGREES = 1e-5;

/**
 * The Netherlands on land (south-west 50.75 / 3.36, north-east 53.56 / 7.23): what the map
 * shows for a search over the whole country. The §9 default region box is wider (it reaches
 * England and Germany) and stays the *searched* box of such a search.
 */
export const NETHERLANDS_BOX: MapBox = { nwLat: 53.56, nwLng: 3.36, seLat: 50.75, seLng: 7.23 };

/** Half-size of the box shown around a street without a radius, km. */
export const STREET_VIEW_RADIUS_KM = 1;

/** Half-size of the box shown around a city with radius 0 ("inside the city only"), km. */
export const CITY_VIEW_RADIUS_KM = 4;

/** Kilometres per degree of latitude (mean Earth radius 6371 km). */
const KM_PER_DEGREE = (Math.PI * 6371) / 180;

/**
 * Rounds a coordinate for the URL.
 *
 * @param degrees a latitude or longitude, degrees
 * @returns the value rounded to {@link COORDINATE_DECIMALS} decimals (never `-0`)
 */
export function roundCoordinate(degrees: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  const rounded = Math.round(degrees * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Makes a box valid for the API and the URL: latitudes within ±90, longitudes within ±180
 * (Leaflet reports longitudes beyond them when the world repeats), north not south of south,
 * west not east of east, everything rounded with {@link roundCoordinate}.
 *
 * @param box any box, e.g. from Leaflet's `getBounds()`
 * @returns the normalised box
 */
export function normaliseBox(box: MapBox): MapBox {
  const lats = [clamp(box.nwLat, -90, 90), clamp(box.seLat, -90, 90)];
  const lngs = [clamp(box.nwLng, -180, 180), clamp(box.seLng, -180, 180)];
  return {
    nwLat: roundCoordinate(Math.max(...lats)),
    nwLng: roundCoordinate(Math.min(...lngs)),
    seLat: roundCoordinate(Math.min(...lats)),
    seLng: roundCoordinate(Math.max(...lngs)),
  };
}

/**
 * Whether two boxes are the same within a tolerance.
 *
 * @param a a box, degrees
 * @param b another box, degrees
 * @param tolerance largest difference per corner coordinate, degrees (default {@link SAME_PLACE_DEGREES})
 */
export function sameBox(a: MapBox, b: MapBox, tolerance = SAME_PLACE_DEGREES): boolean {
  return (
    Math.abs(a.nwLat - b.nwLat) <= tolerance &&
    Math.abs(a.nwLng - b.nwLng) <= tolerance &&
    Math.abs(a.seLat - b.seLat) <= tolerance &&
    Math.abs(a.seLng - b.seLng) <= tolerance
  );
}

/**
 * Whether two points are the same place within {@link SAME_PLACE_DEGREES}.
 *
 * @param a a point, degrees
 * @param b another point, degrees
 */
export function samePlace(a: LatLng, b: LatLng): boolean {
  return (
    Math.abs(a.lat - b.lat) <= SAME_PLACE_DEGREES && Math.abs(a.lng - b.lng) <= SAME_PLACE_DEGREES
  );
}

/**
 * The map box of the URL filters (`nwlat`, `nwlng`, `selat`, `selng`, §3).
 *
 * @param filters parsed listing search filters
 * @returns the box, degrees
 */
export function boxOfFilters(filters: ListingSearchFilters): MapBox {
  return { nwLat: filters.nwlat, nwLng: filters.nwlng, seLat: filters.selat, seLng: filters.selng };
}

/**
 * Whether the URL names a map box of its own, i.e. one that is not the §9 default region.
 *
 * @param filters parsed listing search filters
 */
export function hasOwnBox(filters: ListingSearchFilters): boolean {
  return !sameBox(boxOfFilters(filters), DEFAULT_REGION_BOX);
}

/**
 * The selected marker named by the URL (`mapMarkerLat`, `mapMarkerLng`, §3); the §9 default
 * (the map centre) means "none".
 *
 * @param filters parsed listing search filters
 * @returns the position, or null
 */
export function markerOfFilters(filters: ListingSearchFilters): LatLng | null {
  const marker = { lat: filters.mapMarkerLat, lng: filters.mapMarkerLng };
  return samePlace(marker, DEFAULT_MAP_CENTRE) ? null : marker;
}

/**
 * The filters with the map params (§3 `nwlat` … `mapMarkerLng`) taken from a query string, the
 * rest unchanged. The map rewrites its box into the address bar without a new page render, so
 * after Back from a listing the address bar, not the page's first filters, knows where the
 * visitor was.
 *
 * @param filters the page's filters
 * @param search a query string, e.g. `window.location.search` (with or without `?`)
 * @param locale language of the page
 * @returns new filters with the query's map params (defaults where it has none)
 */
export function withMapParamsOf(
  filters: ListingSearchFilters,
  search: string,
  locale: Locale,
): ListingSearchFilters {
  const read = parseListingSearchUrl({ params: {}, query: new URLSearchParams(search), locale });
  return {
    ...filters,
    nwlat: read.nwlat,
    nwlng: read.nwlng,
    selat: read.selat,
    selng: read.selng,
    mapZoom: read.mapZoom,
    mapMarkerLat: read.mapMarkerLat,
    mapMarkerLng: read.mapMarkerLng,
  };
}

/**
 * The filters without a map box of their own (the §9 defaults), e.g. when the searched place
 * changed and an old box in the URL no longer belongs to it.
 *
 * @param filters parsed listing search filters
 * @returns new filters with the default box, zoom and marker
 */
export function withoutOwnBox(filters: ListingSearchFilters): ListingSearchFilters {
  return {
    ...filters,
    nwlat: DEFAULT_REGION_BOX.nwLat,
    nwlng: DEFAULT_REGION_BOX.nwLng,
    selat: DEFAULT_REGION_BOX.seLat,
    selng: DEFAULT_REGION_BOX.seLng,
    mapZoom: DEFAULT_LISTING_SEARCH_FILTERS.mapZoom,
    mapMarkerLat: DEFAULT_MAP_CENTRE.lat,
    mapMarkerLng: DEFAULT_MAP_CENTRE.lng,
  };
}

/**
 * The searched place of the filters, as a key: the map moves to a new place when it changes.
 *
 * @param filters parsed listing search filters
 * @returns e.g. 'groningen/vismarkt', '/' for the whole country
 */
export function placeKeyOf(filters: ListingSearchFilters): string {
  return `${filters.citySlug}/${filters.streetSlug}`;
}

/**
 * A square-ish box around a point.
 *
 * @param centre the middle, degrees
 * @param radiusKm half the width and half the height of the box, km (> 0)
 * @returns the box, normalised
 */
export function boxAroundPoint(centre: LatLng, radiusKm: number): MapBox {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.01);
  const dLng = radiusKm / (KM_PER_DEGREE * cosLat);
  return normaliseBox({
    nwLat: centre.lat + dLat,
    nwLng: centre.lng - dLng,
    seLat: centre.lat - dLat,
    seLng: centre.lng + dLng,
  });
}

/**
 * Where the map opens, decided from the URL alone:
 * - `box`: the URL names a box (a shared or reloaded map) — show that box at the URL's zoom;
 * - `place`: a city (and maybe a street) search without a box — centre on the place once its
 *   coordinates are known (§7 `/gis/slugs`), `radiusKm` around it;
 * - `country`: a search over the whole country — show {@link NETHERLANDS_BOX}.
 */
export type InitialMapPlan =
  | { readonly kind: 'box'; readonly box: MapBox; readonly zoom: number }
  | {
      readonly kind: 'place';
      readonly citySlug: string;
      readonly streetSlug: string;
      readonly radiusKm: number;
    }
  | { readonly kind: 'country'; readonly box: MapBox };

/**
 * Plans the first view of the map from the URL filters (see {@link InitialMapPlan}). The box
 * shown around a place is the search radius (§3 `radius`, default 10 km); radius 0 shows
 * {@link CITY_VIEW_RADIUS_KM} around a city and {@link STREET_VIEW_RADIUS_KM} around a street.
 *
 * @param filters parsed listing search filters
 * @returns the plan
 */
export function planInitialView(filters: ListingSearchFilters): InitialMapPlan {
  if (hasOwnBox(filters)) {
    return { kind: 'box', box: normaliseBox(boxOfFilters(filters)), zoom: filters.mapZoom };
  }
  if (filters.citySlug !== '') {
    const fallback = filters.streetSlug === '' ? CITY_VIEW_RADIUS_KM : STREET_VIEW_RADIUS_KM;
    return {
      kind: 'place',
      citySlug: filters.citySlug,
      streetSlug: filters.streetSlug,
      radiusKm: filters.radius > 0 ? filters.radius : fallback,
    };
  }
  return { kind: 'country', box: NETHERLANDS_BOX };
}

/**
 * The zoom to open a URL box with. The URL's zoom wins when the box fits the screen at about
 * that zoom (the same screen size reloaded: no drift); on a screen of another size the zoom that
 * fits the box wins, so a box shared from a desktop shows the same area on a phone.
 *
 * @param fitZoom the largest zoom at which the box fits the map (Leaflet `getBoundsZoom`)
 * @param urlZoom the zoom of the URL (`mapZoom`, §3)
 * @returns the zoom to use
 */
export function chooseOpeningZoom(fitZoom: number, urlZoom: number): number {
  return Math.abs(fitZoom - urlZoom) <= 1 ? urlZoom : fitZoom;
}

/**
 * The filters with the map view written in (§3): box, zoom, selected marker (the §9 default
 * centre when none), `searchView` map and page 1 (the map's list pages on its own).
 *
 * @param filters parsed listing search filters
 * @param view what the map shows
 * @returns new filters; the input is not changed
 */
export function withMapView(filters: ListingSearchFilters, view: MapView): ListingSearchFilters {
  const box = normaliseBox(view.box);
  return {
    ...filters,
    searchView: ViewMode.Map,
    pageNo: 1,
    nwlat: box.nwLat,
    nwlng: box.nwLng,
    selat: box.seLat,
    selng: box.seLng,
    mapZoom: Math.round(view.zoom * 100) / 100,
    mapMarkerLat: view.marker ? roundCoordinate(view.marker.lat) : DEFAULT_MAP_CENTRE.lat,
    mapMarkerLng: view.marker ? roundCoordinate(view.marker.lng) : DEFAULT_MAP_CENTRE.lng,
  };
}

/**
 * The address of the search with this map view, in the page's language (route `search`, or
 * `searchStreet` when a street is searched), built by the search's `listingSearchPath` (the
 * domain's URL builder), so only non-default values are written.
 *
 * @param filters parsed listing search filters (a main category is needed, §5)
 * @param view what the map shows
 * @param locale language of the path
 * @returns the path with its query, e.g. `/huren/kamer-groningen?searchView=map&nwlat=…`
 * @throws Error('main search category can not be empty') when the filters have no category
 */
export function mapViewHref(filters: ListingSearchFilters, view: MapView, locale: Locale): string {
  return listingSearchPath(withMapView(filters, view), locale);
}

/** Paging of a map request. */
export interface MapRequestPage {
  /** Page number, from 1. */
  readonly pageNo: number;
  /** Listings per page, 1 to 100. */
  readonly rowsPerPage: number;
}

/**
 * The request body of `POST /listing/findmapdata` and `/listing/findMaplistings` (§7): every
 * filter of the URL (after the §4 category rules) with the box replacing the place.
 *
 * @param filters parsed listing search filters
 * @param box the searched box, degrees
 * @param page paging (markers: page 1; the API ignores it for markers)
 * @returns the request
 */
export function mapSearchRequest(
  filters: ListingSearchFilters,
  box: MapBox,
  page: MapRequestPage = { pageNo: 1, rowsPerPage: filters.listingsPerPage },
): ListingSearchRequest {
  const b = normaliseBox(box);
  return toListingSearchRequest({
    ...filters,
    searchView: ViewMode.Map,
    pageNo: page.pageNo,
    listingsPerPage: page.rowsPerPage,
    nwlat: b.nwLat,
    nwlng: b.nwLng,
    selat: b.seLat,
    selng: b.seLng,
  });
}
