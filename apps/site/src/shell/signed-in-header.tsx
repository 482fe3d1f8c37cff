import { useEffect } from 'react';

import { signedInHeader } from './header-variants';
import { ShellHeader } from './shell-header';

import type { SignedInTemplate } from './header-variants';
import type { ShellHeaderProps } from './shell-header';
import type { ShellUser } from '@rooms/ui/site-header';

/** Props of {@link SignedInHeader}. */
export interface SignedInHeaderProps extends Omit<ShellHeaderProps, 'content'> {
  /** The signed-in template and texts, prepared on the server (`ShellFrame`). */
  readonly variants: SignedInTemplate;
  /** The signed-in user (`GET /next/api/session`'s `shellUser`, with the unread count). */
  readonly user: ShellUser;
  /** Called once it is in the page (to open again a menu the visitor had opened). */
  readonly onShown?: () => void;
}

/**
 * The header of a signed-in visitor, rendered in the browser: the server's template filled in
 * for the user (`signedInHeader`) with its sign-out island. Loaded by `SessionHeader` only when
 * the visitor is signed in.
 */
export function SignedInHeader({ variants, user, onShown, ...rest }: SignedInHeaderProps) {
  useEffect(() => onShown?.(), [onShown]);
  return <ShellHeader {...rest} content={signedInHeader(variants, user)} />;
}
