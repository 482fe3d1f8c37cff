'use client';

import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { createI18nInstance } from './create-instance';
import { isLocale } from './locales';
import { DEFAULT_NAMESPACE } from './resources/namespaces';

import type { Locale } from './locales';
import type { LocaleResources } from './resources';
import type { ReactElement, ReactNode } from 'react';

export type { TranslationResources } from './i18next-types';

/** react-i18next's hook, re-exported: `const { t } = useTranslation(); t('nav.login')`. */
export { useTranslation };

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The page's language (from the path, see `localeFromPath`). */
  readonly locale: Locale;
  /**
   * The texts of that language by namespace, handed over by the server (`clientResources`), so
   * the browser downloads one language and no server-only namespace.
   */
  readonly resources: Partial<LocaleResources>;
  readonly children?: ReactNode;
}

/**
 * Provides translations to client components: creates one i18next instance per language,
 * synchronously, with the texts it is given (so the first render, on the server and in the
 * browser, already has them) and wraps `I18nextProvider`. Use `useTranslation()` below it.
 *
 * @param props the language, its texts and the children
 * @returns the provider element
 * @throws Error only if i18next fails to initialise (not expected with bundled resources)
 */
export function I18nProvider({ locale, resources, children }: I18nProviderProps): ReactElement {
  const i18n = useMemo(
    () => createI18nInstance(locale, { [locale]: resources }),
    [locale, resources],
  );
  return (
    <I18nextProvider i18n={i18n} defaultNS={DEFAULT_NAMESPACE}>
      {children}
    </I18nextProvider>
  );
}

/**
 * The language of the nearest {@link I18nProvider}, e.g. for `pathFor(route, useLocale())`.
 *
 * @returns the provider's locale
 * @throws Error when used outside an {@link I18nProvider}
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language: unknown = i18n.language;
  if (!isLocale(language)) throw new Error('useLocale must be used inside <I18nProvider>');
  return language;
}
