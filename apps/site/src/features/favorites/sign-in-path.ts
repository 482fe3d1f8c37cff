import { sanitizeReturnUrl } from '@rooms/domain';
import { searchRoutePath } from '@rooms/i18n/search-routes';

import type { Locale } from '@rooms/i18n';

/**
 * The sign-in page in a language with `returnUrl` (§2 legacy login), for client components.
 * Same result as the server's `signInPathFor` (src/server/require-user.ts), which cannot be
 * imported into the browser bundle (it reads cookies). Built from the search routes' patterns,
 * not the whole route table: the search results' hearts use it (issue 24 budget).
 *
 * @param locale the language of the sign-in page
 * @param returnPath the path (with query) to come back to; anything not on this site becomes `/`
 * @returns e.g. `/gebruiker/inloggen?returnUrl=%2Fhuren%2Fkamer-utrecht`
 */
export function signInHref(locale: Locale, returnPath: string): string {
  return searchRoutePath('login', locale, {}, { returnUrl: sanitizeReturnUrl(returnPath) });
}
