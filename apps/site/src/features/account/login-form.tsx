'use client';

import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { PasswordField } from '@rooms/ui/password-field';
import { TextField } from '@rooms/ui/text-field';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { loadBrowserApi } from '../../client/load-browser-api';
import { reloadSession } from '../../client/session';

import styles from './account-form.module.css';
import { AccountLink } from './account-link';
import { AccountSubmitButton } from './account-submit-button';
import { fillPlaceholders, richText } from './rich-text';
import { useAccountForm } from './use-account-form';

import type { AccountBlock } from './account-errors';
import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';

/** Props of {@link LoginForm}; texts and links come from the server (see `LoginCard`). */
export interface LoginFormProps {
  /** The page's language (the API answers in it). */
  locale: Locale;
  /** Where to go after signing in: a same-site path from `returnUrlFrom`. */
  returnUrl: string;
  /** The password reset page. */
  resetHref: string;
  texts: {
    form: AccountFormTexts;
    login: AccountSection<'login'>;
  };
}

/**
 * The sign-in form inside `LoginCard` (§2 legacy login `/gebruiker/inloggen`, `/en/user/login`):
 * e-mail and password, validated as the user types; posts `POST /customer/login` from the
 * browser through `/services/api` so the httpOnly session cookie lands on the site's origin, then
 * replaces the page with `returnUrl` and refreshes the server components (header, session). A
 * wrong address or password and "too many attempts" (429) show in the error summary; a blocked
 * account (403 `account_blocked`, issue 28) also says until when (or that it is indefinite) and
 * where to appeal. The only client part of the page: the card around it is rendered on the server.
 */
export function LoginForm({
  locale,
  returnUrl,
  resetHref,
  texts: { form: formTexts, login },
}: LoginFormProps) {
  const router = useRouter();
  const [block, setBlock] = useState<AccountBlock | null>(null);
  const { field, formProps, engine, problems, focusKey, busy, succeeded } = useAccountForm({
    formId: 'login',
    kind: 'login',
    defaultValues: { email: '', password: '' },
    messages: formTexts.messages,
    onValid: async (values) => {
      setBlock(null);
      try {
        await (await loadBrowserApi(locale)).POST('/customer/login', { body: values });
      } catch (error) {
        // Loaded with the error texts, only once a sign-in failed; the summary still says why.
        const { accountBlockOf } = await import('./account-errors');
        setBlock(accountBlockOf(error, locale));
        throw error;
      }
      // The header of the next (public, static) page reads the new session in the browser.
      void reloadSession();
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
      {block === null ? null : (
        <InlineAlert severity="error" role="none" testId="login-blocked" className={styles.notice}>
          <p className={styles.blockedLine}>
            {block.until === null
              ? login.blockedIndefinitely
              : fillPlaceholders(login.blockedUntil, { date: block.until })}
          </p>
          <p className={styles.blockedLine}>
            {richText(fillPlaceholders(login.appeal, { email: block.appealEmail }), {
              mail: (address) => <a href={`mailto:${address}`}>{address}</a>,
            })}
          </p>
        </InlineAlert>
      )}
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
        {engine}
      </form>
    </>
  );
}
