import { isLocale, LOCALES } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { env } from '../../env';
import { RootDocument } from '../../shell/root-document';
import { serverShellConfig } from '../../shell/server-shell-config';

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
 * i18n, top loading bar, the shell's flags). Reads nothing of the request (no cookie, header or
 * session), so the pages below can be static: the signed-in part of the shell is read by the
 * browser (`useSession`). Any other locale value is a 404.
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <RootDocument locale={locale} shellConfig={serverShellConfig()}>
      {children}
    </RootDocument>
  );
}
