import { ErrorCode, errorTranslationKey, isRoomsError } from '@rooms/domain';

import type { TranslationResources } from '@rooms/i18n';

/** The account calls whose server answers are told apart (the forms, and signing out). */
export type AccountForm =
  'login' | 'register' | 'registerConfirm' | 'resetRequest' | 'resetConfirm' | 'signOut';

/** A key of the `errors` namespace (one per §8 code). */
type ErrorsKey = keyof TranslationResources['errors'];

/**
 * What a failed account call tells the user: a translation key with its namespace prefix
 * (`errors:http_429`, `account:login.invalidCredentials`) and, when the answer is about one
 * field, that field (shown beside it and linked from the error summary).
 */
export interface ServerProblem {
  /** `errors:<code>` (§8 catalogue) or an `account:` key. */
  readonly key: `errors:${ErrorsKey}` | 'account:login.invalidCredentials';
  /** The form field the problem belongs to; absent for a problem of the whole form. */
  readonly field?: 'email';
}

const ERRORS_PREFIX = 'errors.';

/**
 * Turns the rejection of an account call into a message for the user (§8): the catalogue text
 * of its code (`errorTranslationKey`), except where the account context says more:
 * - login answered 401 (wrong address or password; the API does not say which) gets its own
 *   text instead of the generic "please log in";
 * Anything that is not a `RoomsError` (a bug, a network failure the client did not wrap) is
 * `unknown`.
 *
 * @param error what the call rejected with
 * @param form the form that made the call
 * @returns the translation key and, if any, the field
 */
export function serverProblemOf(error: unknown, form: AccountForm): ServerProblem {
  if (!isRoomsError(error)) return { key: 'errors:unknown' };
  if (form === 'login' && (error.status === 401 || error.code === ErrorCode.Http401)) {
    return { key: 'account:login.invalidCredentials' };
  }
  const code = errorTranslationKey(error.code).slice(ERRORS_PREFIX.length) as ErrorsKey;
  return { key: `errors:${code}` };
}
