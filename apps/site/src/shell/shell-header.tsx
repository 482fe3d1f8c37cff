'use client';

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SiteHeader } from '@rooms/ui/site-header';

import { useSignOut } from './sign-out';

import type { Locale } from '@rooms/i18n';
import type { HeaderContent } from '@rooms/ui/shell-content';
import type { ReactNode } from 'react';

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
      <Snackbar
        open={failed}
        onClose={dismissFailure}
        autoHideDuration={8000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={dismissFailure}>
          {logoutFailedText}
        </Alert>
      </Snackbar>
    </>
  );
}
