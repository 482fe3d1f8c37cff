import { LanguageSwitch } from '@rooms/ui/language-switch';
import { footerContent, headerContent, languageSwitchContent } from '@rooms/ui/shell-content';
import { SiteFooter } from '@rooms/ui/site-footer';
import { SiteHeader } from '@rooms/ui/site-header';

import { markAccountActions } from './header-variants';
import { MaintenanceNotice } from './maintenance-notice';
import { SessionHeader } from './session-header';
import styles from './shell-frame.module.css';

import type { Locale } from '@rooms/i18n';
import type { CommonT, HeaderFlags, PageAlternates, ShellT } from '@rooms/ui/shell-content';
import type { ReactNode } from 'react';

/** Page frame variant: `full`, or `simple` (logo-only header, no footer) for focused flows. */
export type ShellVariant = 'full' | 'simple';

/** Props of {@link ShellFrame}. Everything is already resolved: no I/O happens here. */
export interface ShellFrameProps {
  readonly locale: Locale;
  readonly t: CommonT;
  readonly shellT: ShellT;
  readonly alternates: PageAlternates;
  readonly supportUrl?: string | undefined;
  readonly variant?: ShellVariant;
  readonly flags: HeaderFlags;
  /**
   * The configured maintenance message of the page's language and the fingerprint of the
   * configured messages (`maintenanceVersion`), or `null` when none is configured.
   */
  readonly maintenance?: { readonly message: string; readonly version: string } | null;
  readonly children: ReactNode;
}

/**
 * The page frame of §2 Shell from resolved inputs: a skip link, the maintenance banner (when
 * configured; hidden in the browser for a visitor who dismissed it), the header (full or
 * logo-only), the page in `<main id="main">` and, in the full variant, the footer pushed to the
 * bottom of short pages. Nothing in it depends on the visitor: the full header is rendered for
 * an anonymous visitor (and in its pending form); for a signed-in one, `SessionHeader` builds it
 * in the browser from the language's template (`GET /next/api/shell-template/<locale>`), so a
 * page's HTML is the same for everyone. Hook-free and I/O-free, so both the server `SiteShell`
 * and the client `ClientSiteShell` (error pages) render it.
 */
export function ShellFrame({
  locale,
  t,
  shellT,
  alternates,
  supportUrl,
  variant = 'full',
  flags,
  maintenance,
  children,
}: ShellFrameProps) {
  const options = { shellT, alternates, flags, supportUrl, variant };
  const anonymous = headerContent(locale, t, { ...options, user: null });
  const languageSwitch = (
    <LanguageSwitch {...languageSwitchContent(locale, t, alternates, shellT('languageHint'))} />
  );
  const headerProps = {
    locale,
    languageSwitch,
    logoutFailedText: shellT('logoutFailed'),
    // The notice's close button hides it, as the maintenance banner's does.
    logoutFailedDismissLabel: shellT('maintenance.dismiss'),
  };
  // The logo-only header is the same for everyone; the full one follows the session. Its
  // anonymous form (no sign-out entry, so no `ShellHeader` island) is rendered here, on the
  // server for the public pages, so the browser gets it as markup, not as header code.
  const header =
    variant === 'simple' ? (
      <SiteHeader {...anonymous} languageSwitch={languageSwitch} />
    ) : (
      <SessionHeader
        {...headerProps}
        anonymous={
          <SiteHeader {...markAccountActions(anonymous)} languageSwitch={languageSwitch} />
        }
        alternates={alternates}
      />
    );
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        {shellT('skipToContent')}
      </a>
      {maintenance ? (
        <MaintenanceNotice
          version={maintenance.version}
          message={maintenance.message}
          label={shellT('maintenance.label')}
          dismissLabel={shellT('maintenance.dismiss')}
        />
      ) : null}
      {header}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {variant === 'full' ? (
        <SiteFooter {...footerContent(locale, t, { year: new Date().getFullYear(), supportUrl })} />
      ) : null}
    </div>
  );
}
