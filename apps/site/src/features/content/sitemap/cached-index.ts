import { unstable_cache } from 'next/cache';

import { publicApi } from '../public-api';

import { loadListingIndex } from './listing-index';

import type { CityListingCounts } from './listing-index';

/** How long the listing index is kept before it is rebuilt in the background, in seconds. */
export const LISTING_INDEX_REVALIDATE_SECONDS = 3600;

/**
 * The cities with listings and their counts per category ({@link loadListingIndex}), shared by
 * the HTML sitemaps and sitemap.xml and rebuilt at most once an hour, so crawlers and visitors
 * do not page through every listing on each request.
 *
 * @returns the index
 * @throws RoomsError when the API cannot be read and nothing is cached yet
 */
export const cachedListingIndex: () => Promise<CityListingCounts[]> = unstable_cache(
  () => loadListingIndex(publicApi()),
  ['content', 'listing-index'],
  { revalidate: LISTING_INDEX_REVALIDATE_SECONDS },
);
