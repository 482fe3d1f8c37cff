import { browserApi } from '../../client/browser-api';

import type { Locale } from '@rooms/i18n';

/** What the server answered to `POST /favorite?id=`: the listing's state after the toggle. */
export interface FavoriteToggleResult {
  listingId: number;
  isFavorite: boolean;
}

/**
 * The signed-in user's favourite listing ids from the browser (`GET /favorite/ids`, §7).
 *
 * @param locale the page's language (Accept-Language of the call)
 * @returns the ids, ascending
 * @throws RoomsError (§8) when the call fails, e.g. 401 after the session ended
 */
export async function fetchFavoriteIds(locale: Locale): Promise<number[]> {
  const { data } = await browserApi(locale).GET('/favorite/ids');
  return data?.listingIds ?? [];
}

/**
 * Adds a listing to the signed-in user's favourites or removes it (`POST /favorite?id=`, §7).
 *
 * @param locale the page's language
 * @param listingId the listing
 * @returns whether it is a favourite now, as the server says
 * @throws RoomsError (§8) when the call fails
 */
export async function toggleFavorite(
  locale: Locale,
  listingId: number,
): Promise<FavoriteToggleResult> {
  const { data } = await browserApi(locale).POST('/favorite', {
    params: { query: { id: listingId } },
  });
  if (data === undefined) throw new Error('empty answer of POST /favorite');
  return data;
}
