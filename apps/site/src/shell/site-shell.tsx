import { getT } from '@rooms/i18n';
import { cookies } from 'next/headers';

import { env } from '../env';

import { headerFlags } from './feature-flags';
import { MAINTENANCE_COOKIE, maintenanceBannerMessage } from './maintenance';
import { ShellFrame } from './shell-frame';
import { getShellUser } from './shell-user';

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
 * Page frame of the site (§2 Shell), a server component: reads the signed-in user (cached per
 * request), the feature flags, and whether a maintenance message is configured and not yet
 * dismissed (cookie), then renders header, banner, `<main>` and footer. Client pages (error
 * boundaries) use `ClientSiteShell` instead.
 */
export async function SiteShell({
  locale,
  t,
  alternates,
  supportUrl,
  variant = 'full',
  children,
}: SiteShellProps) {
  const [user, shellT, cookieStore] = await Promise.all([
    getShellUser(locale),
    getT(locale, 'shell'),
    cookies(),
  ]);
  const maintenanceMessage = maintenanceBannerMessage(
    locale,
    env.maintenanceMessage,
    cookieStore.get(MAINTENANCE_COOKIE)?.value,
  );
  return (
    <ShellFrame
      locale={locale}
      t={t}
      shellT={shellT}
      alternates={alternates}
      supportUrl={supportUrl ?? env.helpCentreUrl[locale]}
      variant={variant}
      user={user}
      flags={headerFlags()}
      maintenanceMessage={maintenanceMessage}
    >
      {children}
    </ShellFrame>
  );
}
