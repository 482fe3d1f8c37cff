import { DEFAULT_LOCALE, getT, isLocale } from '@rooms/i18n';
import { headers } from 'next/headers';

import { env } from '../env';
import { LOCALE_HEADER } from '../locale-routing';
import { notFoundTitle } from '../shell/not-found-content';
import { NotFoundPage } from '../shell/not-found-page';
import { RootDocument } from '../shell/root-document';
import { serverShellConfig } from '../shell/server-shell-config';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

async function requestLocale(): Promise<Locale> {
  const value = (await headers()).get(LOCALE_HEADER);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Title of the 404 page in the request's language; not to be indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT(await requestLocale());
  return {
    title: notFoundTitle(t),
    metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
    robots: { index: false },
  };
}

/**
 * 404 page for every URL that matches no route (§2), server-rendered in the language of the
 * URL (the proxy passes it in the {@link LOCALE_HEADER} request header; Dutch otherwise), with
 * the shell's header (its signed-in part read by the browser, as on every page).
 */
export default async function GlobalNotFound() {
  const locale = await requestLocale();
  return (
    <RootDocument locale={locale} shellConfig={serverShellConfig()}>
      <NotFoundPage locale={locale} />
    </RootDocument>
  );
}
