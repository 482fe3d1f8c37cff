import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MY_LISTINGS_SEARCH_TERM_MAX_LENGTH, MyListingsFilter } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { Pagination } from '@rooms/ui/pagination';

import { MyAdvertRow } from './my-advert-row';
import { FILTER_WORDS, FILTERS, myAdvertsPath } from './my-adverts-query';

import type { MyAdvertsQuery } from './my-adverts-query';
import type { MyListingsCounts, MyListingsPage } from './my-adverts-types';
import type { Locale } from '@rooms/i18n';

type AdvertsT = (key: string, options?: Record<string, unknown>) => string;

/** Props of {@link MyAdvertsView}. */
export interface MyAdvertsViewProps {
  locale: Locale;
  /** `t` of the `adverts` namespace. */
  t: AdvertsT;
  query: MyAdvertsQuery;
  page: MyListingsPage;
  counts: MyListingsCounts;
}

/** The count of a filter in the `mylistings-count` answer. */
function countOf(counts: MyListingsCounts, filter: MyListingsFilter): number {
  return counts[FILTER_WORDS[filter]];
}

/**
 * "My adverts" (§2 `/my-adverts`, issue 5): heading, the filters Active / Inactive / Draft as
 * links with their counts, a search form (a plain GET form that keeps the filter, so it works
 * without JavaScript), the result count, the adverts with their actions, an empty state per
 * filter or search, and pagination. Every state lives in the URL.
 */
export function MyAdvertsView({ locale, t, query, page, counts }: MyAdvertsViewProps) {
  const pageCount = Math.max(1, Math.ceil(page.totalCount / page.rowsPerPage));
  const word = FILTER_WORDS[query.filter];
  const emptyFilter = page.items.length === 0 && query.searchTerm === '';
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography component="h1" variant="h4">
          {t('heading')}
        </Typography>
        {/* With nothing to show, the empty state offers it instead. */}
        {emptyFilter ? null : (
          <Button variant="contained" href={pathFor('createListing', locale)}>
            {t('placeAdvert')}
          </Button>
        )}
      </Box>

      <Box component="nav" aria-label={t('filtersLabel')} sx={{ mb: 2 }}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {FILTERS.map((filter) => {
            const current = filter === query.filter;
            return (
              <li key={filter}>
                <Button
                  href={myAdvertsPath(locale, { ...query, filter, pageNo: 1 })}
                  variant={current ? 'contained' : 'outlined'}
                  size="small"
                  aria-current={current ? 'page' : undefined}
                  data-filter={FILTER_WORDS[filter]}
                >
                  {t(`filters.${FILTER_WORDS[filter]}`)}
                  <Box component="span" data-testid="filter-count" sx={{ ml: 0.75 }}>
                    ({countOf(counts, filter)})
                  </Box>
                </Button>
              </li>
            );
          })}
        </Box>
      </Box>

      <Box
        component="form"
        role="search"
        method="get"
        action={pathFor('myAdverts', locale)}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
      >
        {query.filter === MyListingsFilter.Active ? null : (
          <input type="hidden" name="listingStatus" value={word} />
        )}
        <TextField
          name="searchTerm"
          type="search"
          size="small"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          defaultValue={query.searchTerm}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MY_LISTINGS_SEARCH_TERM_MAX_LENGTH } }}
          sx={{ maxWidth: 480 }}
        />
        <Button type="submit" variant="outlined" sx={{ flexShrink: 0, minHeight: 40 }}>
          {t('searchSubmit')}
        </Button>
      </Box>

      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        data-testid="my-adverts-count"
        sx={{ mb: 1.5 }}
      >
        {t('resultCount', { count: page.totalCount })}
      </Typography>

      {page.items.length === 0 ? (
        <Box
          data-testid="my-adverts-empty"
          sx={{
            textAlign: 'center',
            py: 6,
            px: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          {query.searchTerm === '' ? (
            <>
              <Typography sx={{ mb: 3 }}>{t(`empty.${word}`)}</Typography>
              <Button variant="contained" href={pathFor('createListing', locale)}>
                {t('placeAdvert')}
              </Button>
            </>
          ) : (
            <>
              <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                {t('empty.search', { term: query.searchTerm })}
              </Typography>
              <Link href={myAdvertsPath(locale, { ...query, searchTerm: '', pageNo: 1 })}>
                {t('empty.clearSearch')}
              </Link>
            </>
          )}
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label={t('listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {page.items.map((listing) => (
            <MyAdvertRow key={listing.listingID} listing={listing} locale={locale} t={t} />
          ))}
        </Box>
      )}

      {/* Space above the page links; none for a single page (Pagination renders nothing). */}
      <Box sx={{ mt: 3, '&:empty': { display: 'none' } }}>
        <Pagination
          page={query.pageNo}
          pageCount={pageCount}
          hrefForPage={(pageNo) => myAdvertsPath(locale, { ...query, pageNo })}
          label={t('pagination')}
          previousLabel={t('previous')}
          nextLabel={t('next')}
          pageLabel={(pageNo) => t('pageOf', { page: pageNo, pages: pageCount })}
          currentPageLabel={(pageNo) => t('pageOf', { page: pageNo, pages: pageCount })}
        />
      </Box>
    </Box>
  );
}
