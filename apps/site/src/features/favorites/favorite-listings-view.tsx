import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { ListingCard, listingCardProps } from '@rooms/ui/listing-card';
import { Pagination } from '@rooms/ui/pagination';
import { formatCount } from '@rooms/ui/search-format';

import { EmptyNotice } from '../listing/empty-notice';
import { ListingCardGrid } from '../listing/listing-card-grid';

import { FavoriteCardState } from './favorite-card-state';
import { FavoriteToggle } from './favorite-toggle';

import type { paths } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** One page of `GET /favorite/listings`. */
export type FavoriteListingsPage =
  paths['/favorite/listings']['get']['responses'][200]['content']['application/json'];

/** Props of {@link FavoriteListingsView}. */
export interface FavoriteListingsViewProps {
  page: FavoriteListingsPage;
  locale: Locale;
  /** `listing` translations. */
  t: TFunction<'listing'>;
  /** `search` translations (card texts, pagination). */
  tSearch: TFunction<'search'>;
  /** Today as 'YYYY-MM-DD' (UTC). */
  today: string;
}

/**
 * The my-favourites page content (§2 `/my-favorites/rooms`): heading with the number of saved
 * homes, the favourite listings as result cards (newest favourite first) each with its heart to
 * remove it, pagination, and — without favourites — an empty state that leads to the search.
 */
export function FavoriteListingsView({
  page,
  locale,
  t,
  tSearch,
  today,
}: FavoriteListingsViewProps) {
  const pageCount = Math.ceil(page.totalCount / page.rowsPerPage);
  const searchHref = pathFor('search', locale, {
    searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, '', locale),
  });
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h2">
        {t('favorites.title')}
      </Typography>
      {page.totalCount === 0 ? (
        <EmptyNotice
          heading={t('favorites.emptyHeading')}
          text={t('favorites.emptyText')}
          actionLabel={t('favorites.emptyAction')}
          actionHref={searchHref}
        />
      ) : (
        <>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            {t('favorites.count', {
              count: page.totalCount,
              formattedCount: formatCount(page.totalCount, locale),
            })}
          </Typography>
          <ListingCardGrid>
            {page.items.map((item, index) => (
              <li key={item.listingId}>
                <FavoriteCardState listingId={item.listingId} listingTitle={item.streetName}>
                  <ListingCard
                    {...listingCardProps(
                      { ...item, id: item.listingId, coverImageKey: item.coverPhotoKey },
                      { locale, t: tSearch, priority: index < 3, today },
                    )}
                    favorite={
                      <FavoriteToggle listingId={item.listingId} listingTitle={item.streetName} />
                    }
                  />
                </FavoriteCardState>
              </li>
            ))}
          </ListingCardGrid>
          {/* Space above the page links; none for a single page (Pagination renders nothing). */}
          <Box sx={{ mt: 4, '&:empty': { display: 'none' } }}>
            <Pagination
              page={page.pageNo}
              pageCount={pageCount}
              hrefForPage={(pageNo) =>
                pathFor('myFavoriteRooms', locale, undefined, pageNo > 1 ? { pageNo } : undefined)
              }
              label={t('favorites.pages')}
              previousLabel={tSearch('pagination.previous')}
              nextLabel={tSearch('pagination.next')}
              pageLabel={(pageNo) => tSearch('pagination.page', { page: pageNo })}
              currentPageLabel={(pageNo) => tSearch('pagination.currentPage', { page: pageNo })}
            />
          </Box>
        </>
      )}
    </Container>
  );
}
