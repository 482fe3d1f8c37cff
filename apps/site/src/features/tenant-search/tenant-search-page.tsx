import { createRoomsClient } from '@rooms/api-client';
import { DEFAULT_TENANT_SEARCH_FILTERS, errorTranslationKey, ViewMode } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { locationBoxTexts } from '@rooms/ui/location-box-texts';
import { PageContainer } from '@rooms/ui/page-container';
import { Pagination } from '@rooms/ui/pagination';
import { SearchEmptyState } from '@rooms/ui/search-empty-state';
import { SEARCH_FILTERS_STYLE_SHEETS } from '@rooms/ui/search-filters-styles';
import { formatCount } from '@rooms/ui/search-format';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';

import { env } from '../../env';
import { SESSION_COOKIE } from '../../locale-routing';
import { serverApi } from '../../server/rooms-api';
import { metadataAlternates } from '../../shell/alternates';
import { SiteShell } from '../../shell/site-shell';
import { signInHref } from '../favorites/sign-in-path';

import { TenantCardList } from './tenant-cards';
import { DeferredTenantCityPicker } from './tenant-city-picker-deferred';
import { TenantFilterForm } from './tenant-filter-form';
import { loadTenantSearch, tenantSearchPath } from './tenant-search-load';
import styles from './tenant-search-page.module.css';

import type { TenantSearchLoad } from './tenant-search-load';
import type { TenantSearchFilters } from '@rooms/domain';
import type { Locale, TranslationResources } from '@rooms/i18n';
import type { Metadata } from 'next';

/** The route input of the tenant search page. */
export interface TenantSearchRouteInput {
  readonly locale: Locale;
  readonly city: string;
  readonly searchParams: Readonly<Record<string, string | string[] | undefined>>;
}

function toQuery(record: TenantSearchRouteInput['searchParams']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) query.append(key, item);
  }
  return query.toString();
}

/** One load per request, shared by the metadata and the page. */
const cachedLoad = cache(async (locale: Locale, city: string, query: string) => {
  const signedIn = (await cookies()).has(SESSION_COOKIE);
  const publicApi = createRoomsClient({ baseUrl: env.API_ORIGIN, locale });
  return loadTenantSearch(
    { locale, city, query: new URLSearchParams(query) },
    publicApi,
    signedIn ? await serverApi(locale) : null,
  );
});

function pageOf(
  input: TenantSearchRouteInput,
): Promise<Extract<TenantSearchLoad, { kind: 'page' }>> {
  return cachedLoad(input.locale, input.city, toQuery(input.searchParams)).then((load) => {
    if (load.kind === 'notFound') notFound();
    if (load.kind === 'redirect') redirect(load.to);
    return load;
  });
}

/** The page in both languages (for hreflang and the language switch). */
function alternatesOf(filters: TenantSearchFilters) {
  return { nl: tenantSearchPath(filters, 'nl'), en: tenantSearchPath(filters, 'en') };
}

/** Title, description, canonical and hreflang of a tenant search (§2); the favourite view is not indexed. */
export async function tenantSearchMetadata(input: TenantSearchRouteInput): Promise<Metadata> {
  const { filters, cityName } = await pageOf(input);
  const t = await getT(input.locale, 'roommates');
  const place = cityName || t('meta.countryName');
  return {
    title: t('meta.title', { place }),
    description: t('meta.description', { place }),
    alternates: metadataAlternates(input.locale, alternatesOf(filters)),
    ...(filters.searchView === ViewMode.Favorite
      ? { robots: { index: false, follow: false } }
      : {}),
  };
}

type ErrorsKey = keyof TranslationResources['errors'];

// The deferred city picker's style sheets come with the page (see `SEARCH_FILTERS_STYLE_SHEETS`);
// read here so the import is kept.
for (const sheet of SEARCH_FILTERS_STYLE_SHEETS) {
  if (sheet === undefined) throw new Error('a tenant search style sheet is missing');
}

/**
 * The tenant search (§2 `/huisgenoten/{city}`, `/en/roommates/{city}`, issue 26), rendered on the
 * server with its results: heading with the place, the city picker (location suggestions), the
 * list / favourite views (§5), the filter form with the sort (every §3 tenant filter), the
 * result count, the tenant cards with hearts, page links and an empty state. The list view's
 * HTML is the same for every visitor (results read without the session; hearts read the
 * visitor's favourites in the browser); the favourite view is the visitor's own.
 */
