import { parseLenientInteger } from '@rooms/domain';
import { getT, isLocale, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound, redirect } from 'next/navigation';

import { env } from '../../../../../env';
import { FavoriteTenantsView } from '../../../../../features/tenant-favorites/favorite-tenants-view';
import { requireUser } from '../../../../../server/require-user';
import { serverApi } from '../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../shell/alternates';
import { SiteShell } from '../../../../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/my-favorites/tenants'>;

/** Favourite tenants per page. */
const FAVORITES_PER_PAGE = 20;

async function localeOf(params: Props['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** Title and description in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getT(locale, 'roommates');
  return {
    title: t('favorites.title'),
    description: t('favorites.description'),
    alternates: metadataAlternates(locale, routeAlternates('myFavoriteTenants')),
    robots: { index: false, follow: false },
  };
}

/**
 * My favourite tenants (§2 `/my-favorites/tenants`, private, issue 26): the signed-in user's
 * favourite tenants whose profiles are still shown (`GET /tenant/my-favorite-tenants`), as
 * cards with their hearts, paged with `?pageNo=`; an empty state leads to the tenant search.
 */
export default async function MyFavoriteTenantsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const query = await searchParams;
  const rawPage = Array.isArray(query.pageNo) ? query.pageNo[0] : query.pageNo;
  const pageNo = Math.max(1, parseLenientInteger(rawPage) ?? 1);
  const here = pathFor('myFavoriteTenants', locale, undefined, pageNo > 1 ? { pageNo } : undefined);
  await requireUser(locale, here);

  const api = await serverApi(locale);
  const { data: page } = await api.GET('/tenant/my-favorite-tenants', {
    params: { query: { pageNo: Math.min(pageNo, 10_000), rowsPerPage: FAVORITES_PER_PAGE } },
  });
  if (page === undefined) throw new Error('empty answer of GET /tenant/my-favorite-tenants');
  const lastPage = Math.max(1, Math.ceil(page.totalCount / page.rowsPerPage));
  if (pageNo > lastPage) {
    redirect(
      pathFor(
        'myFavoriteTenants',
        locale,
        undefined,
        lastPage > 1 ? { pageNo: lastPage } : undefined,
      ),
    );
  }
  const [t, tProfile, tCommon] = await Promise.all([
    getT(locale, 'roommates'),
    getT(locale, 'tenantProfile'),
    getT(locale),
  ]);
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={routeAlternates('myFavoriteTenants')}
      supportUrl={env.helpCentreUrl[locale]}
    >
      <FavoriteTenantsView page={page} locale={locale} texts={{ t, tProfile }} pagePath={here} />
    </SiteShell>
  );
}
