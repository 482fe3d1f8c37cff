import { isLocale, LOCALES } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { env } from '../../env';
import { RootDocument } from '../../shell/root-document';
import { serverShellConfig } from '../../shell/server-shell-config';
import { getShellProfile } from '../../shell/shell-user';

import type { Metadata, Viewport } from 'next';

/** Both languages are built ahead of time: `/nl` (served at `/` by the proxy) and `/en`. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0B5D6B',
};

/**
 * Root layout per language: the full document (`<html lang>` of the page's language, theme,
 * i18n, top loading bar, the signed-in user read from the session cookie, the shell's flags).
 * Any other locale value is a 404. An API failure while reading the user renders the page
 * anonymously (logged) rather than failing every page.
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const user = await getShellProfile(locale);
  return (
    <RootDocument locale={locale} user={user} shellConfig={serverShellConfig()}>
      {children}
    </RootDocument>
  );
}
