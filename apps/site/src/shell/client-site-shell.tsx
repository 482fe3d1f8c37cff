'use client';

import { useLocale, useTranslation } from '@rooms/i18n/client';
import { routeAlternates } from '@rooms/ui/shell-content';

import { useShellConfig } from './shell-config';
import { ShellFrame } from './shell-frame';

import type { ShellVariant } from './shell-frame';
import type { PageAlternates } from '@rooms/ui/shell-content';
import type { ReactNode } from 'react';

/** Props of {@link ClientSiteShell}. */
export interface ClientSiteShellProps {
  /** The current page in both languages; the home page by default. */
  readonly alternates?: PageAlternates;
  readonly variant?: ShellVariant;
  readonly children: ReactNode;
}

/**
 * The page frame of §2 Shell for client components (the error boundaries): the same frame as the
 * server `SiteShell`, fed from the browser — language and texts from the I18nProvider, the user
 * from the session (`SessionHeader`), flags and help centre from the `ShellConfigProvider`. No maintenance
 * banner (it needs the request's cookie).
 */
export function ClientSiteShell({ alternates, variant = 'full', children }: ClientSiteShellProps) {
  const locale = useLocale();
  const { t } = useTranslation('common');
  const { t: shellT } = useTranslation('shell');
  const config = useShellConfig();
  return (
    <ShellFrame
      locale={locale}
      t={t}
      shellT={shellT}
      alternates={alternates ?? routeAlternates('home')}
      supportUrl={config.supportUrl[locale]}
      variant={variant}
      flags={config.flags}
    >
      {children}
    </ShellFrame>
  );
}
