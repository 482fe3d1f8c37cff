import { LanguageSwitch } from '@rooms/ui/language-switch';
import { footerContent, headerContent, languageSwitchContent } from '@rooms/ui/shell-content';
import { SiteFooter } from '@rooms/ui/site-footer';
import { SiteHeader } from '@rooms/ui/site-header';

import type { Locale } from '@rooms/i18n';
import type { CommonT, PageAlternates } from '@rooms/ui/shell-content';
import type { ReactNode } from 'react';

/** Props of {@link SiteShell}. */
export interface SiteShellProps {
  /** The page's language. */
  locale: Locale;
  /** `common` translations of that language (server: `await getT(locale)`; browser: `useTranslation`). */
  t: CommonT;
  /** The current page in both languages; the language switch links to the other one. */
  alternates: PageAlternates;
  /** External help-centre URL for this language, if configured (footer "support"). */
  supportUrl?: string | undefined;
  /** The page content, rendered inside `<main>`. */
  children: ReactNode;
}

/**
 * Page frame of the public site (§2 Shell): header with logo, navigation, actions and language
 * switch; the page in `<main>`; the footer pushed to the bottom of short pages. Hook-free, so it
 * works from server components and from client pages (404, error) alike.
 */
export function SiteShell({ locale, t, alternates, supportUrl, children }: SiteShellProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader
        {...headerContent(locale, t)}
        languageSwitch={<LanguageSwitch {...languageSwitchContent(locale, t, alternates)} />}
      />
      <main id="main" style={{ flex: 1 }}>
        {children}
      </main>
      <SiteFooter {...footerContent(locale, t, { year: new Date().getFullYear(), supportUrl })} />
    </div>
  );
}
