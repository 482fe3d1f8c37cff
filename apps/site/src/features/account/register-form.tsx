'use client';

import { AuthCard } from '@rooms/ui/auth-card';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { PasswordField } from '@rooms/ui/password-field';
import { TextField } from '@rooms/ui/text-field';
import { useRouter } from 'next/navigation';

import { browserApi } from '../../client/browser-api';

import styles from './account-form.module.css';
import { AccountLink } from './account-link';
import { registerSchema } from './account-schemas';
import { AccountSubmitButton } from './account-submit-button';
import { richText } from './rich-text';
import { useAccountForm } from './use-account-form';

import type { RegisterValues } from './account-schemas';
import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';
import type { AuthCardAside } from '@rooms/ui/auth-card';

/** Props of {@link RegisterForm}; texts and links come from the server. */
export interface RegisterFormProps {
  /** The page's language: the account's language, and the API answers in it. */
  locale: Locale;
  /** Where to go once the account exists: a same-site path from `returnUrlFrom`. */
  returnUrl: string;
  /** The sign-in page, keeping `returnUrl`. */
  loginHref: string;
  /** The terms and the privacy policy, linked from the consent line. */
  termsHref: string;
  privacyHref: string;
  texts: {
    form: AccountFormTexts;
    register: AccountSection<'register'>;
    aside: AuthCardAside;
  };
}

/**
 * The registration card (§2 legacy login mode, route `register`): first name, e-mail address
 * and a new password (10 to 200 characters, as the API requires), validated as the user types.
 * `POST /customer/register` creates the account in the page's language and signs it in (the
 * session cookie lands on the site's origin), so the user goes straight on to `returnUrl`. A
 * taken address shows on the e-mail field; "too many attempts" above the form. Without MUI or
 * client i18n.
 */
export function RegisterForm({
  locale,
  returnUrl,
  loginHref,
  termsHref,
  privacyHref,
  texts: { form: formTexts, register, aside },
}: RegisterFormProps) {
  const router = useRouter();
  const { field, formProps, problems, focusKey, busy, succeeded } = useAccountForm<RegisterValues>({
    formId: 'register',
    kind: 'register',
    schema: registerSchema,
    defaultValues: { firstName: '', email: '', password: '' },
    messages: formTexts.messages,
    onValid: async (values) => {
      await browserApi(locale).POST('/customer/register', { body: { ...values, locale } });
      router.replace(returnUrl);
      router.refresh();
    },
  });
  const { fields } = formTexts;

  return (
    <AuthCard
      title={register.title}
      intro={register.intro}
      aside={aside}
      footer={
        <>
          {register.hasAccount} <AccountLink href={loginHref}>{register.loginLink}</AccountLink>
        </>
      }
    >
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
    </AuthCard>
  );
}
