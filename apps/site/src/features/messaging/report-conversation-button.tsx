'use client';

import Button from '@mui/material/Button';
import { AbuseReason, enumValues } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';

import { LazyAbuseReportDialog } from './lazy-abuse-report-dialog';
import { inboxAfterReportPath } from './messaging-query';

/** Props of {@link ReportConversationButton}. */
export interface ReportConversationButtonProps {
  conversationID: number;
  /** First name of the other participant, for the dialog's text. */
  otherName: string;
  disabled?: boolean;
}

const REASONS = enumValues(AbuseReason);

/**
 * Reports a conversation (§3 abuse reasons, §7 `POST /conversation/abuse`): a button that opens
 * the report dialog; once sent, the conversation has left the reporter's inbox, so the user goes
 * to the inbox, which thanks them (`?reported=1`).
 */
export function ReportConversationButton({
  conversationID,
  otherName,
  disabled = false,
}: ReportConversationButtonProps) {
  const locale = useLocale();
  const { t } = useTranslation('messages');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // The dialog's code is fetched on the first click and the dialog stays mounted after it.
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        disabled={disabled}
      >
        {t('report.conversationButton')}
      </Button>
      {requested ? (
        <LazyAbuseReportDialog
          open={open}
          onClose={() => setOpen(false)}
          title={t('report.conversationTitle')}
          intro={t('report.conversationIntro', { name: otherName })}
          reasons={REASONS}
          commentRequiredFor={null}
          send={async ({ reason, comment }) => {
            await browserApi(locale).POST('/conversation/abuse', {
              body: { conversationID, reason: reason as AbuseReason, comment },
            });
            router.push(inboxAfterReportPath(locale));
            router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
