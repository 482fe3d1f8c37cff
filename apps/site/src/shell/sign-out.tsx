'use client';

import { ErrorToast } from '@rooms/ui/error-toast';
import { LogoutProvider } from '@rooms/ui/logout-button';
import { QueryClientContext } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useContext, useState } from 'react';

import { loadBrowserApi } from '../client/load-browser-api';
import { clearSession } from '../client/session';

import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** What {@link useSignOut} returns. */
export interface SignOut {
  /** Signs out; resolves after navigating home, or after a failure was recorded. */
  readonly signOut: () => Promise<void>;
  /** True after a sign-out that failed (the session may still be valid). */
  readonly failed: boolean;
  /** Clears {@link SignOut.failed}, e.g. when its message is closed. */
  readonly dismissFailure: () => void;
}

/**
 * Sign-out from the header menu (§2 Authentication): `POST /services/api/customer/logout` (which
 * revokes the session and clears its cookie), then forget every cached query (on the interactive
 * pages, which have TanStack Query), mark the tab signed out (`clearSession`), go to the home page of
 * the language and refresh its server components. A 401 means the session had already ended and counts as
 * success; any other failure is logged and reported in `failed`. The API client is loaded on
 * the first sign-out, keeping it out of every page's first load.
 *
 * @param locale the page's language
 * @param homeHref the home page of that language (`pathFor('home', locale)`)
 * @returns the action and its failure state
 */
export function useSignOut(locale: Locale, homeHref: string): SignOut {
  const router = useRouter();
  // Read the context rather than `useQueryClient()`: public pages have no QueryClientProvider.
  const queryClient = useContext(QueryClientContext);
  const [failed, setFailed] = useState(false);
  const signOut = useCallback(async () => {
    setFailed(false);
    const [api, { isRoomsError }] = await Promise.all([
      loadBrowserApi(locale),
      import('@rooms/domain'),
    ]);
    try {
      await api.POST('/customer/logout');
    } catch (error) {
      if (!(isRoomsError(error) && error.status === 401)) {
        console.error('Sign-out failed', error);
        setFailed(true);
        return;
      }
    }
    queryClient?.clear();
    clearSession();
    router.push(homeHref);
    router.refresh();
  }, [homeHref, locale, queryClient, router]);
  const dismissFailure = useCallback(() => setFailed(false), []);
  return { signOut, failed, dismissFailure };
}

/** How long the sign-out failure stays, ms: longer than a toast's default, it asks to act. */
const FAILURE_SHOWN_MS = 8000;

/** Props of {@link SignOutProvider}. */
export interface SignOutProviderProps {
  readonly locale: Locale;
  /** The home page of that language, where sign-out lands. */
  readonly homeHref: string;
  /** Message shown when sign-out fails (translation `logoutFailed` of `shell`). */
  readonly failedText: string;
  /** Accessible name of that message's close button. */
  readonly dismissLabel: string;
  /** The server-rendered header whose sign-out entries this provider serves. */
  readonly children: ReactNode;
}

/**
 * The header's sign-out, a small client island around the server-rendered `SiteHeader`: gives
 * its sign-out entries ({@link useSignOut}) their action and shows a message when it fails.
 */
export function SignOutProvider({
  locale,
  homeHref,
  failedText,
  dismissLabel,
  children,
}: SignOutProviderProps) {
  const { signOut, failed, dismissFailure } = useSignOut(locale, homeHref);
  return (
    <LogoutProvider onLogout={() => void signOut()}>
      {children}
      {failed ? (
        <ErrorToast
          text={failedText}
          closeLabel={dismissLabel}
          onClose={dismissFailure}
          autoHideMs={FAILURE_SHOWN_MS}
        />
      ) : null}
    </LogoutProvider>
  );
}
