import { getT } from '@rooms/i18n';

import { env } from '../env';

import { headerFlags } from './feature-flags';
import { maintenanceVersion } from './maintenance';
import { ShellFrame } from './shell-frame';

import type { ShellVariant } from './shell-frame';
import type { Locale } from '@rooms/i18n';
import type { CommonT, PageAlternates } from '@rooms/ui/shell-content';
import type { ReactNode } from 'react';

export type { ShellVariant } from './shell-frame';

/** Props of {@link SiteShell}. */
export interface SiteShellProps {
  /** The page's language. */
  locale: Locale;
  /** `common` translations of that language (`await getT(locale)`). */
  t: CommonT;
  /**
   * The current page in both languages; the language switch links to the other one. Pages of
   * dynamic routes pass their own (`routeAlternates(route, params)`, or `alternatesFor(path,
   * { translateParams })` when a parameter differs by language), so the switch keeps the visitor
   * on the same page.
   */
  alternates: PageAlternates;
  /** External help-centre URL for this language; defaults to the configured one (`env.ts`). */
  supportUrl?: string | undefined;
  /**
   * `full` (default): the whole header and the footer. `simple`: a logo-only header and no
   * footer, for focused flows (the listing wizard, payment).
   */
  variant?: ShellVariant;
  /** The page content, rendered inside `<main id="main">`. */
  children: ReactNode;
}

/**
 * Page frame of the site (§2 Shell), a server component that reads nothing of the request, so
 * the pages using it can be static: the feature flags, the help centre and the maintenance
 * message of this deployment, then header, banner, `<main>` and footer. The visitor's part (the
 * signed-in header, a dismissed banner) is filled in by the browser from `GET /next/api/session`
 * (`SessionHeader`, `MaintenanceNotice`). Client pages (error boundaries) use `ClientSiteShell`.
 */
export async function SiteShell({
  locale,
  t,
  alternates,
  supportUrl,
  variant = 'full',
  children,
}: SiteShellProps) {
  const shellT = await getT(locale, 'shell');
  const message = env.maintenanceMessage[locale];
  const version = maintenanceVersion(env.maintenanceMessage);
  return (
    <ShellFrame
      locale={locale}
      t={t}
      shellT={shellT}
      alternates={alternates}
      supportUrl={supportUrl ?? env.helpCentreUrl[locale]}
      variant={variant}
      flags={headerFlags()}
      maintenance={message === undefined || version === null ? null : { message, version }}
    >
      {children}
    </ShellFrame>
  );
}
