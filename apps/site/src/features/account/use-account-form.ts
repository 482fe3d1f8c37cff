'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { preloadBrowserApi } from '../../client/load-browser-api';

import type { ServerProblem } from './account-errors';
import type { AccountMessages } from './account-texts';
import type {
  ACCOUNT_RESOLVERS,
  AccountFormValues,
  ValidatedAccountForm,
} from './account-validation';
import type { FormProblem } from '@rooms/ui/form-error-summary';
import type { ChangeEventHandler, FocusEventHandler, FormEventHandler, Ref } from 'react';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';

/** The props a `TextField` (or `PasswordField`) of `@rooms/ui` needs for one form field. */
export interface AccountFieldProps {
  id: string;
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  /** The field's message while it is invalid. */
  error: string | undefined;
  /** Shown under the field while it is valid. */
  hint: string | undefined;
  'aria-required': true;
}

/** What {@link useAccountForm} returns. */
export interface AccountFormState<TValues extends FieldValues> {
  /** The react-hook-form instance (values, state, `reset`). */
  form: UseFormReturn<TValues, unknown, TValues>;
  /** Props for the input of a field; `hint` shows under it while it has no error. */
  field: (name: Path<TValues>, hint?: string) => AccountFieldProps;
  /**
   * Props of the `<form>`: the submit handler (validates, then runs `onValid` and catches server
   * errors), no browser validation, and `method="post"` so a submit before the page's script
   * has loaded never puts the password into the address.
   */
  formProps: {
    noValidate: true;
    method: 'post';
    onSubmit: FormEventHandler<HTMLFormElement>;
  };
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
export interface AccountFormOptions<K extends ValidatedAccountForm> {
  /** Prefix of the inputs' ids (`login` gives `login-email`), unique on the page. */
  formId: string;
  /**
   * Which form: picks its schema of `account-schemas.ts` (messages are `validation.*` keys)
   * and decides how server answers read (see `serverProblemOf`).
   */
  kind: K;
  /** Initial values of every field (empty strings). */
  defaultValues: AccountFormValues[K];
  /** Sends the valid (trimmed) values; a rejection is shown as a server problem. */
  onValid: (values: AccountFormValues[K]) => Promise<void>;
  /** The messages of the schema's and the server's keys, in the page's language. */
  messages: AccountMessages;
}

/** What the form says when something other than the server's answer went wrong. */
const UNKNOWN_PROBLEM: ServerProblem = { key: 'errors:unknown' };

/** The resolvers of `account-validation.ts` (zod and the schemas), imported once on demand. */
async function importResolvers(): Promise<typeof ACCOUNT_RESOLVERS> {
  return (await import('./account-validation')).ACCOUNT_RESOLVERS;
}

/**
 * The form's resolver: loads the schemas on first use, so zod stays out of the page's first
 * load (the form starts the import once hydrated, well before a field is left).
 */
function lazyResolver<K extends ValidatedAccountForm>(
  kind: K,
): Resolver<AccountFormValues[K], unknown, AccountFormValues[K]> {
  return async (values, context, options) => {
    const resolve = (await importResolvers())[kind] as Resolver<
      AccountFormValues[K],
      unknown,
      AccountFormValues[K]
    >;
    return resolve(values, context, options);
  };
}

/**
 * The behaviour every account form shares (§5, assignment "forms validate as the user types"):
 * react-hook-form with the zod schema, validating a field when it is left for the first time
 * and then on every change (`onTouched`, re-validation `onChange`); messages in the page's
 * language, handed over by the server (`accountTexts`): the schema's `validation.*` texts and
 * the server's §8 answer (`errors:<code>`), on the field it concerns (a taken e-mail address)
 * or above the form; the list for the error summary and a key that moves focus to it after
 * each failed submit.
 *
 * @param options form id, kind, initial values, the send function and the messages
 * @returns field props, submit handler, summary problems, focus key and busy flag
 */
export function useAccountForm<K extends ValidatedAccountForm>({
  formId,
  kind,
  defaultValues,
  onValid,
  messages,
}: AccountFormOptions<K>): AccountFormState<AccountFormValues[K]> {
  type TValues = AccountFormValues[K];
  const translate = (key: string): string => messages[key as keyof AccountMessages] ?? key;
  const form = useForm<TValues, unknown, TValues>({
    resolver: lazyResolver(kind),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: defaultValues as never,
    // The error summary takes focus after a failed submit, not the first field.
    shouldFocusError: false,
  });
  const [serverProblem, setServerProblem] = useState<ServerProblem | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    void importResolvers();
    preloadBrowserApi();
  }, []);
  const { errors, submitCount, isSubmitting } = form.formState;

  const messageOf = (name: string): string | undefined => {
    const key = (errors as FieldErrors)[name]?.message;
    if (typeof key !== 'string' || key === '') return undefined;
    return translate(key);
  };

  const field = (name: Path<TValues>, hint?: string): AccountFieldProps => {
    const { ref, onChange, onBlur } = form.register(name);
    const message = messageOf(name);
    return {
      id: `${formId}-${name}`,
      name,
      ref,
      onChange: (event) => void onChange(event),
      onBlur: (event) => void onBlur(event),
      error: message,
      hint,
      'aria-required': true,
    };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerProblem(null);
    try {
      await onValid(values);
      setSucceeded(true);
    } catch (error) {
      // Only a failed call needs the §8 catalogue: it loads then, not with the page.
      const { serverProblemOf } = await import('./account-errors');
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
    formProps: {
      noValidate: true,
      method: 'post',
      // Validation itself can fail when its code cannot be loaded (offline): say so.
      onSubmit: (event) => void onSubmit(event).catch(() => setServerProblem(UNKNOWN_PROBLEM)),
    },
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
