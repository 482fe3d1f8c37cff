'use client';

import { createElement, useEffect, useEffectEvent, useRef, useState } from 'react';

import { preloadBrowserApi } from '../../client/load-browser-api';

import type { ServerProblem } from './account-errors';
import type { AccountFormEngine, AccountFormEngineState } from './account-form-engine';
import type { AccountMessages } from './account-texts';
import type { AccountFormValues, ValidatedAccountForm } from './account-validation';
import type { FormProblem } from '@rooms/ui/form-error-summary';
import type {
  ChangeEventHandler,
  FocusEventHandler,
  FormEventHandler,
  ReactNode,
  Ref,
} from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

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
  /** Props for the input of a field; `hint` shows under it while it has no error. */
  field: (name: Path<TValues>, hint?: string) => AccountFieldProps;
  /**
   * Props of the `<form>`: the submit handler (validates, then runs `onValid` and catches server
   * errors), no browser validation, `method="post"` so a submit before the page's script has
   * loaded never puts the password into the address, and the focus and change handlers that
   * start loading the form's engine.
   */
  formProps: {
    noValidate: true;
    method: 'post';
    onSubmit: FormEventHandler<HTMLFormElement>;
    onFocus: FocusEventHandler<HTMLFormElement>;
    onChange: FormEventHandler<HTMLFormElement>;
  };
  /**
   * The form's engine (react-hook-form, see `account-form-engine.tsx`) once it is loaded; it
   * renders nothing. Place it inside the `<form>`.
   */
  engine: ReactNode;
  /** The problems for the error summary: field errors after a submit, and the server's answer. */
  problems: FormProblem[];
  /** Changes on every submit, so the error summary takes focus again. */
  focusKey: number;
  /** True while the form is being sent (and `onValid` runs), or waits for its engine to send. */
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

/** The engine's module, imported once per page on the first focus, input or submit. */
let engineImport: Promise<typeof AccountFormEngine> | null = null;

function importEngine(): Promise<typeof AccountFormEngine> {
  engineImport ??= import('./account-form-engine').then(
    (module) => module.AccountFormEngine,
    (error: unknown) => {
      // A failed download (offline) may succeed on the next attempt.
      engineImport = null;
      throw error;
    },
  );
  return engineImport;
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
 * react-hook-form (and zod after it) loads on the visitor's first focus, input or submit, not
 * with the page (issue 24's 25 kB own-JS budget): until then the inputs are plain uncontrolled
 * inputs, so nothing the visitor types is lost; the engine starts from what is in them, checks
 * the fields that were already left, and sends a submit that came before it.
 *
 * @param options form id, kind, initial values, the send function and the messages
 * @returns field props, form props, the engine element, summary problems, focus key, busy flag
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
  const [Engine, setEngine] = useState<typeof AccountFormEngine | null>(null);
  const [engineState, setEngineState] = useState<AccountFormEngineState<TValues> | null>(null);
  const [serverProblem, setServerProblem] = useState<ServerProblem | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [submitWaiting, setSubmitWaiting] = useState(false);
  // The inputs by field name, and what happened to them before the engine came.
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const leftEarly = useRef(new Set<string>());
  const submitEarly = useRef(false);

  useEffect(() => {
    preloadBrowserApi();
  }, []);

  const loadEngine = (): Promise<void> =>
    importEngine().then((component) => setEngine(() => component));

  const sendWith = (form: UseFormReturn<TValues, unknown, TValues>): Promise<void> =>
    form.handleSubmit(async (values) => {
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
    })();

  const form = engineState?.form;
  // Once the engine is there: check the fields left before it came, then send an early submit.
  const catchUp = useEffectEvent((ready: UseFormReturn<TValues, unknown, TValues>) => {
    for (const name of leftEarly.current) {
      const input = inputs.current.get(name);
      if (input !== undefined)
        void ready.register(name as Path<TValues>).onBlur({ target: input, type: 'blur' });
    }
    leftEarly.current.clear();
    if (submitEarly.current) {
      submitEarly.current = false;
      setSubmitWaiting(false);
      sendWith(ready).catch(() => setServerProblem(UNKNOWN_PROBLEM));
    }
  });
  useEffect(() => {
    if (form !== undefined) catchUp(form);
  }, [form]);

  const messageOf = (name: string): string | undefined => {
    const key = engineState?.errors[name];
    return key === undefined ? undefined : translate(key);
  };

  const keepInput = (name: string) => (input: HTMLInputElement | null) => {
    if (input === null) inputs.current.delete(name);
    else inputs.current.set(name, input);
  };

  const field = (name: Path<TValues>, hint?: string): AccountFieldProps => {
    const common = { id: `${formId}-${name}`, name, error: messageOf(name), hint };
    if (form === undefined) {
      return {
        ...common,
        ref: keepInput(name),
        onChange: () => void loadEngine().catch(() => undefined),
        onBlur: () => void leftEarly.current.add(name),
        'aria-required': true,
      };
    }
    const { ref, onChange, onBlur } = form.register(name);
    const keep = keepInput(name);
    return {
      ...common,
      ref: (input: HTMLInputElement | null) => {
        keep(input);
        ref(input);
      },
      onChange: (event) => void onChange(event),
      onBlur: (event) => void onBlur(event),
      'aria-required': true,
    };
  };

  const problems: FormProblem[] = [];
  if ((engineState?.submitCount ?? 0) > 0) {
    for (const name of Object.keys(defaultValues)) {
      const message = messageOf(name);
      if (message !== undefined) problems.push({ message, fieldId: `${formId}-${name}` });
    }
  }
  if (serverProblem !== null) problems.push({ message: translate(serverProblem.key) });

  const readTypedValues = () => {
    const typed: Record<string, string> = {};
    for (const [name, input] of inputs.current)
      if (name in defaultValues) typed[name] = input.value;
    return typed;
  };

  return {
    field,
    formProps: {
      noValidate: true,
      method: 'post',
      onSubmit: (event) => {
        event.preventDefault();
        if (form !== undefined) {
          // Validation itself can fail when its code cannot be loaded (offline): say so.
          sendWith(form).catch(() => setServerProblem(UNKNOWN_PROBLEM));
          return;
        }
        submitEarly.current = true;
        setSubmitWaiting(true);
        loadEngine().catch(() => {
          submitEarly.current = false;
          setSubmitWaiting(false);
          setServerProblem(UNKNOWN_PROBLEM);
        });
      },
      onFocus: () => void loadEngine().catch(() => undefined),
      onChange: () => void loadEngine().catch(() => undefined),
    },
    engine:
      Engine === null
        ? null
        : createElement(Engine<K>, {
            kind,
            defaultValues,
            readTypedValues,
            onState: setEngineState as (state: AccountFormEngineState<TValues> | null) => void,
          }),
    problems,
    focusKey: engineState?.submitCount ?? 0,
    busy: submitWaiting || (engineState?.isSubmitting ?? false),
    succeeded,
    restart: () => {
      form?.reset(defaultValues as never);
      setServerProblem(null);
      setSucceeded(false);
    },
  };
}
