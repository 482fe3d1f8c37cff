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
