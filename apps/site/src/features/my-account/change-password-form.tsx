'use client';

import { PasswordField } from '@rooms/ui/password-field';
import { useState } from 'react';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';
import { newPasswordSchema } from '../account/account-schemas';

import { changePassword } from './my-account-api';
import styles from './my-account.module.css';
import { passwordProblemOf } from './password-problem';
import { SubmitRow } from './submit-row';

import type { Locale } from '@rooms/i18n';

/** Texts of {@link ChangePasswordForm}. */
export interface ChangePasswordTexts {
  readonly current: string;
  readonly new: string;
  /** The registration's hint ("At least 10 characters …"). */
  readonly newHint: string;
  readonly submit: string;
  readonly changed: string;
  readonly wrong: string;
  readonly tooMany: string;
  readonly error: string;
  readonly showPassword: string;
  readonly hidePassword: string;
  /** The registration's messages of the new-password rule, by its `validation.*` key. */
  readonly validation: Readonly<Record<string, string>>;
  /** The registration's "Enter your password" for an empty current password. */
  readonly currentRequired: string;
}

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  readonly locale: Locale;
  readonly texts: ChangePasswordTexts;
}

/**
 * Change password on `/my-account` (issue 26): the current password and a new one, the new one
 * checked with the registration's rule and messages (`newPasswordSchema`, 10 to 200
 * characters) before sending `POST /customer/change-password`. The API keeps this session and
 * signs out every other one. A wrong current password (or too many tries) is shown on its field.
 */
export function ChangePasswordForm({ locale, texts }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const submit = async () => {
    setStatus('');
    const checked = newPasswordSchema.safeParse(next);
    const nextError = checked.success
      ? undefined
      : texts.validation[String(checked.error.issues[0]?.message)];
    const currentError = current === '' ? texts.currentRequired : undefined;
    setErrors({ current: currentError, next: nextError });
    if (nextError !== undefined || currentError !== undefined) return;
    setBusy(true);
    try {
      await changePassword(locale, current, next);
      setCurrent('');
      setNext('');
      setStatus(texts.changed);
    } catch (error) {
      const problem = passwordProblemOf(error, 'currentPassword');
      if (problem === 'failed') setStatus(texts.error);
      else setErrors({ current: problem === 'wrong' ? texts.wrong : texts.tooMany });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      method="post"
      data-testid="change-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <DisabledUntilHydrated>
        <PasswordField
          id="change-password-current"
          name="currentPassword"
          label={texts.current}
          autoComplete="current-password"
          value={current}
          error={errors.current}
          aria-required
          onChange={(event) => setCurrent(event.target.value)}
          showPasswordLabel={texts.showPassword}
          hidePasswordLabel={texts.hidePassword}
        />
        <PasswordField
          id="change-password-new"
          name="newPassword"
          label={texts.new}
          hint={texts.newHint}
          autoComplete="new-password"
          value={next}
          error={errors.next}
          aria-required
          onChange={(event) => setNext(event.target.value)}
          showPasswordLabel={texts.showPassword}
          hidePasswordLabel={texts.hidePassword}
        />
        <SubmitRow
          label={texts.submit}
          busy={busy}
          status={status}
          statusTestId="change-password-status"
        />
      </DisabledUntilHydrated>
    </form>
  );
}
