import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getT, isLocale, pageResources, pathFor } from '@rooms/i18n';
import { I18nProvider } from '@rooms/i18n/client';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { TenantProfileForm } from '../../../../features/tenant-profile/tenant-profile-form';
import { requireUser } from '../../../../server/require-user';
import { serverApi } from '../../../../server/rooms-api';
import { metadataAlternates } from '../../../../shell/alternates';
import { SiteShell } from '../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/public-profile'>;

async function localeOf(params: Props['params']) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getT(locale, 'tenantProfile');
  return {
    title: t('meta.editTitle'),
    description: t('meta.editDescription'),
    alternates: metadataAlternates(locale, routeAlternates('publicProfile')),
    robots: { index: false, follow: false },
  };
}

/**
 * The tenant's own profile (§2 `/public-profile`, private; issue 26): the form of every field,
 * the photo, the completeness and the visibility switch (`GET /tenant/profile`; the empty
 * default before the first save).
 */
export default async function PublicProfilePage({ params }: Props) {
  const locale = await localeOf(params);
  const user = await requireUser(locale, pathFor('publicProfile', locale));
  const api = await serverApi(locale);
  const [{ data: profile }, t, tCommon] = await Promise.all([
    api.GET('/tenant/profile'),
    getT(locale, 'tenantProfile'),
    getT(locale),
  ]);
  if (profile === undefined) throw new Error('empty answer of GET /tenant/profile');
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('publicProfile')}>
      <Box sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
          {t('edit.heading')}
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('edit.intro')}</Typography>
        <I18nProvider locale={locale} resources={pageResources(locale, ['tenantProfile'])}>
          <TenantProfileForm profile={profile} userId={user.userid} />
        </I18nProvider>
      </Box>
    </SiteShell>
  );
}
