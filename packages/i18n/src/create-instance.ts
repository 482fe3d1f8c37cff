import { createInstance } from 'i18next';

import { DEFAULT_LOCALE, LOCALES } from './locales';
import { DEFAULT_NAMESPACE, NAMESPACES, RESOURCES } from './resources';

import type { Locale } from './locales';
import type { Namespace } from './resources';
import type { i18n, InitOptions } from 'i18next';

/**
 * The i18next options shared by server and client: bundled resources of `locale` (and of the
 * Dutch fallback), no network, synchronous initialisation, no HTML escaping (React escapes).
 *
 * @param locale the language to translate into
 * @param namespaces the namespaces to load; all of {@link NAMESPACES} by default
 * @returns options for `i18next.init`
 */
export function i18nOptions(
  locale: Locale,
  namespaces: readonly Namespace[] = NAMESPACES,
): InitOptions {
  const languages: Locale[] = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  return {
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    resources: Object.fromEntries(
      languages.map((language) => [
        language,
        Object.fromEntries(namespaces.map((ns) => [ns, RESOURCES[language][ns]])),
      ]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  };
}

/**
 * Creates a new i18next instance and initialises it synchronously with the bundled resources
 * (so `t` works as soon as this returns). One instance per request on the server, one per
 * language in the browser; the global i18next instance is never touched.
 *
 * @param locale the language to translate into
 * @param namespaces the namespaces to load; all of {@link NAMESPACES} by default
 * @returns an initialised instance
 * @throws Error when i18next did not finish initialising synchronously (not expected with bundled
 *   resources)
 */
export function createI18nInstance(
  locale: Locale,
  namespaces: readonly Namespace[] = NAMESPACES,
): i18n {
  const instance = createInstance();
  let failure: unknown = null;
  instance.init(i18nOptions(locale, namespaces)).catch((error: unknown) => {
    failure = error;
  });
  if (!instance.isInitialized || failure !== null) {
    throw new Error(`i18next could not be initialised for locale "${locale}"`, { cause: failure });
  }
  return instance;
}
