import { parseLenientInteger } from '@rooms/domain';
import { getT, isLocale, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound, redirect } from 'next/navigation';

import { env } from '../../../../../env';
import { FavoriteIdsPrefetch } from '../../../../../features/favorites/favorite-ids-prefetch';
import { FavoriteListingsView } from '../../../../../features/favorites/favorite-listings-view';
import { todayIso } from '../../../../../features/listing/listing-view';
import { requireUser } from '../../../../../server/require-user';
import { serverApi } from '../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../shell/alternates';
import { SiteShell } from '../../../../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/my-favorites/rooms'>;

/** Favourites per page: fills rows of 1, 2 and 3 cards. */
const FAVORITES_PER_PAGE = 18;

async function localeOf(params: Props['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** Title and description in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getT(locale, 'listing');
  return {
    title: t('favorites.title'),
    description: t('favorites.description'),
    alternates: metadataAlternates(locale, routeAlternates('myFavoriteRooms')),
    robots: { index: false, follow: false },
  };
}

/**
 * My favourite rooms (§2 `/my-favorites/rooms`, private): the signed-in user's favourite
 * listings (`GET /favorite/listings`), paged with `?pageNo=`. The session is checked again here
 * (a stale cookie goes to sign-in with `returnUrl`); a page beyond the last goes to the last.
 */
export default async function MyFavoriteRoomsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const query = await searchParams;
  const rawPage = Array.isArray(query.pageNo) ? query.pageNo[0] : query.pageNo;
  const pageNo = Math.max(1, parseLenientInteger(rawPage) ?? 1);
  const here = pathFor('myFavoriteRooms', locale, undefined, pageNo > 1 ? { pageNo } : undefined);
  await requireUser(locale, here);

  const api = await serverApi(locale);
  const { data: page } = await api.GET('/favorite/listings', {
    params: { query: { pageNo: Math.min(pageNo, 10_000), rowsPerPage: FAVORITES_PER_PAGE } },
  });
  if (page === undefined) throw new Error('empty answer of GET /favorite/listings');
  const lastPage = Math.max(1, Math.ceil(page.totalCount / page.rowsPerPage));
  if (pageNo > lastPage) {
    redirect(
      pathFor(
        'myFavoriteRooms',
        locale,
        undefined,
        lastPage > 1 ? { pageNo: lastPage } : undefined,
      ),
    );
  }

  const [t, tSearch, tCommon] = await Promise.all([
    getT(locale, 'listing'),
    getT(locale, 'search'),
    getT(locale),
  ]);
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={routeAlternates('myFavoriteRooms')}
      supportUrl={env.helpCentreUrl[locale]}
    >
      <FavoriteIdsPrefetch locale={locale}>
        <FavoriteListingsView
          page={page}
          locale={locale}
          t={t}
          tSearch={tSearch}
          today={todayIso()}
        />
      </FavoriteIdsPrefetch>
    </SiteShell>
  );
}
