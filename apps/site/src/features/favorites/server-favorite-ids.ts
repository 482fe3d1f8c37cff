import { getCurrentUser, serverApi } from '../../server/rooms-api';

import type { Locale } from '@rooms/i18n';

/**
 * The signed-in visitor's favourite listing ids, read on the server (`GET /favorite/ids`, §7),
 * so hearts arrive already filled in. Not fatal when it fails: the hearts then read their state
 * in the browser.
 *
 * @param locale the page's language
 * @returns the ids, or `null` for anonymous visitors and when the call failed
 */
export async function readFavoriteIds(locale: Locale): Promise<readonly number[] | null> {
  if ((await getCurrentUser(locale)) === null) return null;
  try {
    const { data } = await (await serverApi(locale)).GET('/favorite/ids');
    return data?.listingIds ?? null;
  } catch {
    return null;
  }
}
