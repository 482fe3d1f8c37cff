'use client';

import { AuthCard } from '@rooms/ui/auth-card';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { PasswordField } from '@rooms/ui/password-field';
import { TextField } from '@rooms/ui/text-field';
import { useRouter } from 'next/navigation';

import { browserApi } from '../../client/browser-api';

import styles from './account-form.module.css';
import { AccountLink } from './account-link';
import { loginSchema } from './account-schemas';
import { AccountSubmitButton } from './account-submit-button';
import { useAccountForm } from './use-account-form';

import type { LoginValues } from './account-schemas';
import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';
import type { AuthCardAside } from '@rooms/ui/auth-card';

/** Props of {@link LoginForm}; texts and links come from the server. */
export interface LoginFormProps {
  /** The page's language (the API answers in it). */
  locale: Locale;
  /** Where to go after signing in: a same-site path from `returnUrlFrom`. */
  returnUrl: string;
  /** Say "log in to continue" (the visitor was sent here from a private page). */
  showReturnNotice: boolean;
  /** The registration page, keeping `returnUrl`. */
  registerHref: string;
  /** The password reset page. */
  resetHref: string;
  texts: {
    form: AccountFormTexts;
    login: AccountSection<'login'>;
    aside: AuthCardAside;
  };
}

/**
 * The sign-in card (§2 legacy login `/gebruiker/inloggen`, `/en/user/login`): e-mail and
 * password, validated as the user types; posts `POST /customer/login` from the browser through
 * `/services/api` so the httpOnly session cookie lands on the site's origin, then replaces the
 * page with `returnUrl` and refreshes the server components (header, session). A wrong address
 * or password and "too many attempts" (429) show in the error summary. Links to registration
 * (keeping `returnUrl`) and to the password reset. Without MUI or client i18n.
 */
export function LoginForm({
  locale,
  returnUrl,
  showReturnNotice,
  registerHref,
  resetHref,
  texts: { form: formTexts, login, aside },
}: LoginFormProps) {
  const router = useRouter();
  const { field, formProps, problems, focusKey, busy, succeeded } = useAccountForm<LoginValues>({
    formId: 'login',
    kind: 'login',
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    messages: formTexts.messages,
    onValid: async (values) => {
      await browserApi(locale).POST('/customer/login', { body: values });
      router.replace(returnUrl);
      router.refresh();
    },
  });
  const { fields } = formTexts;

  return (
    <AuthCard
      title={login.title}
      intro={login.intro}
      aside={aside}
      footer={
        <>
          {login.noAccount} <AccountLink href={registerHref}>{login.registerLink}</AccountLink>
        </>
      }
    >
      {showReturnNotice ? (
        <InlineAlert severity="info" className={styles.notice}>
          {login.returnNotice}
        </InlineAlert>
      ) : null}
      <FormErrorSummary
        title={formTexts.errorSummaryTitle}
        problems={problems}
        focusKey={focusKey}
      />
      <form {...formProps} aria-label={login.title} className={styles.form}>
        <TextField {...field('email')} label={fields.email} type="email" autoComplete="username" />
        <div>
          <PasswordField
            {...field('password')}
            label={fields.password}
            autoComplete="current-password"
            showPasswordLabel={fields.showPassword}
            hidePasswordLabel={fields.hidePassword}
          />
          <AccountLink href={resetHref}>{login.forgotPassword}</AccountLink>
        </div>
        <AccountSubmitButton
          busy={busy || succeeded}
          label={login.submit}
          busyLabel={login.submitting}
        />
      </form>
    </AuthCard>
  );
}
