import { use, useEffect } from 'react';

import { signedInHeader } from './header-variants';
import { ShellHeader } from './shell-header';
import { loadShellTemplate } from './shell-template-client';

import type { ShellHeaderProps } from './shell-header';
import type { PageAlternates } from '@rooms/ui/shell-content';
import type { ShellUser } from '@rooms/ui/site-header';
import type { ReactNode } from 'react';

/** Props of {@link SignedInHeader}. */
export interface SignedInHeaderProps extends Omit<ShellHeaderProps, 'content'> {
  /** The current page in both languages (the language entries link there). */
  readonly alternates: PageAlternates;
  /** The signed-in user (`GET /next/api/session`'s `shellUser`, with the unread count). */
  readonly user: ShellUser;
  /** Called once it is in the page (to open again a menu the visitor had opened). */
  readonly onShown?: () => void;
  /** What shows while the template loads and if it cannot be loaded (the anonymous header). */
  readonly fallback?: ReactNode;
}

/**
 * The header of a signed-in visitor, rendered in the browser: the language's template
 * (`GET /next/api/shell-template/<locale>`, suspending until it arrived) filled in for the user
 * and the page (`signedInHeader`) with its sign-out island. Loaded by `SessionHeader` only when
 * the visitor is signed in.
 */
export function SignedInHeader({
  alternates,
  user,
  onShown,
  fallback = null,
  ...rest
}: SignedInHeaderProps) {
  const template = use(loadShellTemplate(rest.locale));
  useEffect(() => {
    if (template !== null) onShown?.();
  }, [onShown, template]);
  if (template === null) return fallback;
  return <ShellHeader {...rest} content={signedInHeader(template, user, alternates)} />;
}
