'use client';

import Button from '@mui/material/Button';
import { AbuseReason, enumValues, InboxType, inboxTypeWord } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';

import { AbuseReportDialog } from './abuse-report-dialog';

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
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {t('report.conversationButton')}
      </Button>
      <AbuseReportDialog
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
          router.push(
            pathFor(
              'myMessages',
              locale,
              { inboxType: inboxTypeWord(InboxType.Default) },
              { reported: '1' },
            ),
          );
          router.refresh();
        }}
      />
    </>
  );
}
