/** The text of a failed map call in the `errors` namespace (§8). Pure. */

import { errorTranslationKey, isRoomsError } from '@rooms/domain';

import type { TranslationResources } from '@rooms/i18n';

/** A key of the `errors` namespace. */
export type ErrorTextKey = keyof TranslationResources['errors'];

/**
 * The `errors` key for a failure: the catalogue code of a `RoomsError` (§8), else `unknown`.
 * The `errors` namespace has a text for every catalogue code (checked by the i18n tests).
 *
 * @param error anything a query rejected with
 * @returns a key of the `errors` namespace, e.g. 'http_500', '1015' or 'unknown'
 */
export function errorTextKey(error: unknown): ErrorTextKey {
  if (!isRoomsError(error)) return 'unknown';
  return errorTranslationKey(error.code).slice('errors.'.length) as ErrorTextKey;
}
