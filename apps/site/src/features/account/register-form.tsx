'use client';

import { AuthCard } from '@rooms/ui/auth-card';
import { buttonClassName } from '@rooms/ui/button-link';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { PasswordField } from '@rooms/ui/password-field';
import { TextField } from '@rooms/ui/text-field';
import { useState } from 'react';

import { loadBrowserApi } from '../../client/load-browser-api';

import styles from './account-form.module.css';
import { AccountSubmitButton } from './account-submit-button';
import { FocusedMessage } from './focused-message';
import { fillPlaceholders, richText } from './rich-text';
import { useAccountForm } from './use-account-form';

import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';
import type { AuthCardAside } from '@rooms/ui/auth-card';
import type { ReactNode } from 'react';

/** Props of {@link RegisterForm}; texts and links come from the server (see `RegisterCard`). */
export interface RegisterFormProps {
  /** The page's language: the account's language, and the API answers in it. */
  locale: Locale;
  /** The terms and the privacy policy, linked from the consent line. */
  termsHref: string;
  privacyHref: string;
  /** Under the form and the confirmation: "Already have an account? Log in" (server-rendered). */
  footer: ReactNode;
  /**
   * The referral code of an invitation link (`?ref=`, issue 27), sent with the sign-up; the form
   * then says what the invitation gives. Undefined without one.
   */
  referralCode?: string | undefined;
  texts: {
    form: AccountFormTexts;
    register: AccountSection<'register'>;
    aside: AuthCardAside;
  };
}

/**
 * The registration card's client part (§2 legacy login mode, route `register`): first name,
 * e-mail address and a new password (10 to 200 characters, as the API requires), validated as
 * the user types. `POST /customer/register` answers the same for every address (issue 23: it
 * does not reveal which have accounts) and signs nobody in: the card then says "check your
 * inbox" — the e-mail holds the link that activates the account (this page with `?token=`, see
 * `RegisterConfirmForm`) or, for an address with an account, how to log in — and offers to use
 * another address. "Too many attempts" shows above the form. Opened from an invitation link, it
 * says so and sends the link's referral code (the API ignores an unknown one).
 */
export function RegisterForm({
  locale,
  termsHref,
  privacyHref,
  footer,
  referralCode,
  texts: { form: formTexts, register, aside },
}: RegisterFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, formProps, engine, problems, focusKey, busy, succeeded, restart } = useAccountForm(
    {
      formId: 'register',
      kind: 'register',
      defaultValues: { firstName: '', email: '', password: '' },
      messages: formTexts.messages,
      onValid: async (values) => {
        await (
          await loadBrowserApi(locale)
        ).POST('/customer/register', {
          body: { ...values, locale, ...(referralCode === undefined ? {} : { referralCode }) },
        });
        setSentTo(values.email);
      },
    },
  );
  const { fields } = formTexts;

  if (succeeded && sentTo !== null) {
    return (
      <AuthCard title={register.sentTitle} aside={aside} footer={footer}>
        <FocusedMessage>
          {/* A checked address has no `<` or `>`, so it cannot be taken for a tag. */}
          {richText(fillPlaceholders(register.sentText, { email: sentTo }), {
            b: (text) => <strong className={styles.address}>{text}</strong>,
          })}
        </FocusedMessage>
        <p className={styles.hint}>{register.sentHint}</p>
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
          {register.tryAgain}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={register.title} intro={register.intro} aside={aside} footer={footer}>
      {referralCode === undefined ? null : (
        <InlineAlert severity="info" role="none" className={styles.notice} testId="referral-notice">
          {register.invited}
        </InlineAlert>
      )}
      <FormErrorSummary
        title={formTexts.errorSummaryTitle}
        problems={problems}
        focusKey={focusKey}
      />
      <form {...formProps} aria-label={register.title} className={styles.form}>
        <TextField {...field('firstName')} label={fields.firstName} autoComplete="given-name" />
        <TextField {...field('email')} label={fields.email} type="email" autoComplete="email" />
        <PasswordField
          {...field('password', fields.newPasswordHint)}
          label={fields.password}
          autoComplete="new-password"
          showPasswordLabel={fields.showPassword}
          hidePasswordLabel={fields.hidePassword}
        />
        <p className={styles.smallPrint}>
          {richText(register.terms, {
            terms: (text) => <a href={termsHref}>{text}</a>,
            privacy: (text) => <a href={privacyHref}>{text}</a>,
          })}
        </p>
        <AccountSubmitButton busy={busy} label={register.submit} busyLabel={register.submitting} />
        {engine}
      </form>
    </AuthCard>
  );
}
