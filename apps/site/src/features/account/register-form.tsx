'use client';

import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { PasswordField } from '@rooms/ui/password-field';
import { TextField } from '@rooms/ui/text-field';
import { useRouter } from 'next/navigation';

import { loadBrowserApi } from '../../client/load-browser-api';

import styles from './account-form.module.css';
import { AccountSubmitButton } from './account-submit-button';
import { richText } from './rich-text';
import { useAccountForm } from './use-account-form';

import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';

/** Props of {@link RegisterForm}; texts and links come from the server (see `RegisterCard`). */
export interface RegisterFormProps {
  /** The page's language: the account's language, and the API answers in it. */
  locale: Locale;
  /** Where to go once the account exists: a same-site path from `returnUrlFrom`. */
  returnUrl: string;
  /** The terms and the privacy policy, linked from the consent line. */
  termsHref: string;
  privacyHref: string;
  texts: {
    form: AccountFormTexts;
    register: AccountSection<'register'>;
  };
}

/**
 * The registration form inside `RegisterCard` (§2 legacy login mode, route `register`): first
 * name, e-mail address and a new password (10 to 200 characters, as the API requires),
 * validated as the user types. `POST /customer/register` creates the account in the page's
 * language and signs it in (the session cookie lands on the site's origin), so the user goes
 * straight on to `returnUrl`. A taken address shows on the e-mail field; "too many attempts"
 * above the form. The only client part of the page: the card around it is server-rendered.
 */
export function RegisterForm({
  locale,
  returnUrl,
  termsHref,
  privacyHref,
  texts: { form: formTexts, register },
}: RegisterFormProps) {
  const router = useRouter();
  const { field, formProps, problems, focusKey, busy, succeeded } = useAccountForm({
    formId: 'register',
    kind: 'register',
    defaultValues: { firstName: '', email: '', password: '' },
    messages: formTexts.messages,
    onValid: async (values) => {
      await (
        await loadBrowserApi(locale)
      ).POST('/customer/register', { body: { ...values, locale } });
      router.replace(returnUrl);
      router.refresh();
    },
  });
  const { fields } = formTexts;

  return (
    <>
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
        <AccountSubmitButton
          busy={busy || succeeded}
          label={register.submit}
          busyLabel={register.submitting}
        />
      </form>
    </>
  );
}
