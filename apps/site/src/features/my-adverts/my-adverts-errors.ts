import { ErrorCode, errorTranslationKey, isRoomsError } from '@rooms/domain';

import type { TranslationResources } from '@rooms/i18n';

/** A translation key of the `errors` namespace, with its namespace. */
export type AdvertProblemKey = `errors:${keyof TranslationResources['errors']}`;

/**
 * Turns the rejection of a "My adverts" call into its §8 catalogue text key: e.g. 429
 * `move_up_too_soon` -> `errors:move_up_too_soon`, 404 code 1015 -> `errors:1015`; anything that
 * is no `RoomsError` (network failure) -> the text of code `unknown`.
 *
 * @param error what the call rejected with
 * @returns the key with its namespace, for `t`
 */
export function advertProblemKeyOf(error: unknown): AdvertProblemKey {
  const code = isRoomsError(error) ? error.code : ErrorCode.Unknown;
  return `errors:${errorTranslationKey(code).slice('errors.'.length)}` as AdvertProblemKey;
}
