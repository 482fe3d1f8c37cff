import { RESOURCES } from '@rooms/i18n';

import { ReferralsIsland } from './referrals-island';
import { SignedOutPrompt } from './signed-out-prompt';

import type { Locale } from '@rooms/i18n';

/**
 * The signed-in part of `/referrals` (issue 27), for `ContentRoute`'s `island`: the island with
 * the `rewards` texts of the page's language (a server-only namespace: only these pages carry
 * it) and the server-rendered prompt for visitors who are not signed in. Nothing here depends on
 * the request, so the page stays static and cached for every visitor.
 */
export function ReferralsPart({ locale }: { locale: Locale }) {
  return (
    <ReferralsIsland
      locale={locale}
      texts={RESOURCES[locale].rewards}
      signedOut={<SignedOutPrompt locale={locale} route="referrals" />}
    />
  );
}
