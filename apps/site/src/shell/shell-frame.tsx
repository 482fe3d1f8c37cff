import { LanguageSwitch } from '@rooms/ui/language-switch';
import { footerContent, headerContent, languageSwitchContent } from '@rooms/ui/shell-content';
import { SiteFooter } from '@rooms/ui/site-footer';

import { MaintenanceNotice } from './maintenance-notice';
import styles from './shell-frame.module.css';
import { ShellHeader } from './shell-header';

import type { Locale } from '@rooms/i18n';
import type { CommonT, HeaderFlags, PageAlternates, ShellT } from '@rooms/ui/shell-content';
import type { ShellUser } from '@rooms/ui/site-header';
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
  readonly user: ShellUser | null;
  readonly flags: HeaderFlags;
  /** The maintenance message to show, or `null`. */
  readonly maintenanceMessage?: string | null;
  readonly children: ReactNode;
}

/**
 * The page frame of §2 Shell from resolved inputs: a skip link, the maintenance banner (when
 * given), the header (full or logo-only), the page in `<main id="main">` and, in the full
 * variant, the footer pushed to the bottom of short pages. Hook-free and I/O-free, so both the
 * server `SiteShell` and the client `ClientSiteShell` (error pages) render it.
 */
export function ShellFrame({
  locale,
  t,
  shellT,
  alternates,
  supportUrl,
  variant = 'full',
  user,
  flags,
  maintenanceMessage,
  children,
}: ShellFrameProps) {
  const content = headerContent(locale, t, {
    shellT,
    alternates,
    user,
    flags,
    supportUrl,
    variant,
  });
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        {shellT('skipToContent')}
      </a>
      {maintenanceMessage ? (
        <MaintenanceNotice
          message={maintenanceMessage}
          label={shellT('maintenance.label')}
          dismissLabel={shellT('maintenance.dismiss')}
        />
      ) : null}
      <ShellHeader
        locale={locale}
        content={content}
        languageSwitch={
          <LanguageSwitch
            {...languageSwitchContent(locale, t, alternates, shellT('languageHint'))}
          />
        }
        logoutFailedText={shellT('logoutFailed')}
        // The notice's close button hides it, as the maintenance banner's does.
        logoutFailedDismissLabel={shellT('maintenance.dismiss')}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {variant === 'full' ? (
        <SiteFooter {...footerContent(locale, t, { year: new Date().getFullYear(), supportUrl })} />
      ) : null}
    </div>
  );
}
