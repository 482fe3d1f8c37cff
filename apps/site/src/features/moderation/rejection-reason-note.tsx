import { MODERATION_APPEAL_EMAIL } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { InlineAlert } from '@rooms/ui/inline-alert';

import type { Locale } from '@rooms/i18n';

/** Props of {@link RejectionReasonNote}. */
export interface RejectionReasonNoteProps {
  readonly locale: Locale;
  /** The advert's `rejectionReason` (a `RejectionReason`, 1..6). */
  readonly reason: number;
}

/**
 * Why a moderator rejected an advert (issue 28), as its landlord reads it on My adverts in his
 * language, with what to do next (edit and publish again, or appeal by e-mail). A server
 * component that reads the `moderation` texts itself.
 */
export async function RejectionReasonNote({ locale, reason }: RejectionReasonNoteProps) {
  const t = await getT(locale, 'moderation');
  const reasons: Readonly<Record<string, string>> = t('rejection.reasons', {
    returnObjects: true,
  });
  return (
    <InlineAlert severity="info" role="none" testId="my-advert-rejection">
      <strong>{t('rejection.label')}:</strong> {reasons[reason] ?? reasons['6']}{' '}
      {t('rejection.fixHint', { email: MODERATION_APPEAL_EMAIL })}
    </InlineAlert>
  );
}
