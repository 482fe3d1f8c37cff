'use client';

import { AuthCard } from '@rooms/ui/auth-card';
import { ButtonLink } from '@rooms/ui/button-link';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { PasswordField } from '@rooms/ui/password-field';
import { useRouter } from 'next/navigation';

import { loadBrowserApi } from '../../client/load-browser-api';
import { clearSession } from '../../client/session';

import styles from './account-form.module.css';
import { AccountLink } from './account-link';
import { AccountSubmitButton } from './account-submit-button';
import { FocusedMessage } from './focused-message';
import { useAccountForm } from './use-account-form';

import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';

/** Props of {@link PasswordResetConfirmForm}; texts and links come from the server. */
export interface PasswordResetConfirmFormProps {
  /** The page's language (the API answers in it). */
  locale: Locale;
  /** The token of the e-mailed link (query `token` of the `passwordReset` route). */
  token: string;
  /** The sign-in page. */
  loginHref: string;
  /** The reset page without token, to ask for a new link. */
  requestHref: string;
  texts: { form: AccountFormTexts; reset: AccountSection<'reset'> };
}

/**
 * The second step of the password reset, opened from the e-mailed link (route `passwordReset`
 * with `?token=`): a new password (10 to 200 characters), sent with the token to
 * `POST /customer/password-reset/confirm`. The API then signs the user out everywhere, so the
 * page refreshes the header and offers to log in. An unknown, used or expired link shows the
 * §8 `reset_token_invalid` text; a new link can always be requested from the footer. Without
 * MUI or client i18n.
 */
export function PasswordResetConfirmForm({
  locale,
  token,
  loginHref,
  requestHref,
  texts: { form: formTexts, reset },
}: PasswordResetConfirmFormProps) {
  const router = useRouter();
  const { field, formProps, engine, problems, focusKey, busy, succeeded } = useAccountForm({
    formId: 'new-password',
    kind: 'resetConfirm',
    defaultValues: { password: '' },
    messages: formTexts.messages,
    onValid: async (values) => {
      await (
        await loadBrowserApi(locale)
      ).POST('/customer/password-reset/confirm', {
        body: { token, password: values.password },
      });
      // The API signed the user out everywhere, this tab included.
      clearSession();
      router.refresh();
    },
  });
  const { fields } = formTexts;

  if (succeeded) {
    return (
      <AuthCard title={reset.doneTitle}>
        <FocusedMessage>{reset.doneText}</FocusedMessage>
        <ButtonLink href={loginHref} variant="contained" size="large" className={styles.wide}>
          {reset.doneLogin}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={reset.confirmTitle}
      intro={reset.confirmIntro}
      footer={<AccountLink href={requestHref}>{reset.requestNewLink}</AccountLink>}
    >
      <FormErrorSummary
        title={formTexts.errorSummaryTitle}
        problems={problems}
        focusKey={focusKey}
      />
      <form {...formProps} aria-label={reset.confirmTitle} className={styles.form}>
        <PasswordField
          {...field('password', fields.newPasswordHint)}
          label={fields.newPassword}
          autoComplete="new-password"
          showPasswordLabel={fields.showPassword}
          hidePasswordLabel={fields.hidePassword}
        />
        <AccountSubmitButton
          busy={busy}
          label={reset.confirmSubmit}
          busyLabel={reset.confirmSubmitting}
        />
        {engine}
      </form>
    </AuthCard>
  );
}
