import { shellUserFromProfile } from '@rooms/ui/shell-content';
import { unstable_rethrow } from 'next/navigation';

import { getCurrentUser, serverApi } from '../server/rooms-api';

import type { CurrentUser } from '../client/session';
import type { Locale } from '@rooms/i18n';
import type { ShellUser } from '@rooms/ui/site-header';

/**
 * The signed-in user for the shell, on the server: `getCurrentUser` (cached per request), but a
 * failing API makes the page anonymous instead of failing it — the header must not take a public
 * page down. The failure is logged; Next.js's own control-flow errors (e.g. the signal that the
 * page reads cookies and so renders per request) are passed on. Private pages check the user
 * themselves.
 *
 * @param locale the page's language
 * @returns the profile, or `null` when anonymous or when the API could not be asked
 */
export async function getShellProfile(locale: Locale): Promise<CurrentUser | null> {
  try {
    return await getCurrentUser(locale);
  } catch (error) {
    // Next.js signals (dynamic rendering, redirects, not found) must reach Next.js.
    unstable_rethrow(error);
    console.error('Reading the signed-in user for the shell failed; rendering anonymously', error);
    return null;
  }
}

/**
 * {@link getShellProfile} in the header's shape (`shellUserFromProfile`: name, photo addresses).
 *
 * @param locale the page's language
 * @returns the header's user, or `null`
 */
export async function getShellUser(locale: Locale): Promise<ShellUser | null> {
  const profile = await getShellProfile(locale);
  if (profile === null) return null;
  const unreadMessages = await getUnreadMessageCount(locale);
  return { ...shellUserFromProfile(profile), unreadMessages };
}

/**
 * The signed-in user's unread conversations in the inbox, for the messages links of the header
 * and drawer (issue 6): `unreadCount` of `GET /conversation/my-conversations` (one row asked
 * for). Like the profile, a failure is logged and shows no count instead of failing the page.
 *
 * @param locale the page's language
 * @returns the count, 0 when it could not be read
 */
export async function getUnreadMessageCount(locale: Locale): Promise<number> {
  try {
    const api = await serverApi(locale);
    const { data } = await api.GET('/conversation/my-conversations', {
      params: { query: { pageNo: 1, rowsPerPage: 1 } },
    });
    return data?.unreadCount ?? 0;
  } catch (error) {
    unstable_rethrow(error);
    console.error('Reading the unread message count for the shell failed', error);
    return 0;
  }
}
