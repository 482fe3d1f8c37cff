'use client';

import { AuthCard } from '@rooms/ui/auth-card';
import { buttonClassName } from '@rooms/ui/button-link';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { TextField } from '@rooms/ui/text-field';
import { useState } from 'react';

import { loadBrowserApi } from '../../client/load-browser-api';

import styles from './account-form.module.css';
import { AccountLink } from './account-link';
import { AccountSubmitButton } from './account-submit-button';
import { FocusedMessage } from './focused-message';
import { fillPlaceholders, richText } from './rich-text';
import { useAccountForm } from './use-account-form';

import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';

/** Props of {@link PasswordResetRequestForm}; texts and links come from the server. */
export interface PasswordResetRequestFormProps {
  /** The page's language: the e-mail is written in it. */
  locale: Locale;
  /** The sign-in page. */
  loginHref: string;
  texts: { form: AccountFormTexts; reset: AccountSection<'reset'> };
}

/**
 * The first step of the password reset (§2 route `passwordReset` without a token): the user
 * gives the account's e-mail address and `POST /customer/password-reset/request` e-mails a link
 * back to this page with `?token=`. The API answers the same whether the address has an account
 * or not, so the confirmation says "if there is an account". Offers to try another address.
 * Without MUI or client i18n.
 */
export function PasswordResetRequestForm({
  locale,
  loginHref,
  texts: { form: formTexts, reset },
}: PasswordResetRequestFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, formProps, engine, problems, focusKey, busy, succeeded, restart } = useAccountForm(
    {
      formId: 'reset',
      kind: 'resetRequest',
      defaultValues: { email: '' },
      messages: formTexts.messages,
      onValid: async (values) => {
        await (
          await loadBrowserApi(locale)
        ).POST('/customer/password-reset/request', { body: values });
        setSentTo(values.email);
      },
    },
  );
  const backToLogin = <AccountLink href={loginHref}>{reset.backToLogin}</AccountLink>;

  if (succeeded && sentTo !== null) {
    return (
      <AuthCard title={reset.sentTitle} footer={backToLogin}>
        <FocusedMessage>
          {/* A checked address has no `<` or `>`, so it cannot be taken for a tag. */}
          {richText(fillPlaceholders(reset.sentText, { email: sentTo }), {
            b: (text) => <strong className={styles.address}>{text}</strong>,
          })}
        </FocusedMessage>
        <p className={styles.hint}>{reset.sentHint}</p>
        <button
          type="button"
          className={buttonClassName({
            variant: 'outlined',
            size: 'large',
            className: styles.wide,
          })}
          onClick={() => {
            setSentTo(null);
            restart();
          }}
        >
          {reset.tryAgain}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={reset.title}
      intro={reset.intro}
      footer={
        <>
          {reset.rememberPassword} {backToLogin}
        </>
      }
    >
      <FormErrorSummary
        title={formTexts.errorSummaryTitle}
        problems={problems}
        focusKey={focusKey}
      />
      <form {...formProps} aria-label={reset.title} className={styles.form}>
        <TextField
          {...field('email')}
          label={formTexts.fields.email}
          type="email"
          autoComplete="email"
        />
        <AccountSubmitButton busy={busy} label={reset.submit} busyLabel={reset.submitting} />
        {engine}
      </form>
    </AuthCard>
  );
}
