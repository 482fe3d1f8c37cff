import { getT } from '@rooms/i18n';
import { BlockedUserLabel } from '@rooms/ui/moderation-blocked-user-label';

import type { Locale } from '@rooms/i18n';

/** Props of {@link OtherUserBlockedLabel}. */
export interface OtherUserBlockedLabelProps {
  readonly locale: Locale;
  /** With the advice line (the conversation's header) or the label alone (an inbox row). */
  readonly withHint: boolean;
}

/**
 * "Blocked user" in the page's language, for the messaging screens (issue 28): shown to the
 * other side of a conversation once a moderator blocked its user (`isOtherUserBlocked`). A
 * server component that reads the `moderation` texts itself, so the messaging pages need not
 * carry them.
 */
export async function OtherUserBlockedLabel({ locale, withHint }: OtherUserBlockedLabelProps) {
  const t = await getT(locale, 'moderation');
  return (
    <BlockedUserLabel
      label={t('blockedUser.label')}
      hint={withHint ? t('blockedUser.hint') : undefined}
    />
  );
}
