import { ErrorCode, RoomsError } from '@rooms/domain';
import { getT, isLocale, pathFor, RESOURCES } from '@rooms/i18n';
import { ButtonLink } from '@rooms/ui/button-link';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';
import { cache } from 'react';

import { env } from '../../../../../../env';
import { signInHref } from '../../../../../../features/favorites/sign-in-path';
import { idOfSegment } from '../../../../../../features/messaging/messaging-query';
import { ReportButton } from '../../../../../../features/messaging/report-button';
import { TenantFavoriteToggle } from '../../../../../../features/tenant-favorites/tenant-favorite-toggle';
import { InviteButton } from '../../../../../../features/tenant-profile/invite-button';
import { TenantProfileView } from '../../../../../../features/tenant-profile/tenant-profile-view';
import { serverApi } from '../../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../../shell/alternates';
import { getShellProfile } from '../../../../../../shell/shell-user';
import { SiteShell } from '../../../../../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

// The folder is `[userID]` (shared with the landlord page `[userID]/displayroomadvert`: Next
// allows one dynamic name per level); here the id is the tenant's (§2 `{tenantID}`).
type Props = PageProps<'/[locale]/offer-a-home/tenant/[userID]/[source]'>;

async function requestOf(params: Props['params']) {
  const { locale, userID, source } = await params;
  if (!isLocale(locale)) notFound();
  const tenantID = idOfSegment(userID);
  if (tenantID === null) notFound();
  return { locale, tenantID, source };
}

/** The public profile, read once per request; 404 when it is not shown (hidden, incomplete …). */
const loadProfile = cache(async (locale: Locale, tenantID: number) => {
  const api = await serverApi(locale);
  try {
    const { data } = await api.GET('/tenant/public-profile/{tenantID}', {
      params: { path: { tenantID } },
    });
    if (data === undefined) throw new Error('empty answer of GET /tenant/public-profile');
    return data;
  } catch (error) {
    if (error instanceof RoomsError && error.code === ErrorCode.Http404) notFound();
    throw error;
  }
});

function alternates(tenantID: number, source: string) {
  return routeAlternates('tenantProfile', { tenantID: String(tenantID), source });
}

/** Title with the first name; never indexed: a profile is personal data (issue 26). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tenantID, source } = await requestOf(params);
  const [profile, t] = await Promise.all([
    loadProfile(locale, tenantID),
    getT(locale, 'tenantProfile'),
  ]);
  return {
    title: t('meta.publicTitle', { name: profile.firstName }),
    description: t('meta.publicDescription', { name: profile.firstName }),
    alternates: metadataAlternates(locale, alternates(tenantID, source)),
    robots: { index: false, follow: false },
  };
}

/**
 * A tenant's public page (§2 `/offer-a-home/tenant/{tenantID}/{source}`, issue 26), public: the
 * profile of `GET /tenant/public-profile/{tenantID}` (only visible, complete profiles; 404
 * otherwise). A signed-in landlord with an active advert gets "Invite to my advert"; an anonymous
 * visitor a sign-in link; everyone but the tenant the favourite heart. Rendered per request (it reads the session), so it is sent
 * `private, no-store` by Next: a profile must vanish as soon as its owner hides it. `{source}`
 * says where the link came from and changes nothing on the page.
 */
export default async function TenantProfilePage({ params }: Props) {
  const { locale, tenantID, source } = await requestOf(params);
  const [profile, viewer, t, tRoommates, tMessages, tCommon] = await Promise.all([
    loadProfile(locale, tenantID),
    getShellProfile(locale),
    getT(locale, 'tenantProfile'),
    getT(locale, 'roommates'),
    getT(locale, 'messages'),
    getT(locale),
  ]);
  const pagePath = pathFor('tenantProfile', locale, { tenantID: String(tenantID), source });
  let invite = null;
  if (viewer === null) {
    invite = (
      <ButtonLink href={signInHref(locale, pagePath)} variant="outlined">
        {t('public.signInToInvite', { name: profile.firstName })}
      </ButtonLink>
    );
  } else if (viewer.userid !== tenantID) {
    const api = await serverApi(locale);
    const { data: options } = await api.GET('/tenant/invite-options');
    if (options?.canInvite === true && options.listings.length > 0) {
      invite = (
        <InviteButton
          tenantID={tenantID}
          firstName={profile.firstName}
          listings={options.listings}
          locale={locale}
          label={t('invite.button')}
          dialogResources={{
            tenantProfile: RESOURCES[locale].tenantProfile,
            errors: RESOURCES[locale].errors,
          }}
        />
      );
    }
  }
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={alternates(tenantID, source)}
      supportUrl={env.helpCentreUrl[locale]}
    >
      <TenantProfileView
        profile={profile}
        locale={locale}
        t={t}
        actions={
          <>
            {invite}
            {viewer?.userid === tenantID ? null : (
              <TenantFavoriteToggle
                tenantID={tenantID}
                locale={locale}
                pagePath={pagePath}
                initialPressed={null}
                appearance="button"
                labels={{
                  label: tRoommates('favorite.label', { name: profile.firstName }),
                  signIn: tRoommates('favorite.signIn', { name: profile.firstName }),
                  error: tRoommates('favorite.error'),
                  close: tRoommates('favorite.close'),
                }}
              />
            )}
            <ReportButton
              subject="tenantProfile"
              subjectID={tenantID}
              ownerID={tenantID}
              returnPath={pagePath}
              locale={locale}
              labels={{
                button: tMessages('report.profileButton'),
                signIn: tMessages('report.profileSignIn'),
                done: tMessages('report.profileDone'),
              }}
              dialogResources={{
                messages: RESOURCES[locale].messages,
                errors: RESOURCES[locale].errors,
              }}
            />
          </>
        }
      />
    </SiteShell>
  );
}
