'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@rooms/i18n/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { serverProblemOf } from './account-errors';
import { validationValues } from './account-schemas';

import type { AccountForm, ServerProblem } from './account-errors';
import type { FormProblem } from '@rooms/ui/form-error-summary';
import type { ChangeEventHandler, FocusEventHandler, FormEventHandler, Ref } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';

/** The props a MUI `TextField` (or `PasswordField`) needs for one form field. */
export interface AccountFieldProps {
  id: string;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  error: boolean;
  helperText: string | undefined;
  slotProps: { htmlInput: { 'aria-required': true } };
}

/** What {@link useAccountForm} returns. */
export interface AccountFormState<TValues extends FieldValues> {
  /** The react-hook-form instance (values, state, `reset`). */
  form: UseFormReturn<TValues, unknown, TValues>;
  /** Props for the input of a field; `hint` shows under it while it has no error. */
  field: (name: Path<TValues>, hint?: string) => AccountFieldProps;
  /** The `<form onSubmit>` handler: validates, then runs `onValid` and catches server errors. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The problems for the error summary: field errors after a submit, and the server's answer. */
  problems: FormProblem[];
  /** Changes on every submit, so the error summary takes focus again. */
  focusKey: number;
  /** True while the form is being sent (and `onValid` runs). */
  busy: boolean;
  /** True once `onValid` has resolved, until {@link AccountFormState.restart}. */
  succeeded: boolean;
  /** Empties the form and forgets the success, e.g. "use another e-mail address". */
  restart: () => void;
}

/** Options of {@link useAccountForm}. */
export interface AccountFormOptions<TValues extends FieldValues> {
  /** Prefix of the inputs' ids (`login` gives `login-email`), unique on the page. */
  formId: string;
  /** Which form: decides how server answers read (see `serverProblemOf`). */
  kind: AccountForm;
  /** The zod schema of `account-schemas.ts` whose messages are `validation.*` keys. */
  schema: z.ZodMiniType<TValues, TValues>;
  /** Initial values of every field (empty strings). */
  defaultValues: TValues;
  /** Sends the valid (trimmed) values; a rejection is shown as a server problem. */
  onValid: (values: TValues) => Promise<void>;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const LIMITS_OF: Readonly<Record<string, 'email' | 'password' | 'firstName'>> = {
  email: 'email',
  password: 'password',
  firstName: 'firstName',
};

/**
 * The behaviour every account form shares (§5, assignment "forms validate as the user types"):
 * react-hook-form with the zod schema, validating a field when it is left for the first time
 * and then on every change (`onTouched`, re-validation `onChange`); messages in the page's
 * language from the `account` namespace; the server's §8 answer from the `errors` namespace,
 * on the field it concerns (a taken e-mail address) or above the form; the list for the error
 * summary and a key that moves focus to it after each failed submit.
 *
 * @param options form id, kind, schema, initial values and the send function
 * @returns field props, submit handler, summary problems, focus key and busy flag
 */
export function useAccountForm<TValues extends FieldValues>({
  formId,
  kind,
  schema,
  defaultValues,
  onValid,
}: AccountFormOptions<TValues>): AccountFormState<TValues> {
  const { t } = useTranslation(['account', 'errors']);
  const translate = t as unknown as Translate;
  const form = useForm<TValues, unknown, TValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: defaultValues as never,
    // The error summary takes focus after a failed submit, not the first field.
    shouldFocusError: false,
  });
  const [serverProblem, setServerProblem] = useState<ServerProblem | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const { errors, submitCount, isSubmitting } = form.formState;

  const messageOf = (name: string): string | undefined => {
    const key = errors[name]?.message;
    if (typeof key !== 'string' || key === '') return undefined;
    const limits = LIMITS_OF[name];
    return translate(key, limits === undefined ? {} : validationValues(limits));
  };

  const field = (name: Path<TValues>, hint?: string): AccountFieldProps => {
    const { ref, onChange, onBlur } = form.register(name);
    const message = messageOf(name);
    return {
      id: `${formId}-${name}`,
      name,
      inputRef: ref,
      onChange: (event) => void onChange(event),
      onBlur: (event) => void onBlur(event),
      error: message !== undefined,
      helperText: message ?? hint,
      slotProps: { htmlInput: { 'aria-required': true } },
    };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerProblem(null);
    try {
      await onValid(values);
      setSucceeded(true);
    } catch (error) {
      const problem = serverProblemOf(error, kind);
      if (problem.field !== undefined && problem.field in defaultValues) {
        form.setError(problem.field as Path<TValues>, { type: 'server', message: problem.key });
      } else {
        setServerProblem(problem);
      }
    }
  });

  const problems: FormProblem[] = [];
  if (submitCount > 0) {
    for (const name of Object.keys(defaultValues)) {
      const message = messageOf(name);
      if (message !== undefined) problems.push({ message, fieldId: `${formId}-${name}` });
    }
  }
  if (serverProblem !== null) problems.push({ message: translate(serverProblem.key) });

  return {
    form,
    field,
    onSubmit: (event) => void onSubmit(event),
    problems,
    focusKey: submitCount,
    busy: isSubmitting,
    succeeded,
    restart: () => {
      form.reset();
      setServerProblem(null);
      setSucceeded(false);
    },
  };
}
