import { buildSearchCategoryAndCity, DEFAULT_COUNTRY_WORD, SearchListingType } from '@rooms/domain';
import { otherLocale, pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';

import type { Locale } from '@rooms/i18n';
import type { LanguageSwitchProps } from '@rooms/ui/language-switch';
import type { SearchHeroProps } from '@rooms/ui/search-hero';
import type { SiteFooterProps } from '@rooms/ui/site-footer';
import type { SiteHeaderProps } from '@rooms/ui/site-header';

/** The `common` translations of the story's language. */
export type CommonT = ReturnType<typeof useTranslation<'common'>>['t'];

/**
 * The story's language (the `locale` toolbar global, through the preview's I18nProvider) and its
 * `common` translations. Stories build their texts with it, so each renders in nl and in en.
 *
 * @returns the locale and `t`
 */
export function useStoryLanguage(): { locale: Locale; t: CommonT } {
  const locale = useLocale();
  const { t } = useTranslation('common');
  return { locale, t };
}

const CATEGORIES = [
  ['room', SearchListingType.Room],
  ['apartment', SearchListingType.Apartment],
  ['studio', SearchListingType.Studio],
  ['antiSquat', SearchListingType.Antisquat],
  ['studentHousing', SearchListingType.StudentHousing],
] as const;

function searchPath(category: (typeof CATEGORIES)[number][1], locale: Locale): string {
  return pathFor('search', locale, {
    searchCategoryAndCity: buildSearchCategoryAndCity(category, '', locale),
  });
}

/** Language-switch props for the home page of `locale`. */
export function languageSwitchProps(locale: Locale, t: CommonT): LanguageSwitchProps {
  const target = otherLocale(locale);
  return {
    currentLocale: locale,
    targetLocale: target,
    href: pathFor('home', target),
    label: t('language.switchTo'),
  };
}

/** Search-hero props as on the home page of `locale`. */
export function searchHeroProps(locale: Locale, t: CommonT): SearchHeroProps {
  return {
    headline: t('home.title'),
    subtitle: t('home.subtitle'),
    action: searchPath(SearchListingType.Room, locale),
    inputName: 'location',
    inputLabel: t('home.searchPlaceholder'),
    submitLabel: t('home.searchCta'),
    categoriesLabel: t('nav.searchRooms'),
    categories: CATEGORIES.map(([key, category]) => ({
      label: t(`home.categories.${key}`),
      href: searchPath(category, locale),
    })),
    secondaryAction: { label: t('home.rentOutCta'), href: pathFor('rentOutRoom', locale) },
  };
}

/** Header props (anonymous visitor) as on the site, without the language switch. */
export function siteHeaderProps(
  locale: Locale,
  t: CommonT,
): Omit<SiteHeaderProps, 'languageSwitch'> {
  return {
    appName: t('appName'),
    homeHref: pathFor('home', locale),
    homeLabel: t('nav.home'),
    navigationLabel: t('nav.menu'),
    menuLabel: t('nav.openMenu'),
    closeMenuLabel: t('nav.closeMenu'),
    links: [{ label: t('nav.searchRooms'), href: searchPath(SearchListingType.Room, locale) }],
    actions: [
      { label: t('nav.createAdvert'), href: pathFor('rentOutRoom', locale), emphasis: 'contained' },
      { label: t('nav.login'), href: pathFor('login', locale) },
      { label: t('nav.register'), href: pathFor('register', locale), emphasis: 'outlined' },
    ],
  };
}

/** Footer props with the §2 links as on the site. */
export function siteFooterProps(locale: Locale, t: CommonT): SiteFooterProps {
  return {
    appName: t('appName'),
    navigationLabel: t('appName'),
    links: [
      { label: t('footer.about'), href: pathFor('aboutUs', locale) },
      {
        label: t('footer.tenantSearch'),
        href: pathFor('roommates', locale, { city: DEFAULT_COUNTRY_WORD[locale] }),
      },
      { label: t('footer.terms'), href: pathFor('termsConditions', locale) },
      { label: t('footer.privacy'), href: pathFor('privacyPolicy', locale) },
      { label: t('footer.sitemap'), href: pathFor('sitemapStatic', locale) },
      { label: t('footer.howItWorks'), href: pathFor('howItWorks', locale) },
      { label: t('footer.tips'), href: pathFor('usefulTips', locale) },
      { label: t('footer.unsubscribe'), href: pathFor('emailUnsubscribe', locale) },
      { label: t('footer.affiliates'), href: pathFor('referrals', locale) },
      { label: t('footer.partnerships'), href: pathFor('partnerships', locale) },
      { label: t('footer.rentOutHome'), href: pathFor('rentOutHome', locale) },
      { label: t('footer.rentOutRoom'), href: pathFor('rentOutRoom', locale) },
      { label: t('footer.safetyLandlord'), href: pathFor('safetyLandlord', locale) },
    ],
    socialLabel: t('footer.social'),
    copyright: t('footer.copyright', { year: new Date().getFullYear() }),
  };
}
