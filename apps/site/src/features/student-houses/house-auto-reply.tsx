'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useQuery } from '@tanstack/react-query';

import { browserApi } from '../../client/browser-api';
import { LazyAutoReplyForm } from '../messaging/lazy-auto-reply-form';

/**
 * A student house's own automatic reply (issue 26; `GET`/`POST /conversation/auto-reply` with
 * `studentHouseID`): read when the house is opened, then the messaging's auto-reply form.
 *
 * @param props the house
 */
export function HouseAutoReply({ studentHouseID }: { studentHouseID: number }) {
  const locale = useLocale();
  const { t } = useTranslation('studentHouses');
  const { data } = useQuery({
    queryKey: ['studentHouses', 'autoReply', studentHouseID],
    queryFn: async ({ signal }) =>
      (
        await browserApi(locale).GET('/conversation/auto-reply', {
          params: { query: { studentHouseID } },
          signal,
        })
      ).data ?? null,
  });
  const headingId = `house-auto-reply-${studentHouseID}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('autoReply.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('autoReply.intro')}</Typography>
      {data == null ? (
        <CircularProgress size={24} aria-label={t('loading')} />
      ) : (
        <LazyAutoReplyForm
          isEnabled={data.isEnabled}
          message={data.message}
          studentHouseID={studentHouseID}
        />
      )}
    </Box>
  );
}
