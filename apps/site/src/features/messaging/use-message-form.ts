'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@rooms/i18n/client';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { IdempotencyKeeper } from './idempotency-key';
import { fieldProblemText, MESSAGE_FORM_VALIDATION, messageProblemKeyOf } from './message-errors';
import { MESSAGE_VALIDATION_VALUES } from './message-schemas';

import type { MessageProblemKey, MessagesTranslate } from './message-errors';
import type { MessageValues, reactionSchema } from './message-schemas';
import type { FormProblem } from '@rooms/ui/form-error-summary';
import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/** Options of {@link useMessageForm}. */
export interface MessageFormOptions {
  /** Id of the text field (unique on the page). */
  fieldId: string;
  /** `reactionSchema` or `messageSchema`. */
  schema: typeof reactionSchema;
  /** The text the field starts with (a prefilled reaction, or empty). */
  initialMessage: string;
  /** Sends the text as typed with the idempotency key of this text; a rejection is shown. */
  send: (message: string, idempotencyKey: string) => Promise<void>;
  /** Empty the field after a successful send (the conversation's send box). */
  clearOnSuccess?: boolean;
}

/** What {@link useMessageForm} returns. */
export interface MessageFormState {
  form: UseFormReturn<MessageValues, unknown, MessageValues>;
  /** Message under the field: its validation problem, else `undefined`. */
  fieldError: string | undefined;
  /** The problems for the error summary (after a submit). */
  problems: FormProblem[];
  focusKey: number;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/**
 * The behaviour of the message forms (reaction and conversation send box): react-hook-form with
 * the zod/mini schema, validating as the user types once the field was left (`onTouched`); the
 * server's §8 answer in the user's language (10172 with its `data.reason`); one idempotency key
 * per text, kept across retries of the same submit, so a retried send never stores a duplicate.
 *
 * @param options field id, schema, initial text, the send function
 * @returns the form, its messages and the submit handler
 */
export function useMessageForm({
  fieldId,
  schema,
  initialMessage,
  send,
  clearOnSuccess = false,
}: MessageFormOptions): MessageFormState {
  const { t } = useTranslation(['messages', 'errors']);
  const translate = t as unknown as MessagesTranslate;
  const keeper = useRef(new IdempotencyKeeper());
  const [serverProblem, setServerProblem] = useState<MessageProblemKey | null>(null);
  const form = useForm<MessageValues, unknown, MessageValues>({
    resolver: zodResolver(schema),
    ...MESSAGE_FORM_VALIDATION,
    defaultValues: { message: initialMessage },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const fieldError = fieldProblemText(
    translate,
    errors.message?.message,
    MESSAGE_VALIDATION_VALUES,
  );

  const onSubmit = form.handleSubmit(async ({ message }) => {
    setServerProblem(null);
    try {
      await send(message, keeper.current.keyFor(message));
      keeper.current.sent();
      if (clearOnSuccess) form.reset({ message: '' });
    } catch (error) {
      setServerProblem(messageProblemKeyOf(error));
    }
  });

  const problems: FormProblem[] = [];
  if (submitCount > 0 && fieldError !== undefined) problems.push({ message: fieldError, fieldId });
  if (serverProblem !== null) {
    problems.push({ message: translate(serverProblem, MESSAGE_VALIDATION_VALUES) });
  }
  return {
    form,
    fieldError,
    problems,
    focusKey: submitCount,
    busy: isSubmitting,
    onSubmit: (event) => void onSubmit(event),
  };
}
