import { ErrorCode, errorTranslationKey, isRoomsError, MessageTextProblem } from '@rooms/domain';

import { validationKeyOf } from './message-schemas';

import type { MessageValidationKey } from './message-schemas';
import type { TranslationResources } from '@rooms/i18n';

type ErrorsKey = keyof TranslationResources['errors'];

/** What a failed messaging call tells the user: a namespaced translation key. */
export type MessageProblemKey = `errors:${ErrorsKey}` | `messages:${MessageValidationKey}`;

const PROBLEMS: ReadonlySet<string> = new Set(Object.values(MessageTextProblem));

/**
 * Turns the rejection of a messaging call into a message in the user's language (§8): code 10172
 * (invalid listing reaction message) and an `invalid_request` about the text show the reason the
 * API gives in `data.reason` (too short, no letters …); every other code its catalogue text
 * (`errors:http_429` for the send rate limit, `errors:http_404` for a conversation that is gone).
 *
 * @param error what the call rejected with
 * @returns the translation key with its namespace
 */
export function messageProblemKeyOf(error: unknown): MessageProblemKey {
  if (!isRoomsError(error)) return `errors:${ErrorCode.Unknown}` as MessageProblemKey;
  const reason = (error.data as { reason?: unknown } | null | undefined)?.reason;
  if (typeof reason === 'string' && PROBLEMS.has(reason)) {
    return `messages:${validationKeyOf(reason as MessageTextProblem)}`;
  }
  return `errors:${errorTranslationKey(error.code).slice('errors.'.length)}` as MessageProblemKey;
}

/** `t` of the `messages` and `errors` namespaces, as the messaging forms call it. */
export type MessagesTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How every messaging form validates (react-hook-form options): once a field was left, then on
 * each change; focus goes to the error summary, not to the first field.
 */
export const MESSAGE_FORM_VALIDATION = {
  mode: 'onTouched',
  reValidateMode: 'onChange',
  shouldFocusError: false,
} as const;

/**
 * The text of a field's problem: the schema gives a key of the `messages` namespace.
 *
 * @param translate `t` of the form
 * @param key the field error's message (a `messages` key), or nothing
 * @param values interpolation values of the text (`{{min}}`, `{{max}}`)
 * @returns the text in the user's language, or `undefined` when the field has no problem
 */
export function fieldProblemText(
  translate: MessagesTranslate,
  key: string | undefined,
  values: Record<string, unknown>,
): string | undefined {
  return key === undefined || key === '' ? undefined : translate(`messages:${key}`, values);
}
