'use client';

import { AuthCard } from '@rooms/ui/auth-card';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { loadBrowserApi, preloadBrowserApi } from '../../client/load-browser-api';
import { reloadSession } from '../../client/session';

import styles from './account-form.module.css';
import { AccountLink } from './account-link';
import { AccountSubmitButton } from './account-submit-button';

import type { ServerProblem } from './account-errors';
import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';
import type { FormProblem } from '@rooms/ui/form-error-summary';
import type { FormEvent } from 'react';

/** Props of {@link RegisterConfirmForm}; texts and links come from the server. */
export interface RegisterConfirmFormProps {
  /** The page's language (the API answers in it). */
  locale: Locale;
  /** The token of the e-mailed link (query `token` of the `register` route). */
  token: string;
  /** Where to go once the account is active: a same-site path from `returnUrlFrom`. */
  returnUrl: string;
  /** The sign-up page without token, to sign up again. */
  registerHref: string;
  /** The sign-in page. */
  loginHref: string;
  texts: { form: AccountFormTexts; register: AccountSection<'register'> };
}

/**
 * The second step of the sign-up (issue 23), opened from the e-mailed link (route `register`
 * with `?token=`): one button that sends the token to `POST /customer/register/confirm`, which
 * creates the account and signs it in (the session cookie lands on the site's origin); the user
 * then goes on to `returnUrl`. Opening the link alone activates nothing, so a mail scanner that
 * fetches it cannot use it up. An unknown, used or expired link shows the §8
 * `registration_token_invalid` text, with links to sign up again or log in.
 */
export function RegisterConfirmForm({
  locale,
  token,
  returnUrl,
  registerHref,
  loginHref,
  texts: { form: formTexts, register },
}: RegisterConfirmFormProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  useEffect(() => {
    preloadBrowserApi();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await (await loadBrowserApi(locale)).POST('/customer/register/confirm', { body: { token } });
      void reloadSession();
      router.replace(returnUrl);
      router.refresh();
    } catch (error) {
      const { serverProblemOf } = await import('./account-errors');
      setProblem(serverProblemOf(error, 'registerConfirm'));
      setFocusKey((key) => key + 1);
      setBusy(false);
    }
  };

  const problems: FormProblem[] =
    problem === null
      ? []
      : [{ message: formTexts.messages[problem.key] ?? formTexts.messages['errors:unknown'] }];

  return (
    <AuthCard
      title={register.confirmTitle}
      intro={register.confirmIntro}
      footer={
        <>
          <AccountLink href={registerHref}>{register.signUpAgain}</AccountLink>
          {' · '}
          <AccountLink href={loginHref}>{register.loginLink}</AccountLink>
        </>
      }
    >
      <FormErrorSummary
        title={formTexts.errorSummaryTitle}
        problems={problems}
        focusKey={focusKey}
      />
      <form
        method="post"
        noValidate
        aria-label={register.confirmTitle}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <AccountSubmitButton
          busy={busy}
          label={register.confirmSubmit}
          busyLabel={register.confirmSubmitting}
        />
      </form>
    </AuthCard>
  );
}
