import { DEFAULT_TENANT_SEARCH_FILTERS } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { PageContainer } from '@rooms/ui/page-container';
import { Pagination } from '@rooms/ui/pagination';
import { SearchEmptyState } from '@rooms/ui/search-empty-state';
import { formatCount } from '@rooms/ui/search-format';

import { TenantCardList } from '../tenant-search/tenant-cards';
import { tenantSearchPath } from '../tenant-search/tenant-search-load';
import styles from '../tenant-search/tenant-search-page.module.css';

import type { TenantCardTexts } from '../tenant-search/tenant-cards';
import type { paths } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';

/** One page of `GET /tenant/my-favorite-tenants`. */
export type FavoriteTenantsPage =
  paths['/tenant/my-favorite-tenants']['get']['responses'][200]['content']['application/json'];

/** Props of {@link FavoriteTenantsView}. */
export interface FavoriteTenantsViewProps {
  page: FavoriteTenantsPage;
  locale: Locale;
  texts: TenantCardTexts;
  /** This page's path (where the hearts' sign-in comes back to). */
  pagePath: string;
}

/**
 * The favourite tenants page's content (§2 `/my-favorites/tenants`): heading with the number
 * saved, the tenant cards (newest favourite first) each with its heart to remove it, page links,
 * and — without favourites — an empty state that leads to the tenant search.
 */
export function FavoriteTenantsView({ page, locale, texts, pagePath }: FavoriteTenantsViewProps) {
  const { t } = texts;
  const pageCount = Math.ceil(page.totalCount / page.rowsPerPage);
  return (
    <PageContainer>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('favorites.title')}</h1>
        {page.totalCount === 0 ? (
          <SearchEmptyState
            title={t('favorites.emptyHeading')}
            text={t('favorites.emptyText')}
            actions={[
              {
                label: t('favorites.emptyAction'),
                href: tenantSearchPath(DEFAULT_TENANT_SEARCH_FILTERS, locale),
              },
            ]}
          />
        ) : (
          <>
            <p className={styles.count}>
              {t('favorites.count', {
                count: page.totalCount,
                formatted: formatCount(page.totalCount, locale),
              })}
            </p>
            <TenantCardList
              cards={page.tenants}
              locale={locale}
              texts={texts}
              pagePath={pagePath}
              favoritesKnown
            />
            <Pagination
              page={page.pageNo}
              pageCount={pageCount}
              hrefForPage={(pageNo) =>
                pathFor('myFavoriteTenants', locale, undefined, pageNo > 1 ? { pageNo } : undefined)
              }
              label={t('pagination.label')}
              previousLabel={t('pagination.previous')}
              nextLabel={t('pagination.next')}
              pageLabel={(n) => t('pagination.page', { page: n })}
              currentPageLabel={(n) => t('pagination.currentPage', { page: n })}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}
