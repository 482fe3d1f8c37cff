import { ErrorCode, errorTranslationKey, isRoomsError } from '@rooms/domain';

import type { TranslationResources } from '@rooms/i18n';

/** A key of the `errors` namespace (one per §8 code). */
export type AlertProblemKey = keyof TranslationResources['errors'];

/**
 * The §8 catalogue text key of a failed alert call, in the `errors` namespace: its code's key
 * (404 → `http_404`), or `unknown` for anything that is no `RoomsError` (a network failure).
 *
 * @param error what the call rejected with
 * @returns the key, for `useTranslation('errors')`
 */
export function alertProblemKey(error: unknown): AlertProblemKey {
  const code = isRoomsError(error) ? error.code : ErrorCode.Unknown;
  return errorTranslationKey(code).slice('errors.'.length) as AlertProblemKey;
}
