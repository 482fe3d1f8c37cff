'use client';

import { hasNoProblems, nextStep } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';

import { saveStep } from './wizard-calls';
import { draftsPath, wizardPath } from './wizard-paths';
import { problemText, serverProblemsOf } from './wizard-problems';

import type { DataStep } from './wizard-calls';
import type { ServerProblems, WizardTranslate } from './wizard-problems';
import type { WizardProblems } from '@rooms/domain';
import type { FormProblem } from '@rooms/ui/form-error-summary';

/** What a step form is made of. `F` holds the fields as the inputs hold them (texts, flags). */
export interface WizardStepConfig<F extends object> {
  step: DataStep;
  /** The draft's id; null on the first step before the draft exists. */
  listingID: number | null;
  /** The form's starting values (from the saved advert, or empty). */
  initial: F;
  /** The field order of the step (the error summary follows it). */
  fields: readonly (keyof F & string)[];
  /** The step's rules of `@rooms/domain` applied to the form (field → problem word). */
  check: (form: F) => WizardProblems<string>;
  /** The body of the step's call, from a form that passed `check`. */
  toBody: (form: F) => Record<string, unknown>;
}

/** A form's id of a field's input, for labels and the error summary links. */
export function fieldId(field: string): string {
  return `wizard-${field}`;
}

/**
 * The state of one wizard step's form: the values, each field's problem (shown once the field
 * was left or the form was sent; checked with the same rules the API runs), the API's refusals
 * in the user's language, and saving: "Save and continue" goes to the next applicable step (or
 * the check-and-publish page), "Save and stop" to the drafts in My adverts.
 *
 * @param config the step's fields, rules and body
 */
export function useWizardStep<F extends object>(config: WizardStepConfig<F>) {
  const locale = useLocale();
  const { t } = useTranslation(['wizard', 'errors']);
  const translate = t as unknown as WizardTranslate;
  const router = useRouter();
  const [form, setForm] = useState<F>(config.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const [saving, setSaving] = useState(false);
  // A second press before the first save answered must not create a second draft.
  const inFlight = useRef(false);
  const [server, setServer] = useState<ServerProblems>({ fields: {}, general: [] });

  const problems = config.check(form);
  const lengthOf = (field: string) => {
    const value = (form as Record<string, unknown>)[field];
    return typeof value === 'string' ? Array.from(value.trim()).length : undefined;
  };
  const fieldError = (field: string): string | undefined => {
    const problem = problems[field];
    if (problem !== undefined && (submitCount > 0 || touched.has(field))) {
      return problemText(translate, locale, field, problem, lengthOf(field));
    }
    return server.fields[field];
  };
  const summary: FormProblem[] = [
    ...config.fields.flatMap((field) => {
      const message = submitCount > 0 ? fieldError(field) : server.fields[field];
      return message === undefined ? [] : [{ message, fieldId: fieldId(field) }];
    }),
    ...server.general.map((message) => ({ message })),
  ];

  const set = <K extends keyof F>(field: K, value: F[K]) => {
    setForm((before) => ({ ...before, [field]: value }));
    setServer((before) => {
      if (before.fields[field as string] === undefined) return before;
      const { [field as string]: _, ...fields } = before.fields;
      return { ...before, fields };
    });
  };
  const blur = (field: keyof F & string) =>
    setTouched((before) => (before.has(field) ? before : new Set(before).add(field)));

  const submit = async (then: 'next' | 'stop') => {
    setSubmitCount((count) => count + 1);
    if (!hasNoProblems(problems) || inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setServer({ fields: {}, general: [] });
    try {
      const status = await saveStep(locale, config.step, config.listingID, config.toBody(form));
      const next = nextStep(config.step, status.listingType) ?? 'continue';
      router.push(
        then === 'stop' ? draftsPath(locale) : wizardPath(locale, status.listingID, next),
      );
    } catch (error) {
      setServer(serverProblemsOf(error, translate, locale));
      inFlight.current = false;
      setSaving(false);
    }
  };

  return {
    form,
    set,
    blur,
    fieldError,
    summary,
    submit,
    saving,
    submitCount,
    t: translate,
    locale,
  };
}

/** What {@link useWizardStep} gives a step form. */
export type WizardStepState<F extends object> = ReturnType<typeof useWizardStep<F>>;
