/** The text of a failed map call in the `errors` namespace (§8). Pure. */

import { isRoomsError, toCatalogueCode } from '@rooms/domain';
import { RESOURCES } from '@rooms/i18n';

/** A key of the `errors` namespace. */
export type ErrorTextKey = keyof (typeof RESOURCES)['en']['errors'];

/**
 * The `errors` key for a failure: the catalogue code of a `RoomsError` (§8), or its own code
 * when the namespace has a text for it (e.g. `timeout`), else `unknown`.
 *
 * @param error anything a query rejected with
 * @returns a key of the `errors` namespace, e.g. 'http_500', '1015' or 'unknown'
 */
export function errorTextKey(error: unknown): ErrorTextKey {
  if (!isRoomsError(error)) return 'unknown';
  const texts = RESOURCES.en.errors;
  const code = String(toCatalogueCode(error.code) ?? error.code);
  return Object.hasOwn(texts, code) ? (code as ErrorTextKey) : 'unknown';
}
