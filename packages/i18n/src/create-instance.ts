import { createInstance } from 'i18next';

import { DEFAULT_LOCALE, LOCALES } from './locales';
import { DEFAULT_NAMESPACE } from './resources/namespaces';

import type { Locale } from './locales';
import type { LocaleResources } from './resources';
import type { i18n, InitOptions } from 'i18next';

/**
 * Translations handed to one i18next instance: per language, the namespaces it may use. This
 * module never imports the bundled resources itself, so a browser bundle carries only the texts
 * the server handed over (see `clientResources`).
 */
export type ResourceBundles = Partial<Record<Locale, Partial<LocaleResources>>>;

/**
 * The i18next options shared by server and client: the given resources (no network),
 * synchronous initialisation, Dutch as the fallback language, no HTML escaping (React escapes).
 *
 * @param locale the language to translate into
 * @param bundles the texts per language and namespace; the namespaces of `locale` are loaded
 * @returns options for `i18next.init`
 */
export function i18nOptions(locale: Locale, bundles: ResourceBundles): InitOptions {
  return {
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: Object.keys(bundles[locale] ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    resources: bundles,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  };
}

/**
 * Creates a new i18next instance and initialises it synchronously with the given texts (so `t`
 * works as soon as this returns). One instance per request on the server, one per language in
 * the browser; the global i18next instance is never touched.
 *
 * @param locale the language to translate into
 * @param bundles the texts per language and namespace
 * @returns an initialised instance
 * @throws Error when i18next did not finish initialising synchronously (not expected with
 *   in-memory resources)
 */
export function createI18nInstance(locale: Locale, bundles: ResourceBundles): i18n {
  const instance = createInstance();
  let failure: unknown = null;
  instance.init(i18nOptions(locale, bundles)).catch((error: unknown) => {
    failure = error;
  });
  if (!instance.isInitialized || failure !== null) {
    throw new Error(`i18next could not be initialised for locale "${locale}"`, { cause: failure });
  }
  return instance;
}
