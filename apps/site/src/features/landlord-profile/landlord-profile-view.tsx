import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { ListingCard, listingCardProps } from '@rooms/ui/listing-card';
import { PageContainer } from '@rooms/ui/page-container';
import { Pagination } from '@rooms/ui/pagination';
import { formatCount } from '@rooms/ui/search-format';
import { typography } from '@rooms/ui/typography';
import { UserAvatar } from '@rooms/ui/user-avatar';

import { ListingFavoriteToggle } from '../favorites/listing-favorite-toggle';
import { EmptyNotice } from '../listing/empty-notice';
import { ListingCardGrid } from '../listing/listing-card-grid';
import { replyTimeText } from '../listing/reply-time-text';
import { avatarPhoto } from '../messaging/message-format';

import styles from './landlord-profile-view.module.css';

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
  /**
   * The signed-in visitor's favourite listing ids, read on the server (`readFavoriteIds`);
   * `null` for anonymous visitors or when that read failed (the hearts then read them).
   */
  favoriteIds: readonly number[] | null;
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
 * photo or initial, first name, member since, the number of active adverts, how fast the
 * landlord replies (issue 28, from 5 reactions in 90 days on), their adverts as
 * result cards with favourite hearts, pagination; without adverts, a note that leads to search.
 * A server component without MUI or app providers: the hearts are light client islands that
 * start from the ids read on the server.
 */
export function LandlordProfileView({
  page,
  locale,
  t,
  tSearch,
  today,
  favoriteIds,
}: LandlordProfileViewProps) {
  const { landlord } = page;
  const replyTime = replyTimeText(landlord.replyTime, t);
  const pageCount = Math.ceil(page.totalCount / page.rowsPerPage);
  const hrefForPage = (pageNo: number) =>
    pathFor(
      'landlordProfile',
      locale,
      { landlordID: landlord.id },
      pageNo > 1 ? { pageNo } : undefined,
    );
  return (
    <PageContainer className={styles.page}>
      <div className={styles.header}>
        <UserAvatar
          name={landlord.firstName}
          photo={avatarPhoto(landlord.photoKey, PHOTO_PX)}
          size={PHOTO_PX}
        />
        <div>
          <h1 className={`${typography.h2} ${styles.heading}`}>
            {t('landlordProfile.heading', { name: landlord.firstName })}
          </h1>
          <p className={styles.facts}>
            {t('landlordProfile.memberSince', {
              date: formatMemberSince(landlord.memberSince, locale),
            })}
            {' · '}
            {t('landlordProfile.count', {
              count: page.totalCount,
              formattedCount: formatCount(page.totalCount, locale),
            })}
          </p>
          {replyTime && (
            <p className={styles.replyTime}>
              <strong>{replyTime.summary}</strong> · {replyTime.detail}
            </p>
          )}
        </div>
      </div>
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
          <h2 className={`${typography.h4} ${styles.advertsHeading}`}>
            {t('landlordProfile.advertsHeading')}
          </h2>
          <ListingCardGrid>
            {page.listings.map((listing, index) => (
              <li key={listing.id}>
                <ListingCard
                  {...listingCardProps(listing, { locale, t: tSearch, priority: index < 3, today })}
                  favorite={
                    <ListingFavoriteToggle
                      listingId={listing.id}
                      locale={locale}
                      listingPath={hrefForPage(page.pageNo)}
                      initialPressed={favoriteIds?.includes(listing.id) ?? null}
                      appearance="overlay"
                      labels={{
                        label: t('favorite.labelFor', { title: listing.streetName }),
                        signIn: t('favorite.signInFor', { title: listing.streetName }),
                        error: t('favorite.error'),
                        close: t('favorite.close'),
                      }}
                    />
                  }
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
            className={styles.pagination}
          />
        </>
      )}
    </PageContainer>
  );
}
