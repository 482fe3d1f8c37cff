import { env } from '../env';
import { cachedListingIndex } from '../features/content/sitemap/cached-index';
import { sitemapEntries } from '../features/content/sitemap/sitemap-entries';

import type { CityListingCounts } from '../features/content/sitemap/listing-index';
import type { MetadataRoute } from 'next';

/**
 * Rendered per request, not at build time: the build must not depend on a running API, and the
 * listing index behind it is cached for an hour anyway (see `cachedListingIndex`).
 */
export const dynamic = 'force-dynamic';

/**
 * sitemap.xml (§2): the static pages, the HTML sitemaps, the country-wide search of every
 * category and every category search of every city with listings, each in Dutch and English
 * with hreflang alternates. Absolute URLs on `NEXT_PUBLIC_SITE_URL`. When the API cannot be
 * read, the static part is still served.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  let index: CityListingCounts[] = [];
  try {
    index = await cachedListingIndex();
  } catch (error) {
    console.error('sitemap.xml: listing index unavailable, serving the static pages only', error);
  }
  return sitemapEntries(env.NEXT_PUBLIC_SITE_URL, index);
}
