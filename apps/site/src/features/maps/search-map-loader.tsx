'use client';

import { lazyComponent } from '../../client/lazy-component';

import frame from './search-map-frame.module.css';
import styles from './search-map-view.module.css';

import type { SearchMapProps } from './search-map';

/**
 * What shows while the map module loads ("Loading map…" in the page's language): the same size
 * as the map view, so nothing jumps.
 */
function SearchMapLoading({ resources }: Pick<SearchMapProps, 'resources'>) {
  return (
    <div role="status" className={`${frame.frame} ${styles.loading}`}>
      {resources.map.loadingMap}
    </div>
  );
}

/**
 * The map module (Leaflet, its CSS, texts and queries), fetched only when a map is shown, in
 * the browser only, with a same-sized placeholder meanwhile: the page's first load carries none
 * of it. Rendered by the server component `SearchMapView`, which adds the tile source.
 */
export const SearchMapLoader = lazyComponent(
  () => import('./search-map').then((module) => module.default),
  { clientOnly: true, fallback: SearchMapLoading },
);
