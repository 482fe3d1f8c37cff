'use client';

import { lazyComponent } from '../../client/lazy-component';

import frame from './search-map-frame.module.css';
import styles from './search-map-view.module.css';

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
 * What shows while the map module loads ("Loading map…" in the page's language): the same size
 * as the map view, so nothing jumps.
 */
function SearchMapLoading({ resources }: Pick<SearchMapViewProps, 'resources'>) {
  return (
    <div role="status" className={`${frame.frame} ${styles.loading}`}>
      {resources.map.loadingMap}
    </div>
  );
}

/** The map module (Leaflet, its CSS, texts and queries), fetched only when a map is shown. */
const SearchMap = lazyComponent(() => import('./search-map').then((module) => module.default), {
  clientOnly: true,
  fallback: SearchMapLoading,
});

/**
 * The map view of the listing search (§2 `searchView=map`): markers of the visible area, the
 * list of that area and the box in the URL. A small client wrapper without MUI: the map module
 * loads only when this renders (in the browser, not on the server), with a same-sized
 * placeholder meanwhile, so the page's first load carries none of it.
 *
 * @param props the page's language, the parsed URL filters and the map's texts
 */
export function SearchMapView({ locale, filters, resources }: SearchMapViewProps) {
  return <SearchMap locale={locale} filters={filters} resources={resources} />;
}

export default SearchMapView;
