import { MY_LISTINGS_PAGE_SIZE } from '@rooms/domain';
import { getT, isLocale } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound, redirect } from 'next/navigation';

import { myAdvertsPath, parseMyAdvertsQuery } from '../../../../features/my-adverts/my-adverts-query';
import { MyAdvertsView } from '../../../../features/my-adverts/my-adverts-view';
import { requireUser } from '../../../../server/require-user';
import { serverApi } from '../../../../server/rooms-api';
import { metadataAlternates } from '../../../../shell/alternates';
import { SiteShell } from '../../../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/my-adverts'>;

async function localeOf(params: Props['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** Title and description in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getT(locale, 'adverts');
  return {
    title: t('title'),
    description: t('description'),
    alternates: metadataAlternates(locale, routeAlternates('myAdverts')),
    robots: { index: false, follow: false },
  };
}

/**
 * My adverts (§2 `/my-adverts`, `/mijn-advertenties`, private; issue 5): the signed-in
 * landlord's adverts of one My-listings filter (`GET /listing/mylistings`) with the counts per
 * filter (`GET /listing/mylistings-count`), from the URL's `listingStatus`, `searchTerm` and
 * `pageNo` (read leniently, §5). A stale session goes to sign-in; a page beyond the last goes
 * to the last.
 */
export default async function MyAdvertsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const query = parseMyAdvertsQuery(await searchParams);
  await requireUser(locale, myAdvertsPath(locale, query));

  const api = await serverApi(locale);
  const [{ data: page }, { data: counts }] = await Promise.all([
    api.GET('/listing/mylistings', {
      params: {
        query: {
          pageNo: query.pageNo,
          rowsPerPage: MY_LISTINGS_PAGE_SIZE,
          listingStatusType: query.filter,
          searchTerm: query.searchTerm,
        },
      },
    }),
    api.GET('/listing/mylistings-count', { params: { query: { searchTerm: query.searchTerm } } }),
  ]);
  if (page === undefined || counts === undefined) {
    throw new Error('empty answer of GET /listing/mylistings or /listing/mylistings-count');
  }
  const lastPage = Math.max(1, Math.ceil(page.totalCount / page.rowsPerPage));
  if (query.pageNo > lastPage) redirect(myAdvertsPath(locale, { ...query, pageNo: lastPage }));

  const [t, tCommon] = await Promise.all([getT(locale, 'adverts'), getT(locale)]);
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('myAdverts')}>
      <MyAdvertsView
        locale={locale}
        t={t as unknown as (key: string, options?: Record<string, unknown>) => string}
        query={query}
        page={page}
        counts={counts}
      />
    </SiteShell>
  );
}
