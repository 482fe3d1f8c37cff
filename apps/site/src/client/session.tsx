'use client';

import { createContext, useContext } from 'react';

import type { paths } from '@rooms/api-client';
import type { ReactNode } from 'react';

/** The signed-in user's profile as `GET /customer/view` returns it (§3 user profile fields). */
export type CurrentUser =
  paths['/customer/view']['get']['responses'][200]['content']['application/json'];

const SessionContext = createContext<CurrentUser | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The signed-in user read on the server for this request, or `null` when anonymous. */
  readonly user: CurrentUser | null;
  readonly children?: ReactNode;
}

/**
 * Hands the signed-in user, read once on the server per request, to client components. After
 * sign-in or sign-out the site navigates with a full `router.refresh()`, which re-reads it.
 */
export function SessionProvider({ user, children }: SessionProviderProps) {
  return <SessionContext.Provider value={user}>{children}</SessionContext.Provider>;
}

/**
 * The signed-in user of the page.
 *
 * @returns the profile, or `null` when the visitor is anonymous
 */
export function useCurrentUser(): CurrentUser | null {
  return useContext(SessionContext);
}
