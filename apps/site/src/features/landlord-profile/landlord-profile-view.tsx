import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { ListingCard, listingCardProps } from '@rooms/ui/listing-card';
import { Pagination } from '@rooms/ui/pagination';
import { formatCount } from '@rooms/ui/search-format';
import { UserAvatar } from '@rooms/ui/user-avatar';

import { FavoriteToggle } from '../favorites/favorite-toggle';
import { EmptyNotice } from '../listing/empty-notice';
import { ListingCardGrid } from '../listing/listing-card-grid';
import { avatarPhoto } from '../messaging/message-format';

import type { paths } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** One page of `GET /listing/landlord-listings`. */
export type LandlordListingsPage =
  paths['/listing/landlord-listings']['get']['responses'][200]['content']['application/json'];

/** Props of {@link LandlordProfileView}. */
export interface LandlordProfileViewProps {
  page: LandlordListingsPage;
  locale: Locale;
  /** `listing` translations. */
  t: TFunction<'listing'>;
  /** `search` translations (card texts, pagination). */
  tSearch: TFunction<'search'>;
  /** Today as 'YYYY-MM-DD' (UTC). */
  today: string;
}

/** Profile photo size on this page, px. */
const PHOTO_PX = 96;

/** "November 2026" / "november 2026": the month the account was made. */
export function formatMemberSince(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/**
 * The landlord's public profile (§2 `/offer-a-home/tenant/{landlordID}/displayroomadvert`):
 * photo or initial, first name, member since, the number of active adverts, their adverts as
 * result cards with favourite hearts, pagination; without adverts, a note that leads to search.
 */
export function LandlordProfileView({ page, locale, t, tSearch, today }: LandlordProfileViewProps) {
  const { landlord } = page;
  const pageCount = Math.ceil(page.totalCount / page.rowsPerPage);
  const hrefForPage = (pageNo: number) =>
    pathFor(
      'landlordProfile',
      locale,
      { landlordID: landlord.id },
      pageNo > 1 ? { pageNo } : undefined,
    );
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, md: 3 } }}>
        <UserAvatar
          name={landlord.firstName}
          photo={avatarPhoto(landlord.photoKey, PHOTO_PX)}
          size={PHOTO_PX}
        />
        <div>
          <Typography component="h1" variant="h2">
            {t('landlordProfile.heading', { name: landlord.firstName })}
          </Typography>
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
            {t('landlordProfile.memberSince', {
              date: formatMemberSince(landlord.memberSince, locale),
            })}
            {' · '}
            {t('landlordProfile.count', {
              count: page.totalCount,
              formattedCount: formatCount(page.totalCount, locale),
            })}
          </Typography>
        </div>
      </Box>
      {page.totalCount === 0 ? (
        <EmptyNotice
          heading={t('landlordProfile.emptyHeading', { name: landlord.firstName })}
          text={t('landlordProfile.emptyText')}
          actionLabel={t('landlordProfile.emptyAction')}
          actionHref={pathFor('search', locale, {
            searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, '', locale),
          })}
        />
      ) : (
        <>
          <Typography component="h2" variant="h4" sx={{ mt: 4 }}>
            {t('landlordProfile.advertsHeading')}
          </Typography>
          <ListingCardGrid>
            {page.listings.map((card, index) => (
              <li key={card.id}>
                <ListingCard
                  {...listingCardProps(card, { locale, t: tSearch, priority: index < 3, today })}
                  favorite={<FavoriteToggle listingId={card.id} listingTitle={card.streetName} />}
                />
              </li>
            ))}
          </ListingCardGrid>
          <Pagination
            page={page.pageNo}
            pageCount={pageCount}
            hrefForPage={hrefForPage}
            label={t('landlordProfile.pages')}
            previousLabel={tSearch('pagination.previous')}
            nextLabel={tSearch('pagination.next')}
            pageLabel={(pageNo) => tSearch('pagination.page', { page: pageNo })}
            currentPageLabel={(pageNo) => tSearch('pagination.currentPage', { page: pageNo })}
            sx={{ mt: 4 }}
          />
        </>
      )}
    </Container>
  );
}
