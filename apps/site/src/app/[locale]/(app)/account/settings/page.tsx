import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getT, isLocale, pathFor } from '@rooms/i18n';
import { AccountSection } from '@rooms/ui/account-section';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { LazyAutoReplyForm } from '../../../../../features/messaging/lazy-auto-reply-form';
import { EmailSettingsForm } from '../../../../../features/my-account/email-settings-form';
import { myAccountTexts } from '../../../../../features/my-account/my-account-texts';
import { requireUser } from '../../../../../server/require-user';
import { serverApi } from '../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../shell/alternates';
import { SiteShell } from '../../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/account/settings'>;

async function localeOf(params: Props['params']) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getT(locale, 'messages');
  return {
    title: t('settings.title'),
    description: t('settings.description'),
    alternates: metadataAlternates(locale, routeAlternates('accountSettings')),
    robots: { index: false, follow: false },
  };
}

/**
 * Settings (§2 `/account/settings`, private): the e-mails (issue 26: their language, search
 * alert and new-message e-mails on or off, `GET`/`PUT /customer/settings`), then the landlord's
 * automatic reply to new reactions (issue 6, `GET`/`POST /conversation/auto-reply`, the general
 * reply without a student house).
 */
export default async function AccountSettingsPage({ params }: Props) {
  const locale = await localeOf(params);
  await requireUser(locale, pathFor('accountSettings', locale));
  const api = await serverApi(locale);
  const [{ data: autoReply }, { data: emailSettings }, t, tCommon, tAccount, texts] =
    await Promise.all([
      api.GET('/conversation/auto-reply', { params: { query: {} } }),
      api.GET('/customer/settings'),
      getT(locale, 'messages'),
      getT(locale),
      getT(locale, 'myAccount'),
      myAccountTexts(locale),
    ]);
  if (autoReply === undefined) throw new Error('empty answer of GET /conversation/auto-reply');
  if (emailSettings === undefined) throw new Error('empty answer of GET /customer/settings');
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('accountSettings')}>
      <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
          {t('settings.heading')}
        </Typography>
        <Box sx={{ mb: 4 }}>
          <AccountSection
            headingId="email-settings-heading"
            heading={tAccount('settings.heading')}
            intro={tAccount('settings.intro')}
          >
            <EmailSettingsForm locale={locale} initial={emailSettings} texts={texts.settings} />
          </AccountSection>
        </Box>
        <Box component="section" aria-labelledby="auto-reply-heading">
          <Typography id="auto-reply-heading" component="h2" variant="h5" sx={{ mb: 1 }}>
            {t('autoReply.heading')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('autoReply.intro')}</Typography>
          <LazyAutoReplyForm isEnabled={autoReply.isEnabled} message={autoReply.message} />
        </Box>
      </Box>
    </SiteShell>
  );
}
