import { errorTranslationKey, ViewMode } from '@rooms/domain';
import { RESOURCES } from '@rooms/i18n';
import { InlineAlert, inlineAlertClasses } from '@rooms/ui/inline-alert';
import { PageContainer } from '@rooms/ui/page-container';
import { Pagination } from '@rooms/ui/pagination';
import { RentCheckBadge } from '@rooms/ui/rent-check-badge';
import { SearchEmptyState } from '@rooms/ui/search-empty-state';
import { searchFiltersLabels } from '@rooms/ui/search-filters-labels';
import { SEARCH_FILTERS_STYLE_SHEETS } from '@rooms/ui/search-filters-styles';
import { formatCount } from '@rooms/ui/search-format';
import { listingSearchAlternates, listingSearchPath, withFilters } from '@rooms/ui/search-path';
import { SearchViewToggle } from '@rooms/ui/search-view-toggle';
import { visuallyHidden } from '@rooms/ui/visually-hidden';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';

import disabledStyles from '../../client/disabled-until-hydrated.module.css';
import { serverApi } from '../../server/rooms-api';
import { SiteShell } from '../../shell/site-shell';
import { SearchMapView } from '../maps/search-map-view';
import { SearchAlertSlot } from '../search-alerts/search-alert-slot';

import { searchCards, searchCardTexts } from './search-cards';
import { emptySearchActions, searchHeading, searchSortOptions } from './search-content';
import { DeferredSearchSort } from './search-controls-deferred';
import controlStyles from './search-filter-controls.module.css';
import { SEARCH_LINK_ATTRIBUTE } from './search-layout';
import { loadSearch } from './search-loader';
import { searchMetadata } from './search-metadata';
import { SearchNavigationProvider, SearchResultsRegion } from './search-navigation';
import styles from './search-page.module.css';
import { SearchResultCards } from './search-result-cards';
import { SearchSidebar } from './search-sidebar';
import sortStyles from './search-sort.module.css';
import { SearchToolbar } from './search-toolbar';
import { searchT } from './search-translations';

import type { FindListingsResult, SearchLoad } from './search-loader';
import type { ListingSearchFilters, ListingSearchParams, RoomsError } from '@rooms/domain';
import type { Locale, TranslationResources } from '@rooms/i18n';
import type { Metadata } from 'next';

/** The route params and query of a search page, as Next.js hands them over. */
export interface SearchRouteInput {
  readonly locale: Locale;
  readonly params: ListingSearchParams;
  readonly searchParams: Readonly<Record<string, string | string[] | undefined>>;
}

function toSearchParams(record: SearchRouteInput['searchParams']): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) query.append(key, item);
  }
  return query;
}

/** One load per request, shared by the metadata and the page (arguments are plain strings). */
const cachedLoad = cache(
  async (locale: Locale, segment: string, street: string, query: string): Promise<SearchLoad> =>
    loadSearch(
      await serverApi(locale),
      locale,
      street === ''
        ? { searchCategoryAndCity: segment }
        : { searchCategoryAndCity: segment, street },
      new URLSearchParams(query),
    ),
);

function load(input: SearchRouteInput): Promise<SearchLoad> {
  return cachedLoad(
    input.locale,
    input.params.searchCategoryAndCity ?? '',
    input.params.street ?? '',
    toSearchParams(input.searchParams).toString(),
  );
}

/** Follows a redirect or not-found decision; returns the page data otherwise. */
function pageOf(result: SearchLoad): Extract<SearchLoad, { kind: 'page' }> {
  if (result.kind === 'notFound') notFound();
  if (result.kind === 'redirect') {
    if (result.permanent) permanentRedirect(result.to);
    redirect(result.to);
  }
  return result;
}

function pageCountOf(result: FindListingsResult | null): number {
  if (result === null || result.totalCount === 0) return 0;
  return Math.ceil(result.totalCount / Math.max(1, result.rowsPerPage));
}

/**
 * Metadata of a search page (see `searchMetadata`): title and description per category and
 * place, canonical and hreflang twin, previous and next pages.
 */
