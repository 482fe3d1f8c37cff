import { BROWSER_BASE_URL, createRoomsClient } from '@rooms/api-client';

import type { RoomsClient } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';

const clients = new Map<Locale, RoomsClient>();

/**
 * The API client for the browser: same-origin calls under `/services/api` (rewritten by the site
 * to the API), so the session cookie travels by itself. One client per language.
 *
 * @param locale the page's language, sent as Accept-Language
 * @returns a typed client; its calls reject with `RoomsError` (§8)
 */
export function browserApi(locale: Locale): RoomsClient {
  let client = clients.get(locale);
  if (client === undefined) {
    client = createRoomsClient({ baseUrl: BROWSER_BASE_URL, locale });
    clients.set(locale, client);
  }
  return client;
}
