'use client';

import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';

import type {
  ACCOUNT_RESOLVERS,
  AccountFormValues,
  ValidatedAccountForm,
} from './account-validation';
import type { Path, Resolver, UseFormReturn } from 'react-hook-form';

/** What the engine hands to `useAccountForm` after each change of the form's state. */
export interface AccountFormEngineState<TValues extends AccountFormValues[ValidatedAccountForm]> {
  /** The react-hook-form instance (register, handleSubmit, setError, reset); stable. */
  readonly form: UseFormReturn<TValues, unknown, TValues>;
  /** Per field with an error, its message key (`validation.*`, or `errors:*` from the server). */
  readonly errors: Readonly<Record<string, string>>;
  /** Submits so far (validated or not). */
  readonly submitCount: number;
  /** True while a submit's `onValid` runs. */
  readonly isSubmitting: boolean;
}

/** Props of {@link AccountFormEngine}. */
export interface AccountFormEngineProps<K extends ValidatedAccountForm> {
  /** Which form: picks its schema (see `account-validation.ts`). */
  kind: K;
  /** The form's initial values (empty strings); their keys are the fields. */
  defaultValues: AccountFormValues[K];
  /**
   * The values the visitor put into the fields before the engine was loaded (read from the
   * inputs once, when the engine mounts), so that registering the inputs keeps them.
   */
  readTypedValues: () => Partial<Record<string, string>>;
  /** Receives the state after every change, and `null` when the engine unmounts. */
  onState: (state: AccountFormEngineState<AccountFormValues[K]> | null) => void;
}

/** The resolvers of `account-validation.ts` (zod and the schemas), imported once on demand. */
async function importResolvers(): Promise<typeof ACCOUNT_RESOLVERS> {
  return (await import('./account-validation')).ACCOUNT_RESOLVERS;
}

/**
 * The form's resolver: loads the schemas on first use, so zod stays out of the page's first
 * load (the engine starts the import when it mounts, well before a field is left).
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
 * The react-hook-form part of an account form, loaded by `useAccountForm` on the visitor's first
 * focus, input or submit instead of with the page (issue 24: react-hook-form is about 13 kB gzip,
 * half of a sign-in page's own JavaScript). It renders nothing: it runs `useForm` (validation
 * when a field is left for the first time, then on every change: `onTouched`, re-validation
 * `onChange`) and reports the instance and the state the form shows to `onState`, only when
 * that state changed.
 *
 * @param props kind, initial and typed values, and the receiver of the state
 * @returns null
 */
export function AccountFormEngine<K extends ValidatedAccountForm>({
  kind,
  defaultValues,
  readTypedValues,
  onState,
}: AccountFormEngineProps<K>): null {
  type TValues = AccountFormValues[K];
  const form = useForm<TValues, unknown, TValues>({
    resolver: lazyResolver(kind),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: defaultValues as never,
    // The error summary takes focus after a failed submit, not the first field.
    shouldFocusError: false,
  });
  // Reading these subscribes the engine to them (react-hook-form's form state is a proxy).
  const { errors, submitCount, isSubmitting } = form.formState;
  const messages: Record<string, string> = {};
  for (const name of Object.keys(defaultValues)) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message !== '') messages[name] = message;
  }
  // react-hook-form changes its error object in place: compare by content.
  const snapshot = JSON.stringify({ errors: messages, submitCount, isSubmitting });

  // What was typed before the engine came becomes the form's value before the inputs are
  // registered (registering writes the form's value into an input). Layout effects run with the
  // registration's commit, with no gap in which a key press could be lost.
  const typedValues = useEffectEvent(readTypedValues);
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typedValues())) {
      if (value !== undefined && value !== '') form.setValue(name as Path<TValues>, value as never);
    }
  }, [form]);
  useLayoutEffect(() => {
    const state = JSON.parse(snapshot) as Omit<AccountFormEngineState<TValues>, 'form'>;
    onState({ form, ...state });
  }, [form, snapshot, onState]);
  useLayoutEffect(() => () => onState(null), [onState]);
  useEffect(() => {
    void importResolvers();
  }, []);
  return null;
}
