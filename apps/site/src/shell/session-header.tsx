'use client';

import { useCallback, useEffect, useRef } from 'react';

import { lazyComponent } from '../client/lazy-component';
import { useSession } from '../client/session';

import styles from './session-header.module.css';

import type { SignedInHeaderProps } from './signed-in-header';
import type { ReactNode } from 'react';

/**
 * The signed-in header, fetched only once a visitor turns out to be signed in: its code (the
 * header, drawer, menu, icons and sign-out, rendered in the browser) stays out of every public
 * page's first load. The anonymous header (account buttons hidden) shows while it loads.
 */
const LazySignedInHeader = lazyComponent<SignedInHeaderProps>(
  () => import('./signed-in-header').then((module) => module.SignedInHeader),
  { fallback: ({ fallback }) => fallback },
);

/** Props of {@link SessionHeader}. */
export interface SessionHeaderProps extends Omit<
  SignedInHeaderProps,
  'user' | 'onShown' | 'fallback'
> {
  /**
   * The anonymous visitor's header, rendered on the server, with its account buttons marked
   * `data-account` (`markAccountActions`).
   */
  readonly anonymous: ReactNode;
}

/**
 * The site header following the visitor's session (§2 Shell). The server's HTML (the same for
 * every visitor) and the hydration render show the anonymous header with its account buttons
 * kept invisibly in place (and none in the drawer); then the anonymous header, or, for a
 * signed-in visitor, the signed-in header (account menu with photo, shortcuts, unread count,
 * drawer, sign-out) built in the browser from the language's template. The anonymous header comes
 * as server-rendered markup, so an anonymous visitor's first load carries only this switch. A
 * menu or drawer the visitor opened before the signed-in header replaced the anonymous one is
 * opened again in it.
 */
export function SessionHeader({ anonymous, ...signedIn }: SessionHeaderProps) {
  const session = useSession();
  const wrapper = useRef<HTMLDivElement>(null);
  /** The id of the header's popover (menu, drawer) that is open, if any. */
  const openPopover = useRef<string | null>(null);
  useEffect(() => {
    const node = wrapper.current;
    if (node === null) return undefined;
    // `toggle` does not bubble; the capture phase still passes through this wrapper.
    const onToggle = (event: Event) => {
      const target = event.target as HTMLElement;
      if (!target.isConnected || target.id === '') return;
      if ((event as ToggleEvent).newState === 'open') openPopover.current = target.id;
      else if (openPopover.current === target.id) openPopover.current = null;
    };
    node.addEventListener('toggle', onToggle, true);
    return () => node.removeEventListener('toggle', onToggle, true);
  }, []);
  const reopen = useCallback(() => {
    const id = openPopover.current;
    const popover = id === null ? null : document.getElementById(id);
    if (popover !== null && !popover.matches(':popover-open')) popover.showPopover();
  }, []);
  // Known anonymous: the account buttons show. Otherwise they are hidden (the signed-in header
  // has none).
  const known = session.status === 'ready' && session.shellUser === null;
  return (
    <div ref={wrapper} className={known ? styles.session : `${styles.session} ${styles.pending}`}>
      {session.status === 'ready' && session.shellUser !== null ? (
        <LazySignedInHeader
          {...signedIn}
          user={session.shellUser}
          onShown={reopen}
          fallback={anonymous}
        />
      ) : (
        anonymous
      )}
    </div>
  );
}
