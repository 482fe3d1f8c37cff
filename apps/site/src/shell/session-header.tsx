'use client';

import { useSession } from '../client/session';

import { pendingHeader, signedInHeader } from './header-variants';
import { ShellHeader } from './shell-header';

import type { HeaderVariants } from './header-variants';
import type { ShellHeaderProps } from './shell-header';

/** Props of {@link SessionHeader}. */
export interface SessionHeaderProps extends Omit<ShellHeaderProps, 'content'> {
  /** The anonymous header and the signed-in template, prepared on the server. */
  readonly variants: HeaderVariants;
}

/**
 * The full site header following the visitor's session (§2 Shell): in the server's HTML and
 * until the session is known the anonymous header with its account buttons kept invisible in
 * place (the same HTML for every visitor, no layout shift for anonymous ones); then the
 * anonymous header, or the signed-in one (account menu with photo, shortcuts, unread count,
 * drawer, sign-out) filled in for the user.
 */
export function SessionHeader({ variants, ...rest }: SessionHeaderProps) {
  const session = useSession();
  const content =
    session.status === 'loading'
      ? pendingHeader(variants.anonymous)
      : session.shellUser === null
        ? variants.anonymous
        : signedInHeader(variants, session.shellUser);
  return <ShellHeader {...rest} content={content} />;
}
