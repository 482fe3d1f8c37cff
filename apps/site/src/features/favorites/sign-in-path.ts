import { sanitizeReturnUrl } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';

/**
 * The sign-in page in a language with `returnUrl` (§2 legacy login), for client components.
 * Same result as the server's `signInPathFor` (src/server/require-user.ts), which cannot be
 * imported into the browser bundle (it reads cookies).
 *
 * @param locale the language of the sign-in page
 * @param returnPath the path (with query) to come back to; anything not on this site becomes `/`
 * @returns e.g. `/gebruiker/inloggen?returnUrl=%2Fhuren%2Fkamer-utrecht`
 */
export function signInHref(locale: Locale, returnPath: string): string {
  return pathFor('login', locale, undefined, { returnUrl: sanitizeReturnUrl(returnPath) });
}
