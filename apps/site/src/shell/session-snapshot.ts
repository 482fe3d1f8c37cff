import { shellUserFromProfile } from '@rooms/ui/shell-content';
import { cookies } from 'next/headers';

import { MAINTENANCE_COOKIE } from './maintenance';
import { getShellProfile, getUnreadMessageCount } from './shell-user';

import type { SessionSnapshot } from '../client/session-store';
import type { Locale } from '@rooms/i18n';

/**
 * The visitor's per-request state, read on the server from this request's cookies: the
 * signed-in user (`GET /customer/view`; anonymous when the API fails, logged), the unread
 * conversations (only when signed in) and the maintenance banner dismissal. Answered to the
 * browser by `GET /next/api/session` for the public pages, whose HTML is the same for everyone,
 * and handed directly to the client by the private pages' layout.
 *
 * @param locale the language of the API calls (Accept-Language)
 * @returns the snapshot
 */
export async function readSessionSnapshot(locale: Locale): Promise<SessionSnapshot> {
  const [user, cookieStore] = await Promise.all([getShellProfile(locale), cookies()]);
  const unreadMessages = user === null ? 0 : await getUnreadMessageCount(locale);
  return {
    user,
    shellUser: user === null ? null : { ...shellUserFromProfile(user), unreadMessages },
    maintenanceDismissed: cookieStore.get(MAINTENANCE_COOKIE)?.value ?? null,
  };
}
