'use client';

import { useCallback, useEffect, useState } from 'react';

import { useSession } from '../../client/session';

/** Where an island's data stands. */
export type IslandState<T> =
  | { readonly kind: 'session' }
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly data: T };

/**
 * The signed-in user's data of a cached public page: nothing while the session is read (the
 * server's HTML is the same for every visitor), `anonymous` for a visitor who is not signed in,
 * else the answer of `load` (read again by `retry`, and when the user changes).
 *
 * @param load reads the data; rejects on failure
 * @returns the state and a retry function
 */
export function useSignedInFetch<T>(load: () => Promise<T>): {
  state: IslandState<T>;
  retry: () => void;
} {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.userid ?? null) : undefined;
  const [result, setResult] = useState<IslandState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (userId === undefined || userId === null) return undefined;
    let live = true;
    setResult({ kind: 'loading' });
    load().then(
      (data) => {
        if (live) setResult({ kind: 'ready', data });
      },
      (error: unknown) => {
        console.warn('Reading the signed-in part of the page failed', error);
        if (live) setResult({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render; the user and the attempt decide a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (userId === undefined) return { state: { kind: 'session' }, retry };
  if (userId === null) return { state: { kind: 'anonymous' }, retry };
  return { state: result, retry };
}
