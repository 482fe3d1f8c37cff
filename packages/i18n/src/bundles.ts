import { DEFAULT_LOCALE } from './locales';
import { NAMESPACES, RESOURCES } from './resources';

import type { ResourceBundles } from './create-instance';
import type { Locale } from './locales';
import type { LocaleResources, Namespace } from './resources';

/**
 * Namespaces only server components read: the long texts of the content pages, and the search
 * alert pages' texts (their client parts get the few they show as props), and the texts of the
 * e-mails the API renders, and the account pages' texts (issue 26, and the subscription, referral
 * and cashback parts of issue 27, the scam warning of a conversation of issue 28). They are never
 * handed to the browser, which keeps them out of every page's download.
 */
export const SERVER_ONLY_NAMESPACES: readonly Namespace[] = [
  'content',
  'alerts',
  'emails',
  'myAccount',
  'subscription',
  'rewards',
  'scamWarning',
];

/**
 * Namespaces of client components that only a few pages use (the listing wizard, the tenant
 * profile form and invitation dialog of issue 26, the student houses page, the payment pages of
 * issue 27, the staff back office of issue 28, the rent check of the wizard's rent step): kept
 * out of the texts every page hands to the browser; those pages add them with
 * {@link pageResources} in an `I18nProvider` of their own.
 */
export const PAGE_NAMESPACES: readonly Namespace[] = [
  'wizard',
  'tenantProfile',
  'studentHouses',
  'premium',
  'moderation',
  'rentCheck',
];

/**
 * The namespaces every page hands to client components (all but {@link SERVER_ONLY_NAMESPACES}
 * and {@link PAGE_NAMESPACES}).
 */
export const CLIENT_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (ns) => !SERVER_ONLY_NAMESPACES.includes(ns) && !PAGE_NAMESPACES.includes(ns),
);

/**
 * The bundled texts of `namespaces` in `locale`, plus Dutch as the fallback language, for a
 * server-side i18next instance.
 *
 * @param locale the language to translate into
 * @param namespaces the namespaces to include; all by default
 * @returns the bundles for `createI18nInstance`
 */
export function bundledResources(
  locale: Locale,
  namespaces: readonly Namespace[] = NAMESPACES,
): ResourceBundles {
  const languages: Locale[] = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  return Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(namespaces.map((ns) => [ns, RESOURCES[language][ns]])),
    ]),
  );
}

/**
 * The texts the browser gets for a page (server side, handed to `I18nProvider` as a prop): the
 * {@link CLIENT_NAMESPACES} of one language only. Both languages hold every key (checked by the
 * resource tests), so no fallback language is sent.
 *
 * @param locale the page's language
 * @returns namespace → texts of that language
 */
export function clientResources(locale: Locale): Partial<LocaleResources> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, RESOURCES[locale][ns]]));
}

/**
 * The texts of a page that uses one of the {@link PAGE_NAMESPACES}: the client namespaces and
 * the page's own, of one language, for an `I18nProvider` around the page's client components.
 *
 * @param locale the page's language
 * @param namespaces the page's namespaces, e.g. `['wizard']`
 * @returns namespace → texts of that language
 */
export function pageResources(
  locale: Locale,
  namespaces: readonly Namespace[],
): Partial<LocaleResources> {
  return Object.fromEntries(
    [...CLIENT_NAMESPACES, ...namespaces].map((ns) => [ns, RESOURCES[locale][ns]]),
  );
}
