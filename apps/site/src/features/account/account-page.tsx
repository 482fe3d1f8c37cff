import { getT, isLocale } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { env } from '../../env';
import { metadataAlternates } from '../../shell/alternates';
import { SiteShell } from '../../shell/site-shell';

import type { Locale, RouteKey } from '@rooms/i18n';
import type { PageAlternates } from '@rooms/ui/shell-content';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** The account pages of §2 (legacy login mode) and sign-out. */
export type AccountRoute = Extract<
  RouteKey,
  'login' | 'register' | 'passwordReset' | 'oauthSignout'
>;

/** Keys of the `account` namespace used as page titles and descriptions. */
type MetaKey = `meta.${
  | 'loginTitle'
  | 'loginDescription'
  | 'registerTitle'
  | 'registerConfirmTitle'
  | 'registerDescription'
  | 'resetTitle'
  | 'resetDescription'
  | 'resetConfirmTitle'
  | 'signOutTitle'}`;

/**
 * The page's language from its `[locale]` parameter; any other value is a 404.
 *
 * @param params the page's params promise
 * @returns 'nl' or 'en'
 * @throws the Next.js not-found error for another value
 */
export async function accountPageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** Options of {@link accountMetadata}. */
export interface AccountMetadataOptions {
  /** Key of the page title. */
  title: MetaKey;
  /** Key of the description, when the page has one worth showing in search results. */
  description?: MetaKey;
  /** The page in both languages; default: the route without query. */
  alternates?: PageAlternates;
  /** Keep the page out of search engines (sign-out, a reset link with its token). */
  noindex?: boolean;
}

/**
 * Title, description, canonical, hreflang and robots of an account page in its language.
 *
 * @param locale the page's language
 * @param route the page's route key
 * @param options the title and description keys, alternates and whether to index it
 * @returns the page's metadata
 */
export async function accountMetadata(
  locale: Locale,
  route: AccountRoute,
  options: AccountMetadataOptions,
): Promise<Metadata> {
  const t = await getT(locale, 'account');
  return {
    title: t(options.title),
    ...(options.description === undefined ? {} : { description: t(options.description) }),
    alternates: metadataAlternates(locale, options.alternates ?? routeAlternates(route)),
    ...(options.noindex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** Props of {@link AccountShell}. */
export interface AccountShellProps {
  locale: Locale;
  route: AccountRoute;
  /** The page in both languages; default: the route without query. */
  alternates?: PageAlternates;
  children: ReactNode;
}

/**
 * The normal site frame (header, footer, language switch) around an account page.
 *
 * @returns the page inside `SiteShell`
 */
export async function AccountShell({ locale, route, alternates, children }: AccountShellProps) {
  const t = await getT(locale);
  return (
    <SiteShell
      locale={locale}
      t={t}
      alternates={alternates ?? routeAlternates(route)}
      supportUrl={env.helpCentreUrl[locale]}
    >
      {children}
    </SiteShell>
  );
}
