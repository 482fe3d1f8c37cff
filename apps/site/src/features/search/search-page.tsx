import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { errorTranslationKey, ViewMode } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { ListingCard, listingCardProps } from '@rooms/ui/listing-card';
import { Pagination } from '@rooms/ui/pagination';
import { SearchEmptyState } from '@rooms/ui/search-empty-state';
import { searchFiltersLabels } from '@rooms/ui/search-filters-labels';
import { formatCount } from '@rooms/ui/search-format';
import { listingSearchAlternates, listingSearchPath, withFilters } from '@rooms/ui/search-path';
import { SearchViewToggle } from '@rooms/ui/search-view-toggle';
import { visuallyHidden } from '@rooms/ui/visually-hidden';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';

import { serverApi } from '../../server/rooms-api';
import { SiteShell } from '../../shell/site-shell';
import { FavoriteToggle } from '../favorites/favorite-toggle';
import { SearchMapView } from '../maps/search-map-view';

import { emptySearchActions, searchHeading } from './search-content';
import {
  PRIORITY_CARDS,
  RESULT_GRID_SX,
  RESULT_PHOTO_SIZES,
  SEARCH_LINK_ATTRIBUTE,
} from './search-layout';
import { loadSearch } from './search-loader';
import { searchMetadata } from './search-metadata';
import { SearchNavigationProvider, SearchResultsRegion } from './search-navigation';
import { SearchSidebar } from './search-sidebar';
import { SearchSort } from './search-sort';
import { SearchToolbar } from './search-toolbar';

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
  const [t, commonT] = await Promise.all([getT(input.locale, 'search'), getT(input.locale)]);
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
  const errorsT = await getT(locale, 'errors');
  return errorsT(errorTranslationKey(error.code).slice('errors.'.length) as ErrorsKey);
}

const RESULTS_ID = 'search-results';

/**
 * The listing search page (§2 `/huren/{category-city}[/{street}]`, `/en/for-rent/…`): rendered
 * on the server with its results, so it is useful before any script runs and indexable. The
 * heading names category and place; below it the location box and filters (a drawer on phones,
 * a sidebar from md), the result count, sort, list/map switch, result cards with favourite
 * hearts, page links, helpful empty states and errors in the visitor's language. In the map view
 * the map engineer's `SearchMapView` replaces list and sidebar.
 */
export async function SearchPage(input: SearchRouteInput) {
  const { locale } = input;
  const data = pageOf(await load(input));
  const { filters, result, error, unknownLocation } = data;
  const [t, commonT] = await Promise.all([getT(locale, 'search'), getT(locale)]);
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
        <Container sx={{ py: { xs: 3, md: 4 } }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.625rem', sm: '2rem', md: '2.25rem' }, mb: { xs: 2, md: 3 } }}
          >
            {searchHeading(filters, t)}
          </Typography>
          <SearchToolbar withSidebar={!isMap} trailing={isMap ? viewToggle : undefined} />
          {unknownLocation ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('location.notFound', { query: unknownLocation })}
            </Alert>
          ) : null}
          <Box
            sx={{
              mt: { xs: 2, md: 3 },
              display: 'grid',
              gap: { md: 4 },
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: isMap ? 'minmax(0, 1fr)' : '260px minmax(0, 1fr)',
              },
              alignItems: 'start',
            }}
          >
            {isMap ? null : (
              <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                <SearchSidebar />
              </Box>
            )}
            <Box component="section" aria-labelledby={`${RESULTS_ID}-heading`} sx={{ minWidth: 0 }}>
              <Typography
                id={`${RESULTS_ID}-heading`}
                component="h2"
                sx={visuallyHidden}
              >
                {t('results.heading')}
              </Typography>
              {isMap ? null : (
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1.5,
                    mb: 2,
                  }}
                >
                  <Typography
                    id={RESULTS_ID}
                    tabIndex={-1}
                    role="status"
                    sx={{
                      fontWeight: 600,
                      flexBasis: { xs: '100%', sm: 'auto' },
                      scrollMarginTop: 16,
                      '&:focus': { outline: 'none' },
                    }}
                  >
                    {result
                      ? t('results.count', {
                          count: result.totalCount,
                          formatted: formatCount(result.totalCount, locale),
                        })
                      : null}
                  </Typography>
                  <Box
                    sx={{
                      display: 'flex',
                      gap: 1.5,
                      alignItems: 'center',
                      flex: { xs: 1, sm: 'none' },
                    }}
                  >
                    <SearchSort />
                    {viewToggle}
                  </Box>
                </Box>
              )}
              {isMap ? (
                <SearchMapView locale={locale} filters={filters} />
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
            </Box>
          </Box>
        </Container>
      </SearchNavigationProvider>
    </SiteShell>
  );
}

/** The result cards and page links, or an error, or an empty state with ways out. */
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
  const t = await getT(locale, 'search');
  const stay = { [SEARCH_LINK_ATTRIBUTE]: 'stay' } as const;
  if (error !== null || result === null) {
    return (
      <Alert
        severity="error"
        action={
          <Box
            component="a"
            href={listingSearchPath(filters, locale)}
            sx={{ color: 'inherit', fontWeight: 600, alignSelf: 'center', px: 1 }}
          >
            {t('error.retry')}
          </Box>
        }
      >
        <strong>{t('error.title')}</strong>
        <br />
        {error}
      </Alert>
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
  return (
    <>
      <Box component="ul" sx={{ ...RESULT_GRID_SX, listStyle: 'none', m: 0, p: 0 }}>
        {result.listings.map((listing, index) => {
          const card = listingCardProps(listing, {
            locale,
            t,
            priority: index < PRIORITY_CARDS,
            sizes: RESULT_PHOTO_SIZES,
          });
          return (
            <li key={listing.id}>
              <ListingCard
                {...card}
                favorite={
                  <FavoriteToggle
                    listingId={listing.id}
                    listingTitle={`${card.title}, ${card.subtitle}`}
                  />
                }
              />
            </li>
          );
        })}
      </Box>
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
        sx={{ mt: 4 }}
      />
    </>
  );
}
