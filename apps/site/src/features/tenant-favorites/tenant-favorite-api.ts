import { loadBrowserApi } from '../../client/load-browser-api';

import type { Locale } from '@rooms/i18n';

/** Reads of the ids under way, by language: hearts that mount together share one request. */
const pendingIds = new Map<Locale, Promise<number[]>>();

/**
 * The signed-in user's favourite tenant ids from the browser (`GET /tenant/favorite-ids`). Calls
 * made while a read is under way share it, so a page of tenant cards sends one request.
 *
 * @param locale the page's language (Accept-Language of the call)
 * @returns the ids, ascending
 * @throws RoomsError (§8) when the call fails, e.g. 401 after the session ended
 */
export function fetchFavoriteTenantIds(locale: Locale): Promise<number[]> {
  const pending = pendingIds.get(locale);
  if (pending !== undefined) return pending;
  const request = loadBrowserApi(locale)
    .then((api) => api.GET('/tenant/favorite-ids'))
    .then(({ data }) => data?.tenantIDs ?? [])
    .finally(() => pendingIds.delete(locale));
  pendingIds.set(locale, request);
  return request;
}

/**
 * Adds a tenant to the signed-in user's favourites or removes it (`POST /tenant/toggle-favorite`).
 *
 * @param locale the page's language
 * @param tenantID the tenant's user id
 * @returns whether the tenant is a favourite now, as the server says
 * @throws RoomsError (§8) when the call fails (404 for a profile no longer shown)
 */
export async function toggleFavoriteTenant(locale: Locale, tenantID: number): Promise<boolean> {
  const { data } = await (
    await loadBrowserApi(locale)
  ).POST('/tenant/toggle-favorite', { body: { tenantID } });
  if (data === undefined) throw new Error('empty answer of POST /tenant/toggle-favorite');
  return data.isFavorite;
}
