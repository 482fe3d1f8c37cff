import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InboxType, inboxTypeWord, SearchListingType } from '@rooms/domain';
import { getT, isLocale, pathFor } from '@rooms/i18n';
import { countrySearchPath, routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { idOfSegment } from '../../../../../../features/messaging/messaging-query';
import { requireUser } from '../../../../../../server/require-user';
import { metadataAlternates } from '../../../../../../shell/alternates';
import { SiteShell } from '../../../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/react-to-listing/success/[conversationID]'>;

async function resolve(params: Props['params']) {
  const raw = await params;
  if (!isLocale(raw.locale)) notFound();
  const conversationID = idOfSegment(raw.conversationID);
  if (conversationID === null) notFound();
  return { locale: raw.locale, conversationID: String(conversationID) };
}

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, conversationID } = await resolve(params);
  const t = await getT(locale, 'messages');
  return {
    title: t('success.title'),
    alternates: metadataAlternates(
      locale,
      routeAlternates('reactToListingSuccess', { conversationID }),
    ),
    robots: { index: false, follow: false },
  };
}

/**
 * The reaction was sent (§2 `/react-to-listing/success/{conversationID}`, private): links to the
 * conversation (default inbox) and back to searching. Shows no data of the conversation, so a
 * foreign id reveals nothing; the conversation page itself checks the participant.
 */
export default async function ReactionSuccessPage({ params }: Props) {
  const { locale, conversationID } = await resolve(params);
  await requireUser(locale, pathFor('reactToListingSuccess', locale, { conversationID }));
  const [t, tCommon] = await Promise.all([getT(locale, 'messages'), getT(locale)]);
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={routeAlternates('reactToListingSuccess', { conversationID })}
    >
      <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 4, md: 8 }, textAlign: 'center' }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          {t('success.heading')}
        </Typography>
        <Typography sx={{ mb: 4 }}>{t('success.text')}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button
            variant="contained"
            color="secondary"
            href={pathFor('conversation', locale, {
              inboxType: inboxTypeWord(InboxType.Default),
              conversationID,
            })}
          >
            {t('success.toConversation')}
          </Button>
          <Button variant="outlined" href={countrySearchPath(SearchListingType.Room, locale)}>
            {t('success.backToSearch')}
          </Button>
        </Stack>
      </Box>
    </SiteShell>
  );
}
