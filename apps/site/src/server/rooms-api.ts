import { createRoomsClient } from '@rooms/api-client';
import { RoomsError } from '@rooms/domain';
import { cookies } from 'next/headers';
import { cache } from 'react';

import { env } from '../env';
import { SESSION_COOKIE } from '../locale-routing';

import type { CurrentUser } from '../client/session';
import type { RoomsClient } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';

/**
 * The API client for server rendering: calls `API_ORIGIN` directly, forwarding the visitor's
 * session cookie (so the API answers as that user) and the page's language.
 *
 * @param locale the page's language, sent as Accept-Language
 * @returns a typed client; its calls reject with `RoomsError` (§8)
 */
export async function serverApi(locale: Locale): Promise<RoomsClient> {
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  return createRoomsClient({
    baseUrl: env.API_ORIGIN,
    locale,
    headers: session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${session}` },
  });
}

async function fetchCurrentUser(locale: Locale): Promise<CurrentUser | null> {
  if (!(await cookies()).has(SESSION_COOKIE)) return null;
  try {
    const { data } = await (await serverApi(locale)).GET('/customer/view');
    return data ?? null;
  } catch (error) {
    // An expired or revoked session is simply anonymous; anything else is a real failure.
    if (error instanceof RoomsError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * The signed-in user of this request, or `null` when anonymous (no session cookie, or one the
 * API no longer accepts). Cached per request, so layout, header and page share one call.
 *
 * @param locale the page's language
 * @returns the `/customer/view` profile or `null`
 * @throws RoomsError when the API fails for another reason than a missing session
 */
export const getCurrentUser = cache(fetchCurrentUser);
