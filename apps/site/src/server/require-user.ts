import { sanitizeReturnUrl } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { redirect } from 'next/navigation';

import { getCurrentUser } from './rooms-api';

import type { CurrentUser } from '../client/session';
import type { Locale } from '@rooms/i18n';

/**
 * The sign-in page of a language with `returnUrl` set to a page of this site (§2 legacy login:
 * `/gebruiker/inloggen?returnUrl=…`, `/en/user/login?returnUrl=…`). An unsafe return address
 * (another host, `//host`, blank) becomes `/` through `sanitizeReturnUrl`.
 *
 * @param locale the language of the sign-in page
 * @param returnPath the path (with query) to come back to after signing in
 * @returns the sign-in path with its query
 */
export function signInPathFor(locale: Locale, returnPath: string): string {
  return pathFor('login', locale, undefined, { returnUrl: sanitizeReturnUrl(returnPath) });
}

/**
 * The signed-in user of a private page (§2 "Private routes need login", §6). The proxy already
 * sends visitors WITHOUT a session cookie to sign-in; this catches the stale case: a cookie the
 * API no longer accepts (expired, signed out elsewhere, password reset). Call it at the top of a
 * private page's server component:
 *
 * ```ts
 * const user = await requireUser(locale, pathFor('myFavoriteRooms', locale));
 * ```
 *
 * Shares the per-request cached `getCurrentUser`, so the layout and the page make one API call.
 *
 * @param locale the page's language (the sign-in page opens in it)
 * @param returnPath the page's own path with its query, where sign-in brings the user back
 * @returns the `/customer/view` profile of the signed-in user
 * @throws the Next.js redirect (307 to {@link signInPathFor}) when nobody is signed in; a
 *   `RoomsError` when the API fails for another reason than a missing session
 */
export async function requireUser(locale: Locale, returnPath: string): Promise<CurrentUser> {
  const user = await getCurrentUser(locale);
  if (user === null) redirect(signInPathFor(locale, returnPath));
  return user;
}
