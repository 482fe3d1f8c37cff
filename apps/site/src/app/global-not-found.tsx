import { DEFAULT_LOCALE, getT, isLocale } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { headers } from 'next/headers';

import { env } from '../env';
import { LOCALE_HEADER } from '../locale-routing';
import { NotFoundContent } from '../shell/not-found-content';
import { RootDocument } from '../shell/root-document';
import { SiteShell } from '../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

async function requestLocale(): Promise<Locale> {
  const value = (await headers()).get(LOCALE_HEADER);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Title of the 404 page in the request's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT(await requestLocale());
  return {
    title: `${t('notFound.title')} – ${t('appName')}`,
    metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
  };
}

/**
 * 404 page for every URL that matches no route (§2), server-rendered in the language of the
 * URL (the proxy passes it in the {@link LOCALE_HEADER} request header; Dutch otherwise).
 */
export default async function GlobalNotFound() {
  const locale = await requestLocale();
  const t = await getT(locale);
  return (
    <RootDocument locale={locale}>
      <SiteShell
        locale={locale}
        t={t}
        alternates={routeAlternates('home')}
        supportUrl={env.helpCentreUrl[locale]}
      >
        <NotFoundContent locale={locale} t={t} />
      </SiteShell>
    </RootDocument>
  );
}
