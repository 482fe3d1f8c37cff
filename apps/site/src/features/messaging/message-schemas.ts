import {
  MESSAGE_MAX_LENGTH,
  messageTextProblem,
  REACTION_MESSAGE_MIN_LENGTH,
  reactionMessageProblem,
} from '@rooms/domain';
import { z } from 'zod/mini';

import type { MessageTextProblem } from '@rooms/domain';
import type { TranslationResources } from '@rooms/i18n';

/** A validation message: a key of the `messages` namespace under `validation.` (one per problem). */
export type MessageValidationKey =
  `validation.${keyof TranslationResources['messages']['validation']}`;

/**
 * The key of the `messages` namespace that explains a message-text problem (§8 code 10172
 * `data.reason`, or the same check in the browser).
 *
 * @param problem a `MessageTextProblem` word of `@rooms/domain`
 * @returns e.g. `validation.too_short`
 */
export function validationKeyOf(problem: MessageTextProblem): MessageValidationKey {
  return `validation.${problem}`;
}

/** Interpolation values of the validation messages (`{{min}}`, `{{max}}`), in characters. */
export const MESSAGE_VALIDATION_VALUES = {
  min: REACTION_MESSAGE_MIN_LENGTH,
  max: MESSAGE_MAX_LENGTH,
} as const;

function textSchema(check: (text: string) => MessageTextProblem | null) {
  return z.object({
    message: z.string().check(
      z.superRefine((text, ctx) => {
        const problem = check(text);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: validationKeyOf(problem) });
      }),
    ),
  });
}

/**
 * A reaction to an advert (§7 `POST /conversation/listing-reaction`): the API's own rule
 * (`reactionMessageProblem`: 20 to 4000 characters, letters or digits, no control characters),
 * so the form refuses exactly what the API refuses with 10172. The text is sent as typed.
 */
export const reactionSchema = textSchema(reactionMessageProblem);

/** A message in a conversation (§7 `POST /conversation/send-message`): `messageTextProblem`. */
export const messageSchema = textSchema(messageTextProblem);

/** The values of both message forms. */
export interface MessageValues {
  message: string;
}

/** The values of the auto-reply form. */
export interface AutoReplyValues {
  isEnabled: boolean;
  message: string;
}

/**
 * The landlord's auto-reply (§7 `POST /conversation/auto-reply`), as the API checks it: an
 * enabled reply needs an acceptable text (`messageTextProblem`); a disabled one may be empty but
 * must still be storable text. A plain rule rather than a zod schema: the form validates one field
 * with it, and every zod function the site starts using weighs on each form page's first load.
 *
 * @param values the switch and the text as typed
 * @returns the `messages` key of the text's problem, or `null` when it may be saved
 */
export function autoReplyProblemKey({
  isEnabled,
  message,
}: AutoReplyValues): MessageValidationKey | null {
  const problem = messageTextProblem(message);
  if (problem === null || (!isEnabled && problem === 'empty')) return null;
  return validationKeyOf(problem);
}
