'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { enumValues, ListingAbuseReason } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { useCurrentUser } from '../../client/session';
import { useCurrentPath } from '../favorites/current-path';
import { signInHref } from '../favorites/sign-in-path';

import { LazyAbuseReportDialog } from './lazy-abuse-report-dialog';

/** Props of {@link ReportListingButton}. */
export interface ReportListingButtonProps {
  listingID: number;
  /** The advertiser's user id: they cannot report their own advert, so they see no button. */
  landlordID: number;
  /** The advert's canonical path, to come back to after signing in. */
  listingPath: string;
}

const REASONS = enumValues(ListingAbuseReason);

/**
 * Reports an advert (§3 listing abuse reasons, §7 `POST /listing/abuse`): signed in, a button
 * that opens the report dialog (reason Other needs an explanation) and then thanks the user in
 * place; anonymous, a link to sign in that comes back here; the advertiser sees nothing.
 */
export function ReportListingButton({
  listingID,
  landlordID,
  listingPath,
}: ReportListingButtonProps) {
  const locale = useLocale();
  const { t } = useTranslation('messages');
  const user = useCurrentUser();
  const here = useCurrentPath(listingPath);
  const [open, setOpen] = useState(false);
  // The dialog's code is fetched on the first click and the dialog stays mounted after it.
  const [requested, setRequested] = useState(false);
  const [done, setDone] = useState(false);

  if (user?.userid === landlordID) return null;
  if (user === null) {
    return (
      <Button size="small" color="inherit" href={signInHref(locale, here)}>
        {t('report.listingSignIn')}
      </Button>
    );
  }
  return (
    <Box>
      <Box role="status" aria-live="polite">
        {done ? (
          <Alert severity="success" data-testid="listing-reported">
            {t('report.listingDone')}
          </Alert>
        ) : null}
      </Box>
      {done ? null : (
        <Button
          size="small"
          color="inherit"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          {t('report.listingButton')}
        </Button>
      )}
      {requested ? (
        <LazyAbuseReportDialog
          open={open}
          onClose={() => setOpen(false)}
          title={t('report.listingTitle')}
          intro={t('report.listingIntro')}
          reasons={REASONS}
          commentRequiredFor={ListingAbuseReason.Other}
          send={async ({ reason, comment }) => {
            await browserApi(locale).POST('/listing/abuse', {
              body: { listingID, reason: reason as ListingAbuseReason, comment },
            });
            setOpen(false);
            setDone(true);
          }}
        />
      ) : null}
    </Box>
  );
}
