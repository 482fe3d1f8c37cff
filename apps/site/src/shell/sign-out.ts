'use client';

import { isRoomsError } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';

import { browserApi } from '../client/browser-api';

import type { Locale } from '@rooms/i18n';

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
 * revokes the session and clears its cookie), then forget every cached query, go to the home page
 * of the language and re-read the signed-in user with `router.refresh()`. A 401 means the session
 * had already ended and counts as success; any other failure is logged and reported in `failed`.
 *
 * @param locale the page's language
 * @returns the action and its failure state
 */
export function useSignOut(locale: Locale): SignOut {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const signOut = useCallback(async () => {
    setFailed(false);
    try {
      await browserApi(locale).POST('/customer/logout');
    } catch (error) {
      if (!(isRoomsError(error) && error.status === 401)) {
        console.error('Sign-out failed', error);
        setFailed(true);
        return;
      }
    }
    queryClient.clear();
    router.push(pathFor('home', locale));
    router.refresh();
  }, [locale, queryClient, router]);
  const dismissFailure = useCallback(() => setFailed(false), []);
  return { signOut, failed, dismissFailure };
}
