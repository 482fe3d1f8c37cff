import Link from '@mui/material/Link';
import { LanguageSwitch } from '@rooms/ui/language-switch';
import { footerContent, headerContent, languageSwitchContent } from '@rooms/ui/shell-content';
import { SiteFooter } from '@rooms/ui/site-footer';

import { MaintenanceNotice } from './maintenance-notice';
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

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -64,
  zIndex: 2000,
  px: 2,
  py: 1.5,
  borderRadius: 1,
  bgcolor: 'background.paper',
  boxShadow: 3,
  fontWeight: 600,
  '&:focus': { top: 8 },
} as const;

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
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link href="#main" sx={skipLinkSx}>
        {shellT('skipToContent')}
      </Link>
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
      />
      <main id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      {variant === 'full' ? (
        <SiteFooter {...footerContent(locale, t, { year: new Date().getFullYear(), supportUrl })} />
      ) : null}
    </div>
  );
}
