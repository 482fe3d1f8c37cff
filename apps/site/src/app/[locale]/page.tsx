import { SearchListingType } from '@rooms/domain';
import { getT, isLocale } from '@rooms/i18n';
import { locationBoxTexts } from '@rooms/ui/location-box-texts';
import { SearchHero } from '@rooms/ui/search-hero';
import { homeHeroContent, routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { env } from '../../env';
import { HomeSections } from '../../features/home/home-sections';
import { AccountDeletedNotice } from '../../features/my-account/account-deleted-notice';
import { metadataAlternates } from '../../shell/alternates';
import { SiteShell } from '../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';

/** Only the two generated languages exist; any other first segment is an unmatched URL (404). */
export const dynamicParams = false;

/**
 * Static, rendered again in the background at most every 5 minutes: the popular cities' listing
 * counts are live figures (their own cache keeps them 10 minutes).
 */
export const revalidate = 300;

async function localeOf(params: PageProps<'/[locale]'>['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** Title, description, canonical and hreflang alternates of the home page in its language. */
export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getT(locale);
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: metadataAlternates(locale, routeAlternates('home')),
    openGraph: {
      title: t('meta.title'),
      description: t('meta.description'),
      locale: locale === 'nl' ? 'nl_NL' : 'en_GB',
    },
  };
}

/**
 * Home page (§2 `/`): the search hero, then popular cities with listing counts, how it works for
 * tenants and landlords, and the landlord call to action; above them, the notice shown after an
 * account deletion (`/#account-deleted`, CSS only).
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await localeOf(params);
  const [t, tAccount] = await Promise.all([getT(locale), getT(locale, 'myAccount')]);
  return (
    <SiteShell
      locale={locale}
      t={t}
      alternates={routeAlternates('home')}
      supportUrl={env.helpCentreUrl[locale]}
    >
      <AccountDeletedNotice text={tAccount('deletedNotice')} />
      <SearchHero
        {...homeHeroContent(locale, t)}
        locationSuggestions={{
          locale,
          category: SearchListingType.Room,
          texts: locationBoxTexts(await getT(locale, 'search')),
        }}
      />
      <HomeSections locale={locale} />
    </SiteShell>
  );
}
