import { DEFAULT_LOCALE, LOCALES } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';

import {
  categorySitemapAlternates,
  searchAlternates,
  STATIC_PAGE_GROUPS,
  staticPageAlternates,
} from './site-pages';
import { SITEMAP_CATEGORIES } from './sitemap-categories';

import type { CityListingCounts } from './listing-index';
import type { PageAlternates } from '@rooms/ui/shell-content';
import type { MetadataRoute } from 'next';

/** How often each kind of page changes, for the `changefreq` of sitemap.xml. */
type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;

interface SitemapPage {
  readonly alternates: PageAlternates;
  readonly changeFrequency: ChangeFrequency;
  /** 0 to 1. */
  readonly priority: number;
}

/**
 * The pages of sitemap.xml, each in both languages: the static pages of §2 (home first), the
 * HTML sitemaps, the country-wide search of every category and the search of every category in
 * every city that has listings of it.
 *
 * @param index the cities with listings and their counts per category
 * @returns the pages, without duplicates, in that order
 */
export function sitemapPages(index: readonly CityListingCounts[]): SitemapPage[] {
  const pages: SitemapPage[] = [];
  for (const group of STATIC_PAGE_GROUPS) {
    for (const route of group.routes) {
      pages.push({
        alternates: staticPageAlternates(route),
        changeFrequency: route === 'home' ? 'daily' : 'monthly',
        priority: route === 'home' ? 1 : 0.5,
      });
    }
  }
  pages.push({
    alternates: routeAlternates('sitemapStatic'),
    changeFrequency: 'weekly',
    priority: 0.3,
  });
  for (const [, category] of SITEMAP_CATEGORIES) {
    pages.push({
      alternates: searchAlternates(category, ''),
      changeFrequency: 'daily',
      priority: 0.9,
    });
    pages.push({
      alternates: categorySitemapAlternates(category),
      changeFrequency: 'daily',
      priority: 0.3,
    });
  }
  for (const city of index) {
    for (const [, category] of SITEMAP_CATEGORIES) {
      if ((city.counts[category] ?? 0) === 0) continue;
      pages.push({
        alternates: searchAlternates(category, city.slug),
        changeFrequency: 'daily',
        priority: 0.7,
      });
    }
  }
  return pages;
}

/**
 * The entries of sitemap.xml (`app/sitemap.ts`): every page of {@link sitemapPages} once per
 * language, as an absolute URL with `hreflang` alternates (nl, en and x-default = Dutch) in
 * `alternates.languages`.
 *
 * @param baseUrl the public origin of the site (`NEXT_PUBLIC_SITE_URL`), without a trailing slash
 * @param index the cities with listings and their counts per category
 * @returns the sitemap entries
 */
export function sitemapEntries(
  baseUrl: string,
  index: readonly CityListingCounts[],
): MetadataRoute.Sitemap {
  const origin = baseUrl.replace(/\/+$/, '');
  return sitemapPages(index).flatMap((page) => {
    const languages = {
      nl: `${origin}${page.alternates.nl}`,
      en: `${origin}${page.alternates.en}`,
      'x-default': `${origin}${page.alternates[DEFAULT_LOCALE]}`,
    };
    return LOCALES.map((locale) => ({
      url: `${origin}${page.alternates[locale]}`,
      changeFrequency: page.changeFrequency,
      priority: page.priority,
      alternates: { languages },
    }));
  });
}
