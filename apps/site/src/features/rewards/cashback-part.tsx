import { RESOURCES } from '@rooms/i18n';

import { env } from '../../env';

import { CashbackIsland } from './cashback-island';
import { SignedOutPrompt } from './signed-out-prompt';

import type { Locale } from '@rooms/i18n';

/**
 * The signed-in part of `/cashback` (issue 27), for `ContentRoute`'s `island`: the island with
 * the `rewards` texts of the page's language (a server-only namespace: only these pages carry
 * it), the help centre a failed refund links to, and the server-rendered prompt for visitors who
 * are not signed in. Nothing here depends on the request, so the page stays static and cached.
 */
export function CashbackPart({ locale }: { locale: Locale }) {
  return (
    <CashbackIsland
      locale={locale}
      texts={RESOURCES[locale].rewards}
      supportUrl={env.helpCentreUrl[locale]}
      signedOut={<SignedOutPrompt locale={locale} route="cashback" />}
    />
  );
}
