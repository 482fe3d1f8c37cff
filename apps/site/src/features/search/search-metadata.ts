import { ViewMode } from '@rooms/domain';
import { formatCount } from '@rooms/ui/search-format';
import { listingSearchAlternates, listingSearchPath, withFilters } from '@rooms/ui/search-path';

import { metadataAlternates } from '../../shell/alternates';

import {
  canonicalSearchFilters,
  hasRefinements,
  searchHeading,
  searchNoun,
  searchPlaceName,
} from './search-content';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';
import type { Metadata } from 'next';

/** Input of {@link searchMetadata}. */
export interface SearchMetadataInput {
  readonly locale: Locale;
  /** The search, with city and street names. */
  readonly filters: ListingSearchFilters;
  /** Number of results; null when unknown (map view, failed search). */
  readonly totalCount: number | null;
  /** Number of result pages; 0 when unknown. */
  readonly pageCount: number;
  /** `search` translations. */
  readonly t: TFunction<'search'>;
  /** The site's name, appended to the title (`appName` of `common`). */
  readonly appName: string;
}

/**
 * Metadata of a search page (§2 search routes): title and description per category and place in
 * the page's language ("Kamers te huur in Groningen – Rooms", with the page number from page 2),
 * the canonical address (sort, view and map values left out) with its other-language twin as
 * hreflang (category word translated, slugs and filters kept), previous/next page links in the
 * list view, and `noindex, follow` for searches narrowed by filters, so only category, place
 * and page are indexed.
 *
 * @param input the search and its texts
 * @returns Next.js metadata
 */
export function searchMetadata(input: SearchMetadataInput): Metadata {
  const { locale, filters, totalCount, pageCount, t, appName } = input;
  const heading = searchHeading(filters, t);
  const withPage =
    filters.pageNo > 1 ? t('meta.titlePage', { title: heading, page: filters.pageNo }) : heading;
  const title = `${withPage} – ${appName}`;
  const place = searchPlaceName(filters, t);
  const noun = searchNoun(filters, t);
  const description =
    totalCount !== null && totalCount > 0
      ? t('meta.description', { total: formatCount(totalCount, locale), noun, place })
      : t('meta.descriptionEmpty', { noun, place });
  const canonical = canonicalSearchFilters(filters);
  const isList = filters.searchView === ViewMode.List;
  const page = (pageNo: number) => listingSearchPath(withFilters(canonical, { pageNo }), locale);
  return {
    title,
    description,
    alternates: metadataAlternates(locale, listingSearchAlternates(canonical)),
    ...(isList && pageCount > 0
      ? {
          pagination: {
            previous: filters.pageNo > 1 ? page(Math.min(filters.pageNo - 1, pageCount)) : null,
            next: filters.pageNo < pageCount ? page(filters.pageNo + 1) : null,
          },
        }
      : {}),
    ...(hasRefinements(filters) ? { robots: { index: false, follow: true } } : {}),
    openGraph: { title, description, locale: locale === 'nl' ? 'nl_NL' : 'en_GB' },
  };
}
