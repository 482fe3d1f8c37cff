import { createRoomsClient } from '@rooms/api-client';

import { env } from '../../env';

import type { RoomsClient } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';

const clients = new Map<Locale | 'none', RoomsClient>();

/**
 * An API client for public, visitor-independent data (cities, counts, averages) on the server:
 * calls `API_ORIGIN` directly and sends no cookie, so its answers may be cached and shared
 * between visitors. One client per language.
 *
 * @param locale the language sent as Accept-Language; none for language-neutral calls
 * @returns a typed client; its calls reject with `RoomsError` (§8)
 */
export function publicApi(locale?: Locale): RoomsClient {
  const key = locale ?? 'none';
  let client = clients.get(key);
  if (client === undefined) {
    client = createRoomsClient({ baseUrl: env.API_ORIGIN, ...(locale ? { locale } : {}) });
    clients.set(key, client);
  }
  return client;
}
