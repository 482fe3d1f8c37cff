import { loadBrowserApi } from '../../client/load-browser-api';

import type { Locale } from '@rooms/i18n';

/** What the server answered to `POST /favorite?id=`: the listing's state after the toggle. */
export interface FavoriteToggleResult {
  listingId: number;
  isFavorite: boolean;
}

/** Reads of the ids under way, by language: hearts that mount together share one request. */
const pendingIds = new Map<Locale, Promise<number[]>>();

/**
 * The signed-in user's favourite listing ids from the browser (`GET /favorite/ids`, §7). Calls
 * made while a read is under way share it, so a page of result cards whose ids were not read on
 * the server sends one request, not one per heart.
 *
 * @param locale the page's language (Accept-Language of the call)
 * @returns the ids, ascending
 * @throws RoomsError (§8) when the call fails, e.g. 401 after the session ended
 */
export function fetchFavoriteIds(locale: Locale): Promise<number[]> {
  const pending = pendingIds.get(locale);
  if (pending !== undefined) return pending;
  const request = loadBrowserApi(locale)
    .then((api) => api.GET('/favorite/ids'))
    .then(({ data }) => data?.listingIds ?? [])
    .finally(() => pendingIds.delete(locale));
  pendingIds.set(locale, request);
  return request;
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
  const { data } = await (
    await loadBrowserApi(locale)
  ).POST('/favorite', {
    params: { query: { id: listingId } },
  });
  if (data === undefined) throw new Error('empty answer of POST /favorite');
  return data;
}
