'use client';

import { SiteHeader } from '@rooms/ui/site-header';
import dynamic from 'next/dynamic';

import { useSignOut } from './sign-out';

import type { Locale } from '@rooms/i18n';
import type { HeaderContent } from '@rooms/ui/shell-content';
import type { ReactNode } from 'react';

/** The sign-out failure toast, loaded only when a sign-out fails. */
const LogoutFailedNotice = dynamic(() => import('./logout-failed-notice'), { ssr: false });

/** Props of {@link ShellHeader}. Serialisable, so a server component can render it. */
export interface ShellHeaderProps {
  readonly locale: Locale;
  /** The header's texts, links and menus (`headerContent` of `@rooms/ui/shell-content`). */
  readonly content: HeaderContent;
  /** The language switch element of the bar. */
  readonly languageSwitch?: ReactNode;
  /** Message shown when sign-out fails (translation `logoutFailed` of `shell`). */
  readonly logoutFailedText: string;
}

/**
 * The site header wired to the browser (§2 Shell): the presentational `SiteHeader` plus sign-out
 * from the desktop menu and the phone drawer, with a message when sign-out fails.
 */
export function ShellHeader({
  locale,
  content,
  languageSwitch,
  logoutFailedText,
}: ShellHeaderProps) {
  const { signOut, failed, dismissFailure } = useSignOut(locale);
  return (
    <>
      <SiteHeader {...content} languageSwitch={languageSwitch} onLogout={() => void signOut()} />
      {failed ? (
        <LogoutFailedNotice open={failed} text={logoutFailedText} onClose={dismissFailure} />
      ) : null}
    </>
  );
}
