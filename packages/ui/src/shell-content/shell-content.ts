import { DEFAULT_COUNTRY_WORD, SearchListingType } from '@rooms/domain';
import { otherLocale, pathFor } from '@rooms/i18n';

import { SEARCH_LOCATION_PARAM } from '../components/search-path';

import { countrySearchPath, HOME_CATEGORIES } from './search-links';

import type { LanguageSwitchProps } from '../components/language-switch';
import type { SearchHeroProps } from '../components/search-hero';
import type { SiteFooterProps } from '../components/site-footer';
import type { Locale, RouteKey, RouteParams } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/**
 * The `common`-namespace `t` function (§2 Shell texts), from `getT(locale)` of `@rooms/i18n` on
 * the server or `useTranslation('common')` of `@rooms/i18n/client` in the browser.
 */
export type CommonT = TFunction<'common'>;

/** The paths of the current page in both languages (from {@link routeAlternates} or `alternatesFor`). */
export interface PageAlternates {
  readonly nl: string;
  readonly en: string;
}

/**
 * The paths of a route in both languages, for the language switch and `hreflang` (§2 Shell).
 *
 * @param route a route key of `@rooms/i18n`
 * @param params the route's parameters, the same in both languages
 * @returns `{ nl, en }` paths
 * @throws Error from `pathFor` when a parameter is missing
 */
export function routeAlternates<K extends RouteKey>(
  route: K,
  params?: RouteParams<K>,
): PageAlternates {
  return { nl: pathFor(route, 'nl', params), en: pathFor(route, 'en', params) };
}

/**
 * The language switch of a page (§2 Shell): a link to the same page in the other language,
 * labelled in that language.
 *
 * @param locale the page's language
 * @param t the `common` translations of that language
 * @param alternates the page's path in both languages
 * @param description optional hint in the page's language, e.g. "View this page in Dutch"
 *   (translation `languageHint` of `shell`), shown as tooltip and accessible description
 * @returns props of `LanguageSwitch`
 */
export function languageSwitchContent(
  locale: Locale,
  t: CommonT,
  alternates: PageAlternates,
  description?: string,
): LanguageSwitchProps {
  const target = otherLocale(locale);
  return {
    currentLocale: locale,
    targetLocale: target,
    href: alternates[target],
    label: t('language.switchTo'),
    ...(description ? { description } : {}),
  };
}

/** Options of {@link footerContent} (§2 Shell footer). */
export interface FooterOptions {
  /** Year of the copyright line. */
  readonly year: number;
  /** External help-centre address for this language (§2 "support"); the link is left out without it. */
  readonly supportUrl?: string | undefined;
}

/**
 * The footer links of §2 Shell in display order: about, tenant search, terms, privacy, sitemap, how it
 * works, support (when configured), useful tips, unsubscribe, affiliates, partnerships, rent out
 * home, rent out room, safety for landlords; plus the copyright line.
 *
 * @param locale the page's language
 * @param t the `common` translations of that language
 * @param options the copyright year and the optional help-centre URL
 * @returns props of `SiteFooter`
 */
export function footerContent(locale: Locale, t: CommonT, options: FooterOptions): SiteFooterProps {
  const links: SiteFooterProps['links'] = [
    { label: t('footer.about'), href: pathFor('aboutUs', locale) },
    {
      label: t('footer.tenantSearch'),
      href: pathFor('roommates', locale, { city: DEFAULT_COUNTRY_WORD[locale] }),
    },
    { label: t('footer.terms'), href: pathFor('termsConditions', locale) },
    { label: t('footer.privacy'), href: pathFor('privacyPolicy', locale) },
    { label: t('footer.sitemap'), href: pathFor('sitemapStatic', locale) },
    { label: t('footer.howItWorks'), href: pathFor('howItWorks', locale) },
    ...(options.supportUrl
      ? [{ label: t('footer.support'), href: options.supportUrl, external: true }]
      : []),
    { label: t('footer.tips'), href: pathFor('usefulTips', locale) },
    { label: t('footer.unsubscribe'), href: pathFor('emailUnsubscribe', locale) },
    { label: t('footer.affiliates'), href: pathFor('referrals', locale) },
    { label: t('footer.partnerships'), href: pathFor('partnerships', locale) },
    { label: t('footer.rentOutHome'), href: pathFor('rentOutHome', locale) },
    { label: t('footer.rentOutRoom'), href: pathFor('rentOutRoom', locale) },
    { label: t('footer.safetyLandlord'), href: pathFor('safetyLandlord', locale) },
  ];
  return {
    appName: t('appName'),
    navigationLabel: t('appName'),
    links,
    socialLabel: t('footer.social'),
    copyright: t('footer.copyright', { year: options.year }),
  };
}

/**
 * The home page's search hero (§2 Shell, home `/`): headline, subtitle, a GET form to the room search over the whole
 * country with the location field, the category quick links and the rent-out call to action.
 *
 * @param locale the page's language
 * @param t the `common` translations of that language
 * @returns props of `SearchHero`
 */
export function homeHeroContent(locale: Locale, t: CommonT): SearchHeroProps {
  return {
    headline: t('home.title'),
    subtitle: t('home.subtitle'),
    action: countrySearchPath(SearchListingType.Room, locale),
    inputName: SEARCH_LOCATION_PARAM,
    inputLabel: t('home.searchPlaceholder'),
    submitLabel: t('home.searchCta'),
    categoriesLabel: t('nav.searchRooms'),
    categories: HOME_CATEGORIES.map(([key, category]) => ({
      label: t(`home.categories.${key}`),
      href: countrySearchPath(category, locale),
    })),
    secondaryAction: { label: t('home.rentOutCta'), href: pathFor('rentOutRoom', locale) },
  };
}
