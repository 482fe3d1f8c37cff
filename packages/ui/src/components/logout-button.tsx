'use client';

import { createContext, useContext } from 'react';

import type { ReactNode } from 'react';

/** What the sign-out entries call; `undefined` outside a {@link LogoutProvider}. */
const LogoutContext = createContext<(() => void) | undefined>(undefined);

/** Props of {@link LogoutProvider}. */
export interface LogoutProviderProps {
  /** Signs the user out (the site's `useSignOut`); called after the entry's menu has closed. */
  onLogout: () => void;
  /** Usually the `SiteHeader`, rendered on the server. */
  children: ReactNode;
}

/**
 * Gives the sign-out entries of the header (desktop menu and phone drawer) their action. The
 * header is a server component and cannot take a function, so the site wraps it in this client
 * provider instead (§2 Shell "logout").
 */
export function LogoutProvider({ onLogout, children }: LogoutProviderProps) {
  return <LogoutContext.Provider value={onLogout}>{children}</LogoutContext.Provider>;
}

/** Props of {@link LogoutButton}. */
export interface LogoutButtonProps {
  /** `menuitem` inside the desktop menu; a plain button otherwise. */
  role?: 'menuitem';
  className?: string;
  'data-testid'?: string;
  /** Icon and label, rendered by the (server) caller. */
  children: ReactNode;
}

/**
 * The sign-out entry: a button that closes the popover it sits in (menu or drawer) and calls the
 * nearest {@link LogoutProvider}'s action. The header's only JavaScript besides the menu's
 * keyboard support.
 */
export function LogoutButton({ role, className, children, ...rest }: LogoutButtonProps) {
  const onLogout = useContext(LogoutContext);
  return (
    <button
      type="button"
      role={role}
      className={className}
      data-testid={rest['data-testid']}
      onClick={(event) => {
        event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover?.();
        onLogout?.();
      }}
    >
      {children}
    </button>
  );
}

export default LogoutButton;