export async function searchPageMetadata(input: SearchRouteInput): Promise<Metadata> {
  const data = pageOf(await load(input));
  const [t, commonT] = await Promise.all([searchT(input.locale, 'search'), searchT(input.locale)]);
  return searchMetadata({
    locale: input.locale,
    filters: data.filters,
    totalCount: data.result?.totalCount ?? null,
    pageCount: pageCountOf(data.result),
    t,
    appName: commonT('appName'),
  });
}

type ErrorsKey = keyof TranslationResources['errors'];

/** The visitor's text for a failed search (§8 catalogue, in the page's language). */
async function errorText(locale: Locale, error: RoomsError): Promise<string> {
  const errorsT = await searchT(locale, 'errors');
  return errorsT(errorTranslationKey(error.code).slice('errors.'.length) as ErrorsKey);
}

const RESULTS_ID = 'search-results';

// The deferred filter islands' style sheets come with the page, so their server HTML is styled
// from the first paint (see `SEARCH_FILTERS_STYLE_SHEETS`); read here so the import is kept.
for (const sheet of [...SEARCH_FILTERS_STYLE_SHEETS, controlStyles, sortStyles, disabledStyles]) {
  if (sheet === undefined) throw new Error('a search control style sheet is missing');
}

/**
 * The listing search page (§2 `/huren/{category-city}[/{street}]`, `/en/for-rent/…`): rendered
 * on the server with its results, so it is useful before any script runs and indexable. The
 * heading names category and place; below it the location box and filters (a drawer on phones,
 * a sidebar from md), the result count, sort, list/map switch, result cards with favourite
 * hearts, page links, helpful empty states and errors in the visitor's language. In the map view
 * the map engineer's `SearchMapView` replaces list and sidebar.
 *
 * Without app providers: no MUI, client i18n or TanStack Query in its first load. Texts come
 * from the server; the client parts are small islands (navigation, sort, filters, hearts) and
 * the map, with what it needs, loads on demand. The filters, location box and sort are rendered
 * on the server but load their code at the first interaction or when the page is idle
 * (`search-controls-deferred.tsx`, issue 24's own-JS budget); the result cards hydrate with the
 * page, since a deferred island is rendered anew when its code arrives and the first card's
 * photo is the page's largest paint (LCP).
 */
export async function SearchPage(input: SearchRouteInput) {
  const { locale } = input;
  const data = pageOf(await load(input));
  const { filters, result, error, unknownLocation } = data;
  const [t, commonT] = await Promise.all([searchT(locale, 'search'), searchT(locale)]);
  const isMap = filters.searchView === ViewMode.Map;
  const pageCount = pageCountOf(result);
  const href = (patch: Partial<ListingSearchFilters>) =>
    listingSearchPath(withFilters(filters, patch), locale);
  const stay = { [SEARCH_LINK_ATTRIBUTE]: 'stay' } as const;
  const viewToggle = (
    <SearchViewToggle
      label={t('view.label')}
      linkAttributes={stay}
      options={[
        {
          label: t('view.list'),
          href: href({ searchView: ViewMode.List }),
          current: !isMap,
          icon: 'list',
        },
        {
          label: t('view.map'),
          href: href({ searchView: ViewMode.Map }),
          current: isMap,
          icon: 'map',
        },
      ]}
    />
  );

  return (
    <SiteShell locale={locale} t={commonT} alternates={listingSearchAlternates(filters)}>
      <SearchNavigationProvider locale={locale} filters={filters} resultsId={RESULTS_ID}>
        <PageContainer className={styles.page}>
          <SearchAlertSlot locale={locale} filters={filters} summary={searchHeading(filters, t)}>
            <h1 className={styles.heading}>{searchHeading(filters, t)}</h1>
          </SearchAlertSlot>
          <SearchToolbar
            locale={locale}
            withSidebar={!isMap}
            trailing={isMap ? viewToggle : undefined}
          />
          {unknownLocation ? (
            <InlineAlert severity="info" className={styles.notice}>
              {t('location.notFound', { query: unknownLocation })}
            </InlineAlert>
          ) : null}
          <div className={isMap ? styles.layout : `${styles.layout} ${styles.withSidebar}`}>
            {isMap ? null : (
              <div className={styles.sidebar}>
                <SearchSidebar locale={locale} />
              </div>
            )}
            <section aria-labelledby={`${RESULTS_ID}-heading`} className={styles.results}>
              <h2 id={`${RESULTS_ID}-heading`} style={visuallyHidden}>
                {t('results.heading')}
              </h2>
              {isMap ? null : (
                <div className={styles.bar}>
                  <p id={RESULTS_ID} tabIndex={-1} role="status" className={styles.count}>
                    {result
                      ? t('results.count', {
                          count: result.totalCount,
                          formatted: formatCount(result.totalCount, locale),
                        })
                      : null}
                  </p>
                  <div className={styles.controls}>
                    <DeferredSearchSort label={t('sort.label')} options={searchSortOptions(t)} />
                    {viewToggle}
                  </div>
                </div>
              )}
              {isMap ? (
                <SearchMapView
                  locale={locale}
                  filters={filters}
                  resources={{ map: RESOURCES[locale].map, errors: RESOURCES[locale].errors }}
                />
              ) : (
                <SearchResultsRegion loadingLabel={t('results.loading')}>
                  <SearchResults
                    locale={locale}
                    filters={filters}
                    result={result}
                    error={error ? await errorText(locale, error) : null}
                    pageCount={pageCount}
                  />
                </SearchResultsRegion>
              )}
            </section>
          </div>
        </PageContainer>
      </SearchNavigationProvider>
    </SiteShell>
  );
}

