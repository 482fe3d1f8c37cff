import { bundledResources } from './bundles';
import { createI18nInstance } from './create-instance';
import { DEFAULT_NAMESPACE, NAMESPACES } from './resources';

import type { Locale } from './locales';
import type { Namespace } from './resources';
import type { i18n, TFunction } from 'i18next';

/**
 * Creates a new, initialised i18next instance for one server request (server components, route
 * handlers, the API). Resources are bundled: no network, no shared state between requests.
 *
 * @param locale the language to translate into
 * @param namespaces the namespaces to load; all of them by default
 * @returns a promise of the new instance (`instance.t`, `instance.language`)
 * @throws never in practice; rejects only if i18next fails to initialise
 */
export async function createI18n(
  locale: Locale,
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<i18n> {
  return Promise.resolve(createI18nInstance(locale, bundledResources(locale, namespaces)));
}

/**
 * The `t` function of a new instance, fixed to a language and a namespace, e.g.
 * `const t = await getT('nl'); t('nav.login')` or `(await getT('en', 'errors'))('http_404')`.
 *
 * @param locale the language to translate into
 * @param ns the namespace keys are looked up in; `'common'` by default
 * @returns a promise of the typed `t` function
 * @throws never in practice; rejects only if i18next fails to initialise
 */
export async function getT<N extends Namespace = typeof DEFAULT_NAMESPACE>(
  locale: Locale,
  ns?: N,
): Promise<TFunction<N>> {
  const namespace = ns ?? DEFAULT_NAMESPACE;
  const instance = await createI18n(locale, [namespace]);
  return instance.getFixedT(locale, namespace) as TFunction<N>;
}