export async function TenantSearchPage(input: TenantSearchRouteInput) {
  const { locale } = input;
  const { filters, cityName, result, error } = await pageOf(input);
  const [t, tProfile, tSearch, tErrors, tCommon] = await Promise.all([
    getT(locale, 'roommates'),
    getT(locale, 'tenantProfile'),
    getT(locale, 'search'),
    getT(locale, 'errors'),
    getT(locale),
  ]);
  const place = cityName || t('city.whole');
  const here = tenantSearchPath(filters, locale);
  const href = (patch: Partial<TenantSearchFilters>) =>
    tenantSearchPath({ ...filters, pageNo: 1, ...patch }, locale);
  const action = here.split('?')[0] ?? here;
  const favoriteView = filters.searchView === ViewMode.Favorite;
  const cleared = {
    ...DEFAULT_TENANT_SEARCH_FILTERS,
    city: filters.city,
    searchView: filters.searchView,
  };
  const pageCount =
    result === null ? 0 : Math.ceil(result.totalCount / Math.max(1, result.rowsPerPage));
  const cityToken = 'city-slug-placeholder';

  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={alternatesOf(filters)}
      supportUrl={env.helpCentreUrl[locale]}
    >
      <PageContainer>
        <div className={styles.page}>
          <header className={styles.header}>
            <h1 className={styles.heading}>
              {t('heading', { place: cityName || t('meta.countryName') })}
            </h1>
            <p className={styles.muted}>{t('intro')}</p>
            <DeferredTenantCityPicker
              cityName={cityName}
              action={action}
              cityHrefTemplate={href({ city: cityToken }).replace(cityToken, '{city}')}
              texts={{
                ...locationBoxTexts(tSearch),
                label: t('city.label'),
                placeholder: t('city.placeholder'),
              }}
              submit={t('city.submit')}
              loading={t('loading')}
            />
            <nav aria-label={t('view.legend')} className={styles.views}>
              <a
                href={href({ searchView: ViewMode.List })}
                aria-current={favoriteView ? undefined : 'page'}
              >
                {t('view.list')}
              </a>
              <a
                href={href({ searchView: ViewMode.Favorite })}
                aria-current={favoriteView ? 'page' : undefined}
              >
                {t('view.favorite')}
              </a>
            </nav>
            {/* Phones: the results come first, the filters follow them (module CSS). */}
            <a href="#tenant-filters" className={styles.jumpToFilters}>
              {t('filters.jump')}
            </a>
          </header>
          <div className={styles.layout}>
            <TenantFilterForm
              filters={filters}
              locale={locale}
              action={action}
              clearHref={tenantSearchPath(cleared, locale)}
              t={t}
            />
            <section aria-labelledby="tenant-results-count" className={styles.results}>
              {favoriteView && result === null && error === null ? (
                <InlineAlert severity="info">
                  <a href={signInHref(locale, here)}>{t('view.signIn')}</a>
                </InlineAlert>
              ) : null}
              {error !== null ? (
                <InlineAlert severity="error">
                  {tErrors(errorTranslationKey(error.code).slice('errors.'.length) as ErrorsKey)}
                </InlineAlert>
              ) : null}
              {result !== null ? (
                <>
                  <p id="tenant-results-count" className={styles.count} role="status">
                    {t('count', {
                      count: result.totalCount,
                      formatted: formatCount(result.totalCount, locale),
                    })}
                  </p>
                  {result.tenants.length === 0 ? (
                    <SearchEmptyState
                      title={t('empty.title')}
                      text={t('empty.text')}
                      actions={[
                        { label: t('empty.clear'), href: tenantSearchPath(cleared, locale) },
                        ...(filters.city === ''
                          ? []
                          : [{ label: t('empty.whole'), href: href({ city: '' }) }]),
                      ]}
                    />
                  ) : (
                    <TenantCardList
                      cards={result.tenants}
                      locale={locale}
                      texts={{ t, tProfile }}
                      pagePath={here}
                      favoritesKnown={favoriteView}
                    />
                  )}
                  <Pagination
                    page={filters.pageNo}
                    pageCount={pageCount}
                    hrefForPage={(pageNo) => tenantSearchPath({ ...filters, pageNo }, locale)}
                    label={t('pagination.label')}
                    previousLabel={t('pagination.previous')}
                    nextLabel={t('pagination.next')}
                    pageLabel={(page) => t('pagination.page', { page })}
                    currentPageLabel={(page) => t('pagination.currentPage', { page })}
                  />
                </>
              ) : (
                <span id="tenant-results-count" hidden>
                  {place}
                </span>
              )}
            </section>
          </div>
        </div>
      </PageContainer>
    </SiteShell>
  );
}