/**
 * The result cards and page links, or an error, or an empty state with ways out. The cards go
 * to their island as texts (`searchCards`); the hearts start neutral, the same for everyone.
 */
async function SearchResults({
  locale,
  filters,
  result,
  error,
  pageCount,
}: {
  locale: Locale;
  filters: ListingSearchFilters;
  result: FindListingsResult | null;
  error: string | null;
  pageCount: number;
}) {
  const t = await searchT(locale, 'search');
  const stay = { [SEARCH_LINK_ATTRIBUTE]: 'stay' } as const;
  const searchPath = listingSearchPath(filters, locale);
  if (error !== null || result === null) {
    return (
      <InlineAlert
        severity="error"
        action={
          <a href={searchPath} className={inlineAlertClasses.actionButton}>
            {t('error.retry')}
          </a>
        }
      >
        <strong>{t('error.title')}</strong>
        <br />
        {error}
      </InlineAlert>
    );
  }
  if (result.listings.length === 0) {
    const outOfRange = result.totalCount > 0;
    return (
      <SearchEmptyState
        title={outOfRange ? t('empty.pageTitle') : t('empty.title')}
        text={outOfRange ? t('empty.pageText') : t('empty.text')}
        linkAttributes={stay}
        actions={
          outOfRange
            ? [
                {
                  label: t('empty.firstPage'),
                  href: listingSearchPath(withFilters(filters, {}), locale),
                },
              ]
            : emptySearchActions(filters, { locale, t, labels: searchFiltersLabels(t, locale) })
        }
      />
    );
  }
  const [listingT, rentCheckT] = await Promise.all([
    searchT(locale, 'listing'),
    searchT(locale, 'rentCheck'),
  ]);
  return (
    <>
      <SearchResultCards
        locale={locale}
        cards={searchCards(result.listings, { locale, t })}
        cardTexts={searchCardTexts(t, listingT, <RentCheckBadge label={rentCheckT('badge')} />)}
        searchPath={searchPath}
      />
      <Pagination
        page={filters.pageNo}
        pageCount={pageCount}
        hrefForPage={(pageNo) => listingSearchPath(withFilters(filters, { pageNo }), locale)}
        label={t('pagination.label')}
        previousLabel={t('pagination.previous')}
        nextLabel={t('pagination.next')}
        pageLabel={(page) => t('pagination.page', { page })}
        currentPageLabel={(page) => t('pagination.currentPage', { page })}
        linkAttributes={{ [SEARCH_LINK_ATTRIBUTE]: 'top' }}
        className={styles.pagination}
      />
    </>
  );
}
