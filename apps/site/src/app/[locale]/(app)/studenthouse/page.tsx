import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getT, pageResources, pathFor } from '@rooms/i18n';
import { I18nProvider } from '@rooms/i18n/client';
import { routeAlternates } from '@rooms/ui/shell-content';

import { accountPageLocale } from '../../../../features/account/account-page';
import { StudentHousesManager } from '../../../../features/student-houses/student-houses-manager';
import { requireUser } from '../../../../server/require-user';
import { serverApi } from '../../../../server/rooms-api';
import { metadataAlternates } from '../../../../shell/alternates';
import { SiteShell } from '../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/studenthouse'>;

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'studentHouses');
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: metadataAlternates(locale, routeAlternates('studenthouse')),
    robots: { index: false, follow: false },
  };
}

/**
 * My student houses (§2 `/studenthouse`, landlord, private; issue 26): the signed-in landlord's
 * houses from `GET /studenthouse/my-student-houses`, managed in place (`StudentHousesManager`:
 * create, edit, photos, per-house automatic reply, delete). A stale session goes to sign-in.
 */
export default async function StudentHousePage({ params }: Props) {
  const locale = await accountPageLocale(params);
  await requireUser(locale, pathFor('studenthouse', locale));
  const api = await serverApi(locale);
  const [{ data }, t, tCommon] = await Promise.all([
    api.GET('/studenthouse/my-student-houses'),
    getT(locale, 'studentHouses'),
    getT(locale),
  ]);
  if (data === undefined) throw new Error('empty answer of GET /studenthouse/my-student-houses');
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('studenthouse')}>
      <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
          {t('heading')}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 720 }}>{t('intro')}</Typography>
        <I18nProvider locale={locale} resources={pageResources(locale, ['studentHouses'])}>
          <StudentHousesManager initialHouses={data.items} maxHouses={data.maxHouses} />
        </I18nProvider>
      </Box>
    </SiteShell>
  );
}
