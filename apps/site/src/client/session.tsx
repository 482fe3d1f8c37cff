'use client';

import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

import { flushAlertsWhenSignedIn } from '../features/search-alerts/flush-on-sign-in';

import { ANONYMOUS_SESSION, LOADING_SESSION, SessionStore } from './session-store';

import type { CurrentUser, SessionSnapshot, SessionState } from './session-store';
import type { ReactNode } from 'react';

export type { CurrentUser, SessionSnapshot, SessionState } from './session-store';

/** The tab's one session store (module state: survives client-side navigations). */
const browserStore = new SessionStore();

// §4: once a signed-in user is known (any sign-in or registration), this browser's anonymous
// search alerts go to the account.
if (typeof window !== 'undefined') {
  browserStore.subscribe(() => void flushAlertsWhenSignedIn(browserStore.getSnapshot()));
}

/** What the nearest {@link SessionProvider} gives: a store, or a snapshot read on the server. */
interface SessionContextValue {
  readonly store: SessionStore;
  /** Set on private pages, whose layout read the user on the server for this request. */
  readonly known?: SessionSnapshot;
}

const SessionContext = createContext<SessionContextValue>({ store: browserStore });

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /**
   * The session read on the server for this request: private pages (`(app)` layout), which
   * render per request anyway, show the user at once. Left out on the public pages, whose HTML
   * is the same for every visitor: their session is read by the browser after hydration.
   */
  readonly known?: SessionSnapshot | undefined;
  /** The store to use; the tab's own by default (tests pass their own). */
  readonly store?: SessionStore;
  readonly children?: ReactNode;
}

/**
 * Hands the visitor's session to client components. With `known` it also puts that snapshot
 * into the store, so the public pages visited next (client-side) need no request.
 */
export function SessionProvider({ known, store = browserStore, children }: SessionProviderProps) {
  useEffect(() => {
    if (known !== undefined) store.set(known);
  }, [known, store]);
  return (
    <SessionContext.Provider value={known === undefined ? { store } : { store, known }}>
      {children}
    </SessionContext.Provider>
  );
}

/**
 * The visitor's session. On public pages it is `loading` in the server's HTML and while
 * hydrating, then read once per tab from `GET /next/api/session` (a failure counts as
 * anonymous); on private pages it is the server's snapshot at once.
 *
 * @returns the state: `loading`, or `ready` with user, unread count and banner dismissal
 */
export function useSession(): SessionState {
  const { store, known } = useContext(SessionContext);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => LOADING_SESSION);
  useEffect(() => {
    if (known === undefined) void store.load();
  }, [known, store]);
  return known === undefined ? state : { status: 'ready', ...known };
}

/**
 * The signed-in user of the page.
 *
 * @returns the profile, or `null` when anonymous or not known yet (see {@link useSession})
 */
export function useCurrentUser(): CurrentUser | null {
  const session = useSession();
  return session.status === 'ready' ? session.user : null;
}

/**
 * Reads the session again, after signing in (or anything else that changes who is signed in);
 * components showing it follow.
 *
 * @returns when the new state is known
 */
export async function reloadSession(): Promise<void> {
  await browserStore.reload();
}

/** Marks the tab as signed out at once (after `POST /customer/logout` succeeded). */
export function clearSession(): void {
  browserStore.set(ANONYMOUS_SESSION);
}

/**
 * Notes in the tab's session that the visitor dismissed this maintenance message, so pages
 * reached by client-side navigation do not show it again before the next read.
 *
 * @param version the dismissed messages' fingerprint
 */
export function noteMaintenanceDismissed(version: string): void {
  const state = browserStore.getSnapshot();
  if (state.status === 'ready') browserStore.set({ ...state, maintenanceDismissed: version });
}
