import { SiteHeader } from '@rooms/ui/site-header';

import { SignOutProvider } from './sign-out';

import type { Locale } from '@rooms/i18n';
import type { HeaderContent } from '@rooms/ui/shell-content';
import type { ReactNode } from 'react';

/** Props of {@link ShellHeader}. */
export interface ShellHeaderProps {
  readonly locale: Locale;
  /** The header's texts, links and menus (`headerContent` of `@rooms/ui/shell-content`). */
  readonly content: HeaderContent;
  /** The language switch element of the bar. */
  readonly languageSwitch?: ReactNode;
  /** Message shown when sign-out fails (translation `logoutFailed` of `shell`). */
  readonly logoutFailedText: string;
  /** Accessible name of that message's close button. */
  readonly logoutFailedDismissLabel: string;
}

/**
 * The site header wired to the browser (§2 Shell): the server-rendered `SiteHeader` and, for a
 * signed-in user, the `SignOutProvider` island that gives its sign-out entries (desktop menu,
 * phone drawer) their action and reports a failure. Anonymous visitors and the logo-only header
 * have no sign-out entry, so they carry none of that script. Hook-free: renders on the server (`SiteShell`) and
 * in the browser (`ClientSiteShell`).
 */
export function ShellHeader({
  locale,
  content,
  languageSwitch,
  logoutFailedText,
  logoutFailedDismissLabel,
}: ShellHeaderProps) {
  const header = <SiteHeader {...content} languageSwitch={languageSwitch} />;
  if (!content.user || content.variant === 'simple') return header;
  return (
    <SignOutProvider
      locale={locale}
      homeHref={content.homeHref}
      failedText={logoutFailedText}
      dismissLabel={logoutFailedDismissLabel}
    >
      {header}
    </SignOutProvider>
  );
}
