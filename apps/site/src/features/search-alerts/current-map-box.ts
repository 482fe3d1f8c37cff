import { ViewMode } from '@rooms/domain';

import type { ListingSearchRequest } from '@rooms/domain';

/** The query's coordinate, degrees, or null when missing, not a number or out of range. */
function coordinate(query: URLSearchParams, name: string, limit: number): number | null {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * The page's search request with the map box the visitor is looking at now. The map view writes
 * its box into the address without a new page (`history.replaceState`, §3 `nwlat`, `nwlng`,
 * `selat`, `selng`), so the request the server rendered holds the box of the first view only; an
 * alert saved from the map must watch the box on screen. A list search, or an address without a
 * whole, sensible box (south above north), keeps the request as it is.
 *
 * @param request the request the server built (`toListingSearchRequest(filters)`)
 * @param search the address's query (`window.location.search`)
 * @returns the request with `lat_lo`, `lng_lo`, `lat_hi`, `lng_hi` of the address's box
 */
export function withCurrentMapBox(
  request: ListingSearchRequest,
  search: string,
): ListingSearchRequest {
  if (request.searchview !== ViewMode.Map) return request;
  const query = new URLSearchParams(search);
  const north = coordinate(query, 'nwlat', 90);
  const west = coordinate(query, 'nwlng', 180);
  const south = coordinate(query, 'selat', 90);
  const east = coordinate(query, 'selng', 180);
  if (north === null || west === null || south === null || east === null || south >= north) {
    return request;
  }
  return { ...request, lat_lo: south, lng_lo: west, lat_hi: north, lng_hi: east };
}
