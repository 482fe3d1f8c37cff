import { env } from '../../env';

import { SearchMapLoader } from './search-map-loader';
import { mapTileSource } from './tile-source';

import type { SearchMapResources } from './search-map';
import type { ListingSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** Props of {@link SearchMapView}. */
export interface SearchMapViewProps {
  /** The page's language. */
  locale: Locale;
  /** The parsed search of the URL (`parseListingSearchUrl` of @rooms/domain). */
  filters: ListingSearchFilters;
  /** The map's texts in that language (namespaces `map` and `errors`), read on the server. */
  resources: SearchMapResources;
}

/**
 * The map view of the listing search (§2 `searchView=map`): markers of the visible area, the
 * list of that area and the box in the URL. A server component without MUI: it reads the tile
 * source from the site's settings at run time (`MAP_TILE_URL`, default OpenStreetMap) and hands
 * it to the map module, which loads only when this renders, in the browser
 * (`SearchMapLoader`), so the page's first load carries none of it.
 *
 * @param props the page's language, the parsed URL filters and the map's texts
 */
export function SearchMapView({ locale, filters, resources }: SearchMapViewProps) {
  return (
    <SearchMapLoader
      locale={locale}
      filters={filters}
      resources={resources}
      tiles={mapTileSource(env, resources.map.attribution)}
    />
  );
}

export default SearchMapView;
