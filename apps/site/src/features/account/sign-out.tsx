'use client';

import { AuthCard } from '@rooms/ui/auth-card';
import { ButtonLink, buttonClassName } from '@rooms/ui/button-link';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { clearSession } from '../../client/session';

import { serverProblemOf } from './account-errors';
import styles from './account-form.module.css';
import { BusySpinner } from './busy-spinner';

import type { AccountMessages, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';

/** Props of {@link SignOut}; texts and links come from the server. */
export interface SignOutProps {
  /** The page's language (the API answers in it). */
  locale: Locale;
  /** The home page of the language: where the visitor goes once signed out. */
  homeHref: string;
  texts: { signOut: AccountSection<'signOut'>; messages: AccountMessages };
}

/**
 * The sign-out page's work (§2 route `oauthSignout`, "signing out … navigates to the signout
 * route"): on arrival it calls `POST /customer/logout` from the browser (the API revokes the
 * session and clears the httpOnly cookie on the site's origin), then replaces the page with the
 * home page of its language and refreshes the server components. Signing out without a session
 * succeeds too. If the call fails the page says so (§8 text), with "try again" and a link home.
 * Without MUI, client i18n or TanStack Query.
 */
export function SignOut({ locale, homeHref, texts: { signOut, messages } }: SignOutProps) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const logOut = useCallback(async () => {
    setFailure(null);
    try {
      await browserApi(locale).POST('/customer/logout');
      clearSession();
      router.replace(homeHref);
      router.refresh();
    } catch (error) {
      setFailure(messages[serverProblemOf(error, 'signOut').key]);
    }
  }, [locale, router, homeHref, messages]);
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    void logOut();
  }, [logOut]);

  return (
    <AuthCard title={signOut.title}>
      {failure === null ? (
        <div role="status" className={styles.busy}>
          <BusySpinner size={28} />
          <p className={styles.busyText}>{signOut.busy}</p>
        </div>
      ) : (
        <>
          <InlineAlert severity="error" className={styles.notice}>
            {signOut.failed} {failure}
          </InlineAlert>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClassName({ variant: 'contained', size: 'large' })}
              onClick={() => void logOut()}
            >
              {signOut.retry}
            </button>
            <ButtonLink href={homeHref} variant="outlined" size="large">
              {signOut.home}
            </ButtonLink>
          </div>
        </>
      )}
    </AuthCard>
  );
}
