import { ErrorCode, errorTranslationKey, isRoomsError } from '@rooms/domain';

import { formatDate } from '../../client/long-date';

import type { Locale, TranslationResources } from '@rooms/i18n';

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

/** What the sign-in form says about a blocked account: until when, and where to appeal. */
export interface AccountBlock {
  /** The end of a temporary block as a date in the page's language; null when indefinite. */
  readonly until: string | null;
  /** Where to write to appeal (`data.appealEmail`). */
  readonly appealEmail: string;
}

/**
 * Reads the refusal of a blocked account's sign-in (403 `account_blocked`, issue 28):
 * `data.blockedUntil` (ISO, null when indefinite) and `data.appealEmail`.
 *
 * @param error what `POST /customer/login` rejected with
 * @param locale the page's language, for the date
 * @returns the block in words, or null for any other failure
 */
export function accountBlockOf(error: unknown, locale: Locale): AccountBlock | null {
  if (!isRoomsError(error) || error.code !== ErrorCode.AccountBlocked) return null;
  const data = (error.data ?? {}) as { blockedUntil?: unknown; appealEmail?: unknown };
  return {
    until: typeof data.blockedUntil === 'string' ? formatDate(data.blockedUntil, locale) : null,
    appealEmail: typeof data.appealEmail === 'string' ? data.appealEmail : '',
  };
}
