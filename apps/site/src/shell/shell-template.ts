import { getT } from '@rooms/i18n';
import { headerContent } from '@rooms/ui/shell-content';

import { env } from '../env';

import { headerFlags } from './feature-flags';
import { ALTERNATE_SLOTS, COUNT_SLOT, TEMPLATE_USER } from './header-variants';

import type { SignedInTemplate } from './header-variants';
import type { Locale } from '@rooms/i18n';
import type { CommonT, HeaderFlags, ShellT } from '@rooms/ui/shell-content';

/** What the signed-in template depends on besides the language: this deployment's settings. */
export interface ShellTemplateOptions {
  readonly flags: HeaderFlags;
  /** The external help centre of the language, if configured. */
  readonly supportUrl?: string | undefined;
}

/**
 * The signed-in header template of a language (§2 Shell, issue 24): the full header built for
 * {@link TEMPLATE_USER} with {@link ALTERNATE_SLOTS} for the page's addresses, and the unread
 * texts. The same for every page of the language, so it is not part of any page: the browser
 * fetches it (`GET /next/api/shell-template/<locale>`) only for a signed-in visitor.
 *
 * @param locale the language
 * @param t the `common` translations of that language
 * @param shellT the `shell` translations of that language
 * @param options the deployment's header flags and help centre
 * @returns the template `signedInHeader` fills in
 */
export function buildShellTemplate(
  locale: Locale,
  t: CommonT,
  shellT: ShellT,
  { flags, supportUrl }: ShellTemplateOptions,
): SignedInTemplate {
  return {
    signedIn: headerContent(locale, t, {
      shellT,
      alternates: ALTERNATE_SLOTS,
      flags,
      supportUrl,
      variant: 'full',
      user: TEMPLATE_USER,
    }),
    unreadLabels: {
      one: shellT('unreadMessages', { count: 1, replace: { count: COUNT_SLOT } }),
      other: shellT('unreadMessages', { count: 2, replace: { count: COUNT_SLOT } }),
    },
    locale,
  };
}

/**
 * {@link buildShellTemplate} with this deployment's translations, feature flags and help centre
 * (`env.ts`), as `SiteShell` uses them.
 *
 * @param locale the language
 */
export async function shellTemplate(locale: Locale): Promise<SignedInTemplate> {
  const [t, shellT] = await Promise.all([getT(locale), getT(locale, 'shell')]);
  return buildShellTemplate(locale, t, shellT, {
    flags: headerFlags(),
    supportUrl: env.helpCentreUrl[locale],
  });
}
