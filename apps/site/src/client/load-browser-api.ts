import type { browserApi } from './browser-api';
import type { RoomsClient } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';

/** The module of `browserApi`, imported once on demand. */
function importBrowserApi(): Promise<{ browserApi: typeof browserApi }> {
  return import('./browser-api');
}

/**
 * The browser's API client (`browserApi`), loaded on first use: pages whose only calls follow a
 * click or a submit (sign-in forms, favourite hearts) keep the client and openapi-fetch out of
 * their first-load JavaScript.
 *
 * @param locale the page's language, sent as Accept-Language
 * @returns the typed client of that language; its calls reject with `RoomsError` (§8)
 */
export async function loadBrowserApi(locale: Locale): Promise<RoomsClient> {
  const { browserApi } = await importBrowserApi();
  return browserApi(locale);
}

/** Starts loading the client without waiting for it, e.g. once a form has hydrated. */
export function preloadBrowserApi(): void {
  void importBrowserApi();
}
