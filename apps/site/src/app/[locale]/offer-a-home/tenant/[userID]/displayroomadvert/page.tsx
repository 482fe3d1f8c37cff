import { ErrorCode, parseLenientInteger, RoomsError } from '@rooms/domain';
import { getT, isLocale, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';

import { env } from '../../../../../../env';
import { LandlordProfileView } from '../../../../../../features/landlord-profile/landlord-profile-view';
import { todayIso } from '../../../../../../features/listing/listing-view';
import { idOfSegment } from '../../../../../../features/messaging/messaging-query';
import { serverApi } from '../../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../../shell/alternates';
import { SiteShell } from '../../../../../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

// The folder is `[userID]`: Next allows one dynamic name per level, shared with the tenant page
// `[userID]/[source]`; here the id is the landlord's.
type Props = PageProps<'/[locale]/offer-a-home/tenant/[userID]/displayroomadvert'>;

interface ProfileRequest {
  locale: Locale;
  landlordID: number;
  pageNo: number;
}

async function requestOf(
  params: Props['params'],
  searchParams: Props['searchParams'],
): Promise<ProfileRequest> {
  const { locale, userID: rawId } = await params;
  if (!isLocale(locale)) notFound();
  const landlordID = idOfSegment(rawId);
  if (landlordID === null) notFound();
  const query = await searchParams;
  const rawPage = Array.isArray(query.pageNo) ? query.pageNo[0] : query.pageNo;
  const pageNo = Math.min(Math.max(1, parseLenientInteger(rawPage) ?? 1), 10_000);
  return { locale, landlordID, pageNo };
}

/** One page of the profile, read once per request (metadata and page share it); 404 when unknown. */
const loadProfile = cache(async (locale: Locale, landlordID: number, pageNo: number) => {
  const api = await serverApi(locale);
  try {
    const { data } = await api.GET('/listing/landlord-listings', {
      params: { query: { landlordID, pageNo } },
    });
    if (data === undefined) throw new Error('empty answer of GET /listing/landlord-listings');
    return data;
  } catch (error) {
    if (error instanceof RoomsError && error.code === ErrorCode.Http404) notFound();
    throw error;
  }
});

function alternates(landlordID: number) {
  return routeAlternates('landlordProfile', { landlordID });
}

/** Title and description in the page's language, with the landlord's first name. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, landlordID, pageNo } = await requestOf(params, searchParams);
  const [page, t] = await Promise.all([
    loadProfile(locale, landlordID, pageNo),
    getT(locale, 'listing'),
  ]);
  const name = page.landlord.firstName;
  return {
    title: t('landlordProfile.title', { name }),
    description: t('landlordProfile.description', { name, count: page.totalCount }),
    alternates: metadataAlternates(locale, alternates(landlordID)),
  };
}

/**
 * The landlord's public profile (§2 `/offer-a-home/tenant/{landlordID}/displayroomadvert`,
 * public; linked from every listing page): the landlord's public fields and their active
 * adverts (`GET /listing/landlord-listings`), paged with `?pageNo=`, their hearts filled in
 * from the visitor's favourites read here. Unknown landlord: 404; a page beyond the last goes
 * to the last.
 */
export default async function LandlordProfilePage({ params, searchParams }: Props) {
  const { locale, landlordID, pageNo } = await requestOf(params, searchParams);
  const page = await loadProfile(locale, landlordID, pageNo);
  const lastPage = Math.max(1, Math.ceil(page.totalCount / page.rowsPerPage));
  if (pageNo > lastPage) {
    redirect(
      pathFor(
        'landlordProfile',
        locale,
        { landlordID },
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
      alternates={alternates(landlordID)}
      supportUrl={env.helpCentreUrl[locale]}
    >
      <LandlordProfileView
        page={page}
        locale={locale}
        t={t}
        tSearch={tSearch}
        today={todayIso()}
        favoriteIds={null}
      />
    </SiteShell>
  );
}
